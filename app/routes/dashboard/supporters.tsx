import type { Route } from "./+types/supporters";
import { requirePermission } from "~/features/accounts/guards.server";
import { CreatorSupporters } from "~/features/tips/components/creator-supporters";
import { creatorSupporters, supportTarget } from "~/features/tips/supporters.server";
import { pageFromUrl } from "~/lib/pagination";

/** Everyone who supported this person (issue 35), with Hide and Show again. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "dashboard:creator-tabs");
  const [list, target] = await Promise.all([
    creatorSupporters({ creatorId: user.id, page: pageFromUrl(request.url) }),
    user.username ? supportTarget({ username: user.username }) : null,
  ]);
  return { ...list, publicPath: target ? `/support/${target.username}` : null };
}

export default function SupportersPage({ loaderData }: Route.ComponentProps) {
  return <CreatorSupporters {...loaderData} />;
}
