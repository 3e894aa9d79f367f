// Two server-side costs that depend only on the build were paid again on every render of
// a signed-in page (ADR 044). This rewrites the files Node loads on the server, in
// node_modules, after `npm ci`/`npm install` (postinstall):
//
// React Router (its development ESM chunk; browsers get dist/production, untouched):
//   1. matching a path tried every one of our ~100 route branches in rank order, each a
//      regular expression, four times a request (the handler, the data query, and the
//      fog-of-war manifest for "/" and each parent path);
//   2. `<ServerRouter>` rebuilt the whole route tree (`createServerRoutes`) and
//   3. the static router converted it again (`convertRoutesToDataRoutes`);
//   4. every `<Link>` resolved its path against the matches and built a click handler and
//      prefetch state that a server render never uses.
//   (and, ADR 044's addendum) `<Scripts>` rebuilt its fog-of-war manifest text, the same
//      for every render of a route at one parent path;
//   (and, ADR 048) the hydration data's encoder wrote a shared page's loader data again
//      on every request: its text is kept per object and position and replayed.
// React DOM's server renderer for Node (production build; tests load the development one):
//   5. every string of the page (a tag name, an attribute, a text) was encoded into a
//      4 kB byte view by its own `TextEncoder.encodeInto` call and `subarray` view, a
//      fifth of the home page's render; it is now appended to one string, encoded once
//      per flush.
// Same results: scripts/patch-packages.test.ts compares them with the packages' own code.
// Idempotent; fails loudly if an upgrade moved the code, so the patch is redone rather
// than silently lost.
import fs from "node:fs";
import path from "node:path";

const MARK_PREFIX = "/* naija: patched";
// The number changes with the set of patches, so an install patched by an older set is
// patched again from the package's own text (kept beside it).
const MARK = `${MARK_PREFIX} 4 (scripts/patch-packages.mjs) */`;

