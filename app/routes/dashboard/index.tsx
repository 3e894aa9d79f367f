import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { requirePermission } from "~/features/accounts/guards.server";
import { dashboardPathForTab } from "~/features/dashboard/dashboard-tabs";
import { movedUrl } from "~/lib/moved-url";

/**
 * `/dashboard` opens the profile; the old `/dashboard?tab=…` addresses (notification
 * links, bookmarks) moved permanently to `/dashboard/<tab>`. Checked first, like every
 * dashboard page, so a visitor without the right is told so here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "area:dashboard");
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  return redirect(movedUrl(url, dashboardPathForTab(tab), ["tab"]), tab ? 301 : 302);
}

/** A form posted to the old address (a page loaded before the move): the same guard, then 405. */
export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "area:dashboard");
  return new Response(null, { status: 405 });
}
