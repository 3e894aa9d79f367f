import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isReservedSlug, RESERVED_ITEM_PATHS } from "./reserved-paths";
import { slugWithSuffix } from "./slug";

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
const answering = (path: string) => matchRoutes(table, path)?.at(-1)?.route.id;

describe("reserved paths", () => {
  it("are never answered by an item's slug route", () => {
    for (const path of RESERVED_ITEM_PATHS) {
      expect(answering(path), path).toBe("reserved-events-dashboard");
      expect(answering(`${path}/stats`), path).toBe("reserved-events-dashboard");
    }
    // The slug route still answers for events.
    expect(answering("/events/lagos-jazz")).toBe("routes/events-item");
  });

  it("are refused as slugs", () => {
    expect(isReservedSlug("dashboard")).toBe(true);
    expect(isReservedSlug("create")).toBe(true);
    expect(isReservedSlug("lagos-dashboard")).toBe(false);
    expect(slugWithSuffix("Dashboard", "")).toBe("dashboard-item");
    expect(slugWithSuffix("Create!", "")).toBe("create-item");
    expect(slugWithSuffix("Dashboard", "x7k2")).toBe("dashboard-x7k2");
  });
});

describe("moved pages", () => {
  it("each admin, dashboard and auth page has its own route", () => {
    for (const [path, id] of [
      ["/admin/users", "routes/admin/users"],
      ["/admin/settings", "routes/admin/settings"],
      ["/admin", "routes/admin/index"],
      ["/dashboard/notifications", "routes/dashboard/notifications"],
      ["/dashboard", "routes/dashboard/index"],
      ["/auth/sign-in", "routes/auth/sign-in"],
      ["/auth/reset", "routes/auth/reset"],
      ["/auth", "routes/auth/index"],
      ["/admin/preview/event/x", "routes/admin-preview"],
    ])
      expect(answering(path), path).toBe(id);
  });
});
