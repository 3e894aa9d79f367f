import { matchRoutes, type RouteMatch, type RouteObject, type ServerBuild } from "react-router";

/** The route manifest's entries, as the build (or app/routes.ts, in tests) lists them. */
type ManifestRoute = Pick<
  NonNullable<ServerBuild["routes"][string]>,
  "id" | "parentId" | "path" | "index" | "caseSensitive"
>;
type RouteManifest = Readonly<Record<string, ManifestRoute | undefined>>;

/** What of a server build the route table is made from. */
export interface RoutedBuild {
  routes: RouteManifest;
  basename?: string;
}

/**
 * The build's route manifest as the nested route objects React Router's server runtime
 * matches requests against: the same tree its request handler builds
 * (`createStaticHandlerDataRoutes` in react-router's server runtime, which it does not
 * export), less the loaders and modules. As there, an index route keeps its `path`
 * (`prefix("auth", [index(…)])` is the index route at `auth`), only other routes carry
 * `caseSensitive` and children, and routes are grouped under `parentId || ""`.
 */
export function routeTree(manifest: RouteManifest): RouteObject[] {
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const parentId = route.parentId || "";
    byParent.set(parentId, [...(byParent.get(parentId) ?? []), route]);
  }
  const childrenOf = (parentId: string): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { index: true, id: route.id, path: route.path }
        : {
            caseSensitive: route.caseSensitive,
            children: childrenOf(route.id),
            id: route.id,
            path: route.path,
          },
    );
  return childrenOf("");
}

/** The route table of a build and its one matcher. */
export interface RouteTable {
  routes: RouteObject[];
  /** React Router's matches for a path (the last is the route that answers), or null. */
  match(pathname: string): RouteMatch[] | null;
}

const tables = new WeakMap<RouteManifest, RouteTable>();

/**
 * The route table every reader before the app uses (server/unknown-paths.ts: unknown
 * paths and the canonical case of known ones): made once per build.
 */
export function routeTable(build: RoutedBuild): RouteTable {
  let table = tables.get(build.routes);
  if (!table) {
    const routes = routeTree(build.routes);
    const basename = build.basename ?? "/";
    table = { routes, match: (pathname) => matchRoutes(routes, pathname, basename) };
    tables.set(build.routes, table);
  }
  return table;
}
