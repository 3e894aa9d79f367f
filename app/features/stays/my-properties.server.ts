import { desc, eq, sql } from "drizzle-orm";
import type { OwnerListing } from "~/components/owner-listings";
import { properties } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { withFirstImage } from "~/lib/media/image-records.server";
import { publicPropertyWhere } from "./property-kind.server";

export type MyProperty = OwnerListing & {
  propertyType: string;
  city: string;
  state: string;
  basePricePerNight: number;
  maxGuests: number;
};

const LIMIT = 200;

/** The host's own properties for the dashboard, newest first: two indexed queries. */
export async function listMyProperties({ userId }: { userId: string }): Promise<MyProperty[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      propertyType: properties.propertyType,
      city: properties.city,
      state: properties.state,
      basePricePerNight: properties.basePricePerNight,
      maxGuests: properties.maxGuests,
      status: properties.status,
      moderationStatus: properties.moderationStatus,
      moderationNotes: properties.moderationNotes,
      photoKeys: properties.photoKeys,
      isPublic: sql<boolean>`coalesce(${publicPropertyWhere()}, false)`,
    })
    .from(properties)
    .where(eq(properties.ownerId, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(LIMIT);
  return withFirstImage(db, rows, "photoKeys");
}
