import { and, eq, gte, sql } from "drizzle-orm";
import { loginAttempts, profiles, users } from "~/db/schema";
import { baseUrl, getAuth, withClientIp } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import type { Message } from "~/lib/messages";
import { authErrors, authToasts } from "~/features/accounts/messages";
import { AUTH_PATHS } from "./auth-paths";
import { addressMayReceive, takeClientMailAllowance } from "./auth-mail-limits.server";
import type { SelfServiceRole } from "./roles";

/** Lockout: this many failed sign-ins within the window lock an account, or an address. */
export const LOCKOUT = { windowMinutes: 15, perAccount: 5, perAddress: 20 } as const;

type Result = { ok: true; setCookies: string[] } | { ok: false; error: Message };

async function failedAttempts(email: string, ip: string | null) {
  const db = await getDb();
  const since = sql`now() - make_interval(mins => ${LOCKOUT.windowMinutes})`;
  const count = async (where: ReturnType<typeof and>) =>
    Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(loginAttempts)
          .where(where)
      )[0].n,
    );
  const [account, address] = await Promise.all([
    count(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.createdAt, since),
      ),
    ),
    ip
      ? count(
          and(
            eq(loginAttempts.ipAddress, ip),
            eq(loginAttempts.succeeded, false),
            gte(loginAttempts.createdAt, since),
          ),
        )
      : Promise.resolve(0),
  ]);
  return { account, address };
}

/**
 * E-mail + password sign-in through better-auth, refused while the account or the
 * client address has too many recent failures. Answers never reveal whether an
 * address has an account, except for the spec's "verify your e-mail first".
 */
export async function signInWithPassword({
  email,
  password,
  ip,
  headers,
}: {
  email: string;
  password: string;
  ip: string | null;
  headers: Headers;
}): Promise<Result> {
  const db = await getDb();
  const failures = await failedAttempts(email, ip);
  if (failures.account >= LOCKOUT.perAccount || failures.address >= LOCKOUT.perAddress) {
    return { ok: false, error: authErrors.accountLocked };
  }
  const auth = await getAuth();
  const response = await auth.api.signInEmail({
    body: { email, password, rememberMe: true },
    headers: withClientIp(headers, ip),
    asResponse: true,
  });
  const succeeded = response.ok;
  await db.insert(loginAttempts).values({ email, ipAddress: ip, succeeded });
  if (succeeded) return { ok: true, setCookies: response.headers.getSetCookie() };
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  if (body.code === "EMAIL_NOT_VERIFIED") {
    // better-auth checks the password before this answer: the owner of the account is
    // here and their link may have expired, so a fresh one goes out (within limits).
    const resent = await resendVerification(email, ip);
    return {
      ok: false,
      error: resent ? authErrors.verificationResent : authErrors.emailNotVerified,
    };
  }
  return { ok: false, error: authErrors.signInFailed };
}

/**
 * Sends a new verification link to an unverified account whose owner just proved the
 * password. Not more than the per-address and per-client limits allow; false when
 * nothing was sent (the last link is recent, and the answer says to use it).
 */
async function resendVerification(email: string, ip: string | null) {
  if (!(await addressMayReceive(email, "verify_email"))) return false;
  if (!(await takeClientMailAllowance(ip))) return false;
  const auth = await getAuth();
  return auth.api
    .sendVerificationEmail({ body: { email, callbackURL: "/" } })
    .then(() => true)
    .catch(() => false);
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
      body: { name: fullName, email, password, callbackURL: "/" },
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
    .requestPasswordReset({ body: { email, redirectTo: `${baseUrl()}${AUTH_PATHS.reset}` } })
    .catch(() => null);
  return "sent";
}

/**
 * Sets a new password from a reset link. better-auth consumes the token (single use),
 * refuses it after an hour, and signs the account out everywhere else
 * (`revokeSessionsOnPasswordReset`).
 */
export async function resetPassword({
  token,
  password,
}: {
  token: string;
  password: string;
}): Promise<{ ok: true } | { ok: false; error: Message }> {
  const auth = await getAuth();
  const ok = await auth.api
    .resetPassword({ body: { newPassword: password, token } })
    .then(() => true)
    .catch(() => false);
  return ok ? { ok: true } : { ok: false, error: authToasts.passwordResetFailed };
}
