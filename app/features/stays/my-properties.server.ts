import { desc, eq, sql } from "drizzle-orm";
import { properties } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { loadImages } from "~/lib/media/image-records.server";
import { imageView, type ImageView } from "~/lib/media/responsive";
import { publicPropertyWhere } from "./property-kind.server";

export type MyProperty = {
  id: string;
  slug: string;
  title: string;
  propertyType: string;
  city: string;
  state: string;
  basePricePerNight: number;
  maxGuests: number;
  status: "draft" | "active" | "inactive";
  moderationStatus: "pending" | "approved" | "rejected";
  moderationNotes: string | null;
  /** Whether Bookings shows it. */
  isPublic: boolean;
  image: ImageView | null;
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
  const images = await loadImages(
    db,
    rows.map((r) => r.photoKeys[0]),
  );
  return rows.map(({ photoKeys, ...r }) => ({
    ...r,
    image: imageView(photoKeys[0] ? (images.get(photoKeys[0]) ?? null) : null),
  }));
}
