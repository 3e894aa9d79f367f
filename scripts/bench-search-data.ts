// Data for `npm run bench:search`: many realistic items per area, made by the test
// factories' pure builders (Nigerian ideas, cities, venues, prices) with varied titles,
// and a realistic share of items the public cannot see. Rows go in with one
// `insert … select … from unnest($1::text[], …)` per chunk: a handful of parameters
// however many rows, which both PGlite and node-postgres take quickly.
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  content,
  events,
  mediaAssets,
  products,
  profiles,
  properties,
  ticketTypes,
  users,
  vendorProfiles,
} from "~/db/schema";
import type { Database } from "~/lib/db/client.server";
import { slugWithSuffix } from "~/lib/slug";
import { buildContent } from "./seed/factories/content";
import { buildEvent, buildTicketTypes } from "./seed/factories/events";
import { buildProduct, buildVendorProfile } from "./seed/factories/marketplace";
import { EVENT_IDEAS, personName, PRODUCT_IDEAS } from "./seed/factories/naija-data";
import { createRng, type Rng } from "./seed/factories/random";
import { buildProperty } from "./seed/factories/stays";
import { buildUser, type Role } from "./seed/factories/users";

const CHUNK = 2_500;
const DAY = 86_400_000;
const SEPARATOR = "\u001f";
const IMAGE_POOL = 200;

type Row = Record<string, unknown>;

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String).join(SEPARATOR);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Inserts rows (objects keyed like the drizzle table) in one statement. */
export async function insertMany(database: Database, table: PgTable, rows: Row[]) {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((k) => rows.some((r) => r[k] !== undefined));
  const params = keys.map((k) => rows.map((r) => asText(r[k])));
  const select = keys.map((k, i) => {
    const type = columns[k].getSQLType();
    return type.endsWith("[]") ? `string_to_array(u.c${i}, chr(31))::${type}` : `u.c${i}::${type}`;
  });
  const text =
    `insert into "${getTableName(table)}" (${keys.map((k) => `"${columns[k].name}"`).join(", ")}) ` +
    `select ${select.join(", ")} from unnest(${keys.map((_, i) => `$${i + 1}::text[]`).join(", ")}) ` +
    `as u(${keys.map((_, i) => `c${i}`).join(", ")})`;
  await database.query(text, params);
}

/** Picks by weight: `[["a", 3], ["b", 1]]` → "a" three times as often. */
function weighted<T>(rng: Rng, options: ReadonlyArray<readonly [T, number]>): T {
  const total = options.reduce((sum, [, w]) => sum + w, 0);
  let roll = rng.next() * total;
  for (const [value, w] of options) {
    roll -= w;
    if (roll < 0) return value;
  }
  return options[options.length - 1][0];
}

const MODERATION = [
  ["approved", 82],
  ["pending", 12],
  ["rejected", 6],
] as const;

// Title variations, so 100 k items are not a few dozen titles repeated.
const EDITION_WORDS = ["Edition", "Vol.", "Season", "Chapter"] as const;
const PRODUCT_VARIANTS = [
  "Red",
  "Royal Blue",
  "Emerald Green",
  "Gold",
  "Black",
  "Wine",
  "Small",
  "Large",
  "XL",
  "Family Size",
  "Pack of 2",
  "Pack of 3",
  "Gift Set",
  "Limited Edition",
] as const;
const STAY_PREFIXES = [
  "Cosy",
  "Luxury",
  "Budget",
  "Spacious",
  "Newly Renovated",
  "Quiet",
  "Executive",
  "Family-Friendly",
] as const;
const CONTENT_SUFFIXES = ["Part", "Episode", "Take"] as const;

function eventTitle(rng: Rng, base: string) {
  const year = 2025 + rng.int(0, 2);
  return weighted(rng, [
    [base, 4],
    [`${base} ${year}`, 2],
    [`${base} ${rng.pick(EDITION_WORDS)} ${rng.int(2, 12)}`, 2],
    [`${base} with ${personName(rng).full}`, 1],
  ]);
}

