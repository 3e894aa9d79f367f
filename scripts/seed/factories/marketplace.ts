import { products, vendorProfiles } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { slugWithSuffix } from "~/lib/slug";
import {
  DELIVERY_BY_STATE,
  NATIONWIDE_DELIVERY,
  PRODUCT_IDEAS,
  STORE_NAME_PATTERNS,
  pickCity,
  weightedState,
  type ProductIdea,
} from "./naija-data";
import { testRng, type Rng } from "./random";
import { createUser } from "./users";

export type NewVendorProfile = typeof vendorProfiles.$inferInsert;
export type VendorProfileRow = typeof vendorProfiles.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductRow = typeof products.$inferSelect;

const DAY = 86_400_000;

export function buildVendorProfile(
  rng: Rng,
  overrides: Partial<NewVendorProfile> & { userId: string; ownerName?: string; city?: string },
): NewVendorProfile & { id: string } {
  const { ownerName = "Ada Obi", city = "Lagos", ...values } = overrides;
  const [first = "Ada", ...rest] = ownerName.split(" ");
  const storeName = rng
    .pick(STORE_NAME_PATTERNS)
    .replaceAll("{first}", first)
    .replaceAll("{last}", rest.join(" ") || first)
    .replaceAll("{city}", city);
  return {
    id: values.id ?? rng.uuid(),
    storeName,
    storeBio: `Quality products from ${city}, packed with care and delivered on time.`,
    ...values,
  };
}

export async function createVendorProfile(
  db: Db | Tx,
  overrides: Partial<NewVendorProfile> = {},
  rng: Rng = testRng(),
): Promise<VendorProfileRow> {
  const owner = overrides.userId ? null : await createUser(db, { role: "vendor" }, rng);
  const userId = overrides.userId ?? owner!.id;
  const [row] = await db
    .insert(vendorProfiles)
    .values(
      buildVendorProfile(rng, {
        ...overrides,
        userId,
        ownerName: owner?.name,
        city: owner?.profile.city ?? undefined,
      }),
    )
    .returning();
  return row!;
}

export type ProductOverrides = Partial<NewProduct> & { idea?: ProductIdea };

/** SKU like `FAS-4821-K3`: category initials, number, suffix. */
export function buildSku(rng: Rng, category: string): string {
  const initials = category
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 3)
    .toUpperCase();
  return `${initials}-${rng.int(1000, 9999)}-${rng.code(2)}`;
}

/**
 * Insert values for a product (pure): an idea from naija-data with its price, a
 * Sale price now and then, stock, location and delivery options. Active and
 * approved by default (visible in the marketplace).
 */
export function buildProduct(
  rng: Rng,
  overrides: ProductOverrides & { vendorId: string },
): NewProduct & { id: string; slug: string } {
  const { idea: givenIdea, ...values } = overrides;
  const idea = givenIdea ?? rng.pick(PRODUCT_IDEAS);
  const title = values.title ?? idea.title;
  const slug = values.slug ?? slugWithSuffix(title, rng.suffix(5));
  const state = weightedState(rng);
  const { city } = pickCity(rng, state);
  const price = values.price ?? idea.price;
  const onSale = rng.chance(0.3);
  const digital = idea.digital ?? false;
  const local = DELIVERY_BY_STATE[state] ?? [];
  const deliveryOptions = digital
    ? ["Digital download"]
    : [
        ...rng.pickMany(local, rng.int(1, Math.max(1, local.length))),
        ...rng.pickMany(NATIONWIDE_DELIVERY, rng.int(1, 2)),
      ];
  const createdAt = values.createdAt ?? new Date(Date.now() - rng.int(1, 150) * DAY);
  return {
    id: values.id ?? rng.uuid(),
    slug,
    title,
    sku: buildSku(rng, idea.category),
    description: idea.description,
    price,
    compareAtPrice: onSale ? Math.ceil((price * rng.float(1.15, 1.4)) / 500) * 500 : null,
    stock: digital ? 999 : rng.int(3, 60),
    category: idea.category,
    location: `${city}, ${state}`,
    isDigital: digital,
    weightKg: digital ? null : String(idea.weightKg ?? 0.5),
    imageKeys: [],
    tags: [...idea.tags],
    deliveryOptions,
    status: "active",
    moderationStatus: "approved",
    moderatedAt: values.moderationStatus === "pending" ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
    ...values,
  };
}

export async function createProduct(
  db: Db | Tx,
  overrides: ProductOverrides = {},
  rng: Rng = testRng(),
): Promise<ProductRow> {
  const vendorId = overrides.vendorId ?? (await createVendorProfile(db, {}, rng)).id;
  const [row] = await db
    .insert(products)
    .values(buildProduct(rng, { ...overrides, vendorId }))
    .returning();
  return row!;
}
