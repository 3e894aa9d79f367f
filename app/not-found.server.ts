import { data } from "react-router";
import { requirePermission } from "~/features/accounts/guards.server";
import type { Permission } from "~/features/accounts/permissions";
import { hasOurCookies } from "~/lib/cookies";
import { isGonePath } from "~/lib/gone-paths";

/**
 * The not-found answer of a path no page serves: the catch-all route's, and the people
 * page's for a single segment that does not start with "@" (routes/profile-public.tsx),
 * so `/no-such-page` answers exactly as before that route existed.
 *
 * Unknown paths answer HTTP 404 with the not-found view, cacheable for an hour (001
 * error pages); gone paths answer 410, never cached. The hour is only for anonymous
 * visitors: a signed-in visitor's page carries their own header (name, menus), which
 * no cache may keep.
 */
export async function notFoundAnswer(request: Request) {
  const { pathname } = new URL(request.url);
  if (isGonePath(pathname)) {
    return data({ gone: true }, { status: 410, headers: { "Cache-Control": "no-cache" } });
  }
  const cacheControl = hasOurCookies(request.headers.get("Cookie"))
    ? "private, no-cache"
    : "public, max-age=3600";
  return data({ gone: false }, { status: 404, headers: { "Cache-Control": cacheControl } });
}

/** Posts to unknown paths: 405 — never a 500. */
export async function notFoundPost(_request: Request): Promise<never> {
  throw data(null, { status: 405 });
}

/**
 * An unknown path under a protected area (each area's own catch-all in app/routes.ts,
 * whose `handle.area` names the permission): the visitor is checked like on the area's
 * real pages first, so signed-out visitors and missing roles get the spec's answer
 * (sign-in, or 'Access denied'), and only then a private 404.
 */
export async function areaNotFoundAnswer(request: Request, permission: Permission) {
  await requirePermission(request, permission);
  return data({ gone: false }, { status: 404, headers: { "Cache-Control": "private, no-cache" } });
}

/** Posts to unknown paths under an area: the same guard first (401/403), then 405. */
export async function areaNotFoundPost(request: Request, permission: Permission): Promise<never> {
  await requirePermission(request, permission);
  throw data(null, { status: 405 });
}
