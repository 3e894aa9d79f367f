// Marketplace: six vendor shops (vendor@example.com's own), 62 products covering the
// twelve categories, a few sold out, two pending review, and reviews.
import * as schema from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import { buildProduct, buildVendorProfile } from "../factories/marketplace";
import { makeSquareImage } from "../factories/media";
import { buildQueueEntry } from "../factories/moderation";
import { PRODUCT_IDEAS } from "../factories/naija-data";
import { buildReview } from "../factories/site";
import { allDone, registerAll } from "../media-jobs";
import { DAY, HOUR, insertAll, type SeedContext } from "../seed-context";
import type { PeoplePlan } from "./people";

export type MarketplacePlan = ReturnType<typeof plan>;

export function plan(ctx: SeedContext, people: PeoplePlan) {
  const { root, now, media, approvedBy } = ctx;
  const { built, vendor, vendors, customers } = people;
  const rngShop = root.fork("marketplace");
  const vendorProfiles = vendors.map((v, i) =>
    i === 0
      ? buildVendorProfile(rngShop, {
          userId: v.id,
          storeName: "Aisha's Naija Finds",
          storeBio:
            "Ankara, leather, beauty and home goods from Nigerian artisans. Lagos same-day delivery; GIG Logistics nationwide.",
        })
      : buildVendorProfile(rngShop, {
          userId: v.id,
          ownerName: v.name,
          city: built.find((u) => u.user.id === v.id)?.profile.city ?? "Lagos",
        }),
  );
  // 62 of the 64 ideas: drop two from the largest categories so all 12 stay covered.
  const productIdeas = rngShop.shuffle(
    PRODUCT_IDEAS.filter(
      (idea) =>
        idea.title !== "Infinix 33W Fast Charger" && idea.title !== "Plantain Chips (12-Pack)",
    ),
  );
  const vendorShare = new Map<number, number>();
  const plannedProducts = productIdeas.map((idea, i) => {
    const pending = i >= productIdeas.length - 2;
    const vendorIndex =
      i < 12 || i === productIdeas.length - 1 ? 0 : 1 + (i % (vendorProfiles.length - 1));
    vendorShare.set(vendorIndex, (vendorShare.get(vendorIndex) ?? 0) + 1);
    const createdAt = pending
      ? new Date(now - rngShop.int(2, 30) * HOUR)
      : new Date(now - rngShop.int(5, 160) * DAY);
    const product = buildProduct(rngShop, {
      idea,
      vendorId: vendorProfiles[vendorIndex]!.id,
      createdAt,
      updatedAt: createdAt,
      moderationStatus: pending ? "pending" : "approved",
      status: pending ? "draft" : "active",
      moderatedAt: pending ? null : new Date(createdAt.getTime() + rngShop.int(1, 30) * HOUR),
      moderatedBy: pending ? null : approvedBy(),
    });
    product.imageKeys = [`demo/products/${product.slug}/1.jpg`];
    return { product, ownerId: vendors[vendorIndex]!.id, pending };
  });
  // A few sold out (never digital).
  const physical = plannedProducts.filter((p) => !p.product.isDigital && !p.pending);
  for (const p of [
    ...rngShop.pickMany(
      physical.filter((p) => p.ownerId === vendor.id),
      1,
    ),
    ...rngShop.pickMany(
      physical.filter((p) => p.ownerId !== vendor.id),
      3,
    ),
  ])
    p.product.stock = 0;
  // One of vendor@'s products is sold in sizes (issue 31: each size its own SKU, price
  // and stock), so the cart's option choice has something real to show. No random draw:
  // the rest of the demo data stays as it was.
  const sized =
    physical.find(
      (p) =>
        p.ownerId === vendor.id &&
        p.product.stock! > 0 &&
        p.product.category === "Fashion & Clothing",
    ) ?? physical.find((p) => p.ownerId === vendor.id && p.product.stock! > 0);
  const sizedVariants = sized
    ? ["S", "M", "L"].map((size, position) => ({
        productId: sized.product.id,
        optionValues: [size],
        sku: sized.product.sku ? `${sized.product.sku}-${size}` : null,
        price: sized.product.price + position * 500,
        stock: 4 + position * 2,
        position,
      }))
    : [];
  if (sized) sized.product.optionNames = ["Size"];
  const productImageJobs = plannedProducts.flatMap(({ product, ownerId }) =>
    product.imageKeys!.map((key, n) =>
      media.image(
        key,
        () =>
          makeSquareImage({
            title: product.title,
            subtitle: n === 0 ? product.category : "Detail view",
            size: 800,
          }),
        { width: 800, height: 800 },
        ownerId,
      ),
    ),
  );
  const productReviews = rngShop
    .pickMany(
      plannedProducts.filter((p) => !p.pending),
      14,
    )
    .flatMap((p) =>
      rngShop.pickMany(customers, rngShop.int(1, 3)).map((c) =>
        buildReview(rngShop, {
          itemType: "product",
          itemId: p.product.id,
          userId: c.id,
          createdAt: new Date(now - rngShop.int(1, 40) * DAY),
        }),
      ),
    );

  return {
    rngShop,
    vendorProfiles,
    plannedProducts,
    sizedVariants,
    productImageJobs,
    productReviews,
  };
}

export async function insert(db: Db, shop: MarketplacePlan): Promise<string> {
  const {
    rngShop,
    vendorProfiles,
    plannedProducts,
    sizedVariants,
    productImageJobs,
    productReviews,
  } = shop;
  const productImageJobsDone = await allDone(productImageJobs);
  await db.transaction(async (tx) => {
    await registerAll(tx, productImageJobsDone);
    await insertAll(tx, schema.vendorProfiles, vendorProfiles);
    await insertAll(
      tx,
      schema.products,
      plannedProducts.map((p) => p.product),
    );
    // A product with options gets no variant of its own (drizzle/0025): its sizes here.
    await insertAll(tx, schema.productVariants, sizedVariants);
    await insertAll(tx, schema.reviews, productReviews);
    await insertAll(
      tx,
      schema.moderationQueue,
      plannedProducts
        .filter((p) => p.pending)
        .map((p) =>
          buildQueueEntry(rngShop, {
            itemType: "product",
            itemId: p.product.id,
            title: p.product.title,
            userId: p.ownerId,
            createdAt: p.product.createdAt,
          }),
        ),
    );
  });
  return `products: ${plannedProducts.length}`;
}
