// Following (issue 35): who follows whom among the demo accounts, spread over the last
// twelve weeks (the Analytics page's followers per week), and the notices the viewer got
// when people they follow published. Each notice links to a public page.
import * as schema from "~/db/schema";
import { FOLLOW_NOTICE_TYPE } from "~/features/follows/notify-followers.server";
import { followNotice } from "~/features/follows/messages";
import type { Db } from "~/lib/db/client.server";
import { DAY, HOUR, insertAll, type Person, type SeedContext } from "../seed-context";
import type { ContentPlan } from "./content";
import type { EventsPlan } from "./events";
import type { MarketplacePlan } from "./marketplace";
import type { PeoplePlan } from "./people";

export type FollowsPlan = ReturnType<typeof plan>;

export function plan(
  ctx: SeedContext,
  people: PeoplePlan,
  events: EventsPlan,
  shop: MarketplacePlan,
  content: ContentPlan,
) {
  const { now } = ctx;
  const rng = ctx.root.fork("follows");
  const { creator, organizer, vendor, host, viewer, customers } = people;
  const fans = customers.filter((c) => c.id !== viewer.id && c.id !== creator.id);

  const followRows: Array<typeof schema.follows.$inferInsert> = [];
  const follow = (follower: Person, followee: Person, daysAgo: number) =>
    followRows.push({
      followerId: follower.id,
      followeeId: followee.id,
      createdAt: new Date(now - daysAgo * DAY - rng.int(0, 20) * HOUR),
    });
  // viewer@ follows the four demo sellers; creator@ follows organizer@.
  follow(viewer, creator, 40);
  follow(viewer, organizer, 25);
  follow(viewer, vendor, 12);
  follow(viewer, host, 5);
  follow(creator, organizer, 30);
  // Fans arrive over twelve weeks: the creator's and the organizer's counts grow.
  for (const [i, fan] of fans.entries()) {
    follow(fan, creator, rng.int(1, 83));
    if (i % 2 === 0) follow(fan, organizer, rng.int(1, 83));
  }

  // What the viewer heard from them: public items only (videos may be skipped by a
  // machine without ffmpeg, so none of those), each notice linking to its page.
  const song = content.plannedContent.find(
    (c) => c.owner.id === creator.id && !c.pending && c.type !== "video",
  );
  const event = events.plannedEvents.find(
    (p) => p.event.organizerId === organizer.id && (p.kind === "upcoming" || p.kind === "trending"),
  );
  const product = shop.plannedProducts.find((p) => p.ownerId === vendor.id && !p.pending);
  const published = [
    song && {
      publisher: creator,
      itemType: "content" as const,
      itemId: song.item.id,
      title: song.item.title,
      noun: "content",
      href: `/content/${encodeURIComponent(song.item.slug)}`,
      hoursAgo: 50,
    },
    event && {
      publisher: organizer,
      itemType: "event" as const,
      itemId: event.event.id,
      title: event.event.title,
      noun: "event",
      href: `/events/${encodeURIComponent(event.event.slug)}`,
      hoursAgo: 20,
    },
    product && {
      publisher: vendor,
      itemType: "product" as const,
      itemId: product.product.id,
      title: product.product.title,
      noun: "product",
      href: `/marketplace/${encodeURIComponent(product.product.slug)}`,
      hoursAgo: 3,
    },
  ].filter((p) => !!p);

  const noticeRows = published.map((p) => ({
    userId: viewer.id,
    type: FOLLOW_NOTICE_TYPE,
    title: followNotice.title(p.publisher.name, p.title),
    message: followNotice.message(p.noun),
    data: { itemType: p.itemType, itemId: p.itemId, publisherId: p.publisher.id, href: p.href },
    createdAt: new Date(now - p.hoursAgo * HOUR),
  }));
  // The oldest went out in yesterday's e-mail; the others wait for the next one.
  const updateRows = published.map((p) => ({
    userId: viewer.id,
    publisherId: p.publisher.id,
    itemType: p.itemType,
    itemId: p.itemId,
    createdAt: new Date(now - p.hoursAgo * HOUR),
    mailedAt: p.hoursAgo > 24 ? new Date(now - (p.hoursAgo - 1) * HOUR) : null,
  }));
  return { followRows, noticeRows, updateRows };
}

export async function insert(db: Db, plan: FollowsPlan): Promise<string> {
  await db.transaction(async (tx) => {
    await insertAll(tx, schema.follows, plan.followRows);
    await insertAll(tx, schema.notifications, plan.noticeRows);
    await insertAll(tx, schema.followUpdates, plan.updateRows);
  });
  return `follows: ${plan.followRows.length}, ${plan.noticeRows.length} follow notices`;
}
