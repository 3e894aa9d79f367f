import { eq, sql } from "drizzle-orm";
import {
  events,
  paymentTransactions,
  promoCodes,
  ticketOrderItems,
  ticketOrders,
  ticketTypes,
  waitlistEntries,
} from "~/db/schema";
import {
  createPayment,
  findPayment,
  type CreatePaymentInput,
} from "~/features/payments/checkout.server";
import {
  heldByHolder,
  holderOf,
  setHolderEmail,
  UNCOMMITTED_HOLD_MINUTES,
} from "~/lib/hold-caps.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { prepared } from "~/lib/db/prepared.server";
import { formatNaira } from "~/lib/money";
import { ticketBuyRefusals as E } from "./messages";
import { priceOrder } from "./promo-discount";
import { HOLD_MINUTES, lockPromo } from "./reserve-tickets.server";
import { lockTicketTypes } from "./ticket-availability.server";
import { issueTickets } from "./ticket-fulfilment.server";

type Order = typeof ticketOrders.$inferSelect;

type CheckoutItem = {
  ticketTypeId: string;
  name: string;
  quantity: number;
  unitPrice: number;
  discount: number;
};

/**
 * The checkout page's one statement: the order, its event, promo code, payment state and
 * lines (as JSON). Every statement costs the embedded database about a millisecond of its
 * one thread, so the lines are not a second one. Built once per database (drizzle's
 * prepare keeps the SQL; only the token changes).
 */
function checkoutQuery(db: Db) {
  return db
    .select({
      order: ticketOrders,
      event: {
        id: events.id,
        slug: events.slug,
        title: events.title,
        startDatetime: events.startDatetime,
      },
      promoCode: promoCodes.code,
      paymentStatus: paymentTransactions.paymentStatus,
      items: sql<CheckoutItem[]>`(select coalesce(json_agg(json_build_object(
          'ticketTypeId', i.ticket_type_id, 'name', t.name, 'quantity', i.quantity,
          'unitPrice', i.unit_price, 'discount', i.discount) order by t.sort_order, t.name), '[]'::json)
        from ${ticketOrderItems} i join ${ticketTypes} t on t.id = i.ticket_type_id
        where i.order_id = ${ticketOrders.id})`.mapWith(
        // node-postgres and PGlite both parse json; a driver that does not gets it here.
        (value: unknown) =>
          (typeof value === "string" ? JSON.parse(value) : value) as CheckoutItem[],
      ),
    })
    .from(ticketOrders)
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .leftJoin(promoCodes, eq(promoCodes.id, ticketOrders.promoCodeId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, ticketOrders.paymentTransactionId))
    .where(eq(ticketOrders.accessToken, sql.placeholder("token")))
    .limit(1)
    .prepare("ticket_checkout");
}

/** What the checkout page shows for a held order (its access token is the credential). */
export async function getTicketCheckout(accessToken: string) {
  const db = await getDb();
  const query = prepared(db, "ticket_checkout", () => checkoutQuery(db));
  const [row] = await query.execute({ token: accessToken.slice(0, 64) });
  return row ?? null;
}

export type CheckoutTicketOrderInput = {
  accessToken: string;
  intent: "apply" | "pay";
  buyer: { name: string; email: string; phone: string | null };
  promoCode: string | null;
  provider: CreatePaymentInput["provider"];
  origin: string;
  now?: Date;
};

export type CheckoutOutcome =
  { kind: "updated" } | { kind: "issued" } | { kind: "pay"; redirectUrl: string };

/**
 * The checkout of a held order: keeps the buyer's details, prices the promo code under
 * its lock, and on Pay either issues free tickets at once (same transaction) or starts
 * the one checkout (createPayment, outside the transaction) paid to the organizer. The
 * hold must still be live; once a payment is started the order's price is fixed, so a
 * second Pay (a closed payment tab) asks for the same amount again.
 *
 * Giving a name and an e-mail commits the buyer: a short hold (reserveTickets) becomes
 * the full HOLD_MINUTES from then, once. The e-mail given joins the hold's keys, and the
 * buyer's active holds under any of them may not pass a type's per-order limit
 * (docs/decisions/054-hold-caps.md).
 */
