import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import config from "../app/routes";
import { patchSource, targetFile } from "./patch-react-router.mjs";

// Our whole route table, as the server build nests it under the root layout.
const toObjects = (entries: RouteConfigEntry[]): RouteObject[] =>
  entries.map((e) => {
    const id = e.id ?? e.file.replace(/\.tsx?$/, "");
    return e.index
      ? { id, index: true }
      : ({ id, path: e.path, children: toObjects(e.children ?? []) } as RouteObject);
  });

describe("the patched React Router (ADR 044)", () => {
  it("is what Node loads on the server", () => {
    const file = targetFile();
    expect(file, "react-router is installed").not.toBeNull();
    expect(
      fs.readFileSync(file!, "utf8").startsWith("/* naija: patched"),
      "run `node scripts/patch-react-router.mjs` (npm's postinstall does)",
    ).toBe(true);
  });

  it("matches every path of ours as the unpatched matching does", async () => {
    const routes: RouteObject[] = [{ id: "root", path: "", children: toObjects(await config) }];
    const paths = new Set<string>(["/", "//events", "/events//x", "/nope/x/y", "/%E2%82%A6", ""]);
    const walk = (nodes: RouteObject[], base: string) => {
      for (const n of nodes) {
        const full = n.path ? `${base}/${n.path}` : base;
        const filled = full.replace(/:[\w-]+\??/g, "some-slug").replace(/\*$/, "a/b");
        for (const p of [filled || "/", `${filled}/`, filled.toUpperCase(), `${filled}/extra`])
          paths.add(p.startsWith("/") ? p : `/${p}`);
        walk(n.children ?? [], full);
      }
    };
    walk(routes, "");
    expect(paths.size).toBeGreaterThan(300);

    // What Node loads on the server (vitest's own import of "react-router" takes the CJS build).
    const esm = path.resolve("node_modules/react-router/dist/development/index.mjs");
    const { createStaticHandler, matchRoutes } = (await import(
      /* @vite-ignore */ pathToFileURL(esm).href
    )) as typeof import("react-router");
    // The static handler matches through the branches it ranked once (the patched path);
    // `matchRoutes` without them ranks and tries every branch (the package's own code).
    const handler = createStaticHandler(routes);
    for (const path of paths) {
      const expected = matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;
      const context = await handler.query(new Request(`http://localhost${path}`));
      if (context instanceof Response) throw new Error(`unexpected response for ${path}`);
      const got = context.errors ? null : context.matches.map((m) => m.route.id);
      expect(got, path).toEqual(expected);
    }
  });

  it("applies once, and refuses code it does not recognise", () => {
    const patched = fs.readFileSync(targetFile()!, "utf8");
    expect(patchSource(patched).changed).toBe(false);
    expect(() => patchSource("export function somethingElse() {}")).toThrow(/React Router changed/);
  });
});
