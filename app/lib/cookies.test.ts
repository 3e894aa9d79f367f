import { describe, expect, it } from "vitest";
import { hasOurCookies, hasSessionCookie } from "./cookies";

describe("our cookies", () => {
  it("recognises the session cookie over http and https", () => {
    expect(hasSessionCookie("better-auth.session_token=abc")).toBe(true);
    expect(hasSessionCookie("_ga=1; __Secure-better-auth.session_token=abc")).toBe(true);
    expect(hasSessionCookie("_ga=1; my-better-auth.session_token=abc")).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });
  it("treats analytics-only visitors as anonymous", () => {
    expect(hasOurCookies("_ga=GA1.2; theme=dark")).toBe(false);
    expect(hasOurCookies("_ga=GA1.2; nc_flash=x")).toBe(true);
    expect(hasOurCookies("better-auth.session_token=x")).toBe(true);
  });
});
