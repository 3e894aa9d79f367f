import { bookings, properties } from "~/db/schema";
import { AMENITIES, type Amenity } from "~/features/stays/catalog";
import type { Db, Tx } from "~/lib/db/client.server";
import { slugWithSuffix } from "~/lib/slug";
import { HOUSE_RULES, STAY_IDEAS, type StayIdea } from "./naija-data";
import { defaultFee } from "./payments";
import { testRng, type Rng } from "./random";
import { createUser } from "./users";

export type NewProperty = typeof properties.$inferInsert;
export type PropertyRow = typeof properties.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;

const DAY = 86_400_000;

/** Amenities a listing of this type and price plausibly has. */
function amenitiesFor(rng: Rng, idea: StayIdea): Amenity[] {
  const base: Amenity[] = ["Wi-Fi", "Air conditioning", "24/7 security"];
  const power: Amenity[] =
    idea.price >= 50_000
      ? ["24/7 power", "Generator", "Inverter"]
      : [rng.pick(["Inverter", "Generator"] as const)];
  const extras = rng.pickMany(
    AMENITIES.filter(
      (a) => !base.includes(a) && !power.includes(a) && a !== "Swimming pool" && a !== "Gym",
    ),
    rng.int(3, 7),
  );
  const luxury: Amenity[] = idea.price >= 90_000 ? ["Swimming pool", "Gym"] : [];
  return [...new Set([...base, ...power, ...luxury, ...extras])];
}

export type PropertyOverrides = Partial<NewProperty> & { idea?: StayIdea };

/**
 * Insert values for a property (pure) from a stay idea: price, cleaning fee, rooms,
 * amenities, house rules, cancellation policy. Active and approved by default.
 * Photo keys are empty: the seed stores photos and passes their keys.
 */
export function buildProperty(
  rng: Rng,
  overrides: PropertyOverrides & { ownerId: string },
): NewProperty & { id: string; slug: string } {
  const { idea: givenIdea, ...values } = overrides;
  const idea = givenIdea ?? rng.pick(STAY_IDEAS);
  const title = values.title ?? idea.title;
  const createdAt = values.createdAt ?? new Date(Date.now() - rng.int(10, 300) * DAY);
  return {
    id: values.id ?? rng.uuid(),
    slug: values.slug ?? slugWithSuffix(title, rng.suffix(5)),
    title,
    propertyType: idea.type,
    summary: idea.summary,
    description: idea.description,
    basePricePerNight: idea.price,
    cleaningFee: Math.round((idea.price * rng.float(0.08, 0.2)) / 500) * 500 || 2_000,
    maxGuests: idea.guests,
    bedrooms: idea.bedrooms,
    beds: idea.beds,
    baths: idea.baths,
    minNights: idea.type === "hotel" || idea.type === "room" ? 1 : rng.pick([1, 2, 2, 3]),
    address: `${rng.int(1, 60)} ${idea.street}, ${idea.city}`,
    city: idea.city,
    state: idea.state,
    amenities: amenitiesFor(rng, idea),
    houseRules: rng.pickMany(HOUSE_RULES, rng.int(3, 5)).join("\n"),
    photoKeys: [],
    cancellationPolicy: rng.pick(["flexible", "moderate", "moderate", "strict"] as const),
    status: "active",
    moderationStatus: "approved",
    moderatedAt: values.moderationStatus === "pending" ? null : createdAt,
    createdAt,
    updatedAt: createdAt,
    ...values,
  };
}

export async function createProperty(
  db: Db | Tx,
  overrides: PropertyOverrides = {},
  rng: Rng = testRng(),
): Promise<PropertyRow> {
  const ownerId = overrides.ownerId ?? (await createUser(db, { role: "property_owner" }, rng)).id;
  const [row] = await db
    .insert(properties)
    .values(buildProperty(rng, { ...overrides, ownerId }))
    .returning();
  return row!;
}

/** `YYYY-MM-DD` of a Date in UTC (the `date` columns' string form). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function buildBookingReference(rng: Rng): string {
  return `BK-${rng.code(8)}`;
}

export type BookingOverrides = Partial<NewBooking> & {
  propertyId: string;
  /** Null: booked signed out (the access token is the guest's credential). */
  guestId: string | null;
  /** Price inputs when pricePerNight/cleaningFee are not given. */
  property?: { basePricePerNight: number; cleaningFee: number };
};

/**
 * Insert values for a booking (pure). Totals follow the stays decision: nights ×
 * price + cleaning fee + platform fee (12 %, min ₦50). Default: confirmed, 2 nights
 * starting in 14 days.
 */
export function buildBooking(rng: Rng, overrides: BookingOverrides): NewBooking & { id: string } {
  const { property, ...values } = overrides;
  const checkIn = values.checkIn ?? isoDate(new Date(Date.now() + 14 * DAY));
  const nights =
    values.nights ??
    (values.checkOut
      ? Math.round((Date.parse(values.checkOut) - Date.parse(checkIn)) / DAY)
      : rng.int(1, 4));
  const checkOut = values.checkOut ?? isoDate(new Date(Date.parse(checkIn) + nights * DAY));
  const pricePerNight = values.pricePerNight ?? property?.basePricePerNight ?? 30_000;
  const cleaningFee = values.cleaningFee ?? property?.cleaningFee ?? 0;
  const subtotal = nights * pricePerNight + cleaningFee;
  const platformFee = values.platformFee ?? defaultFee("properties", subtotal);
  const status = values.status ?? "confirmed";
  const createdAt =
    values.createdAt ?? new Date(Math.min(Date.now(), Date.parse(checkIn)) - rng.int(3, 30) * DAY);
  return {
    id: values.id ?? rng.uuid(),
    reference: buildBookingReference(rng),
    checkIn,
    checkOut,
    guests: 1,
    nights,
    pricePerNight,
    cleaningFee,
    platformFee,
    total: subtotal + platformFee,
    status,
    confirmedAt:
      status === "requested" || status === "declined"
        ? null
        : new Date(createdAt.getTime() + 3 * 3_600_000),
    createdAt,
    updatedAt: createdAt,
    ...values,
  };
}

export async function createBooking(
  db: Db | Tx,
  overrides: Partial<BookingOverrides> = {},
  rng: Rng = testRng(),
): Promise<BookingRow> {
  const property = overrides.propertyId ? null : await createProperty(db, {}, rng);
  const guestId =
    overrides.guestId === null
      ? null
      : (overrides.guestId ?? (await createUser(db, { role: "viewer" }, rng)).id);
  const [row] = await db
    .insert(bookings)
    .values(
      buildBooking(rng, {
        property: property ?? undefined,
        ...overrides,
        propertyId: overrides.propertyId ?? property!.id,
        guestId,
      }),
    )
    .returning();
  return row!;
}
