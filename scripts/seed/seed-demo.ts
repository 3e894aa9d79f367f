/**
 * The demo data every fresh install starts with (SEED_DEMO=auto), built from the
 * shared factories with a fixed seed so every install looks the same. Media are real
 * files made on the spot and stored through the storage adapter, always before the
 * rows that point at them are inserted, and never inside a database transaction.
 */
import { count } from "drizzle-orm";
import * as schema from "~/db/schema";
import {
  CONTENT_TYPE_LABELS,
  EVENT_FILTER_STATES,
  PRODUCT_CATEGORIES,
  type ContentType,
  type EventFilterState,
} from "~/lib/catalog";
import type { Db, Tx } from "~/lib/db/client.server";
import { AVATAR_SIZE, AVATAR_WIDTHS } from "~/features/profile/avatar";
import { getEnv } from "~/lib/env.server";
import { getStorage, type StorageAdapter } from "~/lib/storage/storage.server";
import { buildAdvertisement } from "../../tests/factories/advertising";
import { buildContent, contentKeys, CONTENT_FILE } from "../../tests/factories/content";
import {
  buildEvent,
  buildTicketSale,
  buildTicketTypes,
  lagosTime,
  type BuiltTicketSale,
  type NewTicketType,
} from "../../tests/factories/events";
import { buildProduct, buildVendorProfile } from "../../tests/factories/marketplace";
import {
  makeAvatar,
  makeCoverImage,
  makePdfDocument,
  makeSquareImage,
  makeVideo,
  makeWavAudio,
} from "../../tests/factories/media";
import { buildQueueEntry, buildReport } from "../../tests/factories/moderation";
import {
  CONTENT_IDEAS,
  EVENT_IDEAS,
  NOTICE_BAR_TEXT,
  PRODUCT_IDEAS,
  STAY_IDEAS,
  STAY_PHOTO_ROOMS,
  BUSINESS_IDEAS,
  nigerianPhone,
  personName,
  weightedState,
  type ContentIdea,
} from "../../tests/factories/naija-data";
import {
  buildDefaultFeeSettings,
  buildLedgerForPayment,
  buildPaymentLinesFor,
  defaultFee,
  buildPaymentTransaction,
  type NewLedgerEntry,
  type NewPaymentTransaction,
} from "../../tests/factories/payments";
import { createRng, type Rng } from "../../tests/factories/random";
import {
  buildNewsletterSubscriber,
  buildNotification,
  buildReview,
} from "../../tests/factories/site";
import { buildBooking, buildProperty, isoDate } from "../../tests/factories/stays";
import {
  buildCredentialAccount,
  buildUser,
  hashPasswordCached,
  type BuiltUser,
  type Role,
} from "../../tests/factories/users";
import { MediaJobs, allDone, registerAll, type SeedImage } from "./media-jobs";

/** Fixed seed: every fresh install gets the same people, titles, prices and pictures. */
export const DEMO_SEED = 20_260_501;

export type DemoAccount = {
  email: string;
  role: Role;
  fullName: string;
  username: string;
  bio: string;
  state: EventFilterState;
  city: string;
};

/** The accounts people sign in with, all with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "admin@example.com",
    role: "admin",
    fullName: "Funmilayo Adebayo",
    username: "funmi.adebayo",
    state: "Lagos",
    city: "Ikeja",
    bio: "Platform operations lead at Naija Creators. Ask me anything about payouts and policies.",
  },
  {
    email: "moderator@example.com",
    role: "moderator",
    fullName: "Ibrahim Garba",
    username: "ibrahim.garba",
    state: "Abuja",
    city: "Wuse",
    bio: "Community moderator. Keeping Naija Creators safe, fair and welcoming.",
  },
  {
    email: "organizer@example.com",
    role: "event_organizer",
    fullName: "Tunde Bakare",
    username: "tundebakare.events",
    state: "Lagos",
    city: "Victoria Island",
    bio: "Founder of Eko Live Experiences: concerts, tech meetups and cultural festivals across Nigeria since 2014.",
  },
  {
    email: "vendor@example.com",
    role: "vendor",
    fullName: "Aisha Bello",
    username: "aisha.bello",
    state: "Lagos",
    city: "Yaba",
    bio: "I run Aisha's Naija Finds: Ankara, leather and beauty products from local artisans, shipped nationwide.",
  },
  {
    email: "host@example.com",
    role: "property_owner",
    fullName: "Osaro Igbinedion",
    username: "osaro.stays",
    state: "Lagos",
    city: "Lekki",
    bio: "Superhost with serviced apartments in Lagos and Abuja. 24/7 power, fast Wi-Fi and a warm welcome.",
  },
  {
    email: "creator@example.com",
    role: "creator",
    fullName: "Adaeze Okafor",
    username: "adaeze.creates",
    state: "Lagos",
    city: "Surulere",
    bio: "Filmmaker, photographer and storyteller from Enugu, now in Lagos. Stories about everyday Nigerian life.",
  },
  {
    email: "viewer@example.com",
    role: "viewer",
    fullName: "Chinedu Eze",
    username: "chinedu.eze",
    state: "Rivers",
    city: "Port Harcourt",
    bio: "Afrobeats, Nollywood and good jollof. Always looking for the next great event.",
  },
];

export type SeedDemoOptions = {
  /** Password of the demo accounts; defaults to DEMO_PASSWORD. */
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

const DAY = 86_400_000;
const HOUR = 3_600_000;
/**
 * Generated picture sizes. 16:9 covers of 960 px give WebP variants of 320, 640 and
 * 960 px, enough for the widest hero (max-w-5xl) while keeping the seed fast on two
 * cores; thumbnails only ever show in cards.
 */
const COVER = { width: 960, height: 540 } as const;

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
    ledger_entries: schema.ledgerEntries,
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

/** Multi-row inserts in chunks (PostgreSQL allows 65 535 parameters per statement). */
async function insertAll<T extends Record<string, unknown>>(
  tx: Db | Tx,
  table: Parameters<Tx["insert"]>[0],
  rows: T[],
  chunk = 400,
) {
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.insert(table).values(rows.slice(i, i + chunk) as never);
  }
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
}

