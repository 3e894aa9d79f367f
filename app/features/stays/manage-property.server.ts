import { eq } from "drizzle-orm";
import { profiles, properties } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { registerImages } from "~/lib/media/image-records.server";
import { arrangePhotos, PHOTOS_MAX } from "~/lib/media/listing-photos";
import type { StoredImage } from "~/lib/media/responsive";
import { nextListingStatus, reviewedChange } from "~/lib/listing-review";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import { queueForReview } from "~/lib/review-queue.server";
import { isUuid } from "~/lib/uuid";
import { itemMayBePublic } from "~/lib/item-published.server";
import { propertyValues } from "./create-property.server";
import type { PropertyEditInput } from "./property-form-schema";
import { myPropertiesToasts } from "./property-form-messages";

type PropertyRow = typeof properties.$inferSelect;

/** The words and pictures the public reads: a change to them goes back to review. */
const REVIEWED_FIELDS = [
  "title",
  "summary",
  "description",
  "address",
  "city",
  "amenities",
  "houseRules",
  "photoKeys",
] as const satisfies readonly (keyof PropertyRow)[];

/**
 * The property, locked for this transaction, if the actor may edit it: its owner or an
 * admin (items:edit, own/any), the actor's role read again from the database. Anyone
 * else gets 403, an unknown id 404.
 */
export async function lockOwnedProperty(
  tx: Tx,
  { propertyId, actorId }: { propertyId: string; actorId: string },
) {
  if (!isUuid(propertyId)) throw new AppError("notFound");
  const [property] = await tx
    .select()
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for("update");
  if (!property) throw new AppError("notFound");
  const [actor] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  const role = actor ? normalizeRole(actor.role) : null;
  if (!authorize({ id: actorId, role }, "items:edit", { ownerId: property.ownerId }))
    throw new AppError("forbidden", { message: myPropertiesToasts.notYours });
  return property;
}

/** The edit page: the property as its form shows it, for its owner or an admin. */
export async function propertyForEdit({
  propertyId,
  actorId,
}: {
  propertyId: string;
  actorId: string;
}) {
  const db = await getDb();
  return db.transaction((tx) => lockOwnedProperty(tx, { propertyId, actorId }));
}

/**
 * Saves an edit (the dashboard's edit page). Photos kept are arranged as posted, new
 * ones appended. When the public's words or pictures of an approved listing change,
 * it goes back to review (pending, queued) and leaves Bookings until approved again; a
 * rejected listing that is edited is sent for review again. Prices, counts and
 * policies do not need a moderator.
 */
export async function updateProperty({
  propertyId,
  actorId,
  input,
  photos = [],
}: {
  propertyId: string;
  actorId: string;
  input: PropertyEditInput;
  photos?: StoredImage[];
}) {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, { propertyId, actorId });
    const photoKeys = arrangePhotos({
      current: property.photoKeys,
      posted: input.currentPhotos,
      added: photos.map((p) => p.key),
    });
    if (!photoKeys)
      throw new AppError("validation", {
        message: generalErrors.validation,
        fieldErrors: { photos: [validation.tooManyPhotos(PHOTOS_MAX)] },
      });
    await registerImages(tx, photos, property.ownerId);
    const values = { ...propertyValues(input), photoKeys };
    const review = reviewedChange(property, values, REVIEWED_FIELDS);
    await tx
      .update(properties)
      .set({
        ...values,
        ...(review ? { moderationStatus: "pending" as const } : {}),
        updatedAt: new Date(),
      })
      .where(eq(properties.id, property.id));
    if (review)
      await queueForReview(tx, {
        itemType: "property",
        itemId: property.id,
        title: values.title,
        userId: property.ownerId,
      });
    return { review };
  });
  invalidatePublicCache();
  return outcome;
}

/**
 * Deactivates (off Bookings, whatever its review) or reactivates a property: back to
 * active when a moderator approved it, else back to draft, awaiting review.
 */
export async function setPropertyActive({
  propertyId,
  actorId,
  active,
}: {
  propertyId: string;
  actorId: string;
  active: boolean;
}) {
  const db = await getDb();
  const status = await db.transaction(async (tx) => {
    const property = await lockOwnedProperty(tx, { propertyId, actorId });
    const next = nextListingStatus(property, active);
    await tx
      .update(properties)
      .set({ status: next, updatedAt: new Date() })
      .where(eq(properties.id, property.id));
    // Reactivating an approved stay may be its first time listed (approved while off).
    if (next === "active") await itemMayBePublic(tx, { type: "property", id: property.id });
    return next;
  });
  invalidatePublicCache();
  return status;
}
