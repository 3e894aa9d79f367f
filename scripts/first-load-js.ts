// First-load JavaScript of a page, in bytes, read from a production build: what React
// Router's <Scripts> loads for it. Shared by `npm run bench` (the recorded table) and
// scripts/check-js-budget.ts (the step of `npm test` that fails over budget).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

// docs/design.md, "Performance budgets".
export const MAX_FIRST_LOAD_KB = 120;
/** Issue 13's target, which the budget above reached with ADR 050 (docs/benchmarks.md). */
export const TARGET_FIRST_LOAD_KB = 120; // gzip, 1 kB = 1000 bytes (as Vite reports sizes)

export const PUBLIC_ROUTES = [
  "routes/home",
  "routes/content-list",
  "routes/content-item",
  "routes/events-list",
  "routes/events-item",
  "routes/marketplace-list",
  "routes/marketplace-item",
  "routes/bookings-list",
  "routes/bookings-item",
  "routes/not-found",
];

/**
 * Pages only signed-in people with a role reach (the protected areas, onboarding)
 * and development tools: outside the public budget. Every other page route is
 * public and checked, so a new page cannot skip the budget by being left off a list.
 */
const PRIVATE_PAGE =
  /^(routes\/(admin|dashboard|events-dashboard)\/.+|routes\/(admin-preview|payments-receipt|onboarding|dev-mailbox|dev-mailbox-message)|routes\/events-dashboard-[a-z-]+)$/;

/** Every page route (it renders a component) that anyone may open. */
export function publicPages(assets: AssetsManifest): string[] {
  return Object.values(assets.routes)
    .filter((r): r is RouteAssets => !!r && r.id !== "root" && !!r.hasDefaultExport)
    .filter((r) => !PRIVATE_PAGE.test(r.id))
    .map((r) => r.id);
}

export const pageLabel = (routeId: string) =>
  routeId === "routes/home" ? "/ (routes/home)" : routeId;

interface RouteAssets {
  id: string;
  hasDefaultExport?: boolean;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}
interface AssetsManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets | undefined>;
}

/** Reads `assets` (and route discovery) from a server build in a child process. */
export function readAssets(
  serverBuild: string,
  cwd: string,
): { assets: AssetsManifest; discovery: string } {
  const code =
    `const m = await import(${JSON.stringify(pathToFileURL(serverBuild).href)});` +
    `process.stdout.write("\\n@@" + JSON.stringify({ assets: m.assets, discovery: m.routeDiscovery?.mode ?? "lazy" }));` +
    `process.exit(0);`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  const marker = result.stdout.lastIndexOf("\n@@");
  if (result.status !== 0 || marker < 0)
    throw new Error(`could not read assets from ${serverBuild}:\n${result.stderr}`);
  return JSON.parse(result.stdout.slice(marker + 3));
}

export interface JsSize {
  page: string;
  files: number;
  raw: number;
  gzip: number;
  missing: string[];
  addedByScan: number;
  /** Every JS file the page loads with its gzip size, largest first. */
  chunks: { href: string; gzip: number }[];
}

const gzipCache = new Map<string, { raw: number; gzip: number; imports: string[] }>();

function jsFile(clientDir: string, href: string) {
  let hit = gzipCache.get(`${clientDir}|${href}`);
  if (!hit) {
    const file = path.join(clientDir, href.replace(/^\//, ""));
    const body = fs.readFileSync(file);
    // Static imports in the built chunk: `import{a as b}from"./x.js"` / `import"./x.js"`.
    const text = body.toString("utf8");
    const imports = [...text.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map(
      (m) => path.posix.join(path.posix.dirname(href), m[1]),
    );
    hit = { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length, imports };
    gzipCache.set(`${clientDir}|${href}`, hit);
  }
  return hit;
}

/**
 * The JS a browser loads on the first visit of a page: what React Router's <Scripts>
 * imports and preloads (entry + its imports, the route manifest when route discovery
 * is "initial", and for root and the page's route: every module chunk and its
 * imports), closed over the chunks' own static imports as a check.
 */
export function firstLoadJs(
  page: string,
  routeId: string,
  assets: AssetsManifest,
  discovery: string,
  clientDir: string,
): JsSize {
  const hrefs = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  if (discovery === "initial") hrefs.add(assets.url);
  const missing: string[] = [];
  for (const id of ["root", routeId]) {
    const r = assets.routes[id];
    if (!r) {
      missing.push(id);
      continue;
    }
    for (const h of [
      r.module,
      r.clientActionModule,
      r.clientLoaderModule,
      r.clientMiddlewareModule,
      r.hydrateFallbackModule,
      ...(r.imports ?? []),
    ])
      if (h) hrefs.add(h);
  }
  const fromManifest = hrefs.size;
  const queue = [...hrefs];
  while (queue.length) {
    const href = queue.pop()!;
    if (!href.endsWith(".js")) continue;
    for (const dep of jsFile(clientDir, href).imports)
      if (!hrefs.has(dep)) {
        hrefs.add(dep);
        queue.push(dep);
      }
  }
  let raw = 0;
  let gzip = 0;
  let files = 0;
  const chunks: JsSize["chunks"] = [];
  for (const href of hrefs) {
    if (!href.endsWith(".js")) continue;
    const s = jsFile(clientDir, href);
    raw += s.raw;
    gzip += s.gzip;
    files++;
    chunks.push({ href, gzip: s.gzip });
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { page, files, raw, gzip, missing, addedByScan: hrefs.size - fromManifest, chunks };
}
