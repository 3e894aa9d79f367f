// First-load JavaScript of a page, in bytes, read from a production build: what React
// Router's <Scripts> loads for it. Shared by `npm run bench` (the recorded table) and
// scripts/check-js-budget.ts (the step of `npm test` that fails over budget).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import type { StaticPagePath } from "../app/lib/page-paths";

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
 * Pages outside the public budget besides the protected areas: onboarding (signed-in
 * people only, right after sign-up) and the development tools. Every other page route
 * is public and checked, so a new page cannot skip the budget by being left off a list.
 */
const PRIVATE_OUTSIDE_AREAS = [
  "/onboarding",
  "/dev/mailbox",
] as const satisfies readonly StaticPagePath[];

/**
 * Every page route (it renders a component) that anyone may open: not under a protected
 * area (the prefix of a catch-all route whose `handle.area` names the area's permission,
 * app/routes.ts, ADR 077) nor under PRIVATE_OUTSIDE_AREAS.
 */
export function publicPages(assets: AssetsManifest, routes: RouteTable): string[] {
  const fullPath = (id: string): string => {
    const r = routes[id];
    if (!r) return "";
    const parent = r.parentId ? fullPath(r.parentId) : "";
    return r.path ? `${parent.replace(/\/$/, "")}/${r.path}` : parent;
  };
  const privatePrefixes = [
    ...Object.keys(routes)
      .filter((id) => routes[id]?.area)
      .map((id) => fullPath(id).replace(/\/?\*$/, "")),
    ...PRIVATE_OUTSIDE_AREAS,
  ];
  if (privatePrefixes.length === PRIVATE_OUTSIDE_AREAS.length)
    throw new Error("no route has handle.area: the protected areas cannot be told apart");
  const isPrivate = (id: string): boolean => {
    // A pathless layout is as private as the pages it frames.
    const children = Object.keys(routes).filter((c) => routes[c]?.parentId === id);
    if (!routes[id]?.path && children.length) return children.every(isPrivate);
    const p = fullPath(id) || "/";
    return privatePrefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
  };
  return Object.values(assets.routes)
    .filter((r): r is RouteAssets => !!r && r.id !== "root" && !!r.hasDefaultExport)
    .filter((r) => !isPrivate(r.id))
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
/** The server build's route table: each route's own path segment, its parent, its area. */
export type RouteTable = Record<
  string,
  { path?: string; parentId?: string; area?: string } | undefined
>;
interface AssetsManifest {
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteAssets | undefined>;
}

/** Reads `assets` (and route discovery) from a server build in a child process. */
export function readAssets(
  serverBuild: string,
  cwd: string,
): { assets: AssetsManifest; discovery: string; routes: RouteTable } {
  const code =
    `const m = await import(${JSON.stringify(pathToFileURL(serverBuild).href)});` +
    `const routes = Object.fromEntries(Object.entries(m.routes).map(([id, r]) => [id, { path: r.path, parentId: r.parentId, area: r.module?.handle?.area }]));` +
    `process.stdout.write("\\n@@" + JSON.stringify({ assets: m.assets, discovery: m.routeDiscovery?.mode ?? "lazy", routes }));` +
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
