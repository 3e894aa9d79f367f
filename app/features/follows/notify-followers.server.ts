import { and, eq, sql } from "drizzle-orm";
import { followUpdates, follows, notifications, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { forgetUnreadCounts } from "~/features/notifications/notifications.server";
import type { Tx } from "~/lib/db/client.server";
import { itemKind, itemPath } from "~/lib/item-kind-registry.server";
import type { PublishedItem } from "~/lib/item-published.server";
import { followNotice } from "./messages";
import { publicPageWhere } from "~/features/people/public-page.server";

/** The notice's type: also how a second publishing of one item is recognised. */
export const FOLLOW_NOTICE_TYPE = "follows.published";

/**
 * The listener of the publish hook (lib/item-published.server.ts; registered by
 * app/item-kinds.server.ts). When the item is public now — its kind's public rule,
 * and approved by a moderator, so followers only hear of work a moderator has seen —
 * each follower of its owner gets an in-app notice linking to the item's page, and
 * those with follow e-mails on a `follow_updates` row for the daily digest.
 *
 * Once per follower and item: a follower who already has this item's notice gets
 * nothing again, so unpublishing and republishing, or an edit re-approved, never
 * notifies twice (ADR 072). No migration: the check reads the follower's own notices
 * by their index (notifications_user_idx). All in one statement, whatever the number of
 * followers (insert … select), in the caller's transaction.
 *
 * A publisher whose page is hidden or whose account is suspended tells nobody.
 */
export async function notifyFollowersOfPublish(tx: Tx, { type, id }: PublishedItem) {
  const kind = itemKind(type);
  const [item] = await tx
    .select({
      slug: sql<string>`${kind.columns.slug}`,
      title: sql<string>`${kind.columns.title}`,
      ownerId: sql<string | null>`${kind.owner}`,
    })
    .from(kind.table)
    .where(
      and(
        eq(kind.columns.id, id),
        kind.publicWhere(),
        eq(kind.columns.moderationStatus, "approved"),
      ),
    );
  if (!item?.ownerId) return;
  const [publisher] = await tx
    .select({ fullName: profiles.fullName, username: profiles.username, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, item.ownerId), publicPageWhere()));
  if (!publisher) return;

  const name = displayName(publisher);
  const data = {
    itemType: type,
    itemId: id,
    publisherId: item.ownerId,
    href: itemPath(kind, item.slug),
  };
  const result = (await tx.execute(sql`
    with fresh as (
      insert into ${notifications} (user_id, type, title, message, data)
      select f.follower_id, ${FOLLOW_NOTICE_TYPE}, ${followNotice.title(name, item.title)},
        ${followNotice.message(kind.noun)}, ${JSON.stringify(data)}::jsonb
      from ${follows} f
      where f.followee_id = ${item.ownerId}
        and not exists (
          select 1 from ${notifications} n
          where n.user_id = f.follower_id
            and n.type = ${FOLLOW_NOTICE_TYPE}
            and n.data->>'itemType' = ${type}
            and n.data->>'itemId' = ${id}
        )
      returning user_id
    ),
    queued as (
      insert into ${followUpdates} (user_id, publisher_id, item_type, item_id)
      select fresh.user_id, ${item.ownerId}, ${type}::item_type, ${id}::uuid
      from fresh join ${profiles} p on p.id = fresh.user_id
      where p.follow_emails
      returning 1
    )
    select user_id from fresh`)) as unknown as { rows: Array<{ user_id: string }> };
  forgetUnreadCounts(result.rows.map((r) => r.user_id));
}
