import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "~/routes";

/** app/routes.ts as the nested route objects React Router matches against. */
function tree(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((e) => {
    const id = e.id ?? e.file.replace(/\.tsx?$/, "");
    return e.index
      ? ({ id, index: true, path: e.path } as RouteObject)
      : ({ id, path: e.path, children: tree(e.children ?? []) } as RouteObject);
  });
}

const table = [{ id: "root", path: "", children: tree(routes) }] as RouteObject[];

/** The id of the route that answers `path` (a file such as "routes/events-item"). */
export function answeringRoute(path: string): string | undefined {
  return matchRoutes(table, path)?.at(-1)?.route.id;
}
