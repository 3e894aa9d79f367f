import { describe, expect, it } from "vitest";
import { publicPages, type RouteTable } from "./first-load-js";

// A miniature of app/routes.ts as the server build lists it: an area under a prefix with
// a pathless layout and its catch-all, a page beside the area, the private pages outside.
const routes: RouteTable = {
  root: { path: "" },
  "routes/home": { parentId: "root" },
  "routes/events-list": { path: "events", parentId: "root" },
  "routes/events-item": { path: "events/:slug", parentId: "root" },
  "routes/events-dashboard/layout": { parentId: "root" },
  "routes/events-dashboard/index": {
    path: "events/dashboard",
    parentId: "routes/events-dashboard/layout",
  },
  "routes/events-dashboard-check-in": {
    path: "events/dashboard/:eventId/check-in",
    parentId: "root",
  },
  "routes/events-dashboard/not-found": {
    path: "events/dashboard/*",
    parentId: "root",
    area: "area:events-dashboard",
  },
  "routes/onboarding": { path: "onboarding", parentId: "root" },
  "routes/dev-mailbox-message": { path: "dev/mailbox/:id", parentId: "root" },
  "routes/not-found": { path: "*", parentId: "root" },
};
const assets = {
  url: "/assets/manifest.js",
  entry: { module: "/assets/entry.js", imports: [] },
  routes: Object.fromEntries(
    Object.keys(routes).map((id) => [id, { id, module: `/${id}.js`, hasDefaultExport: true }]),
  ),
};

describe("publicPages", () => {
  it("keeps every page outside an area and the private pages out of the budget", () => {
    expect(publicPages(assets, routes)).toEqual([
      "routes/home",
      "routes/events-list",
      "routes/events-item",
      "routes/not-found",
    ]);
  });

  it("refuses a route table without areas rather than call every page public", () => {
    const withoutAreas = Object.fromEntries(
      Object.entries(routes).map(([id, r]) => [id, { ...r, area: undefined }]),
    );
    expect(() => publicPages(assets, withoutAreas)).toThrow(/handle.area/);
  });
});
