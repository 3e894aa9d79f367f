import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingMail, sessions, users, verifications } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import { authErrors, linkPageCopy } from "~/features/accounts/messages";
import { baseUrl } from "~/lib/auth.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { LOCKOUT } from "./sign-in-limits.server";
import {
  requestPasswordReset,
  resetPassword,
  signInWithPassword,
  signUpWithPassword,
} from "./sign-in.server";

const headers = new Headers({ "user-agent": "vitest" });

/** The link of the newest e-mail sent to `to` with the given template. */
async function latestLink(to: string, template: string) {
  const db = await getDb();
  const [mail] = await db
    .select({ text: outgoingMail.text })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.to, to), eq(outgoingMail.template, template)))
    .orderBy(desc(outgoingMail.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${template} mail for ${to}`);
  return new URL(link);
}

/** The reset token from the link better-auth mails: /api/auth/reset-password/{token}. */
async function resetToken(email: string) {
  await requestPasswordReset(email);
  const link = await latestLink(email, "password_reset");
  return link.pathname.split("/").pop()!;
}

const signIn = (email: string, password: string) =>
  signInWithPassword({ email, password, ip: null, headers });

async function sessionCount(userId: string) {
  const db = await getDb();
  return (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe("password reset", () => {
  it("sets the new password, signs out every other session, and works only once", async () => {
    const db = await getDb();
    const user = await createUser(db, { email: "tunde@example.com", password: "old-password-1" });
    expect((await signIn("tunde@example.com", "old-password-1")).ok).toBe(true);
    expect((await signIn("tunde@example.com", "old-password-1")).ok).toBe(true);
    expect(await sessionCount(user.id)).toBe(2);

    const token = await resetToken("tunde@example.com");
    expect(await resetPassword({ token, password: "new-password-1" })).toEqual({ ok: true });
    expect(await sessionCount(user.id)).toBe(0);
    expect((await signIn("tunde@example.com", "old-password-1")).ok).toBe(false);
    expect((await signIn("tunde@example.com", "new-password-1")).ok).toBe(true);

    // A second use of the same link is refused: the page explains and offers a new one.
    expect(await resetPassword({ token, password: "third-password-1" })).toEqual({
      ok: false,
      error: linkPageCopy.resetInvalid,
    });
    expect((await signIn("tunde@example.com", "new-password-1")).ok).toBe(true);
  });

  it("refuses a link older than an hour", async () => {
    const db = await getDb();
    await createUser(db, { email: "amaka@example.com", password: "old-password-1" });
    const token = await resetToken("amaka@example.com");
    const moved = await db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verifications.identifier, "reset-password:%"))
      .returning({ id: verifications.id });
    expect(moved.length).toBeGreaterThan(0);
    expect(await resetPassword({ token, password: "new-password-1" })).toEqual({
      ok: false,
      error: linkPageCopy.resetInvalid,
    });
    expect((await signIn("amaka@example.com", "old-password-1")).ok).toBe(true);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const db = await getDb();
    await expect(requestPasswordReset("nobody-here@example.com")).resolves.toBe("sent");
    const mails = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, "nobody-here@example.com"));
    expect(mails).toEqual([]);
  });
});

async function lockOut(email: string) {
  const answers = [];
  for (let i = 0; i < LOCKOUT.perAccount + 2; i++) {
    answers.push(
      await signInWithPassword({ email, password: `wrong-${i}`, ip: `10.20.0.${i}`, headers }),
    );
  }
  return answers;
}

async function mailsTo(to: string, template: string) {
  const db = await getDb();
  return db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.to, to), eq(outgoingMail.template, template)));
}

describe("account lockout and reset", () => {
  it("e-mails the owner once when the account locks, with a reset link that lifts the lock", async () => {
    const db = await getDb();
    await createUser(db, { email: "musa@example.com", password: "musa-password-1" });
    const answers = await lockOut("musa@example.com");
    expect(answers.at(-1)).toEqual({ ok: false, error: authErrors.accountLocked });
    expect((await signIn("musa@example.com", "musa-password-1")).ok).toBe(false);

    const mails = await mailsTo("musa@example.com", "account_locked");
    expect(mails).toHaveLength(1);
    // Absolute links on the configured public origin, to real pages.
    const links = mails[0]!.text.match(/https?:\/\/\S+/g)!.map((l) => new URL(l));
    expect(links.map((l) => `${l.origin}${l.pathname}`)).toEqual([
      `${baseUrl()}/auth/reset`,
      `${baseUrl()}/auth/forgot`,
    ]);
    const token = links[0]!.searchParams.get("token")!;
    expect(await resetPassword({ token, password: "musa-new-pass-1" })).toEqual({ ok: true });
    expect((await signIn("musa@example.com", "musa-new-pass-1")).ok).toBe(true);
  });

  it("a reset through the forgot-password link lifts the lock too", async () => {
    const db = await getDb();
    await createUser(db, { email: "zainab@example.com", password: "zainab-password-1" });
    await lockOut("zainab@example.com");
    expect((await signIn("zainab@example.com", "zainab-password-1")).ok).toBe(false);
    const token = await resetToken("zainab@example.com");
    expect(await resetPassword({ token, password: "zainab-new-pass-1" })).toEqual({ ok: true });
    expect((await signIn("zainab@example.com", "zainab-new-pass-1")).ok).toBe(true);
  });

  it("sends no lock e-mail for an address with no account", async () => {
    await lockOut("ghost@example.com");
    expect(await mailsTo("ghost@example.com", "account_locked")).toEqual([]);
  });
});

describe("e-mail verification link", () => {
  it("verifies and signs in once; the same link later signs nobody in", async () => {
    const db = await getDb();
    expect(
      await signUpWithPassword({
        fullName: "Chidi Okafor",
        email: "chidi@example.com",
        password: "chidi-pass-1",
        role: "creator",
      }),
    ).toEqual({ ok: true });
    const link = await latestLink("chidi@example.com", "verify_email");
    const auth = await getAuth();

    const first = await auth.handler(new Request(link));
    expect(first.status).toBe(302);
    expect(first.headers.getSetCookie().join(";")).toMatch(/better-auth\.session_token=/);
    const [user] = await db.select().from(users).where(eq(users.email, "chidi@example.com"));
    expect(user.emailVerified).toBe(true);
    expect(await sessionCount(user.id)).toBe(1);

    // The link is a signed token, so it cannot be deleted; what matters is that
    // reopening it (a forwarded or leaked e-mail) creates no new session.
    const second = await auth.handler(new Request(link));
    expect(second.status).toBe(302);
    expect(second.headers.getSetCookie().join(";")).not.toMatch(/session_token=/);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it("refuses a tampered link", async () => {
    await signUpWithPassword({
      fullName: "Ada Obi",
      email: "ada@example.com",
      password: "ada-pass-12",
      role: "creator",
    });
    const link = await latestLink("ada@example.com", "verify_email");
    link.searchParams.set("token", `${link.searchParams.get("token")}x`);
    const auth = await getAuth();
    const response = await auth.handler(new Request(link));
    expect(response.headers.get("Location")).toMatch(/error=INVALID_TOKEN/);
    expect(response.headers.getSetCookie().join(";")).not.toMatch(/session_token=/);
  });
});
