// Marketplace: six vendor shops (vendor@example.com's own), 62 products covering the
// twelve categories, a few sold out, two pending review, and reviews.
import * as schema from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import { buildProduct, buildVendorProfile } from "../factories/marketplace";
import { makePdfDocument, makeSquareImage } from "../factories/media";
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
  /**
   * Another seller's store. It delivers from where its owner lives, at the common
   * Nigerian zone fees (no random draws: the rest of the seed stays as it was), so a
   * buyer can check out a cart from two stores on a fresh start (issue 31).
   */
  const otherStore = (v: (typeof vendors)[number]) => {
    const profile = built.find((u) => u.user.id === v.id)?.profile;
    const city = profile?.city ?? "Lagos";
    return buildVendorProfile(rngShop, {
      userId: v.id,
      ownerName: v.name,
      city,
      shipFromState: profile?.state ?? "Lagos",
      shipFromCity: city,
      feeSameCity: 1_000,
      feeSameState: 2_000,
      feeElsewhere: 3_500,
    });
  };
  const vendorProfiles = vendors.map((v, i) =>
    i === 0
      ? buildVendorProfile(rngShop, {
          userId: v.id,
          storeName: "Aisha's Naija Finds",
          storeBio:
            "Ankara, leather, beauty and home goods from Nigerian artisans. Lagos same-day delivery; GIG Logistics nationwide.",
        })
      : otherStore(v),
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
  // Before the photos: a product moved to vendor@'s store is photographed as theirs.
  const setup = planVendorSetup(ctx, people, vendorProfiles, plannedProducts);
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

  return { rngShop, vendorProfiles, plannedProducts, productImageJobs, productReviews, setup };
}

/**
 * What vendor@example.com set up before selling (issue 31): delivery fees by zone from
 * Ikeja, free delivery above ₦50,000, two pickup points; a T-shirt in four sizes, each
 * its own variant; an e-book whose file (a real PDF) is stored privately. A stream of
 * its own, so the rest of the seed stays as it was.
 */
function planVendorSetup(
  ctx: SeedContext,
  people: PeoplePlan,
  vendorProfiles: ReturnType<typeof buildVendorProfile>[],
  plannedProducts: {
    product: ReturnType<typeof buildProduct>;
    ownerId: string;
    pending: boolean;
  }[],
) {
  const rng = ctx.root.fork("marketplace-setup");
  const store = vendorProfiles[0]!;
  Object.assign(store, {
    shipFromState: "Lagos",
    shipFromCity: "Ikeja",
    feeSameCity: 1_500,
    feeSameState: 2_500,
    feeElsewhere: 4_500,
    freeDeliveryOver: 50_000,
  });
  const pickupPoints = [
    {
      id: rng.uuid(),
      vendorId: store.id,
      name: "Ikeja City Mall pickup desk",
      address: "Obafemi Awolowo Way, Alausa",
      city: "Ikeja",
      state: "Lagos",
      instructions:
        "Ground floor, by the bank. Monday to Saturday, 10am to 7pm. Bring your collection code.",
    },
    {
      id: rng.uuid(),
      vendorId: store.id,
      name: "Yaba studio",
      address: "14 Herbert Macaulay Way",
      city: "Yaba",
      state: "Lagos",
      instructions: "Call when you arrive; weekdays 9am to 5pm.",
    },
  ];
  const own = plannedProducts.filter((p) => p.ownerId === people.vendor.id && !p.pending);
  /** The store's product that fits, else the first such product of another store, moved to it. */
  const pick = (fits: (p: (typeof plannedProducts)[number]) => boolean) => {
    const mine = own.find((p) => !!fits(p));
    if (mine) return mine;
    const moved = plannedProducts.find((p) => !p.pending && fits(p))!;
    moved.product.vendorId = store.id;
    moved.ownerId = people.vendor.id;
    return moved;
  };
  // The T-shirt with sizes: a fashion item in stock.
  const tee = pick(
    (p) =>
      !p.product.isDigital && p.product.category === "Fashion & Clothing" && p.product.stock! > 0,
  );
  const base = tee.product.price;
  const sizes: [string, number, number][] = [
    ["S", base, 3],
    ["M", base, 6],
    ["L", base, 4],
    ["XL", base + 500, 2],
  ];
  tee.product.optionNames = ["Size"];
  tee.product.stock = sizes.reduce((n, [, , stock]) => n + stock, 0);
  const variants = sizes.map(([size, price, stock], position) => ({
    id: rng.uuid(),
    productId: tee.product.id!,
    optionValues: [size],
    sku: `${tee.product.sku ?? "TEE"}-${size}`.slice(0, 40),
    price,
    stock,
    position,
  }));
  // The e-book: a digital book (not a service: it has a file to download).
  const ebook = pick((p) => !!p.product.isDigital && p.product.category === "Books & Media");
  const key = `private/products/demo/${ebook.product.slug}.pdf`;
  const title = ebook.product.title;
  const fileSize = ctx.media.file(key, "application/pdf", () =>
    makePdfDocument({
      title,
      author: store.storeName,
      paragraphs: [
        ebook.product.description ?? title,
        "Thank you for buying from Aisha's Naija Finds. This copy is for your own use.",
        "Chapter 1. Start where you are: one product, one customer, one honest promise.",
        "Chapter 2. Price in naira, deliver on time, answer every message within a day.",
      ],
    }),
  );
  Object.assign(ebook.product, {
    digitalFileKey: key,
    digitalFileName: `${title.replace(/[^\w .()-]/g, "").trim() || "e-book"}.pdf`,
    downloadLimit: 5,
  });
  return { pickupPoints, variants, ebook: ebook.product, fileSize };
}

export async function insert(db: Db, shop: MarketplacePlan): Promise<string> {
  const { rngShop, vendorProfiles, plannedProducts, productImageJobs, productReviews, setup } =
    shop;
  const productImageJobsDone = await allDone(productImageJobs);
  setup.ebook.digitalFileSize = await setup.fileSize;
  await db.transaction(async (tx) => {
    await registerAll(tx, productImageJobsDone);
    await insertAll(tx, schema.vendorProfiles, vendorProfiles);
    await insertAll(
      tx,
      schema.products,
      plannedProducts.map((p) => p.product),
    );
    await insertAll(tx, schema.productVariants, setup.variants);
    await insertAll(tx, schema.pickupPoints, setup.pickupPoints);
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
