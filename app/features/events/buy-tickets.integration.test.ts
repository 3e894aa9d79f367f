import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ledgerEntries,
  outgoingMail,
  paymentTransactions,
  promoCodes,
  ticketOrders,
  tickets,
  ticketTypes,
  waitlistEntries,
} from "~/db/schema";
import { JOBS } from "~/jobs.server";
import { confirmPayment, findPayment } from "~/features/payments/checkout.server";
import { signTestOutcome, testResultFromCallback } from "~/features/payments/providers/test.server";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import {
  createEventWithTickets,
  createWaitlistEntry,
} from "../../../scripts/seed/factories/events";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { cancelEvent } from "./cancel-event.server";
import { checkoutTicketOrder, getTicketCheckout } from "./checkout-ticket-order.server";
import { ticketBuyRefusals } from "./messages";
import { reserveTickets } from "./reserve-tickets.server";
import { ticketPicker } from "./ticket-picker.server";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
    SMTP_URL: undefined,
  });
});
afterAll(() => restoreEnv?.());

const ORIGIN = "http://localhost:3000";
let n = 0;
const guest = () => ({ userId: null, name: `Buyer ${++n}`, email: `buyer${n}@example.com` });

async function eventWith(types: Array<Partial<typeof ticketTypes.$inferInsert>>, event = {}) {
  return createEventWithTickets(await getDb(), { event, ticketTypes: types });
}

/** One buyer holds `quantity` seats of one type. */
const hold = (eventId: string, ticketTypeId: string, quantity: number) =>
  reserveTickets({ eventId, items: [{ ticketTypeId, quantity }], buyer: guest() });

/** The message a refused reserve carries. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.userMessage.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

async function seatsLeft(typeId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ sold: ticketTypes.sold })
    .from(ticketTypes)
    .where(eq(ticketTypes.id, typeId));
  const picker = await ticketPicker(
    (await db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!.eventId,
  );
  return { sold: row!.sold, remaining: picker!.types.find((t) => t.id === typeId)!.remaining };
}

/** Holds, fills in the buyer, starts the payment: its reference. */
async function holdAndPay(
  eventId: string,
  items: Array<{ ticketTypeId: string; quantity: number }>,
  options: { promoCode?: string } = {},
) {
  const buyer = guest();
  const order = await reserveTickets({
    eventId,
    items,
    buyer: { userId: null, name: "", email: "" },
  });
  const out = await checkoutTicketOrder({
    accessToken: order.accessToken,
    intent: "pay",
    buyer: { name: buyer.name, email: buyer.email, phone: "+2348012345678" },
    promoCode: options.promoCode ?? null,
    provider: "paystack",
    origin: ORIGIN,
  });
  if (out.kind !== "pay") throw new Error(`expected a payment, got ${out.kind}`);
  const reference = out.redirectUrl.split("/").at(-1)!;
  return { order, buyer, reference };
}

async function pay(reference: string, outcome: "pay" | "decline" = "pay") {
  const txn = (await findPayment(reference))!;
  const amount = txn.totalAmount * 100;
  const result = testResultFromCallback({
    reference,
    outcome,
    amount,
    currency: "NGN",
    signature: signTestOutcome(reference, outcome, amount, "NGN"),
  })!;
  return confirmPayment(reference, result);
}

async function orderOf(accessToken: string) {
  const db = await getDb();
  const [order] = await db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.accessToken, accessToken));
  return order!;
}

