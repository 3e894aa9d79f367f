import { describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { createUser } from "../../../tests/factories/users";
import { LOCKOUT, signInWithPassword, signUpWithPassword } from "./sign-in.server";
import { eq } from "drizzle-orm";
import { profiles, users } from "~/db/schema";

const headers = new Headers({ "user-agent": "vitest" });

describe("password sign-in", () => {
  it("signs in a verified account and sets a session cookie", async () => {
    const db = await getDb();
    await createUser(db, { email: "bisi@example.com", password: "bisi-password-1" });
    const result = await signInWithPassword({
      email: "bisi@example.com",
      password: "bisi-password-1",
      ip: "10.1.1.1",
      headers,
    });
    expect(result.ok).toBe(true);
    expect(result.ok && result.setCookies.join(";")).toMatch(/better-auth\.session_token=/);
  });

  it("locks an account after too many failures, even with the right password", async () => {
    const db = await getDb();
    await createUser(db, { email: "emeka@example.com", password: "emeka-password-1" });
    for (let i = 0; i < LOCKOUT.perAccount; i++) {
      const r = await signInWithPassword({
        email: "emeka@example.com",
        password: `nope-${i}`,
        ip: `10.0.0.${i}`,
        headers,
      });
      expect(r.ok || r.error.title).toBe("Sign in failed");
    }
    const locked = await signInWithPassword({
      email: "emeka@example.com",
      password: "emeka-password-1",
      ip: "10.9.9.9",
      headers,
    });
    expect(locked.ok || locked.error.title).toBe("Account locked");
  });

  it("locks a client address that tries many accounts", async () => {
    for (let i = 0; i < LOCKOUT.perAddress; i++) {
      await signInWithPassword({
        email: `nobody${i}@example.com`,
        password: "whatever-1",
        ip: "10.7.7.7",
        headers,
      });
    }
    const r = await signInWithPassword({
      email: "someone@example.com",
      password: "whatever-1",
      ip: "10.7.7.7",
      headers,
    });
    expect(r.ok || r.error.title).toBe("Account locked");
  });

  it("signs up with the chosen role, refuses an address already in use, and needs verification", async () => {
    const db = await getDb();
    expect(
      await signUpWithPassword({
        fullName: "Halima Musa",
        email: "halima@example.com",
        password: "halima-pass-1",
        role: "vendor",
      }),
    ).toEqual({ ok: true });
    const [user] = await db.select().from(users).where(eq(users.email, "halima@example.com"));
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    expect([profile.role, profile.fullName, user.emailVerified]).toEqual([
      "vendor",
      "Halima Musa",
      false,
    ]);
    expect(
      await signUpWithPassword({
        fullName: "X",
        email: "halima@example.com",
        password: "other-pass-1",
        role: "creator",
      }),
    ).toEqual({ ok: false, error: "exists" });
    const early = await signInWithPassword({
      email: "halima@example.com",
      password: "halima-pass-1",
      ip: null,
      headers,
    });
    expect(early.ok || early.error.title).toBe("Email not verified");
  });
});
