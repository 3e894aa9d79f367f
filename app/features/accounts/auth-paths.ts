import type { StaticPagePath } from "~/lib/page-paths";

/**
 * The sign-in pages, one path each (issue 11). Client-safe: menus, links and the
 * guards all build their URLs from here.
 */
export const AUTH_PATHS = {
  signin: "/auth/sign-in",
  signup: "/auth/sign-up",
  forgot: "/auth/forgot",
  reset: "/auth/reset",
  /** Where e-mail confirmation links land, working or not; also asks for a new link. */
  verify: "/auth/verify",
  /** "Continue with Google": an action only (routes/auth/google.tsx). */
  google: "/auth/google",
} as const satisfies Record<string, StaticPagePath>;

/**
 * The landing page better-auth sends a confirmation link to (`from=link`; it adds
 * `error=…` when the link does not work): `/auth/verify` then tells a confirmed
 * e-mail from a visitor who came to ask for a new link.
 */
export const VERIFY_CALLBACK = `${AUTH_PATHS.verify}?from=link`;

/** The pages among them (the old `mode=` values). */
export type AuthMode = Exclude<keyof typeof AUTH_PATHS, "google">;

/** Where the old `/auth?mode=…` address now lives (unknown or missing modes: sign in). */
export function authPathForMode(mode: string | null): string {
  return mode === "signup" || mode === "forgot" || mode === "reset"
    ? AUTH_PATHS[mode]
    : AUTH_PATHS.signin;
}

/** An auth page's address that keeps where the visitor is going afterwards. */
export function authPath(mode: AuthMode, redirectTo = "/"): string {
  const path = AUTH_PATHS[mode];
  return redirectTo !== "/" ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;
}
