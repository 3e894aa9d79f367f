import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { routeTable } from "../../server/route-table";
import { answersNotFound } from "../../server/unknown-paths";

/** A route of app/routes.ts as the build's manifest lists it: its id, file and parent. */
export interface RouteEntry {
  id: string;
  file: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** app/routes.ts as the build's route manifest: the root, then every route under its parent. */
export function routeEntries(): RouteEntry[] {
  const entries: RouteEntry[] = [{ id: "root", file: "root.tsx", path: "" }];
  const walk = (list: RouteConfigEntry[], parentId: string) => {
    for (const e of list) {
      const id = e.id ?? e.file.replace(/\.[jt]sx?$/, "");
      const { path, index, caseSensitive } = e;
      entries.push({ id, file: e.file, parentId, path, index, caseSensitive });
      if (e.children) walk(e.children, id);
    }
  };
  walk(routes, "root");
  return entries;
}

// The server's own route table (server/route-table.ts), made from app/routes.ts.
const table = routeTable({ routes: Object.fromEntries(routeEntries().map((e) => [e.id, e])) });

/**
 * The id of the route that answers `path` (a file such as "routes/events-item"); a path
 * the people page's route answers as unknown (no "@") is the catch-all's, as served.
 */
export function answeringRoute(path: string): string | undefined {
  const id = table.match(path)?.at(-1)?.route.id;
  return answersNotFound(id, path) ? "routes/not-found" : id;
}
