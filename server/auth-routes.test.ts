import { describe, expect, it } from "vitest";
import { isReachableAuthEndpoint, withOurCallback } from "./auth-routes";

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

describe("withOurCallback", () => {
  const base = "http://localhost:3000/api/auth";
  it("lands confirmation links on /auth/verify and reset links on /auth/reset, whatever they say", () => {
    const verify = new URL(withOurCallback(`${base}/verify-email?token=t&callbackURL=%2F`));
    expect(verify.searchParams.get("token")).toBe("t");
    expect(verify.searchParams.get("callbackURL")).toBe("/auth/verify?from=link");
    for (const tail of ["", "?callbackURL=https%3A%2F%2Felsewhere.example"]) {
      const reset = new URL(withOurCallback(`${base}/reset-password/abc${tail}`));
      expect(reset.pathname).toBe("/api/auth/reset-password/abc");
      expect(reset.searchParams.get("callbackURL")).toBe("/auth/reset");
    }
  });
  it("leaves the OAuth round trip alone", () => {
    const url = `${base}/callback/google?code=c&state=s`;
    expect(withOurCallback(url)).toBe(url);
  });
});
