import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { loginAttempts, profiles, sessions, users } from "~/db/schema";
import { getAuth, RESET_LINK_SECONDS, withClientIp } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import type { Message } from "~/lib/messages";
import { authErrors, linkPageCopy, signInLimitAnswers } from "~/features/accounts/messages";
import { publicBaseUrl } from "~/lib/public-url.server";
import { accountLockedMail } from "./account-locked-mail";
import { AUTH_PATHS, VERIFY_CALLBACK } from "./auth-paths";
import { addressMayReceive, takeClientMailAllowance } from "./auth-mail-limits.server";
import type { SelfServiceRole } from "./roles";
import {
  LOCKOUT,
  liftAccountLock,
  reserveAccountAttempt,
  reserveAddressAttempt,
  settleAccountAttempt,
  settleAddressAttempt,
} from "./sign-in-limits.server";

type Result =
  | { ok: true; setCookies: string[]; userId: string }
  /** `unverified`: the password was right; the page offers a new confirmation link. */
  | { ok: false; error: Message; unverified?: boolean };

type PasswordSignIn = { email: string; password: string; ip: string | null; headers: Headers };

/**
 * E-mail + password sign-in through better-auth, within the limits of
 * sign-in-limits.server.ts: each attempt is counted against the client address and the
 * account before the password is checked, and taken back when it was no failure (a
 * right password, also on an unverified account). Answers never reveal whether an
 * address has an account, except for the spec's "verify your e-mail first".
 */
export async function signInWithPassword({
  email,
  password,
  ip,
  headers,
}: PasswordSignIn): Promise<Result> {
  const address = await reserveAddressAttempt(ip);
  if (!address.ok) {
    const r = address.refusal;
    return {
      ok: false,
      error:
        r.kind === "blocked"
          ? signInLimitAnswers.blocked(r.minutes)
          : signInLimitAnswers.throttled(r.seconds),
    };
  }
  const account = await reserveAccountAttempt(email);
  if (!account.ok) {
    await settleAddressAttempt(ip, false);
    return { ok: false, error: authErrors.accountLocked };
  }
  const outcome = await checkPassword({ email, password, ip, headers });
  await Promise.all([
    settleAddressAttempt(ip, outcome.kind === "failed"),
    settleAccountAttempt(email, outcome.kind),
  ]);
  // The log keeps what reached a verdict on the password (right: `succeeded`).
  if (outcome.kind !== "not-counted" || outcome.passwordRight) {
    const db = await getDb();
    await db
      .insert(loginAttempts)
      .values({ email, ipAddress: ip, succeeded: outcome.kind !== "failed" });
  }
  if (outcome.kind === "signed-in") {
    if (await refusedAsSuspended(outcome.userId))
      return { ok: false, error: authErrors.accountSuspended };
    return { ok: true, setCookies: outcome.setCookies, userId: outcome.userId };
  }
  if (outcome.kind === "failed") {
    if (!account.locking) return { ok: false, error: authErrors.signInFailed };
    await mailLockedOwner(email);
    return { ok: false, error: authErrors.accountLocked };
  }
  if (!outcome.passwordRight) return { ok: false, error: authErrors.signInFailed };
  // better-auth checks the password before this answer: the owner of the account is
  // here and their link may have expired, so a fresh one goes out (within limits).
  const resent = await resendVerification(email, ip);
  return {
    ok: false,
    error: resent ? authErrors.verificationResent : authErrors.emailNotVerified,
    unverified: true,
  };
}

/**
 * The password was right but an admin suspended the account (ADR 072): the session
 * better-auth just made is deleted and the person told why. Said only after the right
 * password, so it reveals nothing about an address to anyone else.
 */
