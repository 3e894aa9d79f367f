/**
 * A page's own part of the site's stylesheet (ADR 053): the Tailwind utilities whose
 * classes the page's HTML uses, with everything that is not a utility (the properties
 * fallback, theme variables, base styles, keyframes) kept whole.
 *
 * Why this is safe for Tailwind's output: every utility rule's selector starts with the
 * utility's own class (`.sm\:flex`, `.hover\:x:hover`, `.group-hover\:x:is(:where(.group):hover *)`,
 * `.\[\&_svg\]\:size-3 svg`, `:where(.space-y-2>:not(:last-child))`), and it styles only
 * an element that carries that class or its descendants. An element without the class is
 * untouched by the rule, so a page whose HTML never names the class never needs it.
 * Classes that appear only after JavaScript runs are covered by the whole stylesheet,
 * which the page loads once it has painted (finish-document.server.ts).
 */

type Node =
  | { kind: "rule"; text: string; classes: string[] }
  | { kind: "group"; prelude: string; children: Node[] }
  | { kind: "property"; text: string; name: string };

export type Stylesheet = {
  /** Everything before the utilities layer's rules, through `@layer utilities{`. */
  head: string;
  utilities: Node[];
  /** What follows the utilities layer: `@property` rules, keyframes, anything else. */
  tail: Node[];
  /** The head without Tailwind's properties fallback (which names every property). */
  headUse: string;
  /** The layer as written, when the sheet has no utilities layer to choose from. */
  whole: string | null;
};

const UTILITIES = "@layer utilities{";
const PROPERTIES = "@layer properties{";

/** Index of the `}` closing the block opened just before `from`, skipping strings and escapes. */
function blockEnd(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const ch = css[i];
    if (ch === "\\") i++;
    else if (ch === '"' || ch === "'") {
      for (i++; i < css.length && css[i] !== ch; i++) if (css[i] === "\\") i++;
    } else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  throw new Error("stylesheet: unbalanced braces");
}

/** Index of the next `{` at this level, or of a `;` that ends a statement first (-1 if neither). */
function preludeEnd(css: string, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const ch = css[i];
    if (ch === "\\") i++;
    else if (ch === '"' || ch === "'") {
      for (i++; i < to && css[i] !== ch; i++) if (css[i] === "\\") i++;
    } else if (ch === "{" || ch === ";") return i;
  }
  return -1;
}

const GROUPING = /^@(media|supports|container|layer|starting-style|scope)\b/;

function parseNodes(css: string, from: number, to: number): Node[] {
  const nodes: Node[] = [];
  let i = from;
  while (i < to) {
    while (i < to && /\s/.test(css[i])) i++;
    if (i >= to) break;
    const open = preludeEnd(css, i, to);
    if (open < 0) {
      nodes.push({ kind: "rule", text: css.slice(i, to), classes: [] });
      break;
    }
    if (css[open] === ";") {
      // A statement (`@layer a,b;`, `@import`): kept as written.
      nodes.push({ kind: "rule", text: css.slice(i, open + 1), classes: [] });
      i = open + 1;
      continue;
    }
    const close = blockEnd(css, open + 1);
    const prelude = css.slice(i, open).trim();
    if (GROUPING.test(prelude))
      nodes.push({ kind: "group", prelude, children: parseNodes(css, open + 1, close) });
    else if (prelude.startsWith("@property"))
      nodes.push({
        kind: "property",
        text: css.slice(i, close + 1),
        name: prelude.slice("@property".length).trim(),
      });
    else
      nodes.push({
        kind: "rule",
        text: css.slice(i, close + 1),
        classes: prelude.startsWith("@") ? [] : leadingClasses(prelude),
      });
    i = close + 1;
  }
  return nodes;
}

/** `a,b` split at commas outside parentheses and brackets. */
function selectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === "\\") i++;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

const CSS_ESCAPE = /\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g;
const unescapeCss = (s: string) =>
  s.replace(CSS_ESCAPE, (_, e: string) =>
    /^[0-9a-fA-F]/.test(e) && e.length > 1 ? String.fromCodePoint(parseInt(e, 16)) : e,
  );

/**
 * The first class named in each selector of a list (empty if one of them names none: such
 * a rule is always kept). A selector's first class is its utility in Tailwind's output.
 */
