import { describe, expect, it } from "vitest";
import {
  applySetCookies,
  cookieHeader,
  hiddenFields,
  isSignedInPage,
  type CookieJar,
} from "./bench-sign-in";

describe("the bench's cookie jar", () => {
  it("keeps cookies set, and drops the ones cleared by Max-Age or a past Expires", () => {
    const jar: CookieJar = new Map();
    applySetCookies(jar, [
      "better-auth.session_token=abc.def%3D; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax",
      "nc_flash=eyJ0b2FzdCI6MX0.sig; Max-Age=60; Path=/; HttpOnly",
    ]);
    expect(cookieHeader(jar)).toBe(
      "better-auth.session_token=abc.def%3D; nc_flash=eyJ0b2FzdCI6MX0.sig",
    );
    applySetCookies(jar, ["nc_flash=; Max-Age=0; Path=/"]);
    expect(cookieHeader(jar)).toBe("better-auth.session_token=abc.def%3D");
    applySetCookies(jar, ["better-auth.session_token=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT"]);
    expect(jar.size).toBe(0);
  });
});

describe("the sign-in form as the bench reads it", () => {
  const html =
    '<form action="/newsletter" method="post"><input type="hidden" name="source" value="footer"/></form>' +
    '<form class="space-y-4" action="/auth/sign-in" method="post">' +
    '<input type="hidden" name="redirectTo" value="/events?a=1&amp;b=2"/>' +
    '<input type="email" name="email" required=""/><input type="password" name="password"/></form>';
  it("takes the hidden fields of the form posting to the sign-in path only", () => {
    expect(hiddenFields(html, "/auth/sign-in")).toEqual({ redirectTo: "/events?a=1&b=2" });
    expect(hiddenFields(html, "/auth/sign-up")).toBeNull();
  });
  it("tells a signed-in page (account menu's sign-out form) from an anonymous one", () => {
    expect(isSignedInPage('<form action="/auth/sign-out" method="post"></form>')).toBe(true);
    expect(isSignedInPage('<a href="/auth/sign-in">Sign in</a>')).toBe(false);
    expect(
      isSignedInPage('<form action="/auth/sign-out"></form><a href="/auth/sign-in">x</a>'),
    ).toBe(false);
    // Only the header counts: a body may hold a (hidden) sign-in link for everyone.
    const page = (header: string) =>
      `<body><header>${header}</header><main><a href="/auth/sign-in?redirectTo=%2Fevents%2Fx">Sign in to report</a></main></body>`;
    expect(isSignedInPage(page('<form action="/auth/sign-out"></form>'))).toBe(true);
    expect(isSignedInPage(page('<a href="/auth/sign-in">Sign in</a>'))).toBe(false);
  });
});
