import type { Route } from "./+types/content";
import { requirePermission } from "~/features/accounts/guards.server";
import { myItemsOf } from "~/features/dashboard/dashboard-data.server";
import { MyContentTab } from "~/features/dashboard/my-content-tab";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  return { items: await myItemsOf({ userId: user.id }) };
}

export default function MyContentPage({ loaderData }: Route.ComponentProps) {
  return <MyContentTab items={loaderData.items} />;
}
