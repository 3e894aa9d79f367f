import { describe, expect, it } from "vitest";
import { cartCountFromCookie, hasOurCookies, hasSessionCookie, sessionCookiePair } from "./cookies";

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
  it("leaves a guest with a cart in the shared page cache, and reads the cart count", () => {
    // The cart cookies name a cart, not a person: pages that do not show it stay cached.
    expect(hasOurCookies("cart=abc.0.sig; cart_n=3")).toBe(false);
    expect(cartCountFromCookie("cart=abc.0.sig; cart_n=3")).toBe(3);
    expect(cartCountFromCookie("xcart_n=3")).toBeNull();
    expect(cartCountFromCookie("cart_n=0x3")).toBeNull();
    expect(cartCountFromCookie(null)).toBeNull();
  });
});