function productTitle(rng: Rng, base: string) {
  return weighted(rng, [
    [base, 3],
    [`${base} (${rng.pick(PRODUCT_VARIANTS)})`, 3],
    [`${base} by ${personName(rng).last}`, 1],
  ]);
}

function stayTitle(rng: Rng, base: string) {
  return weighted(rng, [
    [base, 3],
    [`${rng.pick(STAY_PREFIXES)} ${base}`, 2],
    [`${base}, Unit ${rng.int(1, 40)}${rng.pick(["A", "B", "C"])}`, 1],
  ]);
}

function contentTitle(rng: Rng, base: string) {
  return weighted(rng, [
    [base, 3],
    [`${base} (${rng.pick(CONTENT_SUFFIXES)} ${rng.int(2, 9)})`, 2],
    [`${base} ft. ${personName(rng).full}`, 1],
  ]);
}

type Pool = { ids: string[]; vendorIds: string[] };
const AREAS = ["events", "products", "properties", "content"] as const;
type Area = (typeof AREAS)[number];

export interface Generator {
  /** Inserts items until each area (or each of `areas`) has `n` (in chunks). */
  generateUpTo(n: number, areas?: readonly Area[]): Promise<void>;
  rows(): number;
}

/**
 * Users (organisers, vendors with stores, hosts, creators), a pool of image records,
 * then items on demand. Deterministic: the same seed makes the same data.
 */
