import { and, count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { AUTH_MAIL_LIMITS } from "./auth-mail-limits.server";
import {
  LOCKOUT,
  requestPasswordReset,
  signInWithPassword,
  signUpWithPassword,
} from "./sign-in.server";
import { eq } from "drizzle-orm";
import { outgoingMail, profiles, users } from "~/db/schema";
import { authErrors } from "~/features/accounts/messages";
import { resetRateLimits } from "~/lib/rate-limit.server";

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

async function mailCount(to: string, template: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.to, to), eq(outgoingMail.template, template)));
  return row!.n;
}

describe("e-mails anyone can trigger", () => {
  beforeEach(() => resetRateLimits());

  it("an unverified account signing in with the right password gets a fresh link, within limits", async () => {
    const db = await getDb();
    await createUser(db, {
      email: "stuck@example.com",
      password: "stuck-pass-1",
      emailVerified: false,
    });
    const wrong = await signInWithPassword({
      email: "stuck@example.com",
      password: "not-it-1",
      ip: "10.3.3.3",
      headers,
    });
    expect(wrong).toEqual({ ok: false, error: authErrors.signInFailed });
    expect(await mailCount("stuck@example.com", "verify_email")).toBe(0);

    const right = () =>
      signInWithPassword({
        email: "stuck@example.com",
        password: "stuck-pass-1",
        ip: "10.3.3.3",
        headers,
      });
    for (let i = 1; i <= AUTH_MAIL_LIMITS.perAddress.limit; i++) {
      expect(await right()).toEqual({ ok: false, error: authErrors.verificationResent });
      expect(await mailCount("stuck@example.com", "verify_email")).toBe(i);
    }
    expect(authErrors.verificationResent.title).toBe(authErrors.emailNotVerified.title);
    // Enough links for now: the plain notice, and no further mail.
    expect(await right()).toEqual({ ok: false, error: authErrors.emailNotVerified });
    expect(await mailCount("stuck@example.com", "verify_email")).toBe(
      AUTH_MAIL_LIMITS.perAddress.limit,
    );
  });

  it("reset links: a few per address, the same answer for unknown addresses", async () => {
    const db = await getDb();
    await createUser(db, { email: "often@example.com", password: "often-pass-1" });
    for (let i = 0; i < AUTH_MAIL_LIMITS.perAddress.limit + 2; i++) {
      expect(await requestPasswordReset("often@example.com", `10.4.0.${i}`)).toBe("sent");
    }
    expect(await mailCount("often@example.com", "password_reset")).toBe(
      AUTH_MAIL_LIMITS.perAddress.limit,
    );
    expect(await requestPasswordReset("nobody-here@example.com", "10.4.1.1")).toBe("sent");
    expect(await mailCount("nobody-here@example.com", "password_reset")).toBe(0);
  });

  it("one client asking too often is told to wait, for any address, sign-up included", async () => {
    for (let i = 0; i < AUTH_MAIL_LIMITS.perClient.limit; i++) {
      expect(await requestPasswordReset(`spray${i}@example.com`, "10.5.5.5")).toBe("sent");
    }
    expect(await requestPasswordReset("spray-more@example.com", "10.5.5.5")).toBe("rateLimited");
    expect(
      await signUpWithPassword({
        fullName: "Spray Er",
        email: "spray-new@example.com",
        password: "spray-pass-1",
        role: "creator",
        ip: "10.5.5.5",
      }),
    ).toEqual({ ok: false, error: "rateLimited" });
    // Another client is not affected.
    expect(await requestPasswordReset("spray-more@example.com", "10.5.5.6")).toBe("sent");
  });
});
