import {
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  type ServerBuild,
} from "react-router";
import { routeEntries } from "./route-table";

/**
 * The app as a React Router ServerBuild, assembled from the route table (app/routes.ts)
 * and the real route modules, without a production build: integration tests drive the
 * whole server (createServerApp: middleware, router, loaders, actions, documents) and
 * see every route the table gains. Browser assets are stand-ins (no client runs here).
 */
type ServerRoute = NonNullable<ServerBuild["routes"][string]>;

export async function serverBuildForTests(): Promise<ServerBuild> {
  const routes: Record<string, ServerRoute> = {};
  const manifest: Record<string, unknown> = {};
  const add = async (
    entry: { id: string; file: string; path?: string; index?: boolean; caseSensitive?: boolean },
    parentId: string | undefined,
  ) => {
    const source = (await import(/* @vite-ignore */ `../../app/${entry.file}`)) as Record<
      string,
      unknown
    >;
    // What React Router's Vite plugin does to route modules: components get their props.
    const module = { ...source };
    if (typeof source.default === "function")
      module.default = withComponentProps(source.default as never);
    if (typeof source.ErrorBoundary === "function")
      module.ErrorBoundary = withErrorBoundaryProps(source.ErrorBoundary as never);
    routes[entry.id] = {
      id: entry.id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: module as unknown as ServerRoute["module"],
    };
    manifest[entry.id] = {
      id: entry.id,
      parentId,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: `/assets/${entry.id}.js`,
      imports: [],
      css: [],
      hasAction: "action" in module,
      hasLoader: "loader" in module,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: "ErrorBoundary" in module,
    };
  };
  for (const entry of routeEntries()) await add(entry, entry.parentId);

  return {
    entry: { module: (await import("~/entry.server")) as never },
    routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: manifest,
      url: "/assets/manifest.js",
      version: "tests",
    } as never,
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v8_middleware: false,
      v8_splitRouteModules: true,
      v8_trailingSlashAwareDataRequests: true,
      v8_passThroughRequests: true,
    } as never,
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as ServerBuild;
}
