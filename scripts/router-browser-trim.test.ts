import fs from "node:fs";
import path from "node:path";
import { transform } from "esbuild";
import { describe, expect, it } from "vitest";
import { isRouterCoreModule, trimRouterForBrowsers } from "./router-browser-trim";

const dist = path.resolve(__dirname, "../node_modules/react-router/dist/production");
const core = fs
  .readdirSync(dist)
  .map((f) => path.join(dist, f))
  .filter((f) => f.endsWith(".mjs"))
  .filter((f) => isRouterCoreModule(f, fs.readFileSync(f, "utf8")));

describe("React Router's browser code, trimmed (ADR 050)", () => {
  it("finds exactly one core module in the installed production build", () => {
    expect(core).toHaveLength(1);
  });

  it("applies every patch to the installed version and stays valid JavaScript", async () => {
    const source = fs.readFileSync(core[0], "utf8");
    const trimmed = trimRouterForBrowsers(source);
    await expect(transform(trimmed, { format: "esm", loader: "js" })).resolves.toBeTruthy();
    // Nothing reaches the RSC context or the instrumentation wrappers any more.
    expect(trimmed).not.toMatch(/=\s*useIsRSCRouterContext\(\)/);
    expect(trimmed).not.toContain("createElement(RSCErrorHandler");
    expect(trimmed).not.toContain("if (init.instrumentations)");
    expect(trimmed).not.toMatch(/^ *\w+\.displayName = /m);
    expect(trimmed).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    // The same exports as the package's own module.
    const exportsOf = (code: string) => code.slice(code.lastIndexOf("export {"));
    expect(exportsOf(trimmed)).toBe(exportsOf(source));
  });

  it("refuses code it does not recognise instead of shipping it half patched", () => {
    const source = fs.readFileSync(core[0], "utf8");
    const moved = source.replace("let rsc = useIsRSCRouterContext();", "let rsc = useRSC();");
    expect(() => trimRouterForBrowsers(moved)).toThrow(/does not match React Router's code/);
  });

  it("holds only while no code of ours prefetches pages (the prefetch patches)", () => {
    const app = path.resolve(__dirname, "../app");
    const files = (fs.readdirSync(app, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => [f, fs.readFileSync(path.join(app, f), "utf8")] as const);
    expect(files.length).toBeGreaterThan(100);
    // <Link prefetch="intent"> and friends, or a route's links() (a { page } descriptor).
    const prefetching = files.filter(([, code]) => /\bprefetch\s*[=:]\s*["'{]/.test(code));
    const links = files.filter(([, code]) =>
      /export (const|function|async function) links\b/.test(code),
    );
    expect([...prefetching, ...links].map(([f]) => f)).toEqual([]);
  });

  it("leaves the other modules of the build alone", () => {
    expect(isRouterCoreModule(path.join(dist, "index.mjs"), "function createRouter(init)")).toBe(
      false,
    );
    expect(isRouterCoreModule("/x/react-router/dist/development/chunk-A.mjs", "")).toBe(false);
  });
});
