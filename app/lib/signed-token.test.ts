import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signed-token.server";

describe("signed tokens", () => {
  it("gives back what it signed, for the same purpose, until it expires", () => {
    const now = new Date("2026-11-29T10:00:00Z");
    const t = signToken("download", "abc_123", new Date(now.getTime() + 60_000));
    expect(verifyToken("download", t, now)).toBe("abc_123");
    expect(verifyToken("cart", t, now)).toBeNull();
    expect(verifyToken("download", t, new Date(now.getTime() + 61_000))).toBeNull();
    expect(verifyToken("cart", signToken("cart", "x"), now)).toBe("x");
  });

  it("refuses a changed value, expiry or signature, and malformed tokens", () => {
    const t = signToken("cart", "abc");
    const [v, e, s] = t.split(".");
    expect(verifyToken("cart", `abd.${e}.${s}`)).toBeNull();
    expect(verifyToken("cart", `${v}.9999999999.${s}`)).toBeNull();
    expect(verifyToken("cart", `${v}.${e}.${s}x`)).toBeNull();
    for (const bad of ["", "a.b", "a.b.c.d", `${v}.x.${s}`])
      expect(verifyToken("cart", bad)).toBeNull();
    expect(() => signToken("cart", "a.b")).toThrow();
  });
});
