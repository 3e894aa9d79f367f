import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { appIconSpriteOptions, iconSpritePlugin } from "./scripts/icon-sprite.ts";
import { lucideIconFilesFrom, rewriteLucideImports } from "./scripts/lucide-direct-imports.ts";
import { parseCopyId, splitCopyImports } from "./scripts/copy-module-split.ts";
import fs from "node:fs";

const rootModule = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
// React, React DOM and React Router stay in the chunks the client entry already makes.
const frameworkModule =
  /node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//;
// React DOM's small entry (flushSync, createPortal, the internals react-dom/client shares):
// the entry chunk and lazily loaded dialogs import it, so on its own it became a 1.4 kB
// file every page loaded; in `shell` it costs no import glue or separate gzip stream.
const reactDomEntry = /node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$/;

// Every page's first load has these chunks: a lazily loaded component need not list them in
// the dependencies Vite preloads with it (each list is text in the importing chunk).
const alwaysLoaded = /(^|\/)(entry\.client|shell|root|rolldown-runtime)-[\w-]+\.js$/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const closures = new WeakMap<ModuleGraph, Set<string>>();

/** Modules app/root.tsx imports statically, directly or not: every page loads them. */
function rootClosure(graph: ModuleGraph) {
  let seen = closures.get(graph);
  if (seen) return seen;
  seen = new Set<string>();
  const queue = [rootModule];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  closures.set(graph, seen);
  return seen;
}

const appDir = fileURLToPath(new URL("./app/", import.meta.url));
let iconFiles: Map<string, string> | undefined;
const lucideIconFiles = () =>
  (iconFiles ??= lucideIconFilesFrom(
    fileURLToPath(
      new URL("./node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url),
    ),
  ));

/** Our modules import each icon's own module, not lucide's barrel (scripts/lucide-direct-imports.ts). */
const directLucideImports = {
  name: "direct-lucide-imports",
  enforce: "pre" as const,
  transform(code: string, id: string) {
    if (!id.startsWith(appDir) || !code.includes("lucide-react")) return null;
    const out = rewriteLucideImports(code, lucideIconFiles());
    return out === null ? null : { code: out, map: null };
  },
};

/**
 * Each text a page names from a copy module comes from its own instance of the module,
 * so pages do not load each other's texts (scripts/copy-module-split.ts, ADR 049).
 * Browsers only: the server has no chunks to weigh.
 */
const copyModuleSplit = {
  name: "copy-module-split",
  enforce: "pre" as const,
  apply: "build" as const,
  applyToEnvironment: (environment: { name: string }) => environment.name === "client",
  load(id: string) {
    const copy = parseCopyId(id);
    return copy ? fs.readFileSync(copy.file, "utf8") : null;
  },
  async transform(
    this: { resolve(source: string, importer: string): Promise<{ id: string } | null> },
    code: string,
    id: string,
  ) {
    const file = id.split("?")[0];
    if (!file.startsWith(appDir) || !/\.tsx?$/.test(file)) return null;
    const out = await splitCopyImports(code, async (specifier) => {
      const resolved = await this.resolve(specifier, file);
      return resolved ? resolved.id.split("?")[0] : null;
    });
    return out === null ? null : { code: out, map: null };
  },
};

const routerDist = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * React Router's package points every import at its development build, whose warnings
 * (ENABLE_DEV_WARNINGS) stay in a production bundle; its production build differs only
 * by that flag. Browsers get the production build, which patches/ trims of the code this
 * app can never run there (ADR 050, ADR 076); the server never loads that build.
 */
const productionRouterInBrowsers = {
  name: "production-router-in-browsers",
  enforce: "pre" as const,
  apply: "build" as const,
  applyToEnvironment: (environment: { name: string }) => environment.name === "client",
  resolveId(source: string) {
    if (source === "react-router") return routerDist("index.mjs");
    if (source === "react-router/dom") return routerDist("dom-export.mjs");
    return null;
  },
};

export default defineConfig({
  plugins: [
    directLucideImports,
    copyModuleSplit,
    // lucide's icons drawn from one cached sprite file (scripts/icon-sprite.ts, ADR 047).
    iconSpritePlugin(appIconSpriteOptions(new URL("./", import.meta.url), lucideIconFiles)),
    productionRouterInBrowsers,
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[]) =>
            deps.filter((d) => !alwaysLoaded.test(d)),
        },
        rolldownOptions: {
          // Our modules run nothing when imported (only declarations; the entries and the
          // stylesheet aside), so an import whose bindings a page no longer uses goes with
          // them. Without this a module making an icon or a variant table at its top (a
          // call) kept itself and what it imports in every page that imported it, even
          // unused: the event page loaded the cover, badge and facts code its server parts
          // had taken out (ADR 049).
          treeshake: {
            moduleSideEffects: [
              { test: /\/app\/.*\.tsx?(\?.*)?$/, sideEffects: false, external: false },
              { test: /^\0naija-icon:/, sideEffects: false, external: false },
            ],
          },
          output: {
            codeSplitting: {
              // The site chrome (header, footer, toasts, links, icons, shell copy) is about
              // 25 modules that every page loads; split by sharing, they came as ~25 files
              // of 0.1-4 kB whose separate gzip streams cost ~3 kB of first-load JavaScript.
              // One chunk for them adds no byte to any page (all load root). The root route's
              // own module goes in too: its chunk is then a one-line re-export instead of
              // 1.6 kB whose import list of shell's names was a third of it.
              groups: [
                {
                  name: (id, ctx) =>
                    (!frameworkModule.test(id) && rootClosure(ctx).has(id)) ||
                    reactDomEntry.test(id)
                      ? "shell"
                      : null,
                },
              ],
            },
          },
        },
      },
    },
    // The stylesheet reaches browsers from the server build (app/lib/page-css.server.ts: rules
    // inline in the HTML, and the file pages link), so it minifies it as the client build would.
    // One server bundle (ADR 080): the SSR build starts at the Hono server, which imports
    // React Router's server build (virtual:react-router/server-build), so build/server/index.js
    // holds both and every module exists once in the process.
    ssr: { build: { cssMinify: true, rollupOptions: { input: "./server/index.ts" } } },
  },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer"],
    // Bundled, so the server draws icons from the same sprite as the browser.
    noExternal: ["lucide-react"],
  },
});
