import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
  eventStatus,
  moderationStatus,
  promoDiscountType,
  ticketOrderStatus,
  ticketPaymentStatus,
  waitlistStatus,
} from "./enums";

export const events = pgTable(
  "events",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    coverImageKey: text("cover_image_key"),
    // A cover given by URL (create form), shown when there is no uploaded cover.
    coverImageUrl: text("cover_image_url"),
    venueName: text("venue_name").notNull(),
    venueAddress: text("venue_address").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    startDatetime: timestamp("start_datetime", { withTimezone: true }).notNull(),
    endDatetime: timestamp("end_datetime", { withTimezone: true }).notNull(),
    tags: text("tags").array().notNull().default([]),
    organizerId: uuid("organizer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    status: eventStatus("status").notNull().default("published"),
    moderationStatus: moderationStatus("moderation_status").notNull().default("pending"),
    // Admin-picked for the Featured Events tab.
    featured: boolean("featured").notNull().default(false),
    featuredAt: timestamp("featured_at", { withTimezone: true }),
    // A rescheduled event stays `published` (so it stays listed and its partial indexes
    // hold); these say it moved and from when (docs/decisions/028-events-ticketing-schema.md).
    rescheduledAt: timestamp("rescheduled_at", { withTimezone: true }),
    previousStartDatetime: timestamp("previous_start_datetime", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("events_dates_check", sql`${t.endDatetime} >= ${t.startDatetime}`),
    // Public discovery: published + approved + not ended, by start date.
    index("events_discovery_idx")
      .on(t.startDatetime)
      .where(sql`${t.status} = 'published' and ${t.moderationStatus} = 'approved'`),
    index("events_end_idx").on(t.endDatetime),
    index("events_state_idx").on(t.state),
    index("events_city_idx").on(t.city),
    index("events_organizer_idx").on(t.organizerId, t.createdAt),
    index("events_tags_idx").using("gin", t.tags),
    index("events_moderation_idx").on(t.moderationStatus),
    index("events_featured_idx")
      .on(t.featuredAt)
      .where(sql`${t.featured}`),
  ],
);

export const ticketTypes = pgTable(
  "ticket_types",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    price: naira("price").notNull(),
    quantity: integer("quantity").notNull(),
    // Seats paid for. Seats held by unpaid orders and waitlist offers are not counted
    // here: they are summed from their unexpired rows (features/events/ticket-availability
    // .server.ts), so an expired hold frees its seats the moment it expires.
    sold: integer("sold").notNull().default(0),
    // Optional sales window; null = from publication / until the event ends.
    salesStart: timestamp("sales_start", { withTimezone: true }),
    salesEnd: timestamp("sales_end", { withTimezone: true }),
    maxPerOrder: integer("max_per_order").notNull().default(10),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("ticket_types_price_check", sql`${t.price} >= 0`),
    check("ticket_types_capacity_check", sql`${t.sold} >= 0 and ${t.sold} <= ${t.quantity}`),
    check("ticket_types_max_per_order_check", sql`${t.maxPerOrder} >= 1`),
    check(
      "ticket_types_sales_window_check",
      sql`${t.salesStart} is null or ${t.salesEnd} is null or ${t.salesEnd} > ${t.salesStart}`,
    ),
    index("ticket_types_event_idx").on(t.eventId, t.sortOrder),
    index("ticket_types_price_idx").on(t.price),
  ],
);

