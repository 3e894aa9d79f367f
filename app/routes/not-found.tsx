import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { requirePermission } from "~/features/accounts/guards.server";
import { areaFor } from "~/features/accounts/permissions";
import { NotFoundView } from "~/components/error-views";
import { copy } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";

// Unknown paths answer HTTP 404 with the not-found view; cacheable for an hour (spec 001 §9).
// Under a protected prefix the visitor is first checked like on its real pages, so
// signed-out visitors and missing roles get the spec's answer, not a 404.
export async function loader({ request }: Route.LoaderArgs) {
  const area = areaFor(new URL(request.url).pathname);
  if (area) {
    await requirePermission(request, area.permission);
    return data(null, { status: 404, headers: { "Cache-Control": "private, no-cache" } });
  }
  return data(null, { status: 404, headers: { "Cache-Control": "public, max-age=3600" } });
}

/** Posts to unknown paths: the same guard first (401/403), then 405 — never a 500. */
export async function action({ request }: Route.ActionArgs) {
  const area = areaFor(new URL(request.url).pathname);
  if (area) await requirePermission(request, area.permission);
  throw data(null, { status: 405 });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "public, max-age=3600" };
}

export const meta = () =>
  pageMeta({ title: copy.notFound.title, description: copy.notFound.message, noindex: true });

export default function NotFound() {
  return <NotFoundView />;
}
