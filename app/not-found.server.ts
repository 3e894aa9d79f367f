import { data } from "react-router";
import { requirePermission } from "~/features/accounts/guards.server";
import { areaFor } from "~/features/accounts/permissions";
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
 * no cache may keep. Under a protected prefix the visitor is first checked like on its
 * real pages, so signed-out visitors and missing roles get the spec's answer.
 */
export async function notFoundAnswer(request: Request) {
  const { pathname } = new URL(request.url);
  if (isGonePath(pathname)) {
    return data({ gone: true }, { status: 410, headers: { "Cache-Control": "no-cache" } });
  }
  const area = areaFor(pathname);
  if (area) {
    await requirePermission(request, area.permission);
    return data(
      { gone: false },
      { status: 404, headers: { "Cache-Control": "private, no-cache" } },
    );
  }
  const cacheControl = hasOurCookies(request.headers.get("Cookie"))
    ? "private, no-cache"
    : "public, max-age=3600";
  return data({ gone: false }, { status: 404, headers: { "Cache-Control": cacheControl } });
}

/** Posts to unknown paths: the same guard first (401/403), then 405 — never a 500. */
export async function notFoundPost(request: Request): Promise<never> {
  const area = areaFor(new URL(request.url).pathname);
  if (area) await requirePermission(request, area.permission);
  throw data(null, { status: 405 });
}
