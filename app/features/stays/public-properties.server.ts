import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { profiles, properties } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { reviewStatsColumns } from "~/lib/db/review-stats.server";
import { countCapped } from "~/lib/db/count-capped.server";
import { placeMatches } from "~/lib/db/place-match.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { PAGE_SIZE, toPage } from "~/lib/pagination";
import { ownerPageUsername } from "~/features/people/public-page.server";
import { publicPropertyWhere } from "./property-kind.server";
import { computeFee, type FeeRule } from "~/features/payments/fees";
import { feeRuleFor } from "~/features/payments/fees.server";
import type { CancellationPolicy } from "./cancellation-refund";
import { serviceFeeBase, stayQuote } from "./stay-quote";
import { freeForDates } from "./stay-availability.server";
import type { StayDates, StayFilters } from "./stay-filters";

export type PropertyType = (typeof properties.propertyType.enumValues)[number];

export interface StayCard {
  id: string;
  slug: string;
  title: string;
  propertyType: PropertyType;
  city: string;
  state: string;
  basePricePerNight: number;
  maxGuests: number;
  bedrooms: number;
  beds: number;
  baths: number;
  hostName: string;
  rating: number | null;
  reviewCount: number;
  photo: StoredImage | null;
  /** With dates searched: what those nights cost in all (nights, cleaning, service fee). */
  datesTotal: { amount: number; nights: number } | null;
}

const cardColumns = {
  id: properties.id,
  slug: properties.slug,
  title: properties.title,
  propertyType: properties.propertyType,
  city: properties.city,
  state: properties.state,
  basePricePerNight: properties.basePricePerNight,
  maxGuests: properties.maxGuests,
  bedrooms: properties.bedrooms,
  beds: properties.beds,
  baths: properties.baths,
  cleaningFee: properties.cleaningFee,
  photoKeys: properties.photoKeys,
  hostName: sql<string>`coalesce(${profiles.fullName}, ${profiles.username}, 'Host')`,
  // Hidden reviews count nowhere (the one rule: lib/db/review-stats.server.ts).
  ...reviewStatsColumns("property", sql`"properties"."id"`),
};

type CardRow = {
  id: string;
  slug: string;
  title: string;
  propertyType: PropertyType;
  city: string;
  state: string;
  basePricePerNight: number;
  maxGuests: number;
  bedrooms: number;
  beds: number;
  baths: number;
  cleaningFee: number;
  photoKeys: string[];
  hostName: string;
  rating: string | null;
  reviewCount: number;
};

/**
 * The price of a stay as the booking will carry it (ADR 066): nights × nightly price,
 * the cleaning fee, and the service fee (the platform's fee for properties, on both).
 */
export function stayTotal(
  o: { basePricePerNight: number; cleaningFee: number },
  dates: { checkIn: string; checkOut: string },
  rule: FeeRule,
) {
  const price = { ...dates, pricePerNight: o.basePricePerNight, cleaningFee: o.cleaningFee };
  return stayQuote({ ...price, serviceFee: computeFee(serviceFeeBase(price), rule).fee }).total;
}

async function toCards(
  rows: CardRow[],
  priced?: { dates: StayDates; rule: FeeRule },
): Promise<StayCard[]> {
  const images = await loadImages(
    await getDb(),
    rows.map((r) => r.photoKeys[0]),
  );
  return rows.map(({ photoKeys, rating, reviewCount, cleaningFee, ...r }) => ({
    ...r,
    rating: rating == null ? null : Number(rating),
    reviewCount: Number(reviewCount),
    photo: photoKeys[0] ? (images.get(photoKeys[0]) ?? null) : null,
    datesTotal: priced
      ? {
          amount: stayTotal({ ...r, cleaningFee }, priced.dates, priced.rule),
          nights: priced.dates.nights,
        }
      : null,
  }));
}

/**
 * The one WHERE of /bookings' list: what the public may see, narrowed by the filters.
 * "Where" is matched against the city or the state ("lekki", "Lagos"); the
 * guests against the most the stay takes; the price against its base nightly price;
 * dates against the nights free (no holding booking, no block) and the stay's minimum.
 */
export function propertyListWhere(f: StayListFilters) {
  return and(
    publicPropertyWhere(),
    f.type ? eq(properties.propertyType, f.type) : undefined,
    f.dates ? lte(properties.minNights, f.dates.nights) : undefined,
    f.dates ? freeForDates(f.dates.checkIn, f.dates.checkOut) : undefined,
    placeMatches(sql`properties.search_vector`, [properties.city, properties.state], f.where),
    f.guests !== null ? gte(properties.maxGuests, f.guests) : undefined,
    f.minPrice !== null ? gte(properties.basePricePerNight, f.minPrice) : undefined,
    f.maxPrice !== null ? lte(properties.basePricePerNight, f.maxPrice) : undefined,
  );
}

/** What the list query reads of the filters (the rest is for the form and the URL). */
type StayListFilters = Pick<
  StayFilters,
  "type" | "where" | "dates" | "guests" | "minPrice" | "maxPrice"
>;

const NO_STAY_FILTERS: StayListFilters = {
  type: "",
  where: "",
  dates: null,
  guests: null,
  minPrice: null,
  maxPrice: null,
};

export type StayListOptions = Partial<StayListFilters> & {
  page: number;
  pageSize?: number;
};

