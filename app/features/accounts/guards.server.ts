import { data } from "react-router";
import { getSessionUser, type SessionUser } from "~/lib/auth.server";
import { redirectWithToast } from "~/lib/flash.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { safeReturnPath } from "~/lib/redirects";
import { authRedirectMessageFor } from "~/features/accounts/messages";
import { AUTH_PATHS } from "./auth-paths";
import { can, type Permission } from "./permissions";

function isDocumentNavigation(request: Request) {
  return request.method === "GET" || request.method === "HEAD";
}

/** Where a visitor sent to /auth comes back to: the path they asked for. */
export function signInUrl(request: Request) {
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return `${AUTH_PATHS.signin}?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * The signed-in user, or: a page visit is sent to /auth with the spec's per-area
 * message and its path stored; anything else (a crafted POST) gets 401, never data.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  if (!isDocumentNavigation(request)) {
    throw data({ error: generalErrors.unauthorized }, { status: 401 });
  }
  const pathname = new URL(request.url).pathname;
  throw await redirectWithToast(signInUrl(request), {
    variant: "error",
    description: authRedirectMessageFor(pathname),
  });
}

/** A user allowed `permission`; others get 'Access denied…' and go home (403 for non-GET). */
export async function requirePermission(request: Request, permission: Permission) {
  const user = await requireUser(request);
  if (can(user.role, permission)) return user;
  if (!isDocumentNavigation(request)) {
    throw data({ error: generalErrors.forbidden }, { status: 403 });
  }
  throw await redirectWithToast("/", {
    variant: "error",
    title: generalErrors.forbidden.title,
    description: generalErrors.forbidden.message,
  });
}

/**
 * Only same-site paths may be used as a return address (no open redirects, the shared
 * rule in lib/redirects.ts), and never the sign-in pages themselves (no loops).
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = "/") {
  const path = safeReturnPath(raw, fallback);
  return path.toLowerCase().startsWith("/auth") ? fallback : path;
}
