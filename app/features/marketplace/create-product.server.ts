import { eq } from "drizzle-orm";
import { products, profiles, vendorProfiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { normalizeRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { forgetUser } from "~/lib/user-cache.server";
import { registerImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { queueForReview } from "~/lib/review-queue.server";
import { newItemSlug } from "~/lib/slug";
import { shipsFromPlace } from "./delivery-fee";
import { marketplaceToasts, vendorDefaults } from "./messages";
import type { ProductInput } from "./product-form-schema";
import { skuTaken, isSkuViolation } from "./product-sku.server";
import type { StoredDigitalFile } from "./digital-file.server";
import { writeVariants } from "./write-variants.server";

/**
 * The store name of an auto-created vendor profile (001 §6): the owner's full name,
 * else the local part of their e-mail, else 'My Store'.
 */
export function defaultStoreName(profile: { fullName: string | null; email: string | null }) {
  return (
    profile.fullName?.trim() || profile.email?.split("@")[0]?.trim() || vendorDefaults.storeName
  );
}

/** The person's vendor profile, made on their first product (001 §7 Add product). */
export async function vendorProfileFor(
  tx: Tx,
  profile: { id: string; fullName: string | null; email: string },
) {
  const [existing] = await tx
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, profile.id));
  if (existing) return existing.id;
  // Two first products posted at once: the unique user_id keeps one profile.
  await tx
    .insert(vendorProfiles)
    .values({
      userId: profile.id,
      storeName: defaultStoreName(profile),
      storeBio: vendorDefaults.storeBio,
    })
    .onConflictDoNothing({ target: vendorProfiles.userId });
  const [made] = await tx
    .select({ id: vendorProfiles.id })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.userId, profile.id));
  return made!.id;
}

/**
 * Where a store's products ship from: its delivery settings' city and state (ADR 073).
 * Products keep a copy (products.location) for cards, the location filter and search;
 * the store's settings write it, never the product form, so the two cannot disagree.
 */
export async function storeShipsFrom(tx: Tx, vendorId: string) {
  const [store] = await tx
    .select({ city: vendorProfiles.shipFromCity, state: vendorProfiles.shipFromState })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, vendorId));
  return shipsFromPlace(store ?? { city: null, state: null });
}

/** A product's own fields as stored, from the form (create and edit alike). */
export function productValues(input: ProductInput) {
  return {
    title: input.title,
    sku: input.sku || null,
    description: input.description,
    price: input.price,
    compareAtPrice: input.compareAtPrice,
    stock: input.stock,
    category: input.category,
    isDigital: input.isDigital,
    weightKg: input.weightKg,
    tags: input.tags,
    optionNames: input.options.map((o) => o.name),
    perOrderLimit: input.perOrderLimit,
    downloadLimit: input.downloadLimit,
  };
}

/** The variants the form asks for (options and combinations, or the simple one). */
export function variantsOf(input: ProductInput) {
  return {
    options: input.options,
    variants: input.variants,
    simple: { sku: input.sku || null, price: input.price, stock: input.stock },
  };
}

/**
 * Adds a product (001 §7 Add product, §6). One transaction: the seller's right to
 * create is read again from the database, their vendor profile is found or made, the
 * product is saved pending moderation (docs/product-decisions.md > Moderation: it
 * shows once approved) with its photos in the order given, and queued for review.
 * Photos are stored before (lib/media/listing-photos.server.ts).
 */
export async function createProduct({
  userId,
  input,
  photos = [],
  digitalFile = null,
}: {
  userId: string;
  input: ProductInput;
  photos?: StoredImage[];
  /** A digital product's file, stored privately before (digital-file.server.ts). */
  digitalFile?: StoredDigitalFile | null;
}) {
  const db = await getDb();
  try {
    const created = await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({
          id: profiles.id,
          role: profiles.role,
          fullName: profiles.fullName,
          email: profiles.email,
        })
        .from(profiles)
        .where(eq(profiles.id, userId));
      if (!profile || !can(normalizeRole(profile.role), "create:product"))
        throw new AppError("forbidden", { message: marketplaceToasts.addFailed });
      const vendorId = await vendorProfileFor(tx, profile);
      await registerImages(tx, photos, userId);
      const [product] = await tx
        .insert(products)
        .values({
          slug: newItemSlug(input.title),
          ...productValues(input),
          location: await storeShipsFrom(tx, vendorId),
          deliveryOptions: [],
          ...(digitalFile && input.isDigital
            ? {
                digitalFileKey: digitalFile.key,
                digitalFileName: digitalFile.name,
                digitalFileSize: digitalFile.size,
              }
            : {}),
          imageKeys: photos.map((p) => p.key),
          vendorId,
          // Draft until a moderator approves it; approval makes it active.
          status: "draft",
          moderationStatus: "pending",
        })
        .returning();
      await writeVariants(tx, { productId: product!.id, ...variantsOf(input) });
      await queueForReview(tx, {
        itemType: "product",
        itemId: product!.id,
        title: product!.title,
        userId,
      });
      return product!;
    });
    // The dashboard offers a Products page to anyone who owns one.
    forgetUser(userId);
    return created;
  } catch (error) {
    if (isSkuViolation(error)) throw skuTaken();
    throw error;
  }
}
