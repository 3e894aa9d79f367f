import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requirePermission } from "~/features/accounts/guards.server";
import { adminPagesFor, adminPathForTab } from "~/features/admin/admin-paths";
import { movedUrl } from "~/lib/moved-url";

/**
 * `/admin` opens the first page the role sees (admins: overview; moderators: the
 * queue). The old `/admin?tab=…` addresses (notification links, bookmarks) moved
 * permanently to `/admin/<tab>`, keeping page, q, box and ref.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:admin");
  const url = new URL(request.url);
  const moved = adminPathForTab(url.searchParams.get("tab"));
  if (moved) return redirect(movedUrl(url, moved, ["tab"]), 301);
  return redirect(movedUrl(url, `/admin/${adminPagesFor(user.role)[0]!}`, ["tab"]), 302);
}

/** A form posted to the old address (a page loaded before the move): the same guard, then 405. */
export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "area:admin");
  return new Response(null, { status: 405 });
}
