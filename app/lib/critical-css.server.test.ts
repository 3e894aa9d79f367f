import { optimize } from "@tailwindcss/node";
import { describe, expect, it } from "vitest";
import source from "~/app.css?inline";
import {
  classesInHtml,
  cssForClasses,
  leadingClasses,
  parseStylesheet,
} from "./critical-css.server";

// The shape of Tailwind 4's minified output, with the cases its selectors take.
const SHEET =
  "/*! tailwindcss */@layer properties{@supports (x:y){*,:before{--tw-shadow:0 0 #0000;--tw-ring:0}}}" +
  "@layer theme,base,components,utilities;@layer theme{:root{--color-ink:#111}}" +
  '@layer base{a{color:inherit}.lucide{stroke-width:2}q:before{content:"{"}}' +
  "@layer utilities{.flex{display:flex}.grid{display:grid}" +
  ":where(.space-y-2>:not(:last-child)){margin-block-start:8px}" +
  ".\\[\\&_svg\\]\\:size-3 svg{width:12px}" +
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}" +
  ".shadow-sm{--tw-shadow:0 1px 3px;box-shadow:var(--tw-ring),var(--tw-shadow)}" +
  ".before\\:content-\\[\\'\\{\\'\\]:before{content:'{'}" +
  ".size-4,.w-4{width:16px}" +
  "@media (hover:hover){.hover\\:bg-ink:hover{background:var(--color-ink)}.hover\\:flex:hover{display:flex}}" +
  "@media (width>=40rem){.sm\\:grid{display:grid}@supports (display:grid){.sm\\:gap-2{gap:8px}}}}" +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-ring{syntax:"*";inherits:false}' +
  '@property --tw-ring-color{syntax:"*";inherits:false}' +
  "@keyframes spin{to{transform:rotate(360deg)}}";

const HEAD = SHEET.slice(0, SHEET.indexOf("@layer utilities{") + "@layer utilities{".length);
const TAIL_KEYFRAMES = "@keyframes spin{to{transform:rotate(360deg)}}";
const sheet = parseStylesheet(SHEET);
const pick = (...classes: string[]) => cssForClasses(sheet, new Set(classes));

describe("leadingClasses", () => {
  it("finds each selector's first class, unescaped", () => {
    expect(leadingClasses(".flex")).toEqual(["flex"]);
    expect(leadingClasses(".sm\\:grid")).toEqual(["sm:grid"]);
    expect(leadingClasses(".\\[\\&_svg\\]\\:size-3 svg")).toEqual(["[&_svg]:size-3"]);
    expect(leadingClasses(":where(.space-y-2>:not(:last-child))")).toEqual(["space-y-2"]);
    expect(leadingClasses(".group-hover\\:underline:is(:where(.group):hover *)")).toEqual([
      "group-hover:underline",
    ]);
    expect(leadingClasses(".w-1\\/2,.size-4")).toEqual(["w-1/2", "size-4"]);
    expect(leadingClasses(".\\32 xl\\:flex")).toEqual(["2xl:flex"]);
    expect(leadingClasses(":is(.a,.b) p,.c")).toEqual(["a", "c"]);
    expect(leadingClasses("a:hover")).toEqual([]);
  });
});

describe("cssForClasses", () => {
  it("keeps the head and the keyframes whole, and only the utilities asked for", () => {
    expect(pick()).toBe(`${HEAD}}${TAIL_KEYFRAMES}`);
    expect(pick("flex")).toBe(`${HEAD}.flex{display:flex}}${TAIL_KEYFRAMES}`);
  });

  it("keeps media and support queries around the utilities inside them, and drops empty ones", () => {
    expect(pick("sm:gap-2")).toBe(
      `${HEAD}@media (width>=40rem){@supports (display:grid){.sm\\:gap-2{gap:8px}}}}${TAIL_KEYFRAMES}`,
    );
    expect(pick("hover:flex", "sm:grid")).toBe(
      `${HEAD}@media (hover:hover){.hover\\:flex:hover{display:flex}}` +
        `@media (width>=40rem){.sm\\:grid{display:grid}}}${TAIL_KEYFRAMES}`,
    );
  });

  it("reads selectors Tailwind wraps, escapes, and merges", () => {
    expect(pick("space-y-2")).toContain(
      ":where(.space-y-2>:not(:last-child)){margin-block-start:8px}",
    );
    expect(pick("[&_svg]:size-3")).toContain(".\\[\\&_svg\\]\\:size-3 svg{width:12px}");
    expect(pick("group-hover:underline")).toContain(".group-hover\\:underline:is(");
    expect(pick("group")).not.toContain("underline");
    expect(pick("w-4")).toContain(".size-4,.w-4{width:16px}");
    expect(pick("before:content-['{']")).toContain(":before{content:'{'}");
  });

  it("declares only the custom properties the chosen utilities use", () => {
    expect(pick("shadow-sm")).toContain("@property --tw-shadow{");
    expect(pick("shadow-sm")).toContain("@property --tw-ring{");
    // A longer name that starts with a used one is another property.
    expect(pick("shadow-sm")).not.toContain("@property --tw-ring-color");
    // The properties fallback names every property: it does not count as a use.
    expect(pick("flex")).not.toContain("@property");
  });

  it("gives a sheet without a utilities layer back whole", () => {
    expect(cssForClasses(parseStylesheet("a{b:c}"), new Set())).toBe("a{b:c}");
  });

  it("with every class the real stylesheet uses, gives back every rule of it", () => {
    // Minified and flattened as the production build makes it (Tailwind's own step).
    const css = optimize(source, { minify: true }).code;
    const real = parseStylesheet(css);
    const all = new Set<string>();
    const collect = (nodes: typeof real.utilities) => {
      for (const node of nodes)
        if (node.kind === "group") collect(node.children);
        else if (node.kind === "rule") for (const c of node.classes) all.add(c);
    };
    collect(real.utilities);
    expect(all.size).toBeGreaterThan(300);
    const chosen = cssForClasses(real, all);
    const PROPERTY = /@property (--[\w-]+)\{[^}]*\}/g;
    expect(chosen.replace(PROPERTY, "")).toBe(css.trim().replace(PROPERTY, ""));
    // Only custom properties no rule uses are left undeclared.
    const declared = new Set([...chosen.matchAll(PROPERTY)].map((m) => m[1]));
    const rules = real.headUse + chosen.slice(real.head.length).replace(PROPERTY, "");
    for (const [, name] of css.matchAll(PROPERTY))
      if (!declared.has(name)) expect(rules).not.toMatch(new RegExp(`${name}(?![\\w-])`));
    // And a page with a card uses far less than all of it.
    const card = cssForClasses(real, classesInHtml('<div class="flex rounded-card p-4"></div>'));
    expect(card.length).toBeLessThan(css.length / 2);
    expect(card).toContain(".rounded-card{");
  });
});

describe("classesInHtml", () => {
  it("collects the classes of every element, with React's escapes undone", () => {
    const html =
      '<div class="flex  grid"><svg class="lucide size-4"></svg>' +
      '<span class="[&amp;_svg]:size-3 before:content-[&#x27;{&#x27;] data-[x=&quot;y&quot;]:flex"></span>' +
      '<p data-class="nope">class="not-an-attribute"</p></div>';
    expect([...classesInHtml(html)].sort()).toEqual(
      [
        "[&_svg]:size-3",
        "before:content-['{']",
        'data-[x="y"]:flex',
        "flex",
        "grid",
        "lucide",
        "size-4",
      ].sort(),
    );
  });
});
