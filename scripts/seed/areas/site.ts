// Site: fee settings, the notice bar, notifications for the demo accounts, newsletter.
import * as schema from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import { NOTICE_BAR_LINK, NOTICE_BAR_TEXT } from "../factories/naija-data";
import { buildDefaultFeeSettings } from "../factories/payments";
import type { Rng } from "../factories/random";
import { buildNewsletterSubscriber, buildNotification } from "../factories/site";
import { guest, HOUR, insertAll, type SeedContext } from "../seed-context";
import type { ContentPlan } from "./content";
import type { EventsPlan } from "./events";
import type { MarketplacePlan } from "./marketplace";
import type { PeoplePlan } from "./people";
import type { StaysPlan } from "./stays";

export type SitePlan = ReturnType<typeof plan>;

export function plan(
  ctx: SeedContext,
  areas: {
    people: PeoplePlan;
    events: EventsPlan;
    shop: MarketplacePlan;
    stays: StaysPlan;
    content: ContentPlan;
    /** The "misc" stream, after the donations drew from it. */
    rngMisc: Rng;
  },
) {
  const { now } = ctx;
  const { rngMisc } = areas;
  const { admin, moderator, organizer, vendor, host, creator, viewer } = areas.people;
  const { plannedEvents } = areas.events;
  const { plannedProducts } = areas.shop;
  const { plannedStays } = areas.stays;
  const { plannedContent, contentReport, report } = areas.content;
  const note = (
    userId: string,
    type: string,
    title: string,
    message: string,
    hoursAgo: number,
    data: Record<string, unknown> = {},
    read = false,
  ) =>
    buildNotification(rngMisc, {
      userId,
      type,
      title,
      message,
      data,
      createdAt: new Date(now - hoursAgo * HOUR),
      readAt: read ? new Date(now - (hoursAgo - 1) * HOUR) : null,
    });
  const trendingOwn = plannedEvents.find(
    (p) => p.kind === "trending" && p.event.organizerId === organizer.id,
  )!;
  const vendorProduct = plannedProducts.find((p) => p.ownerId === vendor.id && !p.pending)!;
  const hostStay = plannedStays.find((p) => p.ownerId === host.id && !p.pending)!;
  const featuredOwn =
    plannedContent.find((c) => c.owner.id === creator.id && c.item.isFeatured && !c.pending) ??
    plannedContent.find((c) => c.owner.id === creator.id && !c.pending)!;
  const at = (area: string, slug: string) => `/${area}/${encodeURIComponent(slug)}`;
  // Only what the product can act on today: every notice links (data.href) to the page
  // where its reader sees or does what it speaks of. A notice whose action has no page
  // yet (confirming a booking request, restocking, ad requests) comes back with its flow.
  const notificationRows = [
    note(
      organizer.id,
      "moderation",
      "Event approved",
      `"${trendingOwn.event.title}" is now live on the events page.`,
      24 * 20,
      {
        item_type: "event",
        item_id: trendingOwn.event.id,
        href: at("events", trendingOwn.event.slug),
      },
      true,
    ),
    note(
      organizer.id,
      "ticket_sale",
      "Your event is trending",
      `"${trendingOwn.event.title}" sold over 10 tickets this week.`,
      6,
      {
        item_type: "event",
        item_id: trendingOwn.event.id,
        href: at("events", trendingOwn.event.slug),
      },
    ),
    note(
      vendor.id,
      "moderation",
      "Product approved",
      `"${vendorProduct.product.title}" is now visible in the marketplace.`,
      24 * 9,
      {
        item_type: "product",
        item_id: vendorProduct.product.id,
        href: at("marketplace", vendorProduct.product.slug),
      },
    ),
    note(
      host.id,
      "moderation",
      "Stay approved",
      `"${hostStay.property.title}" is now open for bookings.`,
      24 * 12,
      {
        item_type: "property",
        item_id: hostStay.property.id,
        href: at("bookings", hostStay.property.slug),
      },
    ),
    note(
      creator.id,
      "featured",
      "You're featured!",
      `"${featuredOwn.item.title}" was picked for Featured This Week.`,
      26,
      {
        item_type: "content",
        item_id: featuredOwn.item.id,
        href: at("content", featuredOwn.item.slug),
      },
    ),
    note(
      moderator.id,
      "moderation_queue",
      "Items awaiting review",
      "New events, products, stays and content are waiting in the moderation queue.",
      2,
      { href: "/admin/moderation" },
    ),
    note(
      admin.id,
      "report",
      "Content reported",
      `"${contentReport.item.title}" was reported: Copyright violation.`,
      5,
      {
        item_type: "content",
        item_id: contentReport.item.id,
        reason: "Copyright violation",
        description: report.description,
        href: "/admin/moderation",
      },
    ),
    note(
      viewer.id,
      "system",
      "Welcome to Naija Creators",
      "Discover events, content, products and stays from creators across Nigeria.",
      24 * 200,
      { href: "/" },
      true,
    ),
  ];
  const subscribers = [
    buildNewsletterSubscriber(rngMisc, { email: viewer.email, source: "events" }),
    ...Array.from({ length: 6 }, (_, k) =>
      buildNewsletterSubscriber(rngMisc, {
        email: guest(rngMisc).email,
        status: k === 5 ? "pending" : "confirmed",
        source: rngMisc.pick(["footer", "home", "content", "events"]),
      }),
    ),
  ];

  return { admin, notificationRows, subscribers };
}

export async function insert(db: Db, plan: SitePlan): Promise<string> {
  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      schema.platformFeeSettings,
      buildDefaultFeeSettings({ updatedBy: plan.admin.id }),
    );
    await tx.insert(schema.siteSettings).values({
      key: "notice_bar",
      value: { text: NOTICE_BAR_TEXT, ...NOTICE_BAR_LINK, tone: "info" },
      updatedBy: plan.admin.id,
    });
    await insertAll(tx, schema.notifications, plan.notificationRows);
    await insertAll(tx, schema.newsletterSubscribers, plan.subscribers);
  });
  return `settings, ${plan.notificationRows.length} notifications, ${plan.subscribers.length} newsletter subscribers`;
}
