// React Router's browser code, less what this app can never run (ADR 050). The client
// build (vite.config.ts) applies it to the production module the browser loads; the
// server keeps the package's own code.
//
// Every page loads all of React Router that survives tree-shaking, and four things kept
// code alive that no page of ours can reach:
//   1. React Server Components: branches taken only inside an RSC router (we render with
//      the framework's data router), reached through `useIsRSCRouterContext()` and the
//      error boundary's RSC context;
//   2. client instrumentation (`instrumentations` on createRouter): our entry passes none;
//   3. page prefetching: a `<Link prefetch>` other than "none", or a route's `links()`
//      returning a `{ page }` descriptor, renders `<PrefetchPageLinks>`; no code of ours
//      does either (scripts/router-browser-trim.test.ts reads app/ to hold that);
//   4. module-level statements the bundler must keep: `X.displayName = "…"` assignments
//      and unannotated `React.forwardRef(…)` / `createContext(…)` calls, which kept
//      components no page uses (NavLink, with its view-transition state) in every page.
// Each anchored patch must match once: an upgrade that moved the code fails the build
// rather than silently shipping the package's own text (or a half-applied patch).

interface Patch {
  why: string;
  from: string;
  to: string;
}

const PATCHES: Patch[] = [
  {
    why: "outlet rendering outside an RSC router",
    from: "let unstable_rsc = useIsRSCRouterContext();",
    to: "let unstable_rsc = false;",
  },
  {
    why: "page prefetch links outside an RSC router",
    from: "let rsc = useIsRSCRouterContext();",
    to: "let rsc = false;",
  },
  {
    why: "<Scripts> outside an RSC router",
    from: "let isRSCRouterContext = useIsRSCRouterContext();",
    to: "let isRSCRouterContext = false;",
  },
  {
    why: "route error boundaries outside an RSC router (their context is false)",
    from: `    if (this.context) {
      return /* @__PURE__ */ React2.createElement(RSCErrorHandler, { error }, result);
    }
    return result;`,
    to: `    return result;`,
  },
  {
    why: "no route instrumentation in the browser",
    from: `  if (init.instrumentations) {
    let instrumentations = init.instrumentations;`,
    to: `  if (false) {
    let instrumentations = init.instrumentations;`,
  },
  {
    why: "no router instrumentation in the browser",
    from: `  if (init.instrumentations) {
    router = instrumentClientSideRouter(`,
    to: `  if (false) {
    router = instrumentClientSideRouter(`,
  },
  {
    why: "no page prefetch descriptors in route links",
    from: `    ({ key, link }) => isPageLinkDescriptor(link) ? /* @__PURE__ */ React8.createElement(
      PrefetchPageLinks,`,
    to: `    ({ key, link }) => false ? /* @__PURE__ */ React8.createElement(
      PrefetchPageLinks,`,
  },
  {
    why: "no <Link prefetch>",
    from: `    let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(
      prefetch,
      rest
    );`,
    to: `    let shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};`,
  },
];

/** The module of React Router's production build that holds the router and components. */
export function isRouterCoreModule(id: string, code: string): boolean {
  return (
    /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/.test(id) &&
    code.includes("function createRouter(init)")
  );
}

const DISPLAY_NAME = /^ *[A-Za-z0-9_$]+\.displayName = [^;\n]+;$/gm;
const UNANNOTATED_FACTORY =
  /^(var [A-Za-z0-9_$]+ = )(React[0-9]*\.(?:forwardRef|createContext|memo)\()/gm;

export function trimRouterForBrowsers(code: string): string {
  let out = code;
  for (const patch of PATCHES) {
    const at = out.indexOf(patch.from);
    if (at < 0 || out.indexOf(patch.from, at + 1) >= 0)
      throw new Error(
        `router-browser-trim: "${patch.why}" does not match React Router's code once; ` +
          `redo the patch for this version (scripts/router-browser-trim.ts)`,
      );
    out = out.slice(0, at) + patch.to + out.slice(at + patch.from.length);
  }
  if (out.search(DISPLAY_NAME) < 0 || out.search(UNANNOTATED_FACTORY) < 0)
    throw new Error("router-browser-trim: no displayName or component factory found");
  return out.replace(DISPLAY_NAME, "").replace(UNANNOTATED_FACTORY, "$1/* @__PURE__ */ $2");
}
