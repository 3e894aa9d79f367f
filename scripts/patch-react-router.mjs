// React Router's server render spends a third of a signed-in page's CPU on work that
// depends only on the build, done again for every request (ADR 044):
//   1. matching a path tries every one of our ~100 route branches in rank order, each a
//      regular expression, four times a request (the handler, the data query, and the
//      fog-of-war manifest for "/" and each parent path);
//   2. `<ServerRouter>` rebuilds the whole route tree (`createServerRoutes`) and
//   3. the static router converts it again (`convertRoutesToDataRoutes`).
// This rewrites the package's ESM build in node_modules (what Node loads on the server;
// browsers get dist/production, untouched) so that matching tries only the branches that
// can match the path's first segment, in the same rank order, and the two trees are made
// once per build. Same results (scripts/patch-react-router.test.ts compares them with
// the unpatched functions on every route of ours). Runs after `npm ci`/`npm install`
// (postinstall); idempotent; fails loudly if a React Router upgrade moved the code, so
// the patch is redone rather than silently lost.
import fs from "node:fs";
import path from "node:path";

const MARK = "/* naija: patched (scripts/patch-react-router.mjs) */";

const PATCHES = [
  {
    name: "match only branches that can match the first segment",
    from: `  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) {`,
    to: `  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
  let matches = null;
  let decoded = decodePath(pathname);
  if (precomputedBranches) branches = __naijaBranchesFor(precomputedBranches, decoded);
  for (let i = 0; matches == null && i < branches.length; ++i) {`,
    helper: `
// Branches by the first segment a path must have to match them (a literal first segment
// of the branch's path, compared case-blind: a superset of what its expression accepts);
// branches whose first segment is dynamic, optional, a splat or absent can match any path
// and are in every list. Each list keeps the ranked order, so the first match is the same.
var __naijaBranchIndex = new WeakMap();
function __naijaFirstLiteral(path) {
  let first = path.split("/").find((s) => s !== "");
  if (first === void 0 || first.includes(":") || first.includes("*") || first.endsWith("?")) return null;
  return first.toLowerCase();
}
function __naijaBranchesFor(branches, pathname) {
  let index = __naijaBranchIndex.get(branches);
  if (!index) {
    let firsts = branches.map((b) => __naijaFirstLiteral(b.path));
    let open = branches.filter((_, i) => firsts[i] === null);
    let byFirst = new Map();
    for (let literal of new Set(firsts.filter((f) => f !== null)))
      byFirst.set(literal, branches.filter((_, i) => firsts[i] === null || firsts[i] === literal));
    index = { open, byFirst, length: branches.length };
    __naijaBranchIndex.set(branches, index);
  }
  // Routes may be patched in place (lazy discovery): a changed length rebuilds the index.
  if (index.length !== branches.length) {
    __naijaBranchIndex.delete(branches);
    return __naijaBranchesFor(branches, pathname);
  }
  let rest = pathname.replace(/^\\/+/, "");
  let cut = rest.indexOf("/");
  let first = (cut === -1 ? rest : rest.slice(0, cut)).toLowerCase();
  return index.byFirst.get(first) ?? index.open;
}
`,
  },
  {
    name: "build the server route tree once per build",
    from: `function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "", routesByParentId = groupRoutesByParentId(manifest), spaModeLazyPromise = Promise.resolve({ Component: () => null })) {`,
    to: `var __naijaServerRoutes = new WeakMap();
function createServerRoutes(manifest, routeModules, future, isSpaMode, parentId, routesByParentId, spaModeLazyPromise) {
  // Only the whole tree of a server render is kept: keyed by the build's manifest, checked
  // against the route modules it was made from (the entry passes a fresh map of the same
  // modules on each request).
  if (parentId !== void 0 || routesByParentId !== void 0 || isSpaMode)
    return __naijaCreateServerRoutes(manifest, routeModules, future, isSpaMode, parentId, routesByParentId, spaModeLazyPromise);
  let kept = __naijaServerRoutes.get(manifest);
  if (kept && kept.future === future && Object.keys(kept.routeModules).length === Object.keys(routeModules).length && Object.keys(routeModules).every((id) => kept.routeModules[id] === routeModules[id]))
    return kept.routes;
  let routes = __naijaCreateServerRoutes(manifest, routeModules, future, isSpaMode);
  __naijaServerRoutes.set(manifest, { routeModules: { ...routeModules }, future, routes });
  return routes;
}
function __naijaCreateServerRoutes(manifest, routeModules, future, isSpaMode, parentId = "", routesByParentId = groupRoutesByParentId(manifest), spaModeLazyPromise = Promise.resolve({ Component: () => null })) {`,
  },
  {
    name: "convert the static router's routes once per route tree",
    from: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    to: `var __naijaStaticRoutes = new WeakMap();
function createStaticRouter(routes, context, opts = {}) {
  // The conversion reads the routes and makes new objects; nothing on the server changes
  // them afterwards, so the tree made for one render serves the next.
  let kept = __naijaStaticRoutes.get(routes);
  if (!kept) {
    let made = {};
    kept = { manifest: made, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, made) };
    __naijaStaticRoutes.set(routes, kept);
  }
  let manifest = kept.manifest;
  let dataRoutes = kept.dataRoutes;`,
  },
];

export function patchSource(source) {
  if (source.includes(MARK)) return { source, changed: false };
  let out = source;
  for (const patch of PATCHES) {
    const count = out.split(patch.from).length - 1;
    if (count !== 1)
      throw new Error(
        `patch-react-router: "${patch.name}" expected its code once, found it ${count} times. React Router changed: redo the patch (ADR 044).`,
      );
    out = out.replace(patch.from, () => patch.to);
  }
  // Helpers first, so their state exists before any of the module's code runs.
  const helpers = PATCHES.map((p) => p.helper ?? "").join("");
  return { source: `${MARK}\n${helpers}\n${out}`, changed: true };
}

/** The development ESM chunk that holds the router's core (what Node loads). */
export function targetFile(root = process.cwd()) {
  const dir = path.join(root, "node_modules/react-router/dist/development");
  if (!fs.existsSync(dir)) return null;
  const hits = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".mjs"))
    .filter((f) =>
      fs.readFileSync(path.join(dir, f), "utf8").includes("function createStaticRouter("),
    );
  if (hits.length !== 1)
    throw new Error(
      `patch-react-router: expected one chunk with the router core, found ${hits.length}`,
    );
  return path.join(dir, hits[0]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = targetFile();
  if (!file) process.exit(0); // react-router not installed (yet)
  const { source, changed } = patchSource(fs.readFileSync(file, "utf8"));
  if (changed) {
    fs.writeFileSync(file, source);
    console.log(`patched ${path.relative(process.cwd(), file)} (ADR 044)`);
  }
}
