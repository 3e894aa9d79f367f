import { eq } from "drizzle-orm";
import { profiles, properties } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { forgetUser } from "~/lib/user-cache.server";
import { registerImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { queueForReview } from "~/lib/review-queue.server";
import { newItemSlug } from "~/lib/slug";
import { bookingToasts } from "./messages";
import type { PropertyInput } from "./property-form-schema";

/** A property's own fields as stored, from the form (create and edit alike). */
export function propertyValues(input: PropertyInput) {
  return {
    title: input.title,
    propertyType: input.propertyType,
    summary: input.summary,
    description: input.description,
    basePricePerNight: input.basePricePerNight,
    cleaningFee: input.cleaningFee,
    maxGuests: input.maxGuests,
    bedrooms: input.bedrooms,
    beds: input.beds,
    baths: input.baths,
    minNights: input.minNights,
    address: input.address,
    city: input.city,
    state: input.state,
    amenities: input.amenities,
    houseRules: input.houseRules || null,
    cancellationPolicy: input.cancellationPolicy,
    instantBook: input.instantBook,
    checkInTime: input.checkInTime,
    checkOutTime: input.checkOutTime,
    // Private to confirmed guests: not a public word, so not reviewed (manage-property).
    checkInInstructions: input.checkInInstructions,
  };
}

/**
 * Lists a property (001 §7 List property). One transaction: the host's right to list
 * is read again from the database, the property is saved pending moderation
 * (docs/product-decisions.md > Moderation: it shows once approved) with its photos in
 * the order given, and queued for review. Photos are stored before.
 */
export async function createProperty({
  ownerId,
  input,
  photos = [],
}: {
  ownerId: string;
  input: PropertyInput;
  photos?: StoredImage[];
}) {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, ownerId));
    if (!owner || !can(normalizeRole(owner.role), "create:property"))
      throw new AppError("forbidden", { message: bookingToasts.listFailed });
    await registerImages(tx, photos, ownerId);
    const [property] = await tx
      .insert(properties)
      .values({
        slug: newItemSlug(input.title),
        ...propertyValues(input),
        photoKeys: photos.map((p) => p.key),
        ownerId,
        // Draft until a moderator approves it; approval makes it active.
        status: "draft",
        moderationStatus: "pending",
      })
      .returning();
    await queueForReview(tx, {
      itemType: "property",
      itemId: property!.id,
      title: property!.title,
      userId: ownerId,
    });
    return property!;
  });
  // The dashboard offers a Properties page to anyone who owns one.
  forgetUser(ownerId);
  return created;
}
