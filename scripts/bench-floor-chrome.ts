// The floor's chrome (ADR 078): the product's own header, footer and inline page style,
// read from one of its anonymous pages at bench time and handed to bench/floor, which
// renders them with React around its cards. The floor page then weighs about what a
// product page weighs (bytes to render, to compress and to send) while doing none of the
// product's own work (session, data, caches, shared bodies).
//
// React's server output is regular (double-quoted attributes, void elements written
// `<x/>`, text escaped), so a small tokenizer reads it; it is not a general HTML parser.

/** An element as the floor renders it: [tag, attributes, children]; text as a string. */
export type ChromeNode = string | [string, Record<string, string>, ChromeNode[]];

export interface FloorChrome {
  /** The page's inline `<style>` text (critical CSS), as the product's head carries it. */
  style: string;
  header: ChromeNode | null;
  footer: ChromeNode | null;
  /** Bytes of the markup taken (style + header + footer), for the report. */
  bytes: number;
}

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  nbsp: "\u00a0",
};
function decode(text: string) {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return whole;
  });
}

/** The children of a fragment of React-written markup (comments dropped). */
export function parseMarkup(html: string): ChromeNode[] {
  const root: ChromeNode[] = [];
  const stack: { tag: string; children: ChromeNode[] }[] = [{ tag: "", children: root }];
  const token =
    /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>/g;
  let last = 0;
  const top = () => stack[stack.length - 1]!;
  for (let m = token.exec(html); m; m = token.exec(html)) {
    if (m.index > last) top().children.push(decode(html.slice(last, m.index)));
    last = token.lastIndex;
    const [whole, closing, opening, attrText, selfClosing] = m;
    if (whole.startsWith("<!--")) continue;
    if (closing) {
      const at = stack.map((s) => s.tag).lastIndexOf(closing.toLowerCase());
      if (at > 0) stack.length = at;
      continue;
    }
    const tag = opening!.toLowerCase();
    const attrs: Record<string, string> = {};
    for (const a of attrText!.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g))
      attrs[a[1]!] = decode(a[2] ?? "");
    const children: ChromeNode[] = [];
    top().children.push([tag, attrs, children]);
    if (!selfClosing && !VOID.has(tag)) {
      // Raw text elements: their content is one string, never markup.
      if (tag === "style" || tag === "script") {
        const end = html.indexOf(`</${tag}`, last);
        children.push(html.slice(last, end < 0 ? html.length : end));
        last = end < 0 ? html.length : html.indexOf(">", end) + 1;
        token.lastIndex = last;
      } else stack.push({ tag, children });
    }
  }
  if (last < html.length) top().children.push(decode(html.slice(last)));
  return root;
}

function find(nodes: ChromeNode[], tag: string): ChromeNode | null {
  for (const node of nodes) {
    if (typeof node === "string") continue;
    if (node[0] === tag) return node;
    const inner = find(node[2], tag);
    if (inner) return inner;
  }
  return null;
}

/** The header, footer and inline style of a product page (anonymous render). */
export function chromeOf(html: string): FloorChrome {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const style = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("\n");
  const body = /<body[^>]*>([\s\S]*?)<\/body>/.exec(html)?.[1] ?? "";
  const header = /<header\b[\s\S]*?<\/header>/.exec(body)?.[0] ?? "";
  const footer = /<footer\b[\s\S]*?<\/footer>/.exec(body)?.[0] ?? "";
  return {
    style,
    header: header ? find(parseMarkup(header), "header") : null,
    footer: footer ? find(parseMarkup(footer), "footer") : null,
    bytes: Buffer.byteLength(style) + Buffer.byteLength(header) + Buffer.byteLength(footer),
  };
}
