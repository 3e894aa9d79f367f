// Bundling hint, not used here: keeps the button, badge and class helpers in one shared
// chunk (a page route that uses them without a button splits them into three, +0.3 kB
// gzip on every public page). See docs/decisions/0xx-routes-and-forms.md.
import "~/components/ui/button";
import type { Route } from "./+types/notifications";
import { requirePermission } from "~/features/accounts/guards.server";
import { NotificationsTab } from "~/features/dashboard/notifications-tab";
import { openNotifications } from "~/features/notifications/open-notifications.server";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return { notifications: await openNotifications({ userId: user.id }) };
}

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  return <NotificationsTab notifications={loaderData.notifications} />;
}