describe("holds", () => {
  it("two buyers cannot hold more than the capacity, even at once", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 5_000, quantity: 3 }]);
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => hold(event.id, tt!.id, 2)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const messages = results.flatMap((r) =>
      r.status === "rejected" ? [(r.reason as AppError).userMessage.message] : [],
    );
    expect(messages).toContain(ticketBuyRefusals.fewLeft(tt!.name, 1).message);
    expect(await refusal(hold(event.id, tt!.id, 2))).toBe(
      ticketBuyRefusals.fewLeft(tt!.name, 1).message,
    );
    await hold(event.id, tt!.id, 1);
    expect(await refusal(hold(event.id, tt!.id, 1))).toBe(ticketBuyRefusals.soldOut.message);
    expect((await seatsLeft(tt!.id)).remaining).toBe(0);
  });

  it("an expired hold frees its seats for everyone at once", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 2_000, quantity: 2 }]);
    const held = await hold(event.id, tt!.id, 2);
    expect(await refusal(hold(event.id, tt!.id, 1))).toBe(ticketBuyRefusals.soldOut.message);
    const db = await getDb();
    // Nothing tidies the order: its expiry alone frees the seats.
    await db
      .update(ticketOrders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(ticketOrders.id, held.orderId));
    const again = await hold(event.id, tt!.id, 2);
    expect(again.status).toBe("pending");
    expect((await orderOf(held.accessToken)).status).toBe("pending");
    // And the expired hold's checkout says so.
    expect(
      await refusal(
        checkoutTicketOrder({
          accessToken: held.accessToken,
          intent: "pay",
          buyer: { ...guest(), phone: null },
          promoCode: null,
          provider: "paystack",
          origin: ORIGIN,
        }),
      ),
    ).toBe(ticketBuyRefusals.holdExpired.message);
  });

  it("enforces the per-order limit, the sales window and the event's state", async () => {
    const hour = 3_600_000;
    const {
      event,
      ticketTypes: [a, later, over],
    } = await eventWith([
      { name: "Regular", price: 1_000, quantity: 50, maxPerOrder: 4 },
      { name: "Late", price: 1_000, quantity: 50, salesStart: new Date(Date.now() + hour) },
      {
        name: "Early",
        price: 1_000,
        quantity: 50,
        salesEnd: new Date(Date.now() - hour),
        salesStart: new Date(Date.now() - 2 * hour),
      },
    ]);
    const buy = (ticketTypeId: string, quantity: number, eventId = event.id) =>
      refusal(reserveTickets({ eventId, items: [{ ticketTypeId, quantity }], buyer: guest() }));
    expect(await buy(a!.id, 5)).toBe(ticketBuyRefusals.perOrder("Regular", 4).message);
    expect(await buy(later!.id, 1)).toBe(ticketBuyRefusals.salesNotStarted("Late").message);
    expect(await buy(over!.id, 1)).toBe(ticketBuyRefusals.salesEnded("Early").message);
    await expect(hold(event.id, a!.id, 4)).resolves.toMatchObject({ status: "pending" });

    const db = await getDb();
    await db.update(ticketTypes).set({ salesStart: null }).where(eq(ticketTypes.id, later!.id));
    await expect(hold(event.id, later!.id, 1)).resolves.toMatchObject({ status: "pending" });

    const cancelled = await eventWith([{ price: 1_000, quantity: 5 }], {
      status: "cancelled",
      cancelledAt: new Date(),
    });
    expect(await buy(cancelled.ticketTypes[0]!.id, 1, cancelled.event.id)).toBe(
      ticketBuyRefusals.cancelled.message,
    );
    const pending = await eventWith([{ price: 1_000, quantity: 5 }], {
      moderationStatus: "pending",
    });
    expect(await buy(pending.ticketTypes[0]!.id, 1, pending.event.id)).toBe(
      ticketBuyRefusals.notListed.message,
    );
    const other = await eventWith([{ price: 1_000, quantity: 5 }]);
    expect(await buy(other.ticketTypes[0]!.id, 1)).toBe(ticketBuyRefusals.unavailable.message);
  });
});

