import { and, eq, sql } from "drizzle-orm";
import { ownerNotSuspended } from "~/features/people/public-page.server";
import { properties } from "~/db/schema";
import type { ItemKind } from "~/lib/item-kind";
import { decisionStamp, itemColumns } from "~/lib/item-kind-helpers";
import { formatNaira } from "~/lib/money";
import { placeLine } from "~/lib/places";

/**
 * The one public rule of stays: active and approved by a moderator. The partial
 * indexes on visible properties (drizzle/0005 and the schema) repeat it literally, as
 * SQL must.
 */
export const publicPropertyWhere = () =>
  and(
    eq(properties.status, "active"),
    eq(properties.moderationStatus, "approved"),
    ownerNotSuspended(
      properties.id,
      (ids) => sql`select so.id from ${properties} so where so.owner_id in ${ids}`,
    ),
  )!;

export const propertyKind: ItemKind<"property"> = {
  type: "property",
  area: "bookings",
  cachePrefix: "stays:",
  noun: "property",
  label: "Stay",
  table: properties,
  columns: itemColumns(properties),
  owner: properties.ownerId,
  ownedBy: (userId) => eq(properties.ownerId, userId),
  publicWhere: publicPropertyWhere,

  async applyDecision(tx, id, d) {
    await tx
      .update(properties)
      // Approval puts it on sale, unless its owner deactivated it meanwhile.
      .set(
        decisionStamp(d, {
          status: sql<
            "active" | "inactive"
          >`case when ${properties.status} = 'inactive' then 'inactive'::property_status else 'active'::property_status end`,
        }),
      )
      .where(eq(properties.id, id));
  },

  async preview(db, id) {
    const [s] = await db.select().from(properties).where(eq(properties.id, id));
    if (!s) return null;
    return {
      title: s.title,
      description: s.description,
      status: s.status,
      moderationStatus: s.moderationStatus,
      moderationNotes: s.moderationNotes,
      imageKeys: s.photoKeys,
      media: null,
      facts: [
        ["Type", s.propertyType],
        ["Price per night", formatNaira(s.basePricePerNight)],
        ["Guests", String(s.maxGuests)],
        ["Address", placeLine(s.address, s.city, s.state)],
        ["Amenities", s.amenities.join(", ") || "—"],
      ],
    };
  },

  search: {
    description: sql<string>`coalesce(nullif(${properties.summary}, ''), ${properties.description})`,
    image: sql<string | null>`${properties.photoKeys}[1]`,
    location: sql<string | null>`${properties.city} || ', ' || ${properties.state}`,
    price: sql<number | null>`${properties.basePricePerNight}`,
    date: sql<Date>`${properties.createdAt}`,
    tags: sql<string[]>`${properties.amenities}`,
    dateOrder: "desc",
    priceIndexed: true,
  },
  sitemap: { slug: properties.slug, lastmod: properties.updatedAt },
};
