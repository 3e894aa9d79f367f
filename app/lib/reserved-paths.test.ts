import { describe, expect, it } from "vitest";
import { answeringRoute as answering } from "../../tests/support/route-table";
import { isReservedSlug, RESERVED_ITEM_PATHS } from "./reserved-paths";
import { slugWithSuffix } from "./slug";

describe("reserved paths", () => {
  it("are never answered by an item's slug route", () => {
    for (const path of RESERVED_ITEM_PATHS) {
      expect(answering(path), path).toBe("routes/events-dashboard/index");
      // Other paths under it: the area's catch-all (its guard answers first), never the
      // slug route.
      expect(answering(`${path}/stats`), path).toBe("routes/events-dashboard/not-found");
    }
    expect(answering("/events/waitlist")).toBe("routes/events-waitlist");
    // The slug route still answers for events.
    expect(answering("/events/lagos-jazz")).toBe("routes/events-item");
  });

  it("are refused as slugs", () => {
    expect(isReservedSlug("dashboard")).toBe(true);
    expect(isReservedSlug("create")).toBe(true);
    expect(isReservedSlug("waitlist")).toBe(true);
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
