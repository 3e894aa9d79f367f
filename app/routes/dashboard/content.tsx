// Bundling hint, not used here: keeps the button, badge and class helpers in one shared
// chunk (a page route that uses them without a button splits them into three, +0.3 kB
// gzip on every public page). See docs/decisions/0xx-routes-and-forms.md.
import "~/components/ui/button";
import type { Route } from "./+types/content";
import { requirePermission } from "~/features/accounts/guards.server";
import { myItemsOf } from "~/features/dashboard/dashboard-data.server";
import { MyContentTab } from "~/features/dashboard/my-content-tab";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  return { items: await myItemsOf({ userId: user.id }) };
}

export default function MyContentPage({ loaderData }: Route.ComponentProps) {
  return <MyContentTab items={loaderData.items} />;
}