async function refusedAsSuspended(userId: string) {
  const db = await getDb();
  const [profile] = await db
    .select({ suspendedAt: profiles.suspendedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile?.suspendedAt) return false;
  await db.delete(sessions).where(eq(sessions.userId, userId));
  return true;
}

type PasswordOutcome =
  | { kind: "signed-in"; setCookies: string[]; userId: string }
  | { kind: "failed" }
  /** Not a wrong password: an unverified account (passwordRight) or a refusal for another reason. */
  | { kind: "not-counted"; passwordRight: boolean };

async function checkPassword({
  email,
  password,
  ip,
  headers,
}: PasswordSignIn): Promise<PasswordOutcome> {
  const auth = await getAuth();
  const response = await auth.api
    .signInEmail({
      body: { email, password, rememberMe: true },
      headers: withClientIp(headers, ip),
      asResponse: true,
    })
    .catch(() => null);
  if (response?.ok) {
    const { user } = (await response.json()) as { user: { id: string } };
    return { kind: "signed-in", setCookies: response.headers.getSetCookie(), userId: user.id };
  }
  const body = (await response?.json().catch(() => ({}))) as { code?: string } | undefined;
  if (body?.code === "INVALID_EMAIL_OR_PASSWORD") return { kind: "failed" };
  return { kind: "not-counted", passwordRight: body?.code === "EMAIL_NOT_VERIFIED" };
}

/**
 * Tells the owner their account just locked, with a reset link that also lifts the
 * lock. Within the per-address limit of auth mails, so repeated locks cannot flood
 * the inbox; nothing is sent for an address with no account.
 */
async function mailLockedOwner(email: string) {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user || !(await addressMayReceive(user.email, "account_locked"))) return;
  try {
    const token = await createResetToken(user.id);
    const mail = accountLockedMail.render({
      origin: publicBaseUrl(),
      name: user.name,
      token,
      lockMinutes: LOCKOUT.lockMinutes,
      linkMinutes: RESET_LINK_SECONDS / 60,
    });
    await sendMail({ to: user.email, ...mail });
  } catch (error) {
    // The lock holds either way; the owner can still ask for a reset link themselves.
    getLogger().error({ err: error }, "account-locked mail not sent");
  }
}

/**
 * A password-reset token as better-auth's own reset links carry (it checks and
 * consumes it in `resetPassword`), minted here so the lock e-mail holds a
 * one-click link instead of sending a second mail.
 */
async function createResetToken(userId: string) {
  const token = randomBytes(24).toString("base64url");
  const ctx = await (await getAuth()).$context;
  await ctx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
  });
  return token;
}

/**
 * Sends a new verification link to an unverified account whose owner just proved the
 * password. Not more than the per-address and per-client limits allow; false when
 * nothing was sent (the last link is recent, and the answer says to use it).
 */
async function resendVerification(email: string, ip: string | null) {
  if (!(await addressMayReceive(email, "verify_email"))) return false;
  if (!(await takeClientMailAllowance(ip))) return false;
  return sendVerificationLink(email);
}

async function sendVerificationLink(email: string) {
  const auth = await getAuth();
  return auth.api
    .sendVerificationEmail({ body: { email, callbackURL: VERIFY_CALLBACK } })
    .then(() => true)
    .catch(() => false);
}

/**
 * A new confirmation link asked for on `/auth/verify` (an old link expired or broke).
 * The same answer whether or not the address has an account waiting for confirmation;
 * only a client asking too often (for any addresses) gets "rateLimited".
 */
export async function requestVerificationLink({
  email,
  ip,
}: {
  email: string;
  ip: string | null;
}): Promise<"sent" | "rateLimited"> {
  if (!(await takeClientMailAllowance(ip))) return "rateLimited";
  const db = await getDb();
  const [user] = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (user && !user.verified && (await addressMayReceive(email, "verify_email"))) {
    await sendVerificationLink(email);
  }
  return "sent";
}