describe("payment", () => {
  it("success issues one ticket per seat with distinct codes and ONE e-mail with a QR each", async () => {
    const {
      event,
      ticketTypes: [reg, vip],
    } = await eventWith([
      { name: "Regular", price: 5_000, quantity: 10 },
      { name: "VIP", price: 20_000, quantity: 5 },
    ]);
    const { order, buyer, reference } = await holdAndPay(event.id, [
      { ticketTypeId: reg!.id, quantity: 2 },
      { ticketTypeId: vip!.id, quantity: 1 },
    ]);
    const txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({
      transactionType: "ticket",
      totalAmount: 30_000,
      sellerUserId: event.organizerId,
    });
    expect(txn.metadata.returnPath).toBe(`/tickets/${order.accessToken}`);
    expect((await pay(reference)).outcome).toBe("confirmed");
    expect((await pay(reference)).outcome).toBe("already_confirmed");

    const db = await getDb();
    const issued = await db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
    expect(issued).toHaveLength(3);
    expect(new Set(issued.map((t) => t.ticketCode)).size).toBe(3);
    expect(
      issued.every((t) => t.paymentStatus === "completed" && t.buyerEmail === buyer.email),
    ).toBe(true);
    expect(issued.every((t) => t.buyerPhone === "+2348012345678")).toBe(true);
    expect(await orderOf(order.accessToken)).toMatchObject({
      status: "paid",
      paymentTransactionId: txn.id,
    });
    expect(await seatsLeft(reg!.id)).toEqual({ sold: 2, remaining: 8 });
    expect(await seatsLeft(vip!.id)).toEqual({ sold: 1, remaining: 4 });

    const mails = await db.select().from(outgoingMail).where(eq(outgoingMail.to, buyer.email));
    expect(mails.map((m) => m.template)).toEqual(["ticket_order"]);
    const mail = mails[0]!;
    for (const t of issued) expect(mail.text).toContain(t.ticketCode);
    expect(mail.text).toContain(`/tickets/${order.accessToken}`);
    const images = [...mail.html!.matchAll(/<img src="data:image\/png;base64,([^"]+)"/g)];
    expect(images).toHaveLength(3);
    // Real PNGs, one per ticket (each QR differs).
    for (const [, b64] of images)
      expect(Buffer.from(b64!, "base64").subarray(1, 4).toString()).toBe("PNG");
    expect(new Set(images.map((m) => m[1])).size).toBe(3);
  });

  it("failure releases the hold: seats back, order cancelled, buyer told on the checkout", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 3_000, quantity: 2 }]);
    const { order, reference } = await holdAndPay(event.id, [
      { ticketTypeId: tt!.id, quantity: 2 },
    ]);
    expect((await seatsLeft(tt!.id)).remaining).toBe(0);
    expect((await pay(reference, "decline")).outcome).toBe("closed");
    expect((await orderOf(order.accessToken)).status).toBe("cancelled");
    expect(await seatsLeft(tt!.id)).toEqual({ sold: 0, remaining: 2 });
    const checkout = (await getTicketCheckout(order.accessToken))!;
    expect(checkout.paymentStatus).toBe("failed");
    expect(checkout.order.accessToken).toBe(order.accessToken);
    expect(checkout.event.id).toBe(event.id);
    expect(checkout.items).toEqual([
      { ticketTypeId: tt!.id, name: tt!.name, quantity: 2, unitPrice: 3_000, discount: 0 },
    ]);
    expect(await getTicketCheckout("no-such-token")).toBeNull();
  });

  it("seats a failed payment or a refund gives back go to the waitlist first, at once", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 3_000, quantity: 2 }]);
    const db = await getDb();
    const failed = await holdAndPay(event.id, [{ ticketTypeId: tt!.id, quantity: 1 }]);
    const paid = await holdAndPay(event.id, [{ ticketTypeId: tt!.id, quantity: 1 }]);
    await pay(paid.reference);
    const first = await createWaitlistEntry(db, { eventId: event.id, ticketTypeId: tt!.id });
    const second = await createWaitlistEntry(db, { eventId: event.id, ticketTypeId: tt!.id });
    const statusOf = async (id: string) =>
      (await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!.status;

    await pay(failed.reference, "decline");
    expect(await statusOf(first.id)).toBe("offered");
    expect(await statusOf(second.id)).toBe("waiting");
    // The offered seat is the first person's: nobody else can buy it.
    expect((await seatsLeft(tt!.id)).remaining).toBe(0);

    const { refundPayment } = await import("~/features/payments/refunds.server");
    await refundPayment({
      paymentId: (await findPayment(paid.reference))!.id,
      reason: "test",
      actor: { kind: "system", cause: "event_cancelled" },
    });
    expect(await statusOf(second.id)).toBe("offered");
  });

  it("a late payment with the seats still there is issued", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 3_000, quantity: 5 }]);
    const { order, reference } = await holdAndPay(event.id, [
      { ticketTypeId: tt!.id, quantity: 2 },
    ]);
    const db = await getDb();
    await db
      .update(ticketOrders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(ticketOrders.id, order.orderId));
    expect((await pay(reference)).outcome).toBe("confirmed");
    expect((await orderOf(order.accessToken)).status).toBe("paid");
    expect(await seatsLeft(tt!.id)).toEqual({ sold: 2, remaining: 3 });
  });

  it("a late payment whose seats are gone is unfulfillable: refunded and the buyer told", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 4_000, quantity: 2 }]);
    const late = await holdAndPay(event.id, [{ ticketTypeId: tt!.id, quantity: 2 }]);
    const db = await getDb();
    await db
      .update(ticketOrders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(ticketOrders.id, late.order.orderId));
    const other = await holdAndPay(event.id, [{ ticketTypeId: tt!.id, quantity: 2 }]);
    expect((await pay(other.reference)).outcome).toBe("confirmed");

    expect((await pay(late.reference)).outcome).toBe("unfulfillable");
    expect(
      await db.select().from(tickets).where(eq(tickets.orderId, late.order.orderId)),
    ).toHaveLength(0);
    expect((await orderOf(late.order.accessToken)).status).toBe("cancelled");
    expect(await seatsLeft(tt!.id)).toEqual({ sold: 2, remaining: 0 });
    expect(await runDueJobs(JOBS)).toBeGreaterThanOrEqual(1);
    expect(await findPayment(late.reference)).toMatchObject({
      paymentStatus: "refunded",
      refundedAmount: 8_000,
    });
    const told = await db
      .select()
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.to, late.buyer.email),
          eq(outgoingMail.template, "purchase_unfulfillable"),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("15-minute hold expired");
  });

  it("a payment landing after its event was cancelled is unfulfillable and refunded, seats or not", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 2_500, quantity: 50 }]);
    const paying = await holdAndPay(event.id, [{ ticketTypeId: tt!.id, quantity: 1 }]);
    await cancelEvent({ eventId: event.id, actorId: event.organizerId, reason: "Rain" });
    expect((await orderOf(paying.order.accessToken)).status).toBe("cancelled");

    expect((await pay(paying.reference)).outcome).toBe("unfulfillable");
    const db = await getDb();
    expect(
      await db.select().from(tickets).where(eq(tickets.orderId, paying.order.orderId)),
    ).toHaveLength(0);
    expect((await orderOf(paying.order.accessToken)).status).toBe("cancelled");
    expect(await runDueJobs(JOBS)).toBeGreaterThanOrEqual(1);
    expect(await findPayment(paying.reference)).toMatchObject({ paymentStatus: "refunded" });
    const [told] = await db
      .select()
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.to, paying.buyer.email),
          eq(outgoingMail.template, "purchase_unfulfillable"),
        ),
      );
    expect(told!.text).toContain("cancelled this event");
  });

  it("a refund voids the tickets and gives the seats back", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 2_000, quantity: 4 }]);
    const { order, reference } = await holdAndPay(event.id, [
      { ticketTypeId: tt!.id, quantity: 3 },
    ]);
    await pay(reference);
    const { refundPayment } = await import("~/features/payments/refunds.server");
    const txn = (await findPayment(reference))!;
    await refundPayment({
      paymentId: txn.id,
      reason: "test",
      actor: { kind: "system", cause: "event_cancelled" },
    });
    const db = await getDb();
    const rows = await db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
    expect(rows.map((t) => t.paymentStatus)).toEqual(["refunded", "refunded", "refunded"]);
    expect((await orderOf(order.accessToken)).status).toBe("refunded");
    expect(await seatsLeft(tt!.id)).toEqual({ sold: 0, remaining: 4 });
  });

  it("a free order skips payment: issued at once, with its e-mail", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 0, quantity: 10 }]);
    const buyer = guest();
    const order = await reserveTickets({
      eventId: event.id,
      items: [{ ticketTypeId: tt!.id, quantity: 2 }],
      buyer,
    });
    expect(order).toMatchObject({ status: "paid", total: 0 });
    const db = await getDb();
    expect(await db.select().from(tickets).where(eq(tickets.orderId, order.orderId))).toHaveLength(
      2,
    );
    expect(
      await db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.orderId, order.orderId)),
    ).toHaveLength(0);
    expect(
      (await db.select().from(outgoingMail).where(eq(outgoingMail.to, buyer.email))).map(
        (m) => m.template,
      ),
    ).toEqual(["ticket_order"]);
    // A guest's free hold is issued by the checkout, once it has their e-mail.
    const held = await reserveTickets({
      eventId: event.id,
      items: [{ ticketTypeId: tt!.id, quantity: 1 }],
      buyer: { userId: null, name: "", email: "" },
    });
    expect(held.status).toBe("pending");
    const out = await checkoutTicketOrder({
      accessToken: held.accessToken,
      intent: "pay",
      buyer: { name: "Guest", email: "free-guest@example.com", phone: null },
      promoCode: null,
      provider: "paystack",
      origin: ORIGIN,
    });
    expect(out.kind).toBe("issued");
    expect(await seatsLeft(tt!.id)).toEqual({ sold: 3, remaining: 7 });
  });
});