export async function createGenerator(database: Database, maxItems: number): Promise<Generator> {
  const rng = createRng("bench-search");
  let inserted = 0;
  const perRole = Math.max(20, Math.ceil(maxItems / 100));
  const pools = {} as Record<Role, Pool>;
  for (const role of ["event_organizer", "vendor", "property_owner", "creator"] as Role[]) {
    const r = rng.fork(`users-${role}`);
    const built = Array.from({ length: perRole }, (_, i) =>
      buildUser(r, {
        role,
        username: null,
        email: `bench-${role}-${i}@example.com`,
        createdAt: new Date(Date.now() - r.int(200, 900) * DAY),
      }),
    );
    await insertMany(
      database,
      users,
      built.map((b) => b.user),
    );
    await insertMany(
      database,
      profiles,
      built.map((b) => b.profile),
    );
    const pool: Pool = { ids: built.map((b) => b.user.id), vendorIds: [] };
    if (role === "vendor") {
      const stores = built.map((b) =>
        buildVendorProfile(r, {
          userId: b.user.id,
          ownerName: b.profile.fullName ?? undefined,
          city: b.profile.city ?? undefined,
        }),
      );
      await insertMany(database, vendorProfiles, stores);
      pool.vendorIds = stores.map((s) => s.id);
    }
    pools[role] = pool;
    inserted += built.length * 2 + pool.vendorIds.length;
  }

  const images = Array.from({ length: IMAGE_POOL }, (_, i) => `bench/images/${i}.jpg`);
  await insertMany(
    database,
    mediaAssets,
    images.map((key, i) => ({
      key,
      width: 1600,
      height: 1067,
      variantWidths: [320, 640, 960, 1280],
      placeholderColor: `#${(0x406080 + i * 997).toString(16).slice(-6)}`,
      contentType: "image/jpeg",
    })),
  );
  inserted += images.length;

  const done = { events: 0, products: 0, properties: 0, content: 0 };
  const rngs = {
    events: rng.fork("events"),
    products: rng.fork("products"),
    properties: rng.fork("properties"),
    content: rng.fork("content"),
  };
  const now = Date.now();
  // Unique suffix: the item's number in base 36 plus random letters.
  const suffix = (r: Rng, i: number) => `${i.toString(36)}${r.suffix(3)}`;

  function eventRows(r: Rng, from: number, to: number) {
    const eventRowsOut: Row[] = [];
    const ticketRows: Row[] = [];
    for (let i = from; i < to; i++) {
      const idea = r.pick(EVENT_IDEAS);
      // From 75 days ago to 180 days ahead: about 3 in 10 have ended.
      const start = new Date(now + r.int(-75 * 24, 180 * 24) * 3_600_000);
      const event = buildEvent(r, {
        organizerId: r.pick(pools.event_organizer.ids),
        idea,
        startDatetime: start,
        status: weighted(r, [
          ["published", 88],
          ["draft", 5],
          ["cancelled", 4],
          ["rescheduled", 3],
        ]),
        moderationStatus: weighted(r, MODERATION),
        coverImageKey: r.pick(images),
      });
      event.title = eventTitle(r, event.title);
      event.slug = slugWithSuffix(event.title, suffix(r, i));
      eventRowsOut.push(event);
      ticketRows.push(...buildTicketTypes(r, { eventId: event.id, tier: idea.tier }));
    }
    return { eventRowsOut, ticketRows };
  }

  function productRows(r: Rng, from: number, to: number) {
    const out: Row[] = [];
    for (let i = from; i < to; i++) {
      const idea = r.pick(PRODUCT_IDEAS);
      const product = buildProduct(r, {
        vendorId: r.pick(pools.vendor.vendorIds),
        idea,
        price: Math.max(500, Math.round((idea.price * r.float(0.6, 1.6)) / 500) * 500),
        status: weighted(r, [
          ["active", 85],
          ["draft", 7],
          ["inactive", 8],
        ]),
        moderationStatus: weighted(r, MODERATION),
        imageKeys: [r.pick(images)],
      });
      product.title = productTitle(r, product.title);
      product.slug = slugWithSuffix(product.title, suffix(r, i));
      product.sku = `${product.sku}-${i.toString(36)}`;
      out.push(product);
    }
    return out;
  }

  function propertyRows(r: Rng, from: number, to: number) {
    const out: Row[] = [];
    for (let i = from; i < to; i++) {
      const property = buildProperty(r, {
        ownerId: r.pick(pools.property_owner.ids),
        status: weighted(r, [
          ["active", 85],
          ["draft", 8],
          ["inactive", 7],
        ]),
        moderationStatus: weighted(r, MODERATION),
        photoKeys: [r.pick(images)],
      });
      property.basePricePerNight = Math.max(
        5_000,
        Math.round((property.basePricePerNight * r.float(0.7, 1.4)) / 1000) * 1000,
      );
      property.title = stayTitle(r, property.title);
      property.slug = slugWithSuffix(property.title, suffix(r, i));
      out.push(property);
    }
    return out;
  }

  function contentRows(r: Rng, from: number, to: number) {
    const out: Row[] = [];
    for (let i = from; i < to; i++) {
      const item = buildContent(r, {
        creatorId: r.pick(pools.creator.ids),
        status: weighted(r, [
          ["published", 88],
          ["draft", 7],
          ["archived", 5],
        ]),
        // Content is public unless rejected, so pending items count as visible.
        moderationStatus: weighted(r, [
          ["approved", 78],
          ["pending", 17],
          ["rejected", 5],
        ]),
      });
      item.title = contentTitle(r, item.title);
      item.slug = slugWithSuffix(item.title, suffix(r, i));
      item.thumbnailKey = r.pick(images);
      out.push(item);
    }
    return out;
  }

  return {
    rows: () => inserted,
    async generateUpTo(n: number, areas: readonly Area[] = AREAS) {
      for (const area of areas) {
        const r = rngs[area];
        while (done[area] < n) {
          const from = done[area];
          const to = Math.min(n, from + CHUNK);
          if (area === "events") {
            const { eventRowsOut, ticketRows } = eventRows(r, from, to);
            await insertMany(database, events, eventRowsOut);
            await insertMany(database, ticketTypes, ticketRows);
            inserted += eventRowsOut.length + ticketRows.length;
          } else {
            const rows =
              area === "products"
                ? productRows(r, from, to)
                : area === "properties"
                  ? propertyRows(r, from, to)
                  : contentRows(r, from, to);
            await insertMany(
              database,
              area === "products" ? products : area === "properties" ? properties : content,
              rows,
            );
            inserted += rows.length;
          }
          done[area] = to;
        }
      }
    },
  };
}
