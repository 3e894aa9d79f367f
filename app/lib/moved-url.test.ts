import { describe, expect, it } from "vitest";
import { authPathForMode } from "~/features/accounts/auth-paths";
import { adminPathForTab } from "~/features/admin/admin-paths";
import { dashboardPathForTab } from "~/features/dashboard/dashboard-tabs";
import { movedUrl } from "./moved-url";

describe("old ?tab= and mode= addresses", () => {
  it("drop the switch and keep every other parameter", () => {
    const url = new URL("http://x/auth?mode=reset&token=abc&redirectTo=%2Fdonate");
    expect(movedUrl(url, "/auth/reset", ["mode"])).toBe(
      "/auth/reset?token=abc&redirectTo=%2Fdonate",
    );
    expect(movedUrl(new URL("http://x/admin?tab=users"), "/admin/users", ["tab"])).toBe(
      "/admin/users",
    );
  });
  it("map each old value to its page", () => {
    expect(authPathForMode("signup")).toBe("/auth/sign-up");
    expect(authPathForMode("forgot")).toBe("/auth/forgot");
    expect(authPathForMode("reset")).toBe("/auth/reset");
    expect(authPathForMode("signin")).toBe("/auth/sign-in");
    expect(authPathForMode(null)).toBe("/auth/sign-in");
    expect(authPathForMode("google")).toBe("/auth/sign-in");
    expect(adminPathForTab("inbox")).toBe("/admin/inbox");
    expect(adminPathForTab("bogus")).toBeNull();
    expect(dashboardPathForTab("notifications")).toBe("/dashboard/notifications");
    expect(dashboardPathForTab(null)).toBe("/dashboard/profile");
  });
});

describe("the old auth address", () => {
  const visit = async (path: string) => {
    const { loader } = await import("~/routes/auth/index");
    const res = loader({
      request: new Request(`http://x${path}`),
      params: {},
      context: {},
    } as never);
    return `${res.status} ${res.headers.get("Location")}`;
  };
  it("sends e-mailed reset links and mode= bookmarks to their page, permanently", async () => {
    expect(await visit("/auth?mode=reset&token=t0k")).toBe("301 /auth/reset?token=t0k");
    expect(await visit("/auth?mode=signup&redirectTo=%2Fdonate")).toBe(
      "301 /auth/sign-up?redirectTo=%2Fdonate",
    );
    expect(await visit("/auth?mode=signin&error=google")).toBe("301 /auth/sign-in?error=google");
    expect(await visit("/auth?redirectTo=%2Fpayments")).toBe(
      "302 /auth/sign-in?redirectTo=%2Fpayments",
    );
  });
});
