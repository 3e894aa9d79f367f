import { eq, sql } from "drizzle-orm";
import { products, profiles, vendorProfiles } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { registerImages } from "~/lib/media/image-records.server";
import { arrangePhotos, PHOTOS_MAX } from "~/lib/media/listing-photos";
import type { StoredImage } from "~/lib/media/responsive";
import { validation } from "~/lib/messages/validation";
import { generalErrors } from "~/lib/messages/error-pages";
import { queueForReview } from "~/lib/review-queue.server";
import { isUuid } from "~/lib/uuid";
import { reviewedChange, nextListingStatus } from "~/lib/listing-review";
import { itemMayBePublic } from "~/lib/item-published.server";
import { productValues, storeShipsFrom, variantsOf } from "./create-product.server";
import { removeDigitalFile, type StoredDigitalFile } from "./digital-file.server";
import { writeVariants } from "./write-variants.server";
import type { ProductEditInput } from "./product-form-schema";
import { myProductsToasts } from "./product-form-messages";
import { isSkuViolation, skuTaken } from "./product-sku.server";

type ProductRow = typeof products.$inferSelect;

/** The words and pictures the public reads: a change to them goes back to review. */
const REVIEWED_FIELDS = [
  "title",
  "sku",
  "description",
  "tags",
  "imageKeys",
] as const satisfies readonly (keyof ProductRow)[];

/**
 * The product, locked for this transaction, if the actor may edit it: its owner (the
 * store's person) or an admin (items:edit, own/any). The actor's role is read again
 * from the database: a role changed a moment ago counts. Anyone else gets 403, an
 * unknown id 404.
 */
export async function lockOwnedProduct(
  tx: Tx,
  { productId, actorId }: { productId: string; actorId: string },
) {
  if (!isUuid(productId)) throw new AppError("notFound");
  const [row] = await tx
    .select({ product: products, ownerId: vendorProfiles.userId })
    .from(products)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, products.vendorId))
    .where(eq(products.id, productId))
    .for("update", { of: products });
  if (!row) throw new AppError("notFound");
  const [actor] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  const role = actor ? normalizeRole(actor.role) : null;
  if (!authorize({ id: actorId, role }, "items:edit", { ownerId: row.ownerId }))
    throw new AppError("forbidden", { message: myProductsToasts.notYours });
  return row;
}

/** The edit page: the product as its form shows it, for its owner or an admin. */
export async function productForEdit({
  productId,
  actorId,
}: {
  productId: string;
  actorId: string;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => (await lockOwnedProduct(tx, { productId, actorId })).product);
}

/**
 * Saves an edit (the dashboard's edit page). The photos kept are arranged as posted,
 * new ones appended (at most PHOTOS_MAX). When the public's words or pictures of an
 * approved product change, it goes back to review (pending, queued) and leaves the
 * marketplace until approved again; a rejected product that is edited is sent for
 * review again. Prices, stock and the like do not need a moderator.
 */
export async function updateProduct({
  productId,
  actorId,
  input,
  photos = [],
  digitalFile = null,
}: {
  productId: string;
  actorId: string;
  input: ProductEditInput;
  photos?: StoredImage[];
  /** A new file for a digital product (replaces the stored one). */
  digitalFile?: StoredDigitalFile | null;
}) {
  const db = await getDb();
  let outcome: { review: boolean; oldFileKey: string | null };
  try {
    outcome = await db.transaction(async (tx) => {
      const { product, ownerId } = await lockOwnedProduct(tx, { productId, actorId });
      const imageKeys = arrangePhotos({
        current: product.imageKeys,
        posted: input.currentPhotos,
        added: photos.map((p) => p.key),
      });
      if (!imageKeys)
        throw new AppError("validation", {
          message: generalErrors.validation,
          fieldErrors: { photos: [validation.tooManyPhotos(PHOTOS_MAX)] },
        });
      await registerImages(tx, photos, ownerId);
      // A new file replaces the old; a product no longer digital, or told to, keeps none.
      const dropFile = !input.isDigital || input.removeDigitalFile;
      const file =
        digitalFile && input.isDigital
          ? {
              digitalFileKey: digitalFile.key,
              digitalFileName: digitalFile.name,
              digitalFileSize: digitalFile.size,
            }
          : dropFile
            ? { digitalFileKey: null, digitalFileName: null, digitalFileSize: null }
            : {};
      const oldFileKey =
        "digitalFileKey" in file && product.digitalFileKey !== file.digitalFileKey
          ? product.digitalFileKey
          : null;
      const values = {
        ...productValues(input),
        imageKeys,
        location: await storeShipsFrom(tx, product.vendorId),
        deliveryOptions: [],
      };
      const review = reviewedChange(product, values, REVIEWED_FIELDS);
      await tx
        .update(products)
        .set({
          ...values,
          ...file,
          ...(review ? { moderationStatus: "pending" as const } : {}),
          updatedAt: new Date(),
        })
        .where(eq(products.id, product.id));
      await writeVariants(tx, { productId: product.id, ...variantsOf(input) });
      if (review)
        await queueForReview(tx, {
          itemType: "product",
          itemId: product.id,
          title: values.title,
          userId: ownerId,
        });
      return { review, oldFileKey };
    });
  } catch (error) {
    if (isSkuViolation(error)) throw skuTaken();
    throw error;
  }
  // The replaced file goes once the product no longer names it.
  await removeDigitalFile(outcome.oldFileKey);
  invalidatePublicCache();
  return { review: outcome.review };
}

/**
 * Deactivates (off the marketplace, whatever its review) or reactivates a product: back
 * to active when a moderator approved it, else back to draft, awaiting review.
 */
export async function setProductActive({
  productId,
  actorId,
  active,
}: {
  productId: string;
  actorId: string;
  active: boolean;
}) {
  const db = await getDb();
  const status = await db.transaction(async (tx) => {
    const { product } = await lockOwnedProduct(tx, { productId, actorId });
    const next = nextListingStatus(product, active);
    await tx
      .update(products)
      .set({ status: next, updatedAt: new Date() })
      .where(eq(products.id, product.id));
    // Reactivating an approved product may be its first time on sale (approved while off).
    if (next === "active") await itemMayBePublic(tx, { type: "product", id: product.id });
    return next;
  });
  invalidatePublicCache();
  return status;
}

/**
 * Adjusts stock from what the seller saw (`from`) to what they typed (`to`) as a
 * change, not an overwrite: a sale made in between is not lost (5 shown, 1 sold
 * meanwhile, 8 typed: 7 left). Stock never goes below zero (products_stock_check).
 */
export async function adjustProductStock({
  productId,
  actorId,
  from,
  to,
}: {
  productId: string;
  actorId: string;
  from: number;
  to: number;
}) {
  const db = await getDb();
  const stock = await db.transaction(async (tx) => {
    const { product } = await lockOwnedProduct(tx, { productId, actorId });
    // With options the stock is each combination's: changed on the edit page.
    if (product.optionNames.length > 0)
      throw new AppError("validation", { message: myProductsToasts.stockPerOption });
    const next = product.stock + (to - from);
    if (next < 0) throw new AppError("validation", { message: myProductsToasts.stockInvalid });
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${to - from}`, updatedAt: new Date() })
      .where(eq(products.id, product.id));
    return next;
  });
  invalidatePublicCache();
  return stock;
}