const ROUTER_PATCHES = [
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
    name: "server-render plain links without the click and prefetch machinery",
    from: `  }, forwardedRef) {
    let { basename, navigator, useTransitions } = React10.useContext(NavigationContext);
    let isAbsolute = typeof to === "string" && ABSOLUTE_URL_REGEX.test(to);`,
    to: `  }, forwardedRef) {
    // On the server a link is only its markup: for a plain absolute path (what nearly
    // every link of ours is) the href is the path itself, so the element is made without
    // resolving it against the matches or building a click handler and prefetching.
    if (typeof document === "undefined" && typeof to === "string" && prefetch === "none" && !relative && !mask && __naijaPlainPath(to)) {
      let { basename: base } = React10.useContext(NavigationContext);
      if (base === "/")
        return React10.createElement("a", {
          ...rest,
          href: to,
          onClick,
          ref: forwardedRef,
          target,
          "data-discover": discover === "render" ? "true" : void 0
        });
    }
    let { basename, navigator, useTransitions } = React10.useContext(NavigationContext);
    let isAbsolute = typeof to === "string" && ABSOLUTE_URL_REGEX.test(to);`,
    helper: `
// A path React Router would hand back unchanged as the href: absolute, not protocol-
// relative, no dot segments or backslashes, no empty search or hash to drop.
function __naijaPlainPath(to) {
  return to.charCodeAt(0) === 47 && to.charCodeAt(1) !== 47 && !to.includes("/.") && !to.includes("\\\\") && !to.includes("?#") && !to.endsWith("?") && !to.endsWith("#");
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
  {
    name: "the fog-of-war manifest's text made once per route and parent path",
    from: `\`window.__reactRouterManifest = \${JSON.stringify(
        getPartialManifest(manifest, router),
        null,
        2
      )};\``,
    to: `\`window.__reactRouterManifest = \${__naijaPartialManifestJson(manifest, router)};\``,
    helper: `
// <Scripts> inlines the routes a page may need first: those it matched and those matching
// each parent path. That depends on the build's manifest, the matched route ids and the
// parent path only, so its text (pretty-printed JSON, several kB) is made once per pair.
var __naijaPartialManifests = new WeakMap();
function __naijaPartialManifestJson(manifest, router) {
  let parent = router.state.location.pathname.split("/").filter(Boolean);
  parent.pop();
  let key = router.state.matches.map((m) => m.route.id).join(",") + "|" + parent.join("/");
  let byKey = __naijaPartialManifests.get(manifest);
  if (!byKey) {
    byKey = new Map();
    __naijaPartialManifests.set(manifest, byKey);
  }
  let json = byKey.get(key);
  if (json === void 0) {
    json = JSON.stringify(getPartialManifest(manifest, router), null, 2);
    // Parent paths of dynamic pages are many: keep the memory bounded.
    if (byKey.size >= 1000) byKey.clear();
    byKey.set(key, json);
  }
  return json;
}
`,
  },
  {
    name: "an object written before shared page data began is noticed (ADR 048)",
    from: `    const existing = indices.get(value);
    if (existing) return [existing];
    if (value === void 0) return UNDEFINED;`,
    to: `    const existing = indices.get(value);
    if (existing) {
      // An object written before this data began: its index is not part of the signature.
      if (rec && existing < rec.from && typeof value === "object") rec.foreign = true;
      return [existing];
    }
    if (value === void 0) return UNDEFINED;`,
  },
  {
    name: "the values shared page data takes are recorded (ADR 048)",
    from: `    indices.set(value, index);
    stack.push([value, index]);`,
    to: `    indices.set(value, index);
    if (rec) rec.values.push(value);
    stack.push([value, index]);`,
  },
  {
    name: "shared page data encoded once (ADR 048)",
    from: `  let i = 0;
  while (stack.length > 0) {
    const now = getNow();
    if (++i % 6e3 === 0 && now - lastYieldTime >= TIME_LIMIT_MS) {
      await yieldToMain();
      lastYieldTime = getNow();
    }
    const [input, index] = stack.pop();
    const partsForObj = (obj) => Object.keys(obj).map((k) => \`"_\${flattenValue(k)}":\${flattenValue(obj[k])}\`).join(",");
    let error = null;`,
    to: `  // A shared page's loader data (the very object every request of that page gets) is
  // encoded once per position: see __naijaKeepEncoding.
  let rec = null;
  const finishRec = () => {
    if (!rec.foreign && Object.keys(deferred).length === rec.deferred)
      __naijaKeepEncoding(rec, str, this.index);
    rec = null;
  };
  // Made once, not once per value; the same text as Object.keys().map().join(",").
  const partsForObj = (obj) => {
    let out = "";
    for (const k of Object.keys(obj)) {
      if (out) out += ",";
      out += \`"_\${flattenValue(k)}":\${flattenValue(obj[k])}\`;
    }
    return out;
  };
  let i = 0;
  while (stack.length > 0) {
    if (rec && stack.length === rec.depth) finishRec();
    // The clock is read where it is used (every 6000th value), not for every value.
    if (++i % 6e3 === 0) {
      const now = getNow();
      if (now - lastYieldTime >= TIME_LIMIT_MS) {
        await yieldToMain();
        lastYieldTime = getNow();
      }
    }
    const [input, index] = stack.pop();
    if (!rec && input !== null && typeof input === "object" && __naijaSharedData.has(input)) {
      const sig = __naijaSignature(indices, index, this.index);
      const kept = __naijaKeptEncoding(input, sig);
      if (kept) {
        str[index] = kept.own;
        const from = this.index;
        for (let j = 0; j < kept.strs.length; j++) {
          str[from + j] = kept.strs[j];
          indices.set(kept.values[j], from + j);
        }
        this.index = from + kept.strs.length;
        continue;
      }
      rec = {
        input,
        sig,
        index,
        from: this.index,
        depth: stack.length,
        values: [],
        foreign: false,
        deferred: Object.keys(deferred).length,
      };
    }
    let error = null;`,
    helper: `
// Shared page data (ADR 048): app/lib/shared-body.server.ts registers the loader data of
// shared pages here, one object per page kept for everyone. Encoded at the same position
// (its own index, the next free index, and the strings already written: the signature),
// its text and the indices it takes are always the same, so they are kept and replayed.
var __naijaSharedData = (globalThis.__naijaSharedData ??= new WeakSet());
var __naijaEncodings = new WeakMap();
function __naijaSignature(indices, index, next) {
  let sig = index + "|" + next;
  for (const [key, at] of indices)
    if (typeof key === "string" || typeof key === "number") sig += "\\0" + at + ":" + key;
  return sig;
}
function __naijaKeptEncoding(input, sig) {
  return __naijaEncodings.get(input)?.get(sig);
}
function __naijaKeepEncoding(rec, str, next) {
  let bySig = __naijaEncodings.get(rec.input);
  if (!bySig) __naijaEncodings.set(rec.input, (bySig = new Map()));
  if (bySig.size >= 8) bySig.clear();
  bySig.set(rec.sig, { own: str[rec.index], strs: str.slice(rec.from, next), values: rec.values });
}
`,
  },
  {
    name: "a shared page data encoding finished by the end of the stack",
    from: `      if (!pluginHandled) {
        throw error;
      }
    }
  }
}
var objectProtoNames2`,
    to: `      if (!pluginHandled) {
        throw error;
      }
    }
  }
  if (rec) finishRec();
}
var objectProtoNames2`,
  },
];

