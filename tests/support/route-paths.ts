import type { ServerBuild } from "react-router";

/**
 * A concrete URL for a route of the build (its path and its parents' joined): UUID-shaped
 * `:id`s, an item kind for `:type`, `sample` for every other parameter, a segment for a
 * splat. Derived from the route table, so a new route is covered the day it is added.
 */
export function concretePath(
  build: Pick<ServerBuild, "routes">,
  routeId: string,
  sample = "probe",
): string {
  const parts: string[] = [];
  for (let id: string | undefined = routeId; id; id = build.routes[id]?.parentId) {
    const p = build.routes[id]!.path;
    if (p) parts.unshift(p);
  }
  const joined = parts
    .join("/")
    .replace(/:id\b/g, "00000000-0000-4000-8000-000000000000")
    .replace(/:type\b/g, "event")
    .replace(/:[a-zA-Z]+/g, sample)
    .replace(/\*$/, "probe");
  return `/${joined}`;
}
