import { describe, expect, it } from "vitest";
import { notificationHref } from "./open-notifications.server";

describe("notification links", () => {
  it("are paths on this site only", () => {
    expect(notificationHref({ href: "/admin/moderation" })).toBe("/admin/moderation");
    expect(notificationHref({ href: "https://evil.example/" })).toBeNull();
    expect(notificationHref({ href: "//evil.example/" })).toBeNull();
    expect(notificationHref({ href: "/\\evil.example/" })).toBeNull();
    expect(notificationHref({ href: 42 })).toBeNull();
    expect(notificationHref({})).toBeNull();
  });
});
