import { sql } from "drizzle-orm";
import {
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
import { eventStatus, moderationStatus, ticketOrderStatus, ticketPaymentStatus } from "./enums";

export const events = pgTable(
  "events",
  {
    id: id(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    coverImageKey: text("cover_image_key"),
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
    sold: integer("sold").notNull().default(0),
    // Seats held by unpaid orders; sold + held can never exceed quantity.
    held: integer("held").notNull().default(0),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("ticket_types_price_check", sql`${t.price} >= 0`),
    check(
      "ticket_types_capacity_check",
      sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.sold} + ${t.held} <= ${t.quantity}`,
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
    subtotal: naira("subtotal").notNull(),
    platformFee: naira("platform_fee").notNull().default(0),
    total: naira("total").notNull(),
    paymentTransactionId: uuid("payment_transaction_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ticket_orders_event_idx").on(t.eventId, t.createdAt),
    index("ticket_orders_buyer_idx").on(t.buyerId, t.createdAt),
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
  },
  (t) => [
    check("ticket_order_items_quantity_check", sql`${t.quantity} > 0`),
    index("ticket_order_items_order_idx").on(t.orderId),
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
  ],
);
