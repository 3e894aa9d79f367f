import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

/**
 * Who holds what, for the hold caps (docs/decisions/054-hold-caps.md): one row per thing
 * an unpaid purchase holds (a ticket type today; a product's stock and a stay's nights
 * are meant to add their kinds), with every key known of its buyer. A buyer's active
 * holds on one thing, found by any of those keys, count together against what one order
 * may take. The seats themselves are still counted from the purchase's own rows
 * (ticket_orders, ADR 028); these rows follow it: a trigger on ticket_orders
 * (drizzle/0023_hold_caps.sql) copies its expiry and releases them when it stops being
 * pending, whichever code path moves it.
 */
export const holds = pgTable(
  "holds",
  {
    id: id(),
    // What is held: its kind and id ("ticket_type" and ticket_types.id).
    subjectKind: text("subject_kind").notNull(),
    subjectId: uuid("subject_id").notNull(),
    quantity: integer("quantity").notNull(),
    // The purchase holding it, as the purchase contract names it ("ticket", ticket_orders.id).
    purchaseType: text("purchase_type").notNull(),
    purchaseId: uuid("purchase_id").notNull(),
    // The buyer: session ("user:<id>", or "guest:<id>" from the holder cookie), e-mail
    // (lower case, once given), client address (as the server decided it, ADR 021).
    holderSession: text("holder_session"),
    holderEmail: text("holder_email"),
    holderIp: text("holder_ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("holds_quantity_check", sql`${t.quantity} > 0`),
    check(
      "holds_subject_kind_check",
      sql`${t.subjectKind} in ('ticket_type', 'product_variant', 'property')`,
    ),
    // A buyer's active holds on one thing (the cap), and the holds of one purchase.
    index("holds_subject_idx")
      .on(t.subjectKind, t.subjectId, t.expiresAt)
      .where(sql`${t.releasedAt} is null`),
    index("holds_purchase_idx").on(t.purchaseType, t.purchaseId),
    index("holds_session_idx")
      .on(t.holderSession)
      .where(sql`${t.releasedAt} is null`),
  ],
);
