import { describe, expect, it } from "vitest";
import { isReachableAuthEndpoint } from "./auth-routes";

describe("isReachableAuthEndpoint", () => {
  it("lets e-mail links and the OAuth callback through", () => {
    expect(isReachableAuthEndpoint("GET", "/api/auth/verify-email")).toBe(true);
    expect(isReachableAuthEndpoint("GET", "/api/auth/reset-password/abc123")).toBe(true);
    expect(isReachableAuthEndpoint("GET", "/api/auth/callback/google")).toBe(true);
    expect(isReachableAuthEndpoint("POST", "/api/auth/callback/google")).toBe(true);
    expect(isReachableAuthEndpoint("GET", "/api/auth/error")).toBe(true);
  });
  it("refuses what our own forms do, and anything unlisted", () => {
    for (const path of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/sign-in/social",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/send-verification-email",
      "/api/auth/sign-out",
      "/api/auth/delete-user",
    ]) {
      expect(isReachableAuthEndpoint("POST", path), path).toBe(false);
    }
    expect(isReachableAuthEndpoint("GET", "/api/auth/get-session")).toBe(false);
    expect(isReachableAuthEndpoint("POST", "/api/auth/verify-email")).toBe(false);
    expect(isReachableAuthEndpoint("GET", "/api/auth/reset-password/a/b")).toBe(false);
    expect(isReachableAuthEndpoint("GET", "/api/authx/verify-email")).toBe(false);
  });
});
