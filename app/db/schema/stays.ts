import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, moderationColumns, naira, updatedAt } from "./columns";
import {
  bookingStatus,
  cancellationPolicy,
  moderationStatus,
  propertyStatus,
  propertyType,
} from "./enums";

export const properties = pgTable(
  "properties",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    propertyType: propertyType("property_type").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    basePricePerNight: naira("base_price_per_night").notNull(),
    cleaningFee: naira("cleaning_fee").notNull().default(0),
    maxGuests: integer("max_guests").notNull(),
    bedrooms: integer("bedrooms").notNull().default(1),
    beds: integer("beds").notNull().default(1),
    baths: integer("baths").notNull().default(1),
    minNights: integer("min_nights").notNull().default(1),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    amenities: text("amenities").array().notNull().default([]),
    houseRules: text("house_rules"),
    photoKeys: text("photo_keys").array().notNull().default([]),
    cancellationPolicy: cancellationPolicy("cancellation_policy").notNull().default("moderate"),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: propertyStatus("status").notNull().default("draft"),
    moderationStatus: moderationStatus("moderation_status").notNull().default("pending"),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("properties_price_check", sql`${t.basePricePerNight} >= 0 and ${t.cleaningFee} >= 0`),
    check(
      "properties_counts_check",
      sql`${t.maxGuests} >= 1 and ${t.minNights} >= 1 and ${t.bedrooms} >= 0 and ${t.beds} >= 0 and ${t.baths} >= 0`,
    ),
    index("properties_public_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'active'`),
    index("properties_type_idx").on(t.propertyType),
    index("properties_city_idx").on(t.city),
    index("properties_state_idx").on(t.state),
    index("properties_price_idx").on(t.basePricePerNight),
    index("properties_owner_idx").on(t.ownerId, t.createdAt),
  ],
);

/**
 * Stays are [check_in, check_out) half-open ranges. The exclusion constraint that
 * forbids two live bookings of one property overlapping is in a custom migration.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    reference: text("reference").notNull().unique(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "restrict" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    checkIn: date("check_in").notNull(),
    checkOut: date("check_out").notNull(),
    guests: integer("guests").notNull(),
    nights: integer("nights").notNull(),
    pricePerNight: naira("price_per_night").notNull(),
    cleaningFee: naira("cleaning_fee").notNull().default(0),
    platformFee: naira("platform_fee").notNull().default(0),
    total: naira("total").notNull(),
    status: bookingStatus("status").notNull().default("requested"),
    guestMessage: text("guest_message"),
    paymentTransactionId: uuid("payment_transaction_id"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_dates_check", sql`${t.checkOut} > ${t.checkIn}`),
    check("bookings_guests_check", sql`${t.guests} >= 1`),
    index("bookings_property_idx").on(t.propertyId, t.checkIn),
    index("bookings_guest_idx").on(t.guestId, t.createdAt),
  ],
);

/** Dates a host closes on the calendar; [starts_on, ends_on) like bookings. */
export const availabilityBlocks = pgTable(
  "availability_blocks",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("availability_blocks_dates_check", sql`${t.endsOn} > ${t.startsOn}`),
    index("availability_blocks_property_idx").on(t.propertyId, t.startsOn),
  ],
);