const DOM_PATCHES = [
  {
    name: "strings appended, encoded once per flush",
    from: `function writeChunk(destination, chunk) {
  if ("string" === typeof chunk) {`,
    to: `function writeChunk(destination, chunk) {
  // React writes within one synchronous flush that always ends in completeWriting, so one
  // pending string serves every render, as React's own byte view does. Byte chunks are
  // React's precomputed constants: each is decoded once.
  if ("string" !== typeof chunk) {
    var decoded = __naijaDecoded.get(chunk);
    if (void 0 === decoded) {
      decoded = __naijaDecoder.decode(chunk);
      __naijaDecoded.set(chunk, decoded);
    }
    chunk = decoded;
  }
  __naijaPending += chunk;
  if (__naijaPending.length > 65536) {
    writeToDestination(destination, Buffer.from(__naijaPending));
    __naijaPending = "";
  }
}
function __naijaUnusedWriteChunk(destination, chunk) {
  if ("string" === typeof chunk) {`,
    helper: `
var __naijaPending = "",
  __naijaDecoded = new WeakMap(),
  __naijaDecoder = new (require("util").TextDecoder)();
`,
  },
  {
    name: "the pending string written at the end of each flush",
    from: `function completeWriting(destination) {
  currentView &&`,
    to: `function completeWriting(destination) {
  if (__naijaPending.length) {
    writeToDestination(destination, Buffer.from(__naijaPending));
    __naijaPending = "";
  }
  currentView &&`,
  },
];

export const TARGETS = [
  {
    name: "react-router",
    dir: "node_modules/react-router",
    patches: ROUTER_PATCHES,
    // The development ESM chunk that holds the router's core (what Node loads).
    file(root) {
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
          `patch-packages: expected one React Router core chunk, found ${hits.length}`,
        );
      return path.join(dir, hits[0]);
    },
  },
  {
    name: "react-dom",
    dir: "node_modules/react-dom",
    patches: DOM_PATCHES,
    file(root) {
      const file = path.join(
        root,
        "node_modules/react-dom/cjs/react-dom-server.node.production.js",
      );
      return fs.existsSync(file) ? file : null;
    },
  },
];

export function patchSource(source, patches = ROUTER_PATCHES, name = "react-router") {
  if (source.includes(MARK_PREFIX)) return { source, changed: false };
  let out = source;
  for (const patch of patches) {
    const count = out.split(patch.from).length - 1;
    if (count !== 1)
      throw new Error(
        `patch-packages: "${patch.name}" expected its code once in ${name}, found it ${count} times. ${name} changed: redo the patch (ADR 044).`,
      );
    out = out.replace(patch.from, () => patch.to);
  }
  // Helpers first, so their state exists before any of the module's code runs (after a
  // CommonJS file's "use strict" directive, which must stay first).
  const helpers = patches.map((p) => p.helper ?? "").join("");
  const strict = out.indexOf('"use strict";\n');
  const at = strict !== -1 && strict < 2000 ? strict + '"use strict";\n'.length : 0;
  return { source: `${out.slice(0, at)}${MARK}\n${helpers}\n${out.slice(at)}`, changed: true };
}

/** The file a target rewrites, or null when its package is not installed. */
export function targetFile(name, root = process.cwd()) {
  return TARGETS.find((t) => t.name === name).file(root);
}

/** Beside each patched file, the package's own text (for the bench's floor). */
export const ORIGINAL_SUFFIX = ".naija-original";

/**
 * The packages as published, unpatched, in `nodeModules` (a node_modules folder that Node
 * finds before ours): the framework floor of `npm run bench` measures React Router and
 * React as they ship, the reference issue 13 defines; our patches are the product's own
 * work (ADR 044). Returns a function that removes the copies.
 */
export function installUnpatched(nodeModules, root = process.cwd()) {
  const made = [];
  for (const target of TARGETS) {
    const file = target.file(root);
    if (!file) throw new Error(`patch-packages: ${target.name} is not installed`);
    const original = `${file}${ORIGINAL_SUFFIX}`;
    const patched = fs.readFileSync(file, "utf8").includes(MARK_PREFIX);
    if (patched && !fs.existsSync(original))
      throw new Error(
        `patch-packages: ${target.name}'s unpatched text is missing (${path.relative(root, original)}): run \`npm ci\``,
      );
    const dest = path.join(nodeModules, target.name);
    fs.rmSync(dest, { recursive: true, force: true });
    fs.cpSync(path.join(root, target.dir), dest, { recursive: true, dereference: true });
    const copy = path.join(dest, path.relative(path.join(root, target.dir), file));
    if (patched) fs.copyFileSync(original, copy);
    fs.rmSync(`${copy}${ORIGINAL_SUFFIX}`, { force: true });
    made.push(dest);
  }
  return () => {
    for (const dest of made) fs.rmSync(dest, { recursive: true, force: true });
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const target of TARGETS) {
    const file = target.file(process.cwd());
    if (!file) continue; // not installed (yet)
    let text = fs.readFileSync(file, "utf8");
    const original = `${file}${ORIGINAL_SUFFIX}`;
    // Patched by an older set of patches: start again from the package's own text.
    if (text.includes(MARK_PREFIX) && !text.includes(MARK) && fs.existsSync(original))
      text = fs.readFileSync(original, "utf8");
    const { source, changed } = patchSource(text, target.patches, target.name);
    if (changed) {
      fs.writeFileSync(original, text);
      fs.writeFileSync(file, source);
      console.log(`patched ${path.relative(process.cwd(), file)} (ADR 044)`);
    }
  }
}