/** A buyer's order of tickets; while pending it holds seats until expiresAt. */
export const ticketOrders = pgTable(
  "ticket_orders",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerPhone: text("buyer_phone"),
    status: ticketOrderStatus("status").notNull().default("pending"),
    // Opens the order's tickets page without an account (guest checkout): ≥ 128 bits.
    accessToken: text("access_token")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    subtotal: naira("subtotal").notNull(),
    // Promo discount, already taken off `total`.
    discount: naira("discount").notNull().default(0),
    promoCodeId: uuid("promo_code_id").references(() => promoCodes.id, { onDelete: "set null" }),
    // The waitlist offer this order claims (its held seats become the order's hold).
    waitlistEntryId: uuid("waitlist_entry_id"),
    platformFee: naira("platform_fee").notNull().default(0),
    total: naira("total").notNull(),
    paymentTransactionId: uuid("payment_transaction_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("ticket_orders_access_token_idx").on(t.accessToken),
    index("ticket_orders_event_idx").on(t.eventId, t.createdAt),
    index("ticket_orders_buyer_idx").on(t.buyerId, t.createdAt),
    // My tickets: guest orders made with a signed-in person's verified address.
    index("ticket_orders_buyer_email_idx").on(sql`lower(${t.buyerEmail})`, t.createdAt),
    index("ticket_orders_pending_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const ticketOrderItems = pgTable(
  "ticket_order_items",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => ticketOrders.id, { onDelete: "cascade" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    unitPrice: naira("unit_price").notNull(),
    // This line's share of the order's promo discount (whole naira).
    discount: naira("discount").notNull().default(0),
  },
  (t) => [
    check("ticket_order_items_quantity_check", sql`${t.quantity} > 0`),
    index("ticket_order_items_order_idx").on(t.orderId),
    // Summing a type's unexpired holds.
    index("ticket_order_items_type_idx").on(t.ticketTypeId),
  ],
);

export const tickets = pgTable(
  "tickets",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "restrict" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id, { onDelete: "restrict" }),
    orderId: uuid("order_id").references(() => ticketOrders.id, { onDelete: "set null" }),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    paymentStatus: ticketPaymentStatus("payment_status").notNull().default("pending"),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerPhone: text("buyer_phone"),
    pricePaid: naira("price_paid").notNull().default(0),
    ticketCode: text("ticket_code").notNull(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: uuid("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tickets_code_idx").on(t.ticketCode),
    // Trending: completed sales per event in the last 7 days.
    index("tickets_event_sales_idx")
      .on(t.eventId, t.createdAt)
      .where(sql`${t.paymentStatus} = 'completed'`),
    index("tickets_type_idx").on(t.ticketTypeId),
    index("tickets_buyer_idx").on(t.buyerId),
    index("tickets_order_idx").on(t.orderId),
  ],
);

/**
 * An organizer's discount code for one event: a percentage (1–100) or fixed naira off
 * each ticket of the chosen types (none chosen = every type), within an optional
 * window, up to an optional number of uses (paid orders).
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    // Stored upper-case; buyers' input is upper-cased before lookup.
    code: text("code").notNull(),
    discountType: promoDiscountType("discount_type").notNull(),
    // Percent (1–100) or whole naira, by discountType.
    amount: integer("amount").notNull(),
    usageLimit: integer("usage_limit"),
    usedCount: integer("used_count").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    ticketTypeIds: uuid("ticket_type_ids").array().notNull().default([]),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promo_codes_event_code_idx").on(t.eventId, t.code),
    check(
      "promo_codes_amount_check",
      sql`${t.amount} >= 1 and (${t.discountType} <> 'percentage' or ${t.amount} <= 100)`,
    ),
    check(
      "promo_codes_usage_check",
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 1)`,
    ),
    check(
      "promo_codes_window_check",
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * Someone waiting for seats of a sold-out ticket type. When seats free up the first
 * waiting entries get an offer: `quantity` seats held for them until offerExpiresAt,
 * claimed through the link carrying offerToken.
 */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ticketTypeId: uuid("ticket_type_id")
      .notNull()
      .references(() => ticketTypes.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    quantity: integer("quantity").notNull().default(1),
    status: waitlistStatus("status").notNull().default("waiting"),
    offerToken: text("offer_token"),
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("waitlist_entries_quantity_check", sql`${t.quantity} >= 1`),
    uniqueIndex("waitlist_entries_offer_token_idx").on(t.offerToken),
    // One live place per person per ticket type.
    uniqueIndex("waitlist_entries_live_idx")
      .on(t.ticketTypeId, t.email)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index("waitlist_entries_queue_idx")
      .on(t.ticketTypeId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index("waitlist_entries_offers_idx")
      .on(t.ticketTypeId, t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
  ],
);
