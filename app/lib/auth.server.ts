import { betterAuth, type BetterAuthPlugin } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import * as schema from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { hasSessionCookie, sessionCookiePair } from "~/lib/cookies";
import { getEnv, googleSignInEnabled, type Env } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { passwordResetMail, verifyEmailMail } from "~/lib/mail/account-mails";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { getSecrets } from "~/lib/secrets.server";
import { forgetUser, userCache, type Loaded } from "~/lib/user-cache.server";

/**
 * The client's address as our server decided it (socket, or the entry our trusted proxy
 * appended; server/app.ts `clientIp`), handed to better-auth in this header. better-auth
 * reads no other header, and we overwrite this one on every request we hand it, so a
 * client cannot choose the address its sessions and limits are recorded under.
 */
export const CLIENT_IP_HEADER = "x-naija-client-ip";

/** A copy of `headers` carrying our verdict on the client's address (or none). */
export function withClientIp(headers: Headers, ip: string | null): Headers {
  const out = new Headers(headers);
  if (ip) out.set(CLIENT_IP_HEADER, ip);
  else out.delete(CLIENT_IP_HEADER);
  return out;
}

/** How long a password-reset link works (the e-mails say "within one hour"). */
export const RESET_LINK_SECONDS = 60 * 60;

/** Where the product is reached; links in e-mails and cookie security follow it. */
export function baseUrl() {
  return publicBaseUrl();
}

/**
 * Google sign-in. Google's endpoints are fixed inside better-auth, so tests point a
 * generic OIDC provider registered under the same id ("google") at a local stand-in
 * (GOOGLE_OIDC_DISCOVERY_URL); product code calls the Google sign-in either way and
 * the callback path (/api/auth/callback/google) is the same.
 */
function googleProvider(env: Env): {
  socialProviders?: Parameters<typeof betterAuth>[0]["socialProviders"];
  plugins: BetterAuthPlugin[];
} {
  if (!googleSignInEnabled(env)) return { plugins: [] };
  const clientId = env.GOOGLE_CLIENT_ID!;
  const clientSecret = env.GOOGLE_CLIENT_SECRET!;
  if (env.GOOGLE_OIDC_DISCOVERY_URL) {
    return {
      plugins: [
        genericOAuth({
          config: [
            {
              providerId: "google",
              discoveryUrl: env.GOOGLE_OIDC_DISCOVERY_URL,
              clientId,
              clientSecret,
              scopes: ["openid", "email", "profile"],
            },
          ],
        }),
      ],
    };
  }
  return { socialProviders: { google: { clientId, clientSecret } }, plugins: [] };
}

function createAuth(db: Db) {
  const env = getEnv();
  const google = googleProvider(env);
  return betterAuth({
    appName: "Naija Creators",
    baseURL: baseUrl(),
    basePath: "/api/auth",
    secret: getSecrets().sessionSecret,
    trustedOrigins: [baseUrl()],
    database: drizzleAdapter(db, { provider: "pg", schema, usePlural: true }),
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: baseUrl().startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      sendResetPassword: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          ...passwordResetMail.render({ origin: baseUrl(), name: user.name, url }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await sendMail({
          to: user.email,
          ...verifyEmailMail.render({ origin: baseUrl(), name: user.name, url }),
        });
      },
    },
    socialProviders: google.socialProviders,
    plugins: google.plugins,
    databaseHooks: {
      // Every way better-auth ends a session (sign-out, a password reset revoking them
      // all) or changes a user passes here, after its transaction: no cached answer survives.
      session: {
        delete: {
          after: async (session) => forgetUser(session.userId),
        },
      },
      user: {
        update: {
          after: async (user) => forgetUser(user.id),
        },
        create: {
          // Every account gets its profile at once (spec 000 §3: profile id = user id).
          after: async (user) => {
            await db
              .insert(schema.profiles)
              .values({ id: user.id, email: user.email.toLowerCase(), fullName: user.name || null })
              .onConflictDoNothing();
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        const log = getLogger();
        if (level === "error") log.error({ args }, message);
        else if (level === "warn") log.warn({ args }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let auth: Promise<Auth> | undefined;

/** The better-auth instance of this process, built once the database is open. */
export function getAuth(): Promise<Auth> {
  auth ??= getDb().then(createAuth);
  return auth;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: (typeof schema.userRole.enumValues)[number];
  fullName: string | null;
  username: string | null;
  avatarKey: string | null;
  createdAt: string;
  onboardingCompletedAt: string | null;
}

/**
 * How long this process may answer a session cookie without asking the database again.
 * Sign-out, password resets, role and profile changes made here take effect at once
 * (`forgetUser`); this bounds what another process serving the same database shows
 * after a change made elsewhere. Actions (any non-GET) always ask the database.
 */
export const SESSION_CACHE_TTL_MS = 10_000;

const sessionUsers = userCache<SessionUser>("session-user", { ttlMs: SESSION_CACHE_TTL_MS });

/**
 * The signed-in user with their profile, or null. Reads the session cookie only.
 * Page views are answered from a short in-process cache keyed by the whole signed
 * cookie (so a hit is a cookie better-auth already verified); the root loader and the
 * page's guard on one request share one lookup.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get("Cookie");
  if (!hasSessionCookie(cookie)) return null;
  const key = sessionCookiePair(cookie);
  if (!key || (request.method !== "GET" && request.method !== "HEAD")) {
    return (await loadSessionUser(request.headers))?.value ?? null;
  }
  return sessionUsers.get(key, () => loadSessionUser(request.headers));
}

async function loadSessionUser(headers: Headers): Promise<Loaded<SessionUser> | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers }).catch(() => null);
  if (!session) return null;
  const db = await getDb();
  const [profile] = await db
    .select()
    .from(schema.profiles)
    .where(eq(schema.profiles.id, session.user.id))
    .limit(1);
  // A suspended account is signed out wherever a session of it survives (ADR 072):
  // suspension deletes its sessions, and this refuses any it could not reach.
  if (profile?.suspendedAt) return null;
  return {
    userId: session.user.id,
    expiresAt: new Date(session.session.expiresAt).getTime(),
    value: {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      emailVerified: session.user.emailVerified,
      // When the role cannot be read the product falls back to viewer (docs/product-decisions.md > Roles).
      role: profile?.role ?? "viewer",
      fullName: profile?.fullName ?? (session.user.name || null),
      username: profile?.username ?? null,
      avatarKey: profile?.avatarKey ?? null,
      createdAt: (profile?.createdAt ?? new Date(session.user.createdAt)).toISOString(),
      onboardingCompletedAt: profile?.onboardingCompletedAt?.toISOString() ?? null,
    },
  };
}