/**
 * A dates search counts to 240 ("240+ results", ten pages), not the lists' 1,000: every
 * stay counted costs two availability probes, and counting a place's free stays to
 * 1,000 was most of a search's time (docs/decisions/074-stays-search-and-trips.md).
 */
export const DATES_COUNT_CAP = 240;

async function loadListPublicProperties({
  page,
  pageSize = PAGE_SIZE,
  ...filters
}: StayListOptions) {
  const db = await getDb();
  const f = { ...NO_STAY_FILTERS, ...filters };
  const where = propertyListWhere(f);
  // The page walks the date index and stops after a page; the count stops at the cap.
  const [{ total, capped }, rows, rule] = await Promise.all([
    countCapped({ table: properties, where, cap: f.dates ? DATES_COUNT_CAP : undefined }),
    db
      .select(cardColumns)
      .from(properties)
      .leftJoin(profiles, eq(profiles.id, properties.ownerId))
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    f.dates ? feeRuleFor(db, "properties") : null,
  ]);
  const priced = f.dates && rule ? { dates: f.dates, rule } : undefined;
  return { ...toPage(await toCards(rows, priced), total, page, pageSize), capped };
}

/** Best rated first: the home page's Featured Stays. */
async function loadFeaturedProperties(limit: number) {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(properties)
    .leftJoin(profiles, eq(profiles.id, properties.ownerId))
    .where(publicPropertyWhere())
    .orderBy(sql`${cardColumns.rating} desc nulls last`, desc(properties.createdAt))
    .limit(limit);
  return toCards(rows);
}

export interface StayDetail extends StayCard {
  summary: string;
  description: string;
  cleaningFee: number;
  minNights: number;
  address: string;
  amenities: string[];
  houseRules: string | null;
  cancellationPolicy: CancellationPolicy;
  photos: StoredImage[];
  /** The host's username when they have a public page (/@username), else null. */
  hostUsername: string | null;
}

async function loadPublicProperty(slug: string): Promise<StayDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      summary: properties.summary,
      description: properties.description,
      cleaningFee: properties.cleaningFee,
      minNights: properties.minNights,
      address: properties.address,
      amenities: properties.amenities,
      houseRules: properties.houseRules,
      cancellationPolicy: properties.cancellationPolicy,
      hostUsername: ownerPageUsername(properties.ownerId),
    })
    .from(properties)
    .leftJoin(profiles, eq(profiles.id, properties.ownerId))
    .where(and(eq(properties.slug, slug), publicPropertyWhere()))
    .limit(1);
  if (!row) return null;
  const [card] = await toCards([row]);
  const images = await loadImages(db, row.photoKeys);
  return {
    ...card,
    summary: row.summary,
    description: row.description,
    cleaningFee: row.cleaningFee,
    minNights: row.minNights,
    address: row.address,
    amenities: row.amenities,
    houseRules: row.houseRules,
    cancellationPolicy: row.cancellationPolicy,
    photos: row.photoKeys.map((k) => images.get(k)).filter((i): i is StoredImage => Boolean(i)),
    hostUsername: row.hostUsername,
  };
}

/**
 * One host's public stays for their page (/@username), newest first. `pageSize: 0`
 * counts only.
 */
async function loadPublicPropertiesBy({
  hostId,
  page,
  pageSize,
}: {
  hostId: string;
  page: number;
  pageSize: number;
}) {
  const db = await getDb();
  const where = and(publicPropertyWhere(), eq(properties.ownerId, hostId));
  const [{ total }, rows] = await Promise.all([
    countCapped({ table: properties, where }),
    pageSize > 0
      ? db
          .select(cardColumns)
          .from(properties)
          .leftJoin(profiles, eq(profiles.id, properties.ownerId))
          .where(where)
          .orderBy(desc(properties.createdAt), desc(properties.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : [],
  ]);
  return { items: await toCards(rows), total };
}

export function publicPropertiesBy(options: { hostId: string; page: number; pageSize: number }) {
  return cached(`stays:publicPropertiesBy:${JSON.stringify(options)}`, PUBLIC_TTL_MS, () =>
    loadPublicPropertiesBy(options),
  );
}

export function listPublicProperties(options: StayListOptions) {
  // Keyed on what the query reads only (the form's raw text and messages are not).
  const { type, where, dates, guests, minPrice, maxPrice, page, pageSize } = options;
  // Absent filters are the empty ones (an explicit undefined would override the defaults).
  const key = {
    type: type ?? NO_STAY_FILTERS.type,
    where: where ?? NO_STAY_FILTERS.where,
    dates: dates ?? null,
    guests: guests ?? null,
    minPrice: minPrice ?? null,
    maxPrice: maxPrice ?? null,
    page,
    pageSize,
  };
  return cached(`stays:listPublicProperties:${JSON.stringify(key)}`, PUBLIC_TTL_MS, () =>
    loadListPublicProperties(key),
  );
}

export function featuredProperties(limit: number) {
  return cached(`stays:featuredProperties:${limit}`, PUBLIC_TTL_MS, () =>
    loadFeaturedProperties(limit),
  );
}

export function getPublicProperty(slug: string) {
  return cached(`stays:getPublicProperty:${slug}`, PUBLIC_TTL_MS, () => loadPublicProperty(slug));
}
