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
