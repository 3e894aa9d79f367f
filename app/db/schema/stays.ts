import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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
    // Booking settings (issue 32): a request by default; instant book pays at once.
    instantBook: boolean("instant_book").notNull().default(false),
    // Local times in Africa/Lagos, "HH:MM".
    checkInTime: text("check_in_time").notNull().default("14:00"),
    checkOutTime: text("check_out_time").notNull().default("11:00"),
    // Shown to confirmed guests only (never on the public page).
    checkInInstructions: text("check_in_instructions").notNull().default(""),
    // The secret of the property's iCal feed URL (≥ 128 random bits; rotatable).
    icalToken: text("ical_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
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
      "properties_times_check",
      sql`${t.checkInTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.checkOutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
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
    // The signed-in guest; null when booked signed out (the e-mailed link's token is
    // then their credential).
    guestId: uuid("guest_id").references(() => users.id, { onDelete: "restrict" }),
    guestName: text("guest_name").notNull().default(""),
    guestEmail: text("guest_email").notNull().default(""),
    guestPhone: text("guest_phone"),
    accessToken: text("access_token")
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    checkIn: date("check_in").notNull(),
    checkOut: date("check_out").notNull(),
    guests: integer("guests").notNull(),
    nights: integer("nights").notNull(),
    pricePerNight: naira("price_per_night").notNull(),
    cleaningFee: naira("cleaning_fee").notNull().default(0),
    // The service fee the guest pays on top (the platform fee for properties).
    platformFee: naira("platform_fee").notNull().default(0),
    total: naira("total").notNull(),
    status: bookingStatus("status").notNull().default("requested"),
    guestMessage: text("guest_message"),
    // What the guest was shown when booking, kept as it was then.
    instant: boolean("instant").notNull().default(false),
    cancellationPolicy: cancellationPolicy("cancellation_policy").notNull().default("moderate"),
    checkInTime: text("check_in_time").notNull().default("14:00"),
    checkOutTime: text("check_out_time").notNull().default("11:00"),
    // Deadlines: the host's answer to a request; the guest's payment once accepted.
    answerBy: timestamp("answer_by", { withTimezone: true }),
    payBy: timestamp("pay_by", { withTimezone: true }),
    paymentTransactionId: uuid("payment_transaction_id"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedOutAt: timestamp("checked_out_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: uuid("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bookings_dates_check", sql`${t.checkOut} > ${t.checkIn}`),
    check("bookings_guests_check", sql`${t.guests} >= 1`),
    index("bookings_property_idx").on(t.propertyId, t.checkIn),
    // Search for dates (freeForDates): "has this property a holding booking ending after
    // the check-in and starting before the check-out?", answered from the index alone.
    // The exclusion constraint's GiST index answers it too, at ten times the cost
    // (docs/benchmarks.md > Stays for dates).
    index("bookings_holding_idx")
      .on(t.propertyId, t.checkOut, t.checkIn)
      .where(sql`${t.status} in ('requested', 'awaiting_payment', 'confirmed', 'checked_in')`),
    index("bookings_guest_idx").on(t.guestId, t.createdAt),
    index("bookings_guest_email_idx").on(t.guestEmail),
    // A person's trips include stays booked signed out with their verified e-mail, any
    // case (lib/own-purchases.server.ts): without it, every trips page read all bookings.
    index("bookings_guest_email_lower_idx").on(sql`lower(${t.guestEmail})`),
    // The deadline sweeps: open requests and unpaid accepted bookings.
    index("bookings_deadline_idx")
      .on(t.status, t.answerBy, t.payBy)
      .where(sql`${t.status} in ('requested', 'awaiting_payment')`),
  ],
);

/** Outside calendars (Airbnb, Booking.com iCal URLs) whose events block nights here. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: id(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    label: text("label").notNull().default(""),
    lastSyncedAt: timestamp("last_synced_at", { withTimezone: true }),
    lastError: text("last_error"),
    // The events of the last sync that clash with a booking, for the host to see.
    conflicts: integer("conflicts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feeds_property_url_idx").on(t.propertyId, t.url)],
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
    // Null: the host closed the nights here. Set: an event of an imported calendar,
    // named by its UID (importing the same feed again updates, never duplicates).
    feedId: uuid("feed_id").references(() => calendarFeeds.id, { onDelete: "cascade" }),
    uid: text("uid"),
    createdAt: createdAt(),
  },
  (t) => [
    check("availability_blocks_dates_check", sql`${t.endsOn} > ${t.startsOn}`),
    check("availability_blocks_feed_uid_check", sql`(${t.feedId} is null) = (${t.uid} is null)`),
    index("availability_blocks_property_idx").on(t.propertyId, t.startsOn),
    uniqueIndex("availability_blocks_feed_uid_idx").on(t.feedId, t.uid),
  ],
);
