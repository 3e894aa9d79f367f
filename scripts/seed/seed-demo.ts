/**
 * The demo data every fresh install starts with (SEED_DEMO=auto), built from the
 * shared factories (./factories, also used by the tests) with a fixed seed so every
 * install looks the same. Each area plans its rows and queues its media in
 * ./areas/<area>.ts; this module only orders them. Media are real files made on the
 * spot and stored through the storage adapter, always before the rows that point at
 * them are inserted, and never inside a database transaction.
 */
import { count, inArray } from "drizzle-orm";
import * as schema from "~/db/schema";
import { PRODUCT_CATEGORIES } from "~/features/marketplace/catalog";
import type { Db, Tx } from "~/lib/db/client.server";
import { demoPassword } from "~/lib/secrets.server";
import { getStorage, type StorageAdapter } from "~/lib/storage/storage.server";
import * as advertising from "./areas/advertising";
import * as content from "./areas/content";
import * as donations from "./areas/donations";
import * as events from "./areas/events";
import * as follows from "./areas/follows";
import * as marketplace from "./areas/marketplace";
import * as orders from "./areas/orders";
import * as payouts from "./areas/payouts";
import * as people from "./areas/people";
import * as site from "./areas/site";
import * as stays from "./areas/stays";
import * as tips from "./areas/tips";
import { makeVideo } from "./factories/media";
import { createRng } from "./factories/random";
import { hashPasswordCached } from "./factories/users";
import { MediaJobs } from "./media-jobs";
import type { SeedContext } from "./seed-context";

/** Fixed seed: every fresh install gets the same people, titles, prices and pictures. */
export const DEMO_SEED = 20_260_501;

export type SeedDemoOptions = {
  /** Password of the demo accounts; defaults to DEMO_PASSWORD or the generated one. */
  password?: string;
  /** RNG seed; defaults to DEMO_SEED. */
  seed?: number;
  storage?: StorageAdapter;
  /** Parallel media jobs (sharp, ffmpeg). */
  concurrency?: number;
  log?: (line: string) => void;
};

export type SeedDemoResult = {
  ms: number;
  counts: Record<string, number>;
  media: MediaJobs["stats"];
  videoSkipped: boolean;
};

let seeding: Promise<boolean> | undefined;

/** Seeds the demo data when the users table is empty; returns whether it seeded. */
export function seedDemoIfEmpty(db: Db, options: SeedDemoOptions = {}): Promise<boolean> {
  seeding ??= (async () => {
    const [row] = await db.select({ n: count() }).from(schema.users);
    if ((row?.n ?? 0) > 0) return false;
    await seedDemo(db, options);
    return true;
  })().finally(() => {
    seeding = undefined;
  });
  return seeding;
}

/** Whether the demo accounts people sign in with exist (the start banner lists them). */
export async function demoAccountsExist(db: Db): Promise<boolean> {
  const emails = people.DEMO_ACCOUNTS.map((a) => a.email);
  const [row] = await db
    .select({ n: count() })
    .from(schema.users)
    .where(inArray(schema.users.email, emails));
  return (row?.n ?? 0) > 0;
}

