/**
 * Test helper: finds Tailwind utilities in one class list that set the same CSS property for the
 * same variant (`text-sm` + `text-base`, `hover:bg-white` + `hover:bg-surface`). `cn` doesn't
 * resolve such conflicts and in Tailwind 4 the winner follows stylesheet order, so the UI
 * primitives must never produce them. The groups are a short hand-written list covering the
 * utilities this app uses, not a full model of Tailwind.
 */

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
  for (const cls of new Set(classList.split(/\s+/).filter(Boolean))) {
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
