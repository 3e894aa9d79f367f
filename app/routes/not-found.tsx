import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requirePermission } from "~/features/accounts/guards.server";
import { areaFor } from "~/features/accounts/permissions";
import { NotFoundView } from "~/components/error-views";
import { hasOurCookies } from "~/lib/cookies";
import { isGonePath } from "~/lib/gone-paths";
import { errorPageCopy } from "~/lib/messages/error-pages";
import { pageMeta } from "~/lib/seo";

/**
 * Unknown paths answer HTTP 404 with the not-found view, cacheable for an hour (001
 * error pages); gone paths answer 410, never cached. The hour is only for anonymous
 * visitors: a signed-in visitor's page carries their own header (name, menus), which
 * no cache may keep. Under a protected prefix the visitor is first checked like on its
 * real pages, so signed-out visitors and missing roles get the spec's answer.
 */
export async function loader({ request }: Route.LoaderArgs) {
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
export async function action({ request }: Route.ActionArgs) {
  const area = areaFor(new URL(request.url).pathname);
  if (area) await requirePermission(request, area.permission);
  throw data(null, { status: 405 });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-cache" };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  const text = page?.gone ? errorPageCopy.gone : errorPageCopy.notFound;
  return pageMeta({ title: text.title, description: text.message, noindex: true });
};

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView gone={loaderData.gone} />;
}
