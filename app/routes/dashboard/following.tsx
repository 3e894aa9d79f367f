import type { Route } from "./+types/following";
import { requirePermission } from "~/features/accounts/guards.server";
import {
  followablePerson,
  followSummary,
  peopleFollowedBy,
} from "~/features/follows/follow-summary.server";
import { FollowingList } from "~/features/follows/following-list";
import { PAGE_ROLES } from "~/features/people/public-page";
import { avatarUrl } from "~/features/profile/avatar";
import { profilePath } from "~/features/profile/username-rules";
import { isUuid } from "~/lib/uuid";
import { mediaBaseUrl } from "~/lib/storage/storage.server";

/** The people I follow (issue 35); `?undo=<id>` offers to follow someone again. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "area:dashboard");
  const undoId = new URL(request.url).searchParams.get("undo");
  const hasPage = (PAGE_ROLES as readonly string[]).includes(user.role);
  const [people, summary] = await Promise.all([
    peopleFollowedBy({ userId: user.id }),
    hasPage ? followSummary({ profileId: user.id, viewerId: null }) : null,
  ]);
  const media = mediaBaseUrl();
  const undo =
    undoId && isUuid(undoId) && !people.some((p) => p.id === undoId)
      ? await followablePerson({ id: undoId })
      : null;
  return {
    people: people.map((p) => ({
      id: p.id,
      name: p.name,
      href: p.username ? profilePath(p.username) : null,
      avatarUrl: p.avatarKey ? avatarUrl(p.avatarKey, media) : null,
      since: p.since,
    })),
    followers: summary?.followers ?? null,
    undo,
  };
}

export default function FollowingPage({ loaderData }: Route.ComponentProps) {
  return <FollowingList {...loaderData} />;
}
