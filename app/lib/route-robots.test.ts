// Every page's metadata carries exactly one robots tag, and the private paths (spec 000
// §2) say noindex. The route's `meta` (pageMeta) is the only place a page's robots tag
// comes from (the root layout adds none: issue 30 found it doubling them), so this
// covers what a page sends. Computed as React Router does: the deepest route with a `meta` export wins.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isNoindexPath } from "./seo";

type Leaf = { files: string[]; path: string };

function leaves(entries: RouteConfigEntry[], files: string[] = [], base = ""): Leaf[] {
  return entries.flatMap((e) => {
    const path = e.path ? `${base}/${e.path}` : base;
    const chain = [...files, e.file];
    const own = e.index || !e.children?.length ? [{ files: chain, path: path || "/" }] : [];
    return [...own, ...leaves(e.children ?? [], chain, path)];
  });
}

/** A concrete address for a route path: each :param becomes "sample", a splat "x/y". */
const samplePath = (path: string) =>
  path
    .replace(/:(\w+)\??/g, "sample")
    .replace(/\*$/, "x/y")
    .replace(/\/+/g, "/");

type Descriptor = Record<string, unknown>;
type MetaFn = (args: Record<string, unknown>) => Descriptor[];

const modules = import.meta.glob<{ meta?: MetaFn; default?: unknown }>("../routes/**/*.tsx");

/** Whether the route shows a page (a resource route or a redirect has no component). */
async function isPage(leaf: Leaf) {
  return !!(await modules[`../${leaf.files.at(-1)}`]!()).default;
}

async function pageMetaOf(leaf: Leaf): Promise<Descriptor[]> {
  let meta: Descriptor[] = [];
  for (const file of leaf.files) {
    const mod = await modules[`../${file}`]!();
    if (!mod.meta) continue;
    const pathname = samplePath(leaf.path);
    meta = mod.meta({
      data: undefined,
      loaderData: undefined,
      params: {},
      location: { pathname, search: "", hash: "", state: null, key: "default" },
      matches: [],
      error: undefined,
    });
  }
  return meta;
}

const all = leaves(routes);

describe("robots tags of every route", () => {
  it("finds the routes", () => {
    expect(all.length).toBeGreaterThan(50);
    expect(all.map((l) => l.path)).toContain("/submit");
  });

  it.each(all.map((l) => [samplePath(l.path), l] as const))(
    "%s: one robots tag on a page, noindex on a private path",
    async (pathname, leaf) => {
      const meta = await pageMetaOf(leaf);
      const robots = meta.filter((d) => d.name === "robots");
      const file = leaf.files.at(-1);
      if (isNoindexPath(pathname) && (await isPage(leaf))) {
        // Even before its data is known (a private page never waits on it to say noindex).
        expect(robots, file).toEqual([{ name: "robots", content: "noindex, nofollow" }]);
      } else {
        // A public page's tags may need its data (an item's title): none without it (its
        // error page says noindex), else exactly one robots tag among them.
        expect(robots.length, file).toBe(meta.length ? 1 : 0);
      }
    },
  );
});
