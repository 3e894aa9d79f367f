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

/**
 * What `/auth/verify` shows. better-auth sends every confirmation link here (`from=link`),
 * adding `error` when the link does not work: an expired link (`TOKEN_EXPIRED`) and any
 * other failure (a broken or tampered token, an account since deleted) are told apart.
 * Without `from=link` a visitor came to ask for a new link.
 */
export async function verifyPageState(
  request: Request,
): Promise<{ kind: "confirmed"; signedIn: boolean } | { kind: "expired" | "invalid" | "ask" }> {
  const url = new URL(request.url);
  const error = url.searchParams.get("error");
  if (error) return { kind: error === "TOKEN_EXPIRED" ? "expired" : "invalid" };
  if (url.searchParams.get("from") !== "link") return { kind: "ask" };
  return { kind: "confirmed", signedIn: Boolean(await getSessionUser(request)) };
}
