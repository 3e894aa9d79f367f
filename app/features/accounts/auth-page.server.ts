import { redirect } from "react-router";
import { getSessionUser } from "~/lib/auth.server";
import { googleSignInEnabled } from "~/lib/env.server";
import { safeRedirectPath } from "./guards.server";

/**
 * What every auth page's loader starts from: where to go afterwards, whether Google
 * sign-in is offered, and whether better-auth sent the visitor back with `error` set
 * (a failed Google callback or reset link). A signed-in visitor has nothing to do on
 * the sign-in, sign-up and forgot pages and goes straight on; a reset link works
 * signed in or not.
 */
export async function authPageState(request: Request, { signedInMayStay = false } = {}) {
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (!signedInMayStay && (await getSessionUser(request))) throw redirect(redirectTo);
  return {
    redirectTo,
    google: googleSignInEnabled(),
    linkFailed: url.searchParams.has("error"),
    token: url.searchParams.get("token") ?? "",
  };
}