export function leadingClasses(selector: string): string[] {
  const classes: string[] = [];
  for (const part of selectorList(selector)) {
    const match = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[^\s.:>+~[\](),#\\"'*|])+)/.exec(part);
    if (!match) return [];
    classes.push(unescapeCss(match[1]));
  }
  return classes;
}

/** Tailwind's stylesheet split into what every page needs and the utilities to choose from. */
export function parseStylesheet(css: string): Stylesheet {
  const at = css.indexOf(UTILITIES);
  if (at < 0) return { head: "", utilities: [], tail: [], headUse: "", whole: css };
  const open = at + UTILITIES.length;
  const close = blockEnd(css, open);
  const head = css.slice(0, open);
  const fallback = head.indexOf(PROPERTIES);
  const headUse =
    fallback < 0
      ? head
      : head.slice(0, fallback) + head.slice(blockEnd(head, fallback + PROPERTIES.length) + 1);
  return {
    head,
    headUse,
    utilities: parseNodes(css, open, close),
    tail: parseNodes(css, close + 1, css.length),
    whole: null,
  };
}

function pick(nodes: Node[], classes: ReadonlySet<string>, out: string[]) {
  for (const node of nodes) {
    if (node.kind === "group") {
      const inner: string[] = [];
      pick(node.children, classes, inner);
      if (inner.length) out.push(node.prelude, "{", ...inner, "}");
    } else if (node.kind === "rule") {
      if (!node.classes.length || node.classes.some((c) => classes.has(c))) out.push(node.text);
    }
  }
}

/**
 * The stylesheet for a page whose elements carry `classes`: the head, the utilities named
 * by those classes (inside their media and support queries), the `@property` rules for the
 * custom properties those utilities use, and the rest of the tail.
 */
export function cssForClasses(sheet: Stylesheet, classes: ReadonlySet<string>): string {
  if (sheet.whole !== null) return sheet.whole;
  const utilities: string[] = [];
  pick(sheet.utilities, classes, utilities);
  const chosen = utilities.join("");
  const tail: string[] = [];
  for (const node of sheet.tail) {
    if (node.kind === "property") {
      // Declared for the utilities that set or read it; the base layer's own use too.
      if (usesProperty(chosen, node.name) || usesProperty(sheet.headUse, node.name))
        tail.push(node.text);
    } else if (node.kind === "rule") tail.push(node.text);
    else {
      const inner: string[] = [];
      pick(node.children, classes, inner);
      if (inner.length) tail.push(node.prelude, "{", ...inner, "}");
    }
  }
  return `${sheet.head}${chosen}}${tail.join("")}`;
}

/** `--tw-ring` used (`var(--tw-ring…)` or set `--tw-ring:`) in css, not `--tw-ring-color`. */
function usesProperty(css: string, name: string): boolean {
  for (let at = css.indexOf(name); at >= 0; at = css.indexOf(name, at + 1)) {
    const next = css.charCodeAt(at + name.length);
    // Not followed by a name character: [A-Za-z0-9_-] or non-ASCII.
    const nameChar =
      (next >= 48 && next <= 57) ||
      (next >= 65 && next <= 90) ||
      (next >= 97 && next <= 122) ||
      next === 45 ||
      next === 95 ||
      next > 127;
    if (!nameChar) return true;
  }
  return false;
}

const CLASS_ATTR = ' class="';
const ENTITY = /&(amp|quot|lt|gt|#x27|#39);/g;
const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  lt: "<",
  gt: ">",
  "#x27": "'",
  "#39": "'",
};

/**
 * The classes on the elements of rendered HTML (React writes every class attribute as
 * ` class="…"` with `&`, `"`, `<`, `>` and `'` escaped). Text that merely looks like an
 * attribute only adds classes, which only makes the chosen stylesheet larger.
 */
export function classesInHtml(html: string, into = new Set<string>()): Set<string> {
  // A page repeats a few hundred attribute values (each card's): split each one once.
  const values = new Set<string>();
  for (let at = html.indexOf(CLASS_ATTR); at >= 0; at = html.indexOf(CLASS_ATTR, at)) {
    const start = at + CLASS_ATTR.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    values.add(html.slice(start, end));
    at = end + 1;
  }
  for (const raw of values) {
    const value = raw.includes("&") ? raw.replace(ENTITY, (_, e: string) => ENTITIES[e]) : raw;
    for (const name of value.split(" ")) if (name) into.add(name);
  }
  return into;
}