/** Row counts of the tables the demo fills, for summaries. */
export async function demoSummary(db: Db | Tx): Promise<Record<string, number>> {
  const tables = {
    users: schema.users,
    profiles: schema.profiles,
    accounts: schema.accounts,
    events: schema.events,
    ticket_types: schema.ticketTypes,
    ticket_orders: schema.ticketOrders,
    tickets: schema.tickets,
    vendor_profiles: schema.vendorProfiles,
    products: schema.products,
    properties: schema.properties,
    bookings: schema.bookings,
    content: schema.content,
    advertisements: schema.advertisements,
    payment_transactions: schema.paymentTransactions,
    tips: schema.tips,
    ledger_entries: schema.ledgerEntries,
    payouts: schema.payouts,
    platform_fee_settings: schema.platformFeeSettings,
    moderation_queue: schema.moderationQueue,
    reports: schema.reports,
    reviews: schema.reviews,
    notifications: schema.notifications,
    newsletter_subscribers: schema.newsletterSubscribers,
    site_settings: schema.siteSettings,
  } as const;
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

/**
 * Creates the whole demo. Expects an empty database (use seedDemoIfEmpty at boot).
 * Areas plan in a fixed order (moderation approvals draw from the root stream), then
 * insert area by area, each as soon as its media are stored.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const password = options.password ?? demoPassword().password;
  const root = createRng(options.seed ?? DEMO_SEED);
  const storage = options.storage ?? getStorage();
  const media = new MediaJobs(storage, options.concurrency ?? 2);
  const lap = (() => {
    let last = started;
    return (label: string) => {
      const t = Date.now();
      log(`  ${label} (${((t - last) / 1000).toFixed(1)} s)`);
      last = t;
    };
  })();

  // Hash in the background: scrypt takes a moment and runs while media are made.
  const demoHash = hashPasswordCached(password);
  const otherHash = hashPasswordCached(`unused-${root.fork("password").suffix(24)}`);
  // Video needs ffmpeg: probe once with a 1-second clip before planning content.
  const videoProbe = makeVideo({ seconds: 1, title: "probe", seed: 1 }).catch(() => null);

  const ctx: SeedContext = { root, now: Date.now(), media, approvedBy: () => "" };
  const peoplePlan = people.plan(ctx);
  ctx.approvedBy = () => (root.chance(0.7) ? peoplePlan.moderator.id : peoplePlan.admin.id);
  const eventsPlan = events.plan(ctx, peoplePlan);
  const shopPlan = marketplace.plan(ctx, peoplePlan);
  const staysPlan = stays.plan(ctx, peoplePlan);
  const contentPlan = await content.plan(ctx, peoplePlan, videoProbe);
  const adsPlan = advertising.plan(ctx, peoplePlan);

  const [demo, other] = await Promise.all([demoHash, otherHash]);
  lap(await people.insert(db, peoplePlan, { demo, other }));
  lap(await events.insert(db, eventsPlan));
  lap(await marketplace.insert(db, shopPlan));
  lap(await stays.insert(db, staysPlan));
  lap(await content.insert(db, contentPlan, log));
  lap(await advertising.insert(db, adsPlan));

  // Payments history and the site, once every item exists.
  const donationsPlan = donations.plan(ctx, peoplePlan);
  const ordersPlan = orders.plan(ctx, peoplePlan, shopPlan);
  const sitePlan = site.plan(ctx, {
    people: peoplePlan,
    events: eventsPlan,
    shop: shopPlan,
    stays: staysPlan,
    content: contentPlan,
    rngMisc: donationsPlan.rngMisc,
  });
  lap(await site.insert(db, sitePlan));
  lap(await donations.insert(db, donationsPlan));
  lap(await orders.insert(db, ordersPlan));
  lap(await tips.insert(db, tips.plan(ctx, peoplePlan)));
  lap(await follows.insert(db, follows.plan(ctx, peoplePlan, eventsPlan, shopPlan, contentPlan)));
  // Release dates and payouts, once every sale exists.
  lap(await payouts.insert(db, payouts.plan(ctx, peoplePlan)));

  const counts = await demoSummary(db);
  const ms = Date.now() - started;
  log(
    `  media: ${media.stats.images} images and ${media.stats.files} files made, ${media.stats.reused} reused, ${(media.stats.bytes / 1e6).toFixed(1)} MB`,
  );
  // Coverage check so a data edit cannot silently drop a category.
  const categories = new Set(shopPlan.plannedProducts.map((p) => p.product.category));
  if (categories.size !== PRODUCT_CATEGORIES.length)
    log(`  warning: only ${categories.size} product categories seeded`);
  const droppedVideos = contentPlan.droppedVideos();
  return {
    ms,
    counts,
    media: media.stats,
    videoSkipped: !contentPlan.canVideo || droppedVideos > 0,
  };
}