export async function checkoutTicketOrder(
  input: CheckoutTicketOrderInput,
): Promise<CheckoutOutcome> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const step = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(ticketOrders)
      .where(eq(ticketOrders.accessToken, input.accessToken.slice(0, 64)))
      .for("update");
    if (!order) throw new AppError("notFound");
    if (order.status === "paid") return { kind: "issued" as const, order };
    if (order.status !== "pending" || order.expiresAt <= now)
      throw new AppError("validation", { message: E.holdExpired });
    if (order.paymentTransactionId) return { kind: "frozen" as const, order };

    if (order.waitlistEntryId && input.buyer.email) {
      const [entry] = await tx
        .select({ email: waitlistEntries.email })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.id, order.waitlistEntryId));
      if (entry && entry.email.toLowerCase() !== input.buyer.email) {
        throw new AppError("validation", {
          message: E.offerInvalid,
          fieldErrors: { email: [E.offerInvalid.message] },
        });
      }
    }
    const items = await tx
      .select()
      .from(ticketOrderItems)
      .where(eq(ticketOrderItems.orderId, order.id));
    const name = input.buyer.name || order.buyerName;
    const email = input.buyer.email || order.buyerEmail;
    if (email) await holdUnderEmail(tx, { order, items, email });
    const uncommitted =
      order.expiresAt.getTime() - order.createdAt.getTime() <= UNCOMMITTED_HOLD_MINUTES * 60_000;
    const expiresAt =
      uncommitted && name.trim() && email
        ? new Date(now.getTime() + HOLD_MINUTES * 60_000)
        : order.expiresAt;
    const promo = input.promoCode
      ? await lockPromo(tx, {
          eventId: order.eventId,
          code: input.promoCode,
          lines: items,
          now,
          orderId: order.id,
        })
      : null;
    const priced = priceOrder(items, promo);
    for (const line of priced.lines) {
      const item = items.find((i) => i.ticketTypeId === line.ticketTypeId)!;
      if (item.discount !== line.discount) {
        await tx
          .update(ticketOrderItems)
          .set({ discount: line.discount })
          .where(eq(ticketOrderItems.id, item.id));
      }
    }
    const [updated] = await tx
      .update(ticketOrders)
      .set({
        buyerName: name,
        buyerEmail: email,
        buyerPhone: input.buyer.phone,
        expiresAt,
        promoCodeId: promo?.id ?? null,
        discount: priced.discount,
        total: priced.total,
        updatedAt: now,
      })
      .where(eq(ticketOrders.id, order.id))
      .returning();
    if (input.intent === "pay" && priced.total === 0) {
      const issued = await issueTickets(tx, updated!, null);
      if (issued.kind !== "issued") throw new AppError("validation", { message: E.soldOut });
      return { kind: "issued" as const, order: updated! };
    }
    return { kind: "priced" as const, order: updated!, promoCode: promo?.code ?? null };
  });
  if (step.kind === "issued") return { kind: "issued" };
  if (input.intent === "apply") return { kind: "updated" };
  return startTicketPayment(step.order, input);
}

/**
 * The buyer's e-mail joins their hold's keys; refused (field error, nothing saved) when
 * their active holds under session, e-mail or address together, this one included, pass
 * a type's per-order limit. Types are locked after the order, as everywhere.
 */
async function holdUnderEmail(
  tx: Tx,
  o: { order: Order; items: Array<{ ticketTypeId: string; quantity: number }>; email: string },
) {
  const purchase = { type: "ticket", id: o.order.id } as const;
  const holder = await holderOf(tx, purchase);
  if (!holder || holder.email === o.email.toLowerCase()) return;
  await setHolderEmail(tx, purchase, o.email);
  const types = await lockTicketTypes(
    tx,
    o.items.map((i) => i.ticketTypeId),
  );
  const held = await heldByHolder(tx, {
    kind: "ticket_type",
    subjectIds: types.map((t) => t.id),
    holder: { ...holder, email: o.email },
  });
  for (const t of types) {
    const mine = o.items.find((i) => i.ticketTypeId === t.id)?.quantity ?? 0;
    const total = held.get(t.id) ?? 0;
    if (total > t.maxPerOrder) {
      const message = E.holdCap(t.name, t.maxPerOrder, total - mine);
      throw new AppError("validation", { message, fieldErrors: { email: [message.message] } });
    }
  }
}

async function startTicketPayment(
  order: Order,
  input: CheckoutTicketOrderInput,
): Promise<CheckoutOutcome> {
  const db = await getDb();
  const [event] = await db.select().from(events).where(eq(events.id, order.eventId));
  const items = await db
    .select({ name: ticketTypes.name, quantity: ticketOrderItems.quantity })
    .from(ticketOrderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, ticketOrderItems.ticketTypeId))
    .where(eq(ticketOrderItems.orderId, order.id));
  const [promo] = order.promoCodeId
    ? await db
        .select({ code: promoCodes.code })
        .from(promoCodes)
        .where(eq(promoCodes.id, order.promoCodeId))
    : [];
  const seats = items.map((i) => `${i.quantity} × ${i.name}`).join(", ");
  const discount = order.discount
    ? ` (promo ${promo?.code ?? ""} −${formatNaira(order.discount)})`
    : "";
  const purpose = `Tickets: ${event!.title}`;
  const started = await createPayment({
    transactionType: "ticket",
    orderId: order.id,
    userId: order.buyerId,
    email: order.buyerEmail,
    lines: [
      {
        payeeUserId: event!.organizerId,
        amount: order.total,
        feeCategory: "events",
        // The ledger books this line: the discount shows there as in the order.
        description: `${seats}: ${event!.title}${discount}`,
        purchaseId: order.id,
      },
    ],
    provider: input.provider,
    purpose,
    returnPath: `/tickets/${order.accessToken}`,
    metadata: {
      eventId: event!.id,
      orderId: order.id,
      subtotal: order.subtotal,
      discount: order.discount,
      promoCode: promo?.code ?? null,
    },
    origin: input.origin,
  });
  const txn = await findPayment(started.reference);
  await db
    .update(ticketOrders)
    .set({ paymentTransactionId: txn!.id, updatedAt: new Date() })
    .where(eq(ticketOrders.id, order.id));
  return { kind: "pay", redirectUrl: started.redirectUrl };
}