describe("promo codes", () => {
  async function promo(eventId: string, values: Partial<typeof promoCodes.$inferInsert> = {}) {
    const db = await getDb();
    const [row] = await db
      .insert(promoCodes)
      .values({ eventId, code: "EARLY10", discountType: "percentage", amount: 10, ...values })
      .returning();
    return row!;
  }

  it("the discount shows in the order, the payment and the ledger line; paid orders count a use", async () => {
    const {
      event,
      ticketTypes: [reg, vip],
    } = await eventWith([
      { name: "Regular", price: 5_000, quantity: 10 },
      { name: "VIP", price: 20_000, quantity: 5 },
    ]);
    const code = await promo(event.id, { ticketTypeIds: [reg!.id] });
    const { order, reference } = await holdAndPay(
      event.id,
      [
        { ticketTypeId: reg!.id, quantity: 2 },
        { ticketTypeId: vip!.id, quantity: 1 },
      ],
      { promoCode: "early10" },
    );
    expect(await orderOf(order.accessToken)).toMatchObject({
      subtotal: 30_000,
      discount: 1_000,
      total: 29_000,
    });
    const txn = (await findPayment(reference))!;
    expect(txn.totalAmount).toBe(29_000);
    await pay(reference);
    const db = await getDb();
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    const sale = ledger.find((l) => l.entryType === "sale")!;
    expect(sale.description).toContain("promo EARLY10 −₦1,000");
    expect(sale.userId).toBe(event.organizerId);
    const [after] = await db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(after!.usedCount).toBe(1);
    const seats = await db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
    expect(seats.reduce((s, t) => s + t.pricePaid, 0)).toBe(29_000);
  });

  it("a usage limit counts paid orders and unexpired holds using it", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 1_000, quantity: 50 }]);
    await promo(event.id, { code: "TWO", discountType: "fixed", amount: 300, usageLimit: 2 });
    const item = [{ ticketTypeId: tt!.id, quantity: 1 }];
    const first = await holdAndPay(event.id, item, { promoCode: "TWO" });
    await pay(first.reference);
    const second = await reserveTickets({
      eventId: event.id,
      items: item,
      buyer: guest(),
      promoCode: "two",
    });
    expect(second.total).toBe(700);
    expect(
      await refusal(
        reserveTickets({ eventId: event.id, items: item, buyer: guest(), promoCode: "TWO" }),
      ),
    ).toBe(ticketBuyRefusals.promoUsedUp.message);
    // The held use frees up when its hold expires.
    const db = await getDb();
    await db
      .update(ticketOrders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(ticketOrders.id, second.orderId));
    await expect(
      reserveTickets({ eventId: event.id, items: item, buyer: guest(), promoCode: "TWO" }),
    ).resolves.toMatchObject({ total: 700 });
    expect(
      await refusal(
        reserveTickets({ eventId: event.id, items: item, buyer: guest(), promoCode: "NOPE" }),
      ),
    ).toBe(ticketBuyRefusals.promoInvalid.message);
  });

  it("refuses codes out of their window, inactive, or for other ticket types", async () => {
    const {
      event,
      ticketTypes: [a, b],
    } = await eventWith([
      { price: 1_000, quantity: 50 },
      { price: 2_000, quantity: 50 },
    ]);
    await promo(event.id, { code: "LATER", startsAt: new Date(Date.now() + 3_600_000) });
    await promo(event.id, { code: "OFF", active: false });
    await promo(event.id, { code: "ONLYB", ticketTypeIds: [b!.id] });
    const item = [{ ticketTypeId: a!.id, quantity: 1 }];
    const tryCode = (promoCode: string) =>
      refusal(reserveTickets({ eventId: event.id, items: item, buyer: guest(), promoCode }));
    expect(await tryCode("LATER")).toBe(ticketBuyRefusals.promoInvalid.message);
    expect(await tryCode("OFF")).toBe(ticketBuyRefusals.promoInvalid.message);
    expect(await tryCode("ONLYB")).toBe(ticketBuyRefusals.promoNotForTickets.message);
  });
});

