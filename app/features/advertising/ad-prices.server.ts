import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { adPricingSettings, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { can } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { AD_PRICE_ITEMS, DEFAULT_AD_PRICES, type AdPriceItem, type AdPrices } from "./ad-pricing";

/** The prices new applications are charged: each item's active setting, else the spec's. */
export async function currentAdPrices(db: Db | Tx): Promise<AdPrices> {
  const rows = await db
    .select({ item: adPricingSettings.item, price: adPricingSettings.price })
    .from(adPricingSettings)
    .where(eq(adPricingSettings.isActive, true));
  const prices = { ...DEFAULT_AD_PRICES };
  for (const r of rows) prices[r.item] = r.price;
  return prices;
}

export interface AdPriceVersion {
  item: AdPriceItem;
  price: number;
  at: string;
  byName: string | null;
}

/** History rows shown on the pricing page. */
const HISTORY_ROWS = 20;

/** The current prices and the latest saved versions (who, when, what), newest first. */
export async function loadAdPricing(): Promise<{ prices: AdPrices; history: AdPriceVersion[] }> {
  const db = await getDb();
  const [prices, rows] = await Promise.all([
    currentAdPrices(db),
    db
      .select({
        item: adPricingSettings.item,
        price: adPricingSettings.price,
        createdAt: adPricingSettings.createdAt,
        fullName: profiles.fullName,
        username: profiles.username,
        email: profiles.email,
      })
      .from(adPricingSettings)
      .leftJoin(profiles, eq(profiles.id, adPricingSettings.updatedBy))
      .orderBy(desc(adPricingSettings.createdAt), desc(adPricingSettings.id))
      .limit(HISTORY_ROWS),
  ]);
  return {
    prices,
    history: rows.map((r) => ({
      item: r.item,
      price: r.price,
      at: r.createdAt.toISOString(),
      byName: r.email
        ? displayName({ fullName: r.fullName, username: r.username, email: r.email })
        : null,
    })),
  };
}

/**
 * Saves the prices that changed as new versions, like the fee settings: each changed
 * item's active row is retired and a new one inserted in one transaction, with who
 * saved it; the change is written to the audit log. Applications already made keep
 * the monthly cost they stored.
 */
export async function saveAdPrices(options: { actorId: string; prices: AdPrices }) {
  const { actorId, prices } = options;
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    if (!can(actor?.role, "ads:manage-pricing")) throw new AppError("forbidden");
    // One writer at a time: the partial unique index allows one active row per item.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ad_pricing'))`);
    const before = await currentAdPrices(tx);
    const items = AD_PRICE_ITEMS.filter((item) => prices[item] !== before[item]);
    if (!items.length) return [];
    const now = new Date();
    await tx
      .update(adPricingSettings)
      .set({ isActive: false, updatedAt: now })
      .where(and(inArray(adPricingSettings.item, items), eq(adPricingSettings.isActive, true)));
    await tx.insert(adPricingSettings).values(
      items.map((item) => ({
        item,
        price: prices[item],
        updatedBy: actorId,
        createdAt: now,
        updatedAt: now,
      })),
    );
    return items.map((item) => ({ item, before: before[item], after: prices[item] }));
  });
  if (changed.length) {
    // /advertise shows the prices and is micro-cached for anonymous visitors.
    invalidatePublicCache();
    getLogger().info({ audit: "ad_pricing.changed", actorId, changed }, "ad pricing changed");
  }
  return changed;
}
