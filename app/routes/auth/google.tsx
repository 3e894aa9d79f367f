import { redirect } from "react-router";
import type { Route } from "./+types/google";
import { AUTH_PATHS } from "~/features/accounts/auth-paths";
import { safeRedirectPath } from "~/features/accounts/guards.server";
import { startGoogleSignIn } from "~/features/accounts/sign-in.server";
import { googleSignInEnabled } from "~/lib/env.server";

/** "Continue with Google" (a plain form POST from sign-in and sign-up): off to Google. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? ""));
  const started = googleSignInEnabled()
    ? await startGoogleSignIn({ redirectTo, headers: request.headers })
    : { ok: false as const };
  // Same landing as a failed Google callback: the sign-in page with the error shown.
  if (!started.ok) {
    throw redirect(
      `${AUTH_PATHS.signin}?error=google&redirectTo=${encodeURIComponent(redirectTo)}`,
    );
  }
  const headers = new Headers({ Location: started.url });
  for (const c of started.setCookies) headers.append("Set-Cookie", c);
  return new Response(null, { status: 302, headers });
}