describe("waitlist offers", () => {
  it("the offer's own seats are the buyer's; the entry is claimed and the order points at it", async () => {
    const {
      event,
      ticketTypes: [tt],
    } = await eventWith([{ price: 1_000, quantity: 2 }]);
    const db = await getDb();
    const [entry] = await db
      .insert(waitlistEntries)
      .values({
        eventId: event.id,
        ticketTypeId: tt!.id,
        name: "Waiting Wale",
        email: "wale@example.com",
        quantity: 2,
        status: "offered",
        offerToken: "offer-token-1",
        offeredAt: new Date(),
        offerExpiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const item = [{ ticketTypeId: tt!.id, quantity: 2 }];
    // Everyone else sees the type sold out: the seats are offered to Wale.
    expect(await refusal(reserveTickets({ eventId: event.id, items: item, buyer: guest() }))).toBe(
      ticketBuyRefusals.soldOut.message,
    );
    expect(
      await refusal(
        reserveTickets({
          eventId: event.id,
          items: item,
          buyer: guest(),
          offerToken: "offer-token-1",
        }),
      ),
    ).toBe(ticketBuyRefusals.offerInvalid.message);
    const order = await reserveTickets({
      eventId: event.id,
      items: item,
      buyer: { userId: null, name: "", email: "" },
      offerToken: "offer-token-1",
    });
    const row = await orderOf(order.accessToken);
    expect(row).toMatchObject({ waitlistEntryId: entry!.id, buyerEmail: "wale@example.com" });
    const [claimed] = await db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entry!.id));
    expect(claimed!.status).toBe("claimed");
    expect((await seatsLeft(tt!.id)).remaining).toBe(0);
  });
});
