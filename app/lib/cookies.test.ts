import { describe, expect, it } from "vitest";
import { hasOurCookies, hasSessionCookie, sessionCookiePair } from "./cookies";

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
  it("names the one session cookie a header carries, and none when it carries several", () => {
    expect(sessionCookiePair("_ga=1; better-auth.session_token=abc.sig; nc_flash=x")).toBe(
      "better-auth.session_token=abc.sig",
    );
    expect(sessionCookiePair("__Secure-better-auth.session_token=abc")).toBe(
      "__Secure-better-auth.session_token=abc",
    );
    expect(
      sessionCookiePair("better-auth.session_token=a; better-auth.session_token=b"),
    ).toBeNull();
    expect(sessionCookiePair("_ga=1")).toBeNull();
    expect(sessionCookiePair(null)).toBeNull();
  });
});