type Person = { id: string; name: string; email: string; phone: string | null; role: Role };

/**
 * Creates the whole demo. Expects an empty database (use seedDemoIfEmpty at boot).
 */
export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const password = options.password ?? getEnv().DEMO_PASSWORD;
  const root = createRng(options.seed ?? DEMO_SEED);
  const storage = options.storage ?? getStorage();
  const media = new MediaJobs(storage, options.concurrency ?? 2);
  const now = Date.now();
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

  // -------------------------------------------------------------------------
  // People
  const rngUsers = root.fork("users");
  const built: Array<BuiltUser & { demo: boolean }> = [];
  for (const account of DEMO_ACCOUNTS) {
    const u = buildUser(rngUsers, {
      email: account.email,
      role: account.role,
      fullName: account.fullName,
      username: account.username,
      bio: account.bio,
      state: account.state,
      city: account.city,
      phone: nigerianPhone(rngUsers),
      kycStatus: ["event_organizer", "vendor", "property_owner", "creator"].includes(account.role)
        ? "verified"
        : "none",
      createdAt: new Date(now - rngUsers.int(200, 420) * DAY),
    });
    built.push({ ...u, demo: true });
  }
  const extraRoles: Role[] = [
    ...Array<Role>(6).fill("creator"),
    ...Array<Role>(5).fill("event_organizer"),
    ...Array<Role>(5).fill("vendor"),
    ...Array<Role>(4).fill("property_owner"),
    ...Array<Role>(10).fill("viewer"),
  ];
  const usedNames = new Set(DEMO_ACCOUNTS.map((a) => a.fullName));
  extraRoles.forEach((role, i) => {
    let name = personName(rngUsers);
    while (usedNames.has(name.full)) name = personName(rngUsers);
    usedNames.add(name.full);
    const u = buildUser(rngUsers, {
      fullName: name.full,
      role,
      phone: rngUsers.chance(0.6) ? nigerianPhone(rngUsers) : null,
      kycStatus:
        role === "viewer"
          ? "none"
          : i % 7 === 3
            ? "pending"
            : rngUsers.chance(0.6)
              ? "verified"
              : "none",
      createdAt: new Date(now - rngUsers.int(20, 500) * DAY - rngUsers.int(0, 86_399) * 1000),
    });
    built.push({ ...u, demo: false });
  });
  const avatarJobs: Array<Promise<SeedImage>> = [];
  for (const [i, u] of built.entries()) {
    if (!u.demo && rngUsers.chance(0.25)) continue; // some people never upload a photo
    const key = `demo/avatars/${u.profile.username}.png`.replace(/[^a-z0-9_./-]/g, "-");
    u.profile.avatarKey = key;
    u.user.image = null;
    const hue = (i * 47) % 360;
    avatarJobs.push(
      media.image(
        key,
        () => makeAvatar(initials(u.profile.fullName ?? "N C"), hue),
        { width: AVATAR_SIZE, height: AVATAR_SIZE },
        u.user.id,
        AVATAR_WIDTHS,
      ),
    );
  }
  const person = (u: BuiltUser): Person => ({
    id: u.user.id,
    name: u.profile.fullName ?? u.user.name,
    email: u.user.email,
    phone: u.profile.phone ?? null,
    role: u.profile.role as Role,
  });
  const byEmail = (email: string) => person(built.find((u) => u.user.email === email)!);
  const admin = byEmail("admin@example.com");
  const moderator = byEmail("moderator@example.com");
  const organizer = byEmail("organizer@example.com");
  const vendor = byEmail("vendor@example.com");
  const host = byEmail("host@example.com");
  const creator = byEmail("creator@example.com");
  const viewer = byEmail("viewer@example.com");
  const extras = (role: Role) =>
    built.filter((u) => !u.demo && u.profile.role === role).map(person);
  const organizers = [organizer, ...extras("event_organizer")];
  const vendors = [vendor, ...extras("vendor")];
  const hosts = [host, ...extras("property_owner")];
  const creators = [creator, ...extras("creator")];
  const customers = [viewer, creator, ...extras("viewer")];
  const approvedBy = () => (root.chance(0.7) ? moderator.id : admin.id);

  // -------------------------------------------------------------------------
  // Events, ticket types and sales
  const rngEvents = root.fork("events");
  const ideas = rngEvents.shuffle(EVENT_IDEAS);
  const paidIdeas = ideas.filter((i) => i.tier !== "free");
  // Trending and sold-out events (the first 9) sell paid tickets.
  const order = [
    ...paidIdeas.slice(0, 9),
    ...ideas.filter((i) => !paidIdeas.slice(0, 9).includes(i)),
  ];
  type Kind = "trending" | "soldout" | "past" | "upcoming" | "pending";
  const kinds: Kind[] = [
    ...Array<Kind>(6).fill("trending"),
    ...Array<Kind>(3).fill("soldout"),
    ...Array<Kind>(6).fill("past"),
    ...Array<Kind>(order.length - 15).fill("upcoming"),
    ...Array<Kind>(3).fill("pending"),
  ];
  const pendingIdeas = rngEvents.pickMany(
    ideas.filter((i) => i.title.includes("{city}")),
    3,
  );
  const statesInOrder = rngEvents.shuffle(EVENT_FILTER_STATES);
  // organizer@example.com: 2 trending, 1 sold out, 1 past, 3 upcoming, 3 pending.
  const organizerSlots = new Set([0, 1, 6, 9, 15, 16, 17]);
  let otherOrganizer = 0;

  type PlannedEvent = {
    event: ReturnType<typeof buildEvent>;
    types: Array<NewTicketType & { id: string; price: number; quantity: number; sold: number }>;
    kind: Kind;
  };
  const plannedEvents: PlannedEvent[] = kinds.map((kind, i) => {
    const idea = kind === "pending" ? pendingIdeas[i - (kinds.length - 3)]! : order[i]!;
    const ownerId =
      kind === "pending" || organizerSlots.has(i)
        ? organizer.id
        : organizers[1 + (otherOrganizer++ % (organizers.length - 1))]!.id;
    const state: EventFilterState = i < 10 ? statesInOrder[i]! : weightedState(rngEvents);
    let start: Date;
    let createdAt: Date;
    if (kind === "past") {
      start = lagosTime(-rngEvents.int(3, 60), idea.startHour);
      createdAt = new Date(start.getTime() - rngEvents.int(40, 70) * DAY);
    } else if (kind === "pending") {
      start = lagosTime(rngEvents.int(14, 60), idea.startHour);
      createdAt = new Date(now - rngEvents.int(1, 48) * HOUR);
    } else {
      const days =
        kind === "trending"
          ? rngEvents.int(3, 30)
          : kind === "soldout"
            ? rngEvents.int(5, 45)
            : rngEvents.int(1, 90);
      start = lagosTime(days, idea.startHour);
      createdAt = new Date(now - rngEvents.int(35, 60) * DAY);
    }
    const event = buildEvent(rngEvents, {
      idea,
      organizerId: ownerId,
      state,
      startDatetime: start,
      endDatetime: new Date(start.getTime() + idea.hours * HOUR),
      createdAt,
      updatedAt: createdAt,
      moderationStatus: kind === "pending" ? "pending" : "approved",
      moderatedAt:
        kind === "pending" ? null : new Date(createdAt.getTime() + rngEvents.int(2, 20) * HOUR),
      moderatedBy: kind === "pending" ? null : approvedBy(),
    });
    event.coverImageKey = `demo/events/${event.slug}/cover.jpg`;
    let types = buildTicketTypes(rngEvents, { eventId: event.id, tier: idea.tier });
    if (kind === "soldout") {
      types = types.slice(0, 2).map((t) => ({ ...t, quantity: rngEvents.round(10, 20, 5) }));
    }
    return {
      event,
      types: types.map((t) => ({ ...t, price: t.price!, quantity: t.quantity, sold: 0 })),
      kind,
    };
  });

  const eventCoverJobs = plannedEvents.map(({ event }) =>
    media.image(
      event.coverImageKey!,
      () =>
        makeCoverImage({
          title: event.title,
          subtitle: `${event.venueName} · ${event.city}, ${event.state}`,
          width: COVER.width,
          height: COVER.height,
        }),
      COVER,
      event.organizerId,
    ),
  );

  const guest = (rng: Rng): Person => {
    const n = personName(rng);
    const email = `${n.first}.${n.last}${rng.int(1, 99)}@example.com`
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9.@]/g, "");
    return {
      id: "",
      name: n.full,
      email,
      phone: rng.chance(0.7) ? nigerianPhone(rng) : null,
      role: "viewer",
    };
  };
  const sales: BuiltTicketSale[] = [];
  const sell = (
    p: PlannedEvent,
    buyer: Person,
    at: Date,
    maxSeats: number,
    preferType?: number,
  ) => {
    const open = p.types.filter((t) => t.sold < t.quantity);
    if (!open.length) return 0;
    // Cheaper tickets sell more: weight the first types higher.
    const weighted = open.flatMap((t, i) => Array<typeof t>(Math.max(1, 4 - i)).fill(t));
    const type =
      preferType !== undefined && open[preferType] ? open[preferType]! : rngEvents.pick(weighted);
    const quantity = Math.min(maxSeats, type.quantity - type.sold);
    if (quantity <= 0) return 0;
    type.sold += quantity;
    sales.push(
      buildTicketSale(rngEvents, {
        event: { id: p.event.id, title: p.event.title, organizerId: p.event.organizerId },
        lines: [{ ticketType: { id: type.id, price: type.price, name: type.name }, quantity }],
        buyer: { id: buyer.id || null, name: buyer.name, email: buyer.email, phone: buyer.phone },
        createdAt: at,
        provider: rngEvents.chance(0.92) ? "paystack" : "paypal",
      }),
    );
    return quantity;
  };
  const buyerFor = () => (rngEvents.chance(0.35) ? rngEvents.pick(customers) : guest(rngEvents));
  const within = (from: number, to: number) =>
    new Date(from + rngEvents.next() * Math.max(0, to - from));
  for (const p of plannedEvents) {
    const created = (p.event.createdAt as Date).getTime();
    if (p.kind === "trending") {
      let seats = 0;
      const target = rngEvents.int(11, 24);
      while (seats < target) {
        const n = sell(
          p,
          buyerFor(),
          within(now - 7 * DAY + HOUR, now - 5 * 60_000),
          rngEvents.int(1, 3),
        );
        if (n === 0) break;
        seats += n;
      }
      for (let k = rngEvents.int(2, 6); k > 0; k--)
        sell(p, buyerFor(), within(created + DAY, now - 8 * DAY), rngEvents.int(1, 4));
    } else if (p.kind === "soldout") {
      for (let guard = 0; guard < 200 && p.types.some((t) => t.sold < t.quantity); guard++) {
        sell(p, buyerFor(), within(created + DAY, now - 8 * DAY), rngEvents.int(1, 4));
      }
    } else if (p.kind === "past") {
      const start = (p.event.startDatetime as Date).getTime();
      for (let k = rngEvents.int(4, 12); k > 0; k--)
        sell(p, buyerFor(), within(created + DAY, start - 2 * HOUR), rngEvents.int(1, 4));
    } else if (p.kind === "upcoming") {
      // Fewer than 10 seats overall, so never trending by accident.
      let seats = 0;
      for (let k = rngEvents.int(0, 4); k > 0; k--)
        seats += sell(
          p,
          buyerFor(),
          within(created + DAY, now - HOUR),
          Math.min(rngEvents.int(1, 3), 9 - seats),
        );
    }
  }
  // The creator's own ticket purchases, for the payment centre.
  const creatorBuys = [
    plannedEvents.find((p) => p.kind === "trending" && p.event.organizerId !== organizer.id),
    plannedEvents.find((p) => p.kind === "past"),
    plannedEvents.filter((p) => p.kind === "upcoming").at(-1),
  ];
  for (const [k, p] of creatorBuys.entries()) {
    if (p) sell(p, creator, new Date(now - (k === 0 ? 2 : 9 + k * 6) * DAY), k === 0 ? 2 : 1, 0);
  }

  // -------------------------------------------------------------------------
  // Marketplace
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

  // -------------------------------------------------------------------------
  // Stays
  const rngStays = root.fork("stays");
  const stayIdeas = rngStays.shuffle(STAY_IDEAS).slice(0, 32);
  // Shared interior photos (2 per room type), then each stay's own cover photo.
  const sharedPhotos = STAY_PHOTO_ROOMS.flatMap((room) =>
    [1, 2].map((n) => ({
      room,
      n,
      key: `demo/stays/shared/${room.toLowerCase().replace(/[^a-z]+/g, "-")}-${n}.jpg`,
    })),
  );
  const stayPhotoJobs = sharedPhotos.map(({ room, n, key }, i) =>
    media.image(
      key,
      () =>
        makeCoverImage({
          title: room,
          subtitle: `Photo ${n}`,
          hue: (i * 37 + 20) % 360,
          width: COVER.width,
          height: COVER.height,
        }),
      COVER,
    ),
  );
  const plannedStays = stayIdeas.map((idea, i) => {
    const pending = i >= stayIdeas.length - 2;
    const ownerIndex = i < 6 || i === stayIdeas.length - 1 ? 0 : 1 + (i % (hosts.length - 1));
    const createdAt = pending
      ? new Date(now - rngStays.int(2, 40) * HOUR)
      : new Date(now - rngStays.int(20, 300) * DAY);
    const property = buildProperty(rngStays, {
      idea,
      ownerId: hosts[ownerIndex]!.id,
      createdAt,
      updatedAt: createdAt,
      moderationStatus: pending ? "pending" : "approved",
      status: pending ? "draft" : "active",
      moderatedAt: pending ? null : new Date(createdAt.getTime() + rngStays.int(1, 30) * HOUR),
      moderatedBy: pending ? null : approvedBy(),
    });
    const cover = `demo/stays/${property.slug}/cover.jpg`;
    const rooms = rngStays.pickMany(
      sharedPhotos.filter((s) => idea.price >= 90_000 || s.room !== "Pool"),
      rngStays.int(2, 4),
    );
    property.photoKeys = [cover, ...rooms.map((r) => r.key)];
    stayPhotoJobs.push(
      media.image(
        cover,
        () =>
          makeCoverImage({
            title: property.title,
            subtitle: `${property.city}, ${property.state}`,
            width: COVER.width,
            height: COVER.height,
          }),
        COVER,
        hosts[ownerIndex]!.id,
      ),
    );
    return { property, pending, ownerId: hosts[ownerIndex]!.id };
  });
  const bookingRows: Array<ReturnType<typeof buildBooking>> = [];
  const bookingPayments: Array<NewPaymentTransaction & { id: string }> = [];
  const bookingLedger: NewLedgerEntry[] = [];
  const stayReviews: Array<ReturnType<typeof buildReview>> = [];
  const activeStays = plannedStays.filter((s) => !s.pending);
  const booked = [
    ...activeStays.filter((s) => s.ownerId === host.id),
    ...rngStays.pickMany(
      activeStays.filter((s) => s.ownerId !== host.id),
      8,
    ),
  ];
  for (const [i, stay] of booked.entries()) {
    const p = stay.property;
    const price = { basePricePerNight: p.basePricePerNight, cleaningFee: p.cleaningFee ?? 0 };
    const guestFor = () => rngStays.pick(customers);
    const minNights = p.minNights ?? 1;
    const plans: Array<{
      status: "checked_out" | "confirmed" | "requested";
      checkIn: Date;
      nights: number;
    }> = [
      {
        status: "checked_out",
        checkIn: new Date(now - rngStays.int(12, 60) * DAY),
        nights: rngStays.int(minNights, minNights + 3),
      },
      {
        status: "confirmed",
        checkIn: new Date(now + rngStays.int(3, 20) * DAY),
        nights: rngStays.int(minNights, minNights + 3),
      },
    ];
    if (stay.ownerId === host.id && i < 2)
      plans.push({
        status: "requested",
        checkIn: new Date(now + rngStays.int(30, 45) * DAY),
        nights: rngStays.int(minNights, minNights + 2),
      });
    for (const plan of plans) {
      const guest = plan.status === "requested" && i === 0 ? viewer : guestFor();
      const createdAt = new Date(
        Math.min(now - HOUR, plan.checkIn.getTime() - rngStays.int(3, 20) * DAY),
      );
      const booking = buildBooking(rngStays, {
        propertyId: p.id,
        guestId: guest.id,
        property: price,
        checkIn: isoDate(plan.checkIn),
        nights: plan.nights,
        guests: Math.min(p.maxGuests, rngStays.int(1, 3)),
        status: plan.status,
        createdAt,
        updatedAt: createdAt,
        guestMessage:
          plan.status === "requested"
            ? "Hello! Visiting for a wedding; could we check in a little early?"
            : null,
      });
      if (plan.status !== "requested") {
        const payment = buildPaymentTransaction(rngStays, {
          userId: guest.id,
          transactionType: "booking",
          paymentStatus: "completed",
          purpose: `${booking.nights} night${booking.nights === 1 ? "" : "s"}: ${p.title}`,
          email: guest.email,
          totalAmount: booking.total,
          platformFee: booking.platformFee,
          netAmount: booking.total - (booking.platformFee ?? 0),
          metadata: { bookingId: booking.id, propertyId: p.id },
          createdAt,
        });
        booking.paymentTransactionId = payment.id;
        bookingPayments.push(payment);
        bookingLedger.push(...buildLedgerForPayment(payment, stay.ownerId));
      }
      bookingRows.push(booking);
      if (plan.status === "checked_out" && rngStays.chance(0.8)) {
        stayReviews.push(
          buildReview(rngStays, {
            itemType: "property",
            itemId: p.id,
            userId: guest.id,
            createdAt: new Date(plan.checkIn.getTime() + (plan.nights + 1) * DAY),
          }),
        );
      }
    }
  }

  // -------------------------------------------------------------------------
  // Content (video only when ffmpeg can make it)
  const rngContent = root.fork("content");
  const canVideo = (await videoProbe) !== null;
  const mix: Record<ContentType, number> = canVideo
    ? { video: 15, audio: 16, image: 16, document: 15 }
    : { video: 0, audio: 21, image: 21, document: 20 };
  const contentPlan: Array<{ type: ContentType; idea: ContentIdea }> = (
    Object.keys(mix) as ContentType[]
  ).flatMap((type) =>
    rngContent
      .shuffle(CONTENT_IDEAS[type])
      .slice(0, mix[type])
      .map((idea) => ({ type, idea })),
  );
  const contentOrder = rngContent.shuffle(contentPlan);
  // The two pending items (last) are never videos, which a machine without ffmpeg lacks.
  for (let k = 1; k <= 2; k++) {
    const at = contentOrder.length - k;
    if (contentOrder[at]!.type === "video") {
      const swap = contentOrder.findIndex((c) => c.type !== "video");
      [contentOrder[at], contentOrder[swap]] = [contentOrder[swap]!, contentOrder[at]!];
    }
  }
  const creatorOf = (i: number) =>
    i < 7 || i === contentOrder.length - 1 ? creator : creators[1 + (i % (creators.length - 1))]!;
  const plannedContent = contentOrder.map(({ type, idea }, i) => {
    const owner = creatorOf(i);
    const pending = i >= contentOrder.length - 2;
    const createdAt = pending
      ? new Date(now - rngContent.int(1, 20) * HOUR)
      : new Date(now - rngContent.int(1, 120) * DAY - rngContent.int(0, 86_399) * 1000);
    const item = buildContent(rngContent, {
      idea,
      contentType: type,
      creatorId: owner.id,
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
      moderationStatus: pending ? "pending" : "approved",
      moderatedAt: pending ? null : new Date(createdAt.getTime() + rngContent.int(1, 24) * HOUR),
      moderatedBy: pending ? null : approvedBy(),
      // Views skew low with a few hits.
      viewCount: Math.round(40 + rngContent.next() ** 3 * 25_000),
    });
    return { item, owner, pending, type, idea };
  });
  const featurable = plannedContent.filter((c) => !c.pending);
  for (const type of Object.keys(mix) as ContentType[]) {
    for (const c of rngContent.pickMany(
      featurable.filter((c) => c.type === type),
      3,
    ))
      c.item.isFeatured = true;
  }
  const contentJobs: Array<Promise<unknown>> = [];
  const contentImages: Array<Promise<SeedImage>> = [];
  let droppedVideos = 0;
  for (const c of plannedContent) {
    const { item, type, idea, owner } = c;
    const keys = contentKeys(item.slug, type);
    item.mediaKey = keys.mediaKey;
    item.thumbnailKey = keys.thumbnailKey;
    item.originalFilename = `${item.slug.replace(/-[a-z0-9]+$/, "")}.${CONTENT_FILE[type].ext}`;
    const seed = rngContent.int(1, 1_000_000);
    if (type === "image") {
      item.width = COVER.width;
      item.height = COVER.height;
      contentImages.push(
        media
          .image(
            keys.mediaKey,
            () =>
              makeCoverImage({
                title: item.title,
                subtitle: `Photo by ${owner.name}`,
                width: COVER.width,
                height: COVER.height,
              }),
            COVER,
            owner.id,
          )
          .then((stored) => {
            item.fileSize = stored.bytes;
            return stored;
          }),
      );
      continue;
    }
    contentImages.push(
      media.image(
        keys.thumbnailKey,
        () =>
          makeCoverImage({
            title: item.title,
            subtitle: `${CONTENT_TYPE_LABELS[type]} · ${idea.category} · ${owner.name}`,
            width: 800,
            height: 450,
          }),
        { width: 800, height: 450 },
        owner.id,
      ),
    );
    if (type === "audio") {
      const seconds = 6 + (seed % 5);
      item.durationSeconds = seconds;
      contentJobs.push(
        media
          .file(keys.mediaKey, "audio/wav", () => makeWavAudio({ seconds, seed }))
          .then((size) => (item.fileSize = size ?? 0)),
      );
    } else if (type === "document") {
      item.durationSeconds = null;
      contentJobs.push(
        media
          .file(keys.mediaKey, "application/pdf", () =>
            makePdfDocument({
              title: item.title,
              paragraphs: [idea.description, ...(idea.paragraphs ?? [])],
              author: owner.name,
            }),
          )
          .then((size) => (item.fileSize = size ?? 0)),
      );
    } else {
      const seconds = 3;
      item.durationSeconds = seconds;
      item.width = 320;
      item.height = 180;
      contentJobs.push(
        media
          .file(keys.mediaKey, "video/mp4", () => makeVideo({ seconds, title: item.title, seed }))
          .then((size) => {
            if (size === null) {
              item.fileSize = -1; // dropped below
              droppedVideos++;
            } else item.fileSize = size;
          }),
      );
    }
  }
  const contentReport = featurable.find((c) => c.owner.id !== creator.id && c.type !== "video")!;

  // -------------------------------------------------------------------------
  // Advertising
  const rngAds = root.fork("ads");
  const plans = [
    "enterprise",
    "enterprise",
    "enterprise",
    "premium",
    "premium",
    "premium",
    "premium",
    "basic",
    "basic",
    "basic",
    "basic",
    "basic",
  ] as const;
  const adRows = BUSINESS_IDEAS.slice(0, 12).map((business, i) =>
    buildAdvertisement(rngAds, {
      business,
      advertisementType: "top_providers",
      pricingPlan: plans[i],
      status: "active",
      displayOrder: i + 1,
      userId: i === 8 ? vendor.id : null,
      logoKey: `demo/ads/${business.slug}/logo.png`,
      bannerImageKey: `demo/ads/${business.slug}/banner.jpg`,
    }),
  );
  const placements = ["homepage", "homepage", "marketplace", "marketplace", "events"] as const;
  placements.forEach((placement, k) => {
    const business = BUSINESS_IDEAS[12 + k]!;
    adRows.push(
      buildAdvertisement(rngAds, {
        business,
        advertisementType: "banner",
        placementLocation: placement,
        status: "active",
        displayOrder: k + 1,
        logoKey: `demo/ads/${business.slug}/logo.png`,
        bannerImageKey: `demo/ads/${business.slug}/banner.jpg`,
      }),
    );
  });
  adRows.push(
    buildAdvertisement(rngAds, {
      business: BUSINESS_IDEAS[17]!,
      advertisementType: "top_providers",
      pricingPlan: "premium",
      status: "pending",
    }),
    buildAdvertisement(rngAds, {
      business: BUSINESS_IDEAS[18]!,
      advertisementType: "banner",
      placementLocation: "events",
      status: "pending",
      userId: organizer.id,
    }),
  );
  const adJobs = adRows.flatMap((ad, i) => [
    ...(ad.logoKey
      ? [
          media.image(
            ad.logoKey,
            () => makeAvatar(initials(ad.businessName), (i * 53 + 10) % 360),
            { width: 256, height: 256 },
            ad.userId ?? null,
          ),
        ]
      : []),
    ...(ad.bannerImageKey
      ? [
          media.image(
            ad.bannerImageKey,
            () =>
              makeCoverImage({
                title: ad.title,
                subtitle: ad.businessName,
                width: 1200,
                height: 300,
              }),
            { width: 1200, height: 300 },
            ad.userId ?? null,
          ),
        ]
      : []),
  ]);

  // -------------------------------------------------------------------------
  // Inserts, area by area, each as soon as its media are stored.
  const [demoPasswordHash, otherPasswordHash] = await Promise.all([demoHash, otherHash]);
  const avatarJobsDone = await allDone(avatarJobs);
  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      schema.users,
      built.map((u) => u.user),
    );
    await insertAll(
      tx,
      schema.profiles,
      built.map((u) => u.profile),
    );
    await insertAll(
      tx,
      schema.accounts,
      built.map((u) =>
        buildCredentialAccount(
          u.user.id,
          u.demo ? demoPasswordHash : otherPasswordHash,
          u.user.createdAt as Date,
        ),
      ),
    );
    await registerAll(tx, avatarJobsDone);
  });
  lap(`users: ${built.length}`);

  const eventCoverJobsDone = await allDone(eventCoverJobs);
  await db.transaction(async (tx) => {
    await registerAll(tx, eventCoverJobsDone);
    await insertAll(
      tx,
      schema.events,
      plannedEvents.map((p) => p.event),
    );
    await insertAll(
      tx,
      schema.ticketTypes,
      plannedEvents.flatMap((p) => p.types),
    );
    await insertAll(
      tx,
      schema.paymentTransactions,
      sales.flatMap((s) => (s.payment ? [s.payment] : [])),
    );
    await insertAll(
      tx,
      schema.paymentLines,
      buildPaymentLinesFor(
        sales.flatMap((s) => (s.payment ? [s.payment] : [])),
        sales.flatMap((s) => s.ledger),
      ),
    );
    await insertAll(
      tx,
      schema.ticketOrders,
      sales.map((s) => s.order),
    );
    await insertAll(
      tx,
      schema.ticketOrderItems,
      sales.flatMap((s) => s.items),
    );
    await insertAll(
      tx,
      schema.tickets,
      sales.flatMap((s) => s.tickets),
    );
    await insertAll(
      tx,
      schema.ledgerEntries,
      sales.flatMap((s) => s.ledger),
    );
    await insertAll(
      tx,
      schema.moderationQueue,
      plannedEvents
        .filter((p) => p.kind === "pending")
        .map((p) =>
          buildQueueEntry(rngEvents, {
            itemType: "event",
            itemId: p.event.id,
            title: p.event.title,
            userId: p.event.organizerId,
            createdAt: p.event.createdAt,
          }),
        ),
    );
  });
  lap(
    `events: ${plannedEvents.length}, tickets: ${sales.reduce((n, s) => n + s.tickets.length, 0)}`,
  );

  const productImageJobsDone = await allDone(productImageJobs);
  await db.transaction(async (tx) => {
    await registerAll(tx, productImageJobsDone);
    await insertAll(tx, schema.vendorProfiles, vendorProfiles);
    await insertAll(
      tx,
      schema.products,
      plannedProducts.map((p) => p.product),
    );
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
  lap(`products: ${plannedProducts.length}`);

  const stayPhotoJobsDone = await allDone(stayPhotoJobs);
  await db.transaction(async (tx) => {
    await registerAll(tx, stayPhotoJobsDone);
    await insertAll(
      tx,
      schema.properties,
      plannedStays.map((s) => s.property),
    );
    await insertAll(tx, schema.paymentTransactions, bookingPayments);
    await insertAll(tx, schema.paymentLines, buildPaymentLinesFor(bookingPayments, bookingLedger));
    await insertAll(tx, schema.bookings, bookingRows);
    await insertAll(tx, schema.ledgerEntries, bookingLedger);
    await insertAll(tx, schema.reviews, stayReviews);
    await insertAll(
      tx,
      schema.moderationQueue,
      plannedStays
        .filter((s) => s.pending)
        .map((s) =>
          buildQueueEntry(rngStays, {
            itemType: "property",
            itemId: s.property.id,
            title: s.property.title,
            userId: s.ownerId,
            createdAt: s.property.createdAt,
          }),
        ),
    );
  });
  lap(`stays: ${plannedStays.length}, bookings: ${bookingRows.length}`);

  const [contentImagesDone] = await Promise.all([allDone(contentImages), allDone(contentJobs)]);
  const keptContent = plannedContent.filter((c) => c.item.fileSize !== -1);
  if (!canVideo)
    log(
      "  video demo files skipped: ffmpeg is not available here; made extra image, audio and document items instead",
    );
  else if (droppedVideos)
    log(`  ${droppedVideos} video demo files skipped: ffmpeg could not make them`);
  const report = buildReport(rngContent, {
    itemType: "content",
    itemId: contentReport.item.id,
    reporterId: viewer.id,
    reason: "Copyright violation",
    description: "I think this uses my photo without credit.",
    createdAt: new Date(now - 5 * HOUR),
  });
  await db.transaction(async (tx) => {
    await registerAll(tx, contentImagesDone);
    await insertAll(
      tx,
      schema.content,
      keptContent.map((c) => c.item),
    );
    await insertAll(tx, schema.reports, [report]);
    await insertAll(tx, schema.moderationQueue, [
      ...keptContent
        .filter((c) => c.pending)
        .map((c) =>
          buildQueueEntry(rngContent, {
            itemType: "content",
            itemId: c.item.id,
            title: c.item.title,
            userId: c.owner.id,
            createdAt: c.item.createdAt,
          }),
        ),
      buildQueueEntry(rngContent, {
        itemType: "content",
        itemId: contentReport.item.id,
        title: contentReport.item.title,
        userId: viewer.id,
        reportId: report.id,
        createdAt: report.createdAt,
      }),
    ]);
  });
  lap(`content: ${keptContent.length}`);

  const adJobsDone = await allDone(adJobs);
  await db.transaction(async (tx) => {
    await registerAll(tx, adJobsDone);
    await insertAll(tx, schema.advertisements, adRows);
  });
  lap(`advertisements: ${adRows.length}`);

  // Settings, payments history, notifications, newsletter.
  const rngMisc = root.fork("misc");
  const donations: Array<NewPaymentTransaction & { id: string }> = [];
  const donationLedger: NewLedgerEntry[] = [];
  const donate = (
    from: Person,
    to: Person | null,
    amount: number,
    daysAgo: number,
    status: NewPaymentTransaction["paymentStatus"] = "completed",
  ) => {
    const createdAt = new Date(now - daysAgo * DAY - rngMisc.int(0, 20) * HOUR);
    const payment = buildPaymentTransaction(rngMisc, {
      userId: from.id,
      transactionType: "donation",
      paymentStatus: status,
      provider: "paystack",
      purpose: to ? `Donation to ${to.name}` : "Donation to Naija Creators",
      email: from.email,
      totalAmount: amount,
      metadata: to ? { recipientId: to.id } : {},
      createdAt,
    });
    donations.push(payment);
    if (status === "completed")
      donationLedger.push(...buildLedgerForPayment(payment, to?.id ?? null));
  };
  donate(creator, creators[2]!, 5_000, 12);
  donate(creator, null, 2_500, 30, "failed");
  donate(creator, null, 10_000, 45);
  for (const [k, fan] of [viewer, ...customers.slice(2, 6)].entries())
    donate(fan, creator, [1_000, 2_500, 5_000, 10_000, 25_000][k % 5]!, 2 + k * 4);

  // Product orders from vendor@'s shop, paid through the platform, so the seller's
  // earnings and the buyers' histories (organizer@ and host@ among them) show real rows.
  const rngOrders = root.fork("orders");
  const orderRows: Array<typeof schema.orders.$inferInsert> = [];
  const orderItemRows: Array<typeof schema.orderItems.$inferInsert> = [];
  const orderPayments: Array<NewPaymentTransaction & { id: string }> = [];
  const orderLedger: NewLedgerEntry[] = [];
  const shop = plannedProducts.filter(
    (p) => p.ownerId === vendor.id && !p.pending && p.product.price > 0,
  );
  const shopProfile = vendorProfiles[0]!;
  const buyers = [organizer, host, creator, ...customers.slice(2, 7)];
  const orderPlan: Array<[Person, number, (typeof schema.orders.$inferInsert)["status"]]> = [
    [organizer, 3, "paid"],
    [host, 8, "shipped"],
    [creator, 15, "delivered"],
    [organizer, 41, "delivered"],
    ...buyers
      .slice(3)
      .map(
        (b, k) =>
          [b, 5 + k * 13, k % 3 === 0 ? "shipped" : "delivered"] as [
            Person,
            number,
            (typeof schema.orders.$inferInsert)["status"],
          ],
      ),
  ];
  for (const [k, [buyer, daysAgo, status]] of orderPlan.entries()) {
    const createdAt = new Date(now - daysAgo * DAY - rngOrders.int(1, 20) * HOUR);
    const picked = rngOrders.pickMany(shop, 1 + (k % 2));
    const items = picked.map((p) => ({
      product: p.product,
      quantity: p.product.isDigital ? 1 : rngOrders.int(1, 2),
    }));
    const subtotal = items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
    const deliveryFee = items.every((i) => i.product.isDigital) ? 0 : 2_500;
    const total = subtotal + deliveryFee;
    const platformFee = defaultFee("products", total);
    const orderId = rngOrders.uuid();
    const orderNumber = `ORD-${createdAt.toISOString().slice(2, 10).replaceAll("-", "")}-${rngOrders.code(6)}`;
    const payment = buildPaymentTransaction(rngOrders, {
      userId: buyer.id,
      transactionType: "order",
      paymentStatus: "completed",
      purpose: `Order ${orderNumber}: ${items.map((i) => i.product.title).join(", ")}`,
      email: buyer.email,
      totalAmount: total,
      platformFee,
      metadata: { orderId, vendorId: shopProfile.id },
      createdAt,
    });
    orderPayments.push(payment);
    orderLedger.push(...buildLedgerForPayment(payment, vendor.id));
    orderRows.push({
      id: orderId,
      orderNumber,
      buyerId: buyer.id,
      vendorId: shopProfile.id,
      status,
      subtotal,
      deliveryFee,
      platformFee,
      total,
      buyerEmail: buyer.email,
      shippingName: buyer.name,
      shippingPhone: buyer.phone,
      shippingAddress: "12 Adeola Odeku Street, Victoria Island",
      shippingCity: "Lagos",
      shippingState: "Lagos",
      deliveryOption: deliveryFee ? "standard" : "digital",
      paymentTransactionId: payment.id,
      paidAt: createdAt,
      shippedAt:
        status === "shipped" || status === "delivered" ? new Date(createdAt.getTime() + DAY) : null,
      deliveredAt: status === "delivered" ? new Date(createdAt.getTime() + 3 * DAY) : null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const i of items)
      orderItemRows.push({
        orderId,
        productId: i.product.id,
        title: i.product.title,
        unitPrice: i.product.price,
        quantity: i.quantity,
      });
  }

  // The vendor supports a creator too, so their own history is not empty either.
  const vendorGift = buildPaymentTransaction(rngOrders, {
    userId: vendor.id,
    transactionType: "donation",
    paymentStatus: "completed",
    purpose: `Donation to ${creator.name}`,
    email: vendor.email,
    totalAmount: 5_000,
    metadata: { recipientId: creator.id },
    createdAt: new Date(now - 10 * DAY),
  });
  orderPayments.push(vendorGift);
  orderLedger.push(...buildLedgerForPayment(vendorGift, creator.id));

  const note = (
    userId: string,
    type: string,
    title: string,
    message: string,
    hoursAgo: number,
    data: Record<string, unknown> = {},
    read = false,
  ) =>
    buildNotification(rngMisc, {
      userId,
      type,
      title,
      message,
      data,
      createdAt: new Date(now - hoursAgo * HOUR),
      readAt: read ? new Date(now - (hoursAgo - 1) * HOUR) : null,
    });
  const trendingOwn = plannedEvents.find(
    (p) => p.kind === "trending" && p.event.organizerId === organizer.id,
  )!;
  const vendorProduct = plannedProducts.find((p) => p.ownerId === vendor.id && !p.pending)!;
  const hostRequest = bookingRows.find((b) => b.status === "requested");
  const featuredOwn =
    plannedContent.find((c) => c.owner.id === creator.id && c.item.isFeatured) ??
    plannedContent.find((c) => c.owner.id === creator.id)!;
  const notificationRows = [
    note(
      organizer.id,
      "moderation",
      "Event approved",
      `"${trendingOwn.event.title}" is now live on the events page.`,
      24 * 20,
      { item_type: "event", item_id: trendingOwn.event.id },
      true,
    ),
    note(
      organizer.id,
      "ticket_sale",
      "Your event is trending",
      `"${trendingOwn.event.title}" sold over 10 tickets this week.`,
      6,
      { item_type: "event", item_id: trendingOwn.event.id },
    ),
    note(
      vendor.id,
      "moderation",
      "Product approved",
      `"${vendorProduct.product.title}" is now visible in the marketplace.`,
      24 * 9,
      { item_type: "product", item_id: vendorProduct.product.id },
      true,
    ),
    note(
      vendor.id,
      "stock",
      "Low stock",
      "One of your products is out of stock. Restock to keep selling.",
      30,
    ),
    note(
      host.id,
      "booking",
      "New booking request",
      "A guest has requested to book one of your stays. Please confirm or decline.",
      3,
      hostRequest ? { booking_id: hostRequest.id } : {},
    ),
    note(
      creator.id,
      "featured",
      "You're featured!",
      `"${featuredOwn.item.title}" was picked for Featured This Week.`,
      26,
      { item_type: "content", item_id: featuredOwn.item.id },
    ),
    note(
      creator.id,
      "donation",
      "New donation",
      `${viewer.name} sent you a donation. Thank you for creating!`,
      48,
      {},
      true,
    ),
    note(
      moderator.id,
      "moderation_queue",
      "Items awaiting review",
      "New events, products, stays and content are waiting in the moderation queue.",
      2,
    ),
    note(
      admin.id,
      "advertisement",
      "New advertisement request",
      `${BUSINESS_IDEAS[17]!.name} applied for a premium top-providers listing.`,
      20,
    ),
    note(
      admin.id,
      "report",
      "Content reported",
      `"${contentReport.item.title}" was reported: Copyright violation.`,
      5,
      {
        item_type: "content",
        item_id: contentReport.item.id,
        reason: "Copyright violation",
        description: report.description,
      },
    ),
    note(
      viewer.id,
      "system",
      "Welcome to Naija Creators",
      "Discover events, content, products and stays from creators across Nigeria.",
      24 * 200,
      {},
      true,
    ),
  ];
  const subscribers = [
    buildNewsletterSubscriber(rngMisc, { email: viewer.email, source: "events" }),
    ...Array.from({ length: 6 }, (_, k) =>
      buildNewsletterSubscriber(rngMisc, {
        email: guest(rngMisc).email,
        status: k === 5 ? "pending" : "confirmed",
        source: rngMisc.pick(["footer", "home", "content", "events"]),
      }),
    ),
  ];
  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      schema.platformFeeSettings,
      buildDefaultFeeSettings({ updatedBy: admin.id }),
    );
    await tx.insert(schema.siteSettings).values({
      key: "notice_bar",
      value: { text: NOTICE_BAR_TEXT, tone: "info" },
      updatedBy: admin.id,
    });
    await insertAll(tx, schema.paymentTransactions, donations);
    await insertAll(tx, schema.paymentLines, buildPaymentLinesFor(donations, donationLedger));
    await insertAll(tx, schema.ledgerEntries, donationLedger);
    await insertAll(tx, schema.paymentTransactions, orderPayments);
    await insertAll(tx, schema.paymentLines, buildPaymentLinesFor(orderPayments, orderLedger));
    await insertAll(tx, schema.orders, orderRows);
    await insertAll(tx, schema.orderItems, orderItemRows);
    await insertAll(tx, schema.ledgerEntries, orderLedger);
    await insertAll(tx, schema.notifications, notificationRows);
    await insertAll(tx, schema.newsletterSubscribers, subscribers);
  });
  lap(`settings, donations, ${orderRows.length} orders, notifications, newsletter`);

  const counts = await demoSummary(db);
  const ms = Date.now() - started;
  log(
    `  media: ${media.stats.images} images and ${media.stats.files} files made, ${media.stats.reused} reused, ${(media.stats.bytes / 1e6).toFixed(1)} MB`,
  );
  // Coverage check so a data edit cannot silently drop a category.
  const categories = new Set(plannedProducts.map((p) => p.product.category));
  if (categories.size !== PRODUCT_CATEGORIES.length)
    log(`  warning: only ${categories.size} product categories seeded`);
  return { ms, counts, media: media.stats, videoSkipped: !canVideo || droppedVideos > 0 };
}