/** Creates the account (better-auth sends the verification e-mail) with the chosen role. */
export async function signUpWithPassword({
  fullName,
  email,
  password,
  role,
  ip = null,
}: {
  fullName: string;
  email: string;
  password: string;
  role: SelfServiceRole;
  /** The client's address: one client may only start so many sign-ups (each sends mail). */
  ip?: string | null;
}): Promise<{ ok: true } | { ok: false; error: "exists" | "failed" | "rateLimited" }> {
  if (!(await takeClientMailAllowance(ip))) return { ok: false, error: "rateLimited" };
  const db = await getDb();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) return { ok: false, error: "exists" };
  const auth = await getAuth();
  try {
    const result = await auth.api.signUpEmail({
      body: { name: fullName, email, password, callbackURL: VERIFY_CALLBACK },
    });
    await db.update(profiles).set({ role, fullName }).where(eq(profiles.id, result.user.id));
    return { ok: true };
  } catch (error) {
    const message = String(
      (error as { body?: { code?: string } }).body?.code ?? (error as Error).message,
    );
    return { ok: false, error: /ALREADY|exists/i.test(message) ? "exists" : "failed" };
  }
}

/**
 * Starts Google sign-in without client JavaScript: better-auth builds the provider's
 * authorisation URL and sets its state cookies; the caller redirects the browser
 * there with those cookies. Google's callback then lands on `redirectTo` (already
 * validated as a local path) or, on failure, back on the sign-in tab with `error`.
 */
export async function startGoogleSignIn({
  redirectTo,
  headers,
}: {
  redirectTo: string;
  headers: Headers;
}): Promise<{ ok: true; url: string; setCookies: string[] } | { ok: false }> {
  const auth = await getAuth();
  const response = await auth.api
    .signInSocial({
      body: {
        provider: "google",
        callbackURL: redirectTo,
        errorCallbackURL: `${AUTH_PATHS.signin}?redirectTo=${encodeURIComponent(redirectTo)}`,
        disableRedirect: true,
      },
      headers,
      asResponse: true,
    })
    .catch(() => null);
  if (!response?.ok) return { ok: false };
  const body = (await response.json().catch(() => ({}))) as { url?: string };
  if (!body.url) return { ok: false };
  return { ok: true, url: body.url, setCookies: response.headers.getSetCookie() };
}

/**
 * Sends a reset link to `/auth/reset` when the address has an account. The
 * caller shows the same answer either way, so it never tells who has an account: an
 * address that already got its share of links recently is skipped silently. Only a
 * client asking too often (whatever addresses it types) gets "rateLimited".
 */
export async function requestPasswordReset(
  email: string,
  ip: string | null = null,
): Promise<"sent" | "rateLimited"> {
  if (!(await takeClientMailAllowance(ip))) return "rateLimited";
  if (!(await addressMayReceive(email, "password_reset"))) return "sent";
  const auth = await getAuth();
  await auth.api
    .requestPasswordReset({ body: { email, redirectTo: `${publicBaseUrl()}${AUTH_PATHS.reset}` } })
    .catch(() => null);
  return "sent";
}

/**
 * Sets a new password from a reset link. better-auth consumes the token (single use),
 * refuses it after an hour, and signs the account out everywhere else
 * (`revokeSessionsOnPasswordReset`). A successful reset also lifts a lockout: the
 * owner proved they read the account's mail.
 */
export async function resetPassword({
  token,
  password,
}: {
  token: string;
  password: string;
}): Promise<{ ok: true } | { ok: false; error: Message }> {
  const auth = await getAuth();
  const ctx = await auth.$context;
  const verification = await ctx.internalAdapter
    .findVerificationValue(`reset-password:${token}`)
    .catch(() => null);
  const ok = await auth.api
    .resetPassword({ body: { newPassword: password, token } })
    .then(() => true)
    .catch(() => false);
  if (!ok || !verification) return { ok: false, error: linkPageCopy.resetInvalid };
  const db = await getDb();
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, verification.value));
  if (user) await liftAccountLock(user.email);
  return { ok: true };
}
