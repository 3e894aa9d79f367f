import { and, count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { AUTH_MAIL_LIMITS } from "./auth-mail-limits.server";
import {
  requestPasswordReset,
  requestVerificationLink,
  signInWithPassword,
  signUpWithPassword,
} from "./sign-in.server";
import { ADDRESS_LIMITS, LOCKOUT } from "./sign-in-limits.server";
import { eq } from "drizzle-orm";
import { loginAttempts, outgoingMail, profiles, signInFailures, users } from "~/db/schema";
import { authErrors, signInLimitAnswers } from "~/features/accounts/messages";
import { resetRateLimits } from "~/lib/rate-limit.server";

const headers = new Headers({ "user-agent": "vitest" });

const attempt = (email: string, password: string, ip: string | null) =>
  signInWithPassword({ email, password, ip, headers });

/** The answer's title, or "ok". */
const titleOf = (r: Awaited<ReturnType<typeof attempt>>) => (r.ok ? "ok" : r.error.title);

/** Lets the address's next-attempt spacing pass (time moves on, as far as the limits see). */
async function waitOutSpacing(ip: string) {
  const db = await getDb();
  await db
    .update(signInFailures)
    .set({ nextAttemptAt: null })
    .where(eq(signInFailures.key, `address:${ip}`));
}

async function failuresOf(key: string) {
  const db = await getDb();
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.key, key));
  return row?.failures ?? 0;
}

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

  it("locks an account after too many failures from any addresses, even with the right password", async () => {
    const db = await getDb();
    await createUser(db, { email: "emeka@example.com", password: "emeka-password-1" });
    for (let i = 0; i < LOCKOUT.perAccount; i++) {
      const r = await attempt("emeka@example.com", `nope-${i}`, `10.0.0.${i}`);
      // The failure that locks the account says so at once.
      expect(titleOf(r)).toBe(i < LOCKOUT.perAccount - 1 ? "Sign in failed" : "Account locked");
    }
    const locked = await attempt("emeka@example.com", "emeka-password-1", "10.9.9.9");
    expect(locked).toEqual({ ok: false, error: authErrors.accountLocked });
  });

  it("a successful sign-in forgets the account's earlier failures", async () => {
    const db = await getDb();
    await createUser(db, { email: "kemi@example.com", password: "kemi-password-1" });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOCKOUT.perAccount - 1; i++) {
        expect(titleOf(await attempt("kemi@example.com", "typo-1", "10.0.1.1"))).toBe(
          "Sign in failed",
        );
      }
      expect(titleOf(await attempt("kemi@example.com", "kemi-password-1", "10.0.1.1"))).toBe("ok");
    }
  });

  it("failures from one shared address (carrier NAT) never lock another person's account", async () => {
    const db = await getDb();
    await createUser(db, { email: "neighbour@example.com", password: "neighbour-pass-1" });
    // As many failures as once locked every account used from the address.
    for (let i = 0; i < ADDRESS_LIMITS.throttleAfter; i++) {
      expect(titleOf(await attempt(`typo${i}@example.com`, "whatever-1", "10.7.7.7"))).toBe(
        "Sign in failed",
      );
    }
    expect(titleOf(await attempt("neighbour@example.com", "neighbour-pass-1", "10.7.7.7"))).toBe(
      "ok",
    );
    expect(await failuresOf("account:neighbour@example.com")).toBe(0);
  });

  it("slows an address down, then blocks it briefly, and counts none of that against accounts", async () => {
    const db = await getDb();
    await createUser(db, { email: "natuser@example.com", password: "natuser-pass-1" });
    const ip = "10.8.8.8";
    for (let i = 0; i <= ADDRESS_LIMITS.throttleAfter; i++) {
      expect(titleOf(await attempt(`spray${i}@example.com`, "guess-1", ip))).toBe("Sign in failed");
    }
    // Over the threshold: the next attempt must wait its turn, unchecked and uncounted.
    const throttled = await attempt("natuser@example.com", "natuser-pass-1", ip);
    // (The wait it names counts down from the reservation, so it may read a second less.)
    expect(titleOf(throttled)).toBe(signInLimitAnswers.throttled(1).title);
    expect(!throttled.ok && throttled.error.message).toMatch(/Wait [12] seconds?,/);
    expect(await failuresOf("account:natuser@example.com")).toBe(0);
    const checked = await db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, "natuser@example.com"));
    expect(checked).toEqual([]);
    await waitOutSpacing(ip);
    expect(titleOf(await attempt("natuser@example.com", "natuser-pass-1", ip))).toBe("ok");

    // Many more failures: each new one blocks the address for a few minutes.
    await db
      .update(signInFailures)
      .set({ failures: ADDRESS_LIMITS.blockAfter - 1, nextAttemptAt: null })
      .where(eq(signInFailures.key, `address:${ip}`));
    expect(titleOf(await attempt("spray-last@example.com", "guess-1", ip))).toBe("Sign in failed");
    await waitOutSpacing(ip);
    const blocked = await attempt("natuser@example.com", "natuser-pass-1", ip);
    expect(blocked).toEqual({
      ok: false,
      error: signInLimitAnswers.blocked(ADDRESS_LIMITS.blockMinutes),
    });
    expect(await failuresOf("account:natuser@example.com")).toBe(0);
    // The same person from another network is not held up.
    expect(titleOf(await attempt("natuser@example.com", "natuser-pass-1", "10.8.8.9"))).toBe("ok");
    // The block ends by itself.
    await db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000), nextAttemptAt: null })
      .where(eq(signInFailures.key, `address:${ip}`));
    expect(titleOf(await attempt("natuser@example.com", "natuser-pass-1", ip))).toBe("ok");
  });

  it("checks at most N passwords of one account, however many arrive at once", async () => {
    const db = await getDb();
    await createUser(db, { email: "burst@example.com", password: "burst-pass-1" });
    const answers = await Promise.all(
      Array.from({ length: LOCKOUT.perAccount * 3 }, (_, i) =>
        attempt("burst@example.com", `guess-${i}`, `10.6.0.${i}`),
      ),
    );
    expect(new Set(answers.map(titleOf))).toEqual(new Set(["Sign in failed", "Account locked"]));
    const checked = await db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, "burst@example.com"));
    expect(checked.length).toBe(LOCKOUT.perAccount);
  });

  it("the right password on an unverified account never counts as a failure", async () => {
    const db = await getDb();
    await createUser(db, {
      email: "pending@example.com",
      password: "pending-pass-1",
      emailVerified: false,
    });
    for (let i = 0; i < LOCKOUT.perAccount - 1; i++) {
      await attempt("pending@example.com", "wrong-pass-1", "10.2.2.2");
    }
    for (let i = 0; i < LOCKOUT.perAccount * 2; i++) {
      const r = await attempt("pending@example.com", "pending-pass-1", "10.2.2.2");
      expect(r.ok || [r.error.title, r.unverified]).toEqual(["Email not verified", true]);
    }
    expect(await failuresOf("account:pending@example.com")).toBe(LOCKOUT.perAccount - 1);
    await db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, "pending@example.com"));
    expect(titleOf(await attempt("pending@example.com", "pending-pass-1", "10.2.2.2"))).toBe("ok");
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
      expect(await right()).toEqual({
        ok: false,
        error: authErrors.verificationResent,
        unverified: true,
      });
      expect(await mailCount("stuck@example.com", "verify_email")).toBe(i);
    }
    expect(authErrors.verificationResent.title).toBe(authErrors.emailNotVerified.title);
    // Enough links for now: the plain notice, and no further mail.
    expect(await right()).toEqual({
      ok: false,
      error: authErrors.emailNotVerified,
      unverified: true,
    });
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

  it("a new confirmation link on request: the same answer for every address, sent only to an unconfirmed account", async () => {
    const db = await getDb();
    await createUser(db, {
      email: "waiting@example.com",
      password: "waiting-pass-1",
      emailVerified: false,
    });
    await createUser(db, { email: "done@example.com", password: "done-pass-1" });
    for (const email of ["waiting@example.com", "done@example.com", "nobody-yet@example.com"]) {
      expect(await requestVerificationLink({ email, ip: "10.5.6.1" })).toBe("sent");
    }
    expect(await mailCount("waiting@example.com", "verify_email")).toBe(1);
    expect(await mailCount("done@example.com", "verify_email")).toBe(0);
    expect(await mailCount("nobody-yet@example.com", "verify_email")).toBe(0);
    // The new link lands on the page that explains a link that no longer works.
    const [mail] = await db
      .select({ text: outgoingMail.text })
      .from(outgoingMail)
      .where(eq(outgoingMail.to, "waiting@example.com"));
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.searchParams.get("callbackURL")).toBe("/auth/verify?from=link");
    // Per address, as the other auth mails.
    for (let i = 1; i < AUTH_MAIL_LIMITS.perAddress.limit + 2; i++) {
      await requestVerificationLink({ email: "waiting@example.com", ip: `10.5.6.${i + 1}` });
    }
    expect(await mailCount("waiting@example.com", "verify_email")).toBe(
      AUTH_MAIL_LIMITS.perAddress.limit,
    );
  });

  it("sign-up's 'Account already exists' answers count against the client, as the auth mails do", async () => {
    const db = await getDb();
    await createUser(db, { email: "taken@example.com", password: "taken-pass-1" });
    const probe = () =>
      signUpWithPassword({
        fullName: "Prober",
        email: "taken@example.com",
        password: "probe-pass-1",
        role: "creator",
        ip: "10.5.7.7",
      });
    for (let i = 0; i < AUTH_MAIL_LIMITS.perClient.limit; i++) {
      expect(await probe()).toEqual({ ok: false, error: "exists" });
    }
    // Past the client's allowance the answer no longer says whether the account exists.
    expect(await probe()).toEqual({ ok: false, error: "rateLimited" });
    expect(await requestPasswordReset("taken@example.com", "10.5.7.7")).toBe("rateLimited");
  });
});
