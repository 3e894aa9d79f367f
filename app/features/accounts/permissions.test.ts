import { describe, expect, it } from "vitest";
import { answeringRoute } from "../../../tests/support/route-table";
import { authorize, can, createMenuFor } from "./permissions";
import { normalizeRole, ROLES } from "./roles";

describe("roles", () => {
  it("normalises the spec's other spellings", () => {
    expect(normalizeRole("visitor")).toBe("viewer");
    expect(normalizeRole("organizer")).toBe("event_organizer");
    expect(normalizeRole(" Owner ")).toBe("property_owner");
    expect(normalizeRole("admin")).toBe("admin");
    expect(normalizeRole("superuser")).toBe("viewer");
    expect(normalizeRole(null)).toBe("viewer");
  });
});

describe("permissions", () => {
  const allowed = (p: Parameters<typeof can>[1]) => ROLES.filter((r) => can(r, p));
  it("gives every signed-in person a dashboard and their own payments; creator tabs need more", () => {
    expect(allowed("area:dashboard")).toEqual([...ROLES]);
    expect(allowed("payments:history")).toEqual([...ROLES]);
    expect(allowed("dashboard:creator-tabs")).toEqual(ROLES.filter((r) => r !== "viewer"));
    expect(allowed("payments:seller")).toEqual(ROLES.filter((r) => r !== "viewer"));
  });
  it("lets only admins and moderators into /admin, only admins change roles", () => {
    expect(allowed("area:admin")).toEqual(["moderator", "admin"]);
    expect(allowed("users:change-role")).toEqual(["admin"]);
    expect(allowed("payments:manage-fees")).toEqual(["admin"]);
    expect(allowed("payouts:mark-paid")).toEqual(["admin"]);
    expect(allowed("area:events-dashboard")).toEqual(["event_organizer", "admin"]);
    expect(can(undefined, "area:dashboard")).toBe(false);
  });
  it("lets every non-viewer create in every area; the Create menu follows the spec's roles", () => {
    for (const p of [
      "create:content",
      "create:event",
      "create:product",
      "create:property",
    ] as const)
      expect(allowed(p)).toEqual(ROLES.filter((r) => r !== "viewer"));
    expect(createMenuFor("vendor")).toEqual(["product"]);
    expect(createMenuFor("admin")).toEqual(["event", "product", "property"]);
    expect(createMenuFor("creator")).toEqual([]);
  });
  it("scopes owner rights to the owner's own resources", () => {
    const vendor = { id: "v1", role: "vendor" as const };
    expect(authorize(vendor, "items:edit", { ownerId: "v1" })).toBe(true);
    expect(authorize(vendor, "items:edit", { ownerId: "v2" })).toBe(false);
    expect(authorize(vendor, "items:edit", { ownerId: null })).toBe(false);
    expect(authorize({ id: "a", role: "admin" }, "items:edit", { ownerId: "v2" })).toBe(true);
    expect(authorize({ id: "x", role: "viewer" }, "items:edit", { ownerId: "x" })).toBe(false);
    expect(authorize({ id: "m", role: "moderator" }, "events:manage", { ownerId: "o" })).toBe(
      false,
    );
  });
  it("guards unknown paths of each protected area by whole path segment (app/routes.ts)", () => {
    // Each area's own catch-all answers (its handle names the permission: the
    // permission matrix checks it); other paths fall to the public catch-all.
    for (const [path, route] of [
      ["/events/dashboard/stats", "routes/events-dashboard/not-found"],
      ["/admin/no-such-page", "routes/admin/not-found"],
      ["/dashboard/a/b", "routes/dashboard/not-found"],
      ["/create/nothing", "routes/create/not-found"],
      ["/payments/receipts", "routes/payments-receipts-not-found"],
      ["/payments/statements/2026-11/extra", "routes/payments-statements-not-found"],
      ["/administrator", "routes/not-found"],
      ["/payments/nothing", "routes/not-found"],
    ])
      expect(answeringRoute(path), path).toBe(route);
    // The fee calculator is public; receipts and statements are pages of their own.
    expect(answeringRoute("/payments")).toBe("routes/payments");
    expect(answeringRoute("/payments/receipts/NC-1")).toBe("routes/payments-receipt");
    expect(answeringRoute("/payments/statements/2026-11.csv")).toBe(
      "routes/payments-statement-csv",
    );
  });
});
