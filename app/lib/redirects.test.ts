import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/features/accounts/guards.server";
import { backPath } from "~/lib/request.server";
import { safeReturnPath } from "./redirects";

// Every one of these would send a browser to another host (or smuggle a header) if it
// reached a Location header as it is.
const HOSTILE = [
  "https://evil.com",
  "http:/evil.com",
  "javascript:alert(1)",
  "evil.com",
  "//evil.com",
  "///evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "/\t/evil.com",
  "/\r\n/evil.com",
  "/\n/evil.com",
  "/%09/evil.com",
  "/%0d%0a/evil.com",
  "/%0D%0ASet-Cookie:%20a=b",
  "/%2f%2fevil.com",
  "/%2F/evil.com",
  "%2f%2fevil.com",
  "/%5cevil.com",
  "/%5Cevil.com",
  "/%252f%252fevil.com",
  "/%25%32%66/evil.com",
  "/.//evil.com",
  "/./\\evil.com",
  "/%2e//evil.com",
  "/x\u0000y",
  "/x%00y",
  "/x\u007f",
  "/%E0%A4%A", // malformed escape
  "/" + "a".repeat(3000),
  "",
  " /dashboard",
];

describe("safeReturnPath", () => {
  it.each(HOSTILE)("refuses %j (falls back)", (raw) => {
    expect(safeReturnPath(raw)).toBe("/");
    expect(safeReturnPath(raw, "/dashboard")).toBe("/dashboard");
  });

  it("refuses what is not a string", () => {
    for (const raw of [null, undefined, 42, ["/a"], { toString: () => "/a" }]) {
      expect(safeReturnPath(raw)).toBe("/");
    }
  });

  it.each([
    ["/", "/"],
    ["/dashboard", "/dashboard"],
    ["/events/lagos-jazz?date=2026-12-01#tickets", "/events/lagos-jazz?date=2026-12-01#tickets"],
    ["/search?q=jollof%20rice&type=events", "/search?q=jollof%20rice&type=events"],
    ["/content/caf%C3%A9", "/content/caf%C3%A9"],
    ["/a/../dashboard", "/dashboard"],
  ])("keeps the same-site path %j", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});

describe("every return address uses it", () => {
  it("safeRedirectPath (redirectTo, from, returnTo) refuses the same inputs and /auth", () => {
    for (const raw of HOSTILE) expect(safeRedirectPath(raw)).toBe("/");
    expect(safeRedirectPath("/auth/sign-in")).toBe("/");
    expect(safeRedirectPath("/AUTH/sign-in")).toBe("/");
    expect(safeRedirectPath("/payments?tab=history")).toBe("/payments?tab=history");
  });

  it("backPath (a footer form's Referer) keeps only a safe same-origin path", () => {
    const back = (referer: string) =>
      backPath(new Request("http://localhost:3000/newsletter", { headers: { Referer: referer } }));
    expect(back("http://localhost:3000/events?page=2")).toBe("/events?page=2");
    expect(back("http://localhost:3000//evil.com/")).toBe("/");
    expect(back("http://localhost:3000/%5c%5cevil.com")).toBe("/");
    expect(back("https://evil.com/events")).toBe("/");
    expect(back("not a url")).toBe("/");
  });
});
