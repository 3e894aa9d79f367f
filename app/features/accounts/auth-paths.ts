/**
 * The sign-in pages, one path each (issue 11). Client-safe: menus, links and the
 * guards all build their URLs from here.
 */
export const AUTH_PATHS = {
  signin: "/auth/sign-in",
  signup: "/auth/sign-up",
  forgot: "/auth/forgot",
  reset: "/auth/reset",
  /** "Continue with Google": an action only (routes/auth/google.tsx). */
  google: "/auth/google",
} as const;

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
