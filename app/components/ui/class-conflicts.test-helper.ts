/**
 * Test helper: finds Tailwind utilities in one class list that set the same CSS property for the
 * same variant (`text-sm` + `text-base`, `hover:bg-white` + `hover:bg-surface`). `cn` doesn't
 * resolve such conflicts and in Tailwind 4 the winner follows stylesheet order, so the UI
 * primitives must never produce them. The groups are a short hand-written list covering the
 * utilities this app uses, not a full model of Tailwind.
 */

import fs from "node:fs";

/**
 * app.css's own utilities (`@utility badge { @apply … }`), read as the utilities they apply,
 * so a variant's colours are still checked against the base's shape (ADR 053).
 */
const customUtilities = new Map(
  [
    ...fs
      .readFileSync(new URL("../../app.css", import.meta.url), "utf8")
      .matchAll(/@utility ([\w-]+) \{\s*@apply ([^;]+);\s*\}/g),
  ].map((m) => [m[1], m[2].trim().split(/\s+/)] as const),
);

/** `badge` as `inline-flex w-fit …`: each of app.css's own utilities as what it applies. */
export const withCustomUtilities = (classes: string[]) =>
  classes.flatMap((cls) => customUtilities.get(cls) ?? [cls]);

const colour =
  "(?:ink|white|black|muted|danger|success|info|surface|line|line-strong|transparent|current|brand-\\d+|accent-\\d+)(?:/\\d+)?";

/** A utility may be in several groups: `size-10` sets both width and height. */
const groups: Record<string, RegExp> = {
  "font size": /^text-(?:xs|sm|base|lg|xl|[2-9]xl)$/,
  "text colour": new RegExp(`^text-${colour}$`),
  background: new RegExp(`^bg-${colour}$`),
  "border colour": new RegExp(`^border-${colour}$`),
  "border width": /^border(?:-[0-9]+)?$/,
  radius: /^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|full|card))?$/,
  height: /^(?:h|size)-/,
  width: /^(?:w|size)-/,
  "min width": /^min-w-/,
  "max width": /^max-w-/,
  "padding left": /^(?:p|px|pl|ps)-/,
  "padding right": /^(?:p|px|pr|pe)-/,
  "padding top": /^(?:p|py|pt)-/,
  "padding bottom": /^(?:p|py|pb)-/,
  display: /^(?:block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents)$/,
};

/** Splits `md:hover:bg-white` into ["md:hover", "bg-white"]; colons inside [...] or (...) don't count. */
function splitVariant(cls: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) last = i;
  }
  return last === -1 ? ["", cls] : [cls.slice(0, last), cls.slice(last + 1)];
}

/** Returns one message per conflicting pair, e.g. "text-sm / text-base (font size)"; [] if none. */
export function classConflicts(classList: string): string[] {
  const seen = new Map<string, string>();
  const conflicts: string[] = [];
  const classes = withCustomUtilities(classList.split(/\s+/).filter(Boolean));
  for (const cls of new Set(classes)) {
    const [variant, utility] = splitVariant(cls);
    for (const [group, pattern] of Object.entries(groups)) {
      if (!pattern.test(utility)) continue;
      const key = `${variant}|${group}`;
      const earlier = seen.get(key);
      if (earlier) conflicts.push(`${earlier} / ${cls} (${group})`);
      else seen.set(key, cls);
    }
  }
  return conflicts;
}
