import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { holds, ticketOrders, ticketTypes } from "~/db/schema";
import { confirmPayment, findPayment } from "~/features/payments/checkout.server";
import { signTestOutcome, testResultFromCallback } from "~/features/payments/providers/test.server";
import { AppError } from "~/lib/app-error.server";
import { cached } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { FORM_LIMITS, resetRateLimits } from "~/lib/rate-limit.server";
import * as checkoutRoute from "~/routes/events-checkout";
import * as checkoutOrderRoute from "~/routes/events-checkout-order";
import { createEventWithTickets } from "../../../scripts/seed/factories/events";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { UNCOMMITTED_HOLD_MINUTES } from "~/lib/hold-caps.server";
import { cancelTicketHold } from "./cancel-ticket-hold.server";
import { checkoutTicketOrder } from "./checkout-ticket-order.server";
import { ticketBuyRefusals } from "./messages";
import { HOLD_MINUTES, reserveTickets } from "./reserve-tickets.server";
import { ticketPicker } from "./ticket-picker.server";

// Issue 30 §2: holds one client cannot hoard (docs/decisions/054-hold-caps.md).

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
beforeEach(() => resetRateLimits());

const ORIGIN = "http://localhost:3000";
let n = 0;
/** A distinct documentation address (RFC 5737) per call. */
const newIp = () => `198.51.${Math.floor(++n / 250)}.${n % 250}`;

async function eventWith(types: Array<Partial<typeof ticketTypes.$inferInsert>>) {
  return createEventWithTickets(await getDb(), { ticketTypes: types });
}

async function remaining(eventId: string, typeId: string) {
  return (await ticketPicker(eventId))!.types.find((t) => t.id === typeId)!.remaining;
}

async function orderOf(accessToken: string) {
  const [order] = await (
    await getDb()
  )
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.accessToken, accessToken));
  return order!;
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.userMessage.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

/** A buyer with no details yet, as the picker makes one: session and address. */
const hold = (
  eventId: string,
  ticketTypeId: string,
  quantity: number,
  holder: { session: string | null; clientIp: string | null },
  email = "",
) =>
  reserveTickets({
    eventId,
    items: [{ ticketTypeId, quantity }],
    buyer: { userId: null, name: email ? "Ada" : "", email },
    holder,
  });

/** POST /events/{slug}/checkout as a plain HTTP client: no cookies unless given. */
async function postPicker(
  slug: string,
  typeId: string,
  quantity: number,
  clientIp: string,
  cookie?: string,
) {
  const response = (await checkoutRoute.action({
    request: new Request(`http://localhost/events/${slug}/checkout`, {
      method: "POST",
      body: new URLSearchParams({ [`qty.${typeId}`]: String(quantity) }),
      headers: cookie ? { Cookie: cookie } : {},
    }),
    params: { slug },
    context: { clientIp },
  } as never)) as Response;
  const location = response.headers.get("Location") ?? "";
  const token = /\/checkout\/([\w-]+)$/.exec(location)?.[1] ?? null;
  return { response, location, token };
}

/** Gives the buyer's details, starts the payment and pays it with the test provider. */
async function payFor(accessToken: string, email: string) {
  const out = await checkoutTicketOrder({
    accessToken,
    intent: "pay",
    buyer: { name: "Honest Buyer", email, phone: null },
    promoCode: null,
    provider: "paystack",
    origin: ORIGIN,
  });
  if (out.kind !== "pay") throw new Error(`expected a payment, got ${out.kind}`);
  const reference = out.redirectUrl.split("/").at(-1)!;
  const txn = (await findPayment(reference))!;
  const amount = txn.totalAmount * 100;
  const result = testResultFromCallback({
    reference,
    outcome: "pay",
    amount,
    currency: "NGN",
    signature: signTestOutcome(reference, "pay", amount, "NGN"),
  })!;
  return confirmPayment(reference, result);
}

describe("a hoarding client races honest buyers", () => {
  it("four cookieless POSTs of 10 from one address hold 10; honest buyers buy the other 37", async () => {
    const {
      event,
      ticketTypes: [type],
    } = await eventWith([{ name: "Regular", price: 5_000, quantity: 47, maxPerOrder: 10 }]);
    const hoarderIp = newIp();
    // Seven honest buyers of 5 and one of 2, each from their own phone, start at once
    // with the hoarder's four requests.
    const honest = [5, 5, 5, 5, 5, 5, 5, 2].map((quantity) => ({ quantity, ip: newIp() }));
    const [hoarder, buyers] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => postPicker(event.slug, type!.id, 10, hoarderIp))),
      Promise.all(honest.map((b) => postPicker(event.slug, type!.id, b.quantity, b.ip))),
    ]);

    const held = hoarder.filter((r) => r.token);
    expect(held).toHaveLength(1);
    for (const refused of hoarder.filter((r) => !r.token)) {
      expect(refused.response.status).toBe(302);
      expect(refused.location).toBe(`/events/${event.slug}`);
    }
    expect(buyers.every((b) => b.token)).toBe(true);
    expect(await remaining(event.id, type!.id)).toBe(0);

    for (const [i, b] of buyers.entries()) {
      expect((await payFor(b.token!, `honest${i}@example.com`)).outcome).toBe("confirmed");
    }
    const [row] = await (
      await getDb()
    )
      .select({ sold: ticketTypes.sold })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, type!.id));
    expect(row!.sold).toBe(37);
    // The hoarder's one hold is all it has, and it is short: nothing was entered.
    const order = await orderOf(held[0]!.token!);
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(
      UNCOMMITTED_HOLD_MINUTES * 60_000,
    );
  });
});

describe("what one buyer holds at once", () => {
  it("counts holds by the same client address together against the per-order limit", async () => {
    const {
      event,
      ticketTypes: [a, b],
    } = await eventWith([
      { name: "Regular", price: 5_000, quantity: 100, maxPerOrder: 10 },
      { name: "VIP", price: 20_000, quantity: 100, maxPerOrder: 4 },
    ]);
    const ip = newIp();
    await hold(event.id, a!.id, 6, { session: "guest:one", clientIp: ip });
    expect(await refusal(hold(event.id, a!.id, 5, { session: "guest:two", clientIp: ip }))).toBe(
      ticketBuyRefusals.holdCap("Regular", 10, 6).message,
    );
    await hold(event.id, a!.id, 4, { session: "guest:two", clientIp: ip });
    // Each type has its own limit: what one order could take of it.
    await hold(event.id, b!.id, 4, { session: "guest:three", clientIp: ip });
    expect(await refusal(hold(event.id, b!.id, 1, { session: "guest:four", clientIp: ip }))).toBe(
      ticketBuyRefusals.holdCap("VIP", 4, 4).message,
    );
    // Another address is another buyer.
    await hold(event.id, a!.id, 10, { session: "guest:five", clientIp: newIp() });
  });

  it("counts holds under the same e-mail together, whatever address or session", async () => {
    const {
      event,
      ticketTypes: [type],
    } = await eventWith([{ name: "Regular", price: 5_000, quantity: 100, maxPerOrder: 10 }]);
    await hold(event.id, type!.id, 6, { session: "user:a", clientIp: newIp() }, "Ada@Example.com");
    expect(
      await refusal(
        hold(event.id, type!.id, 5, { session: "user:b", clientIp: newIp() }, "ada@example.com"),
      ),
    ).toBe(ticketBuyRefusals.holdCap("Regular", 10, 6).message);
  });

  it("an e-mail given at the checkout joins the hold's keys: over the limit it is refused, nothing saved", async () => {
    const {
      event,
      ticketTypes: [type],
    } = await eventWith([{ name: "Regular", price: 5_000, quantity: 100, maxPerOrder: 10 }]);
    const first = await hold(event.id, type!.id, 6, { session: "guest:x", clientIp: newIp() });
    await checkoutTicketOrder({
      accessToken: first.accessToken,
      intent: "apply",
      buyer: { name: "Ada", email: "ada.hoard@example.com", phone: null },
      promoCode: null,
      provider: "paystack",
      origin: ORIGIN,
    });
    const second = await hold(event.id, type!.id, 6, { session: "guest:y", clientIp: newIp() });
    const refused = await checkoutTicketOrder({
      accessToken: second.accessToken,
      intent: "pay",
      buyer: { name: "Ada", email: "ADA.hoard@example.com", phone: null },
      promoCode: null,
      provider: "paystack",
      origin: ORIGIN,
    }).catch((e: unknown) => e as AppError);
    expect(refused).toBeInstanceOf(AppError);
    const message = ticketBuyRefusals.holdCap("Regular", 10, 6).message;
    expect((refused as AppError).fieldErrors?.email).toEqual([message]);
    const order = await orderOf(second.accessToken);
    expect(order.buyerEmail).toBe("");
    expect(order.paymentTransactionId).toBeNull();
    // Under another e-mail it goes on.
    const ok = await checkoutTicketOrder({
      accessToken: second.accessToken,
      intent: "apply",
      buyer: { name: "Bola", email: "bola@example.com", phone: null },
      promoCode: null,
      provider: "paystack",
      origin: ORIGIN,
    });
    expect(ok.kind).toBe("updated");
  });

  it("a paid or cancelled hold no longer counts", async () => {
    const {
      event,
      ticketTypes: [type],
    } = await eventWith([{ name: "Regular", price: 5_000, quantity: 100, maxPerOrder: 10 }]);
    const ip = newIp();
    const paid = await hold(event.id, type!.id, 10, { session: "guest:p", clientIp: ip });
    expect((await payFor(paid.accessToken, "payer@example.com")).outcome).toBe("confirmed");
    const next = await hold(event.id, type!.id, 10, { session: "guest:q", clientIp: ip });
    await cancelTicketHold({ accessToken: next.accessToken });
    await hold(event.id, type!.id, 10, { session: "guest:r", clientIp: ip });
    const rows = await (
      await getDb()
    )
      .select({ releasedAt: holds.releasedAt })
      .from(holds)
      .where(and(eq(holds.purchaseType, "ticket"), eq(holds.purchaseId, paid.orderId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.releasedAt).not.toBeNull();
  });
});

describe("when a hold is made, and when it ends", () => {
  it("is short while nothing is entered, the full hold once the details are given, and only once", async () => {
    const {
      event,
      ticketTypes: [type],
    } = await eventWith([{ price: 5_000, quantity: 50 }]);
    const now = new Date();
    const order = await reserveTickets({
      eventId: event.id,
      items: [{ ticketTypeId: type!.id, quantity: 2 }],
      buyer: { userId: null, name: "", email: "" },
      holder: { session: "guest:short", clientIp: newIp() },
      now,
    });
    expect(order.expiresAt.getTime()).toBe(now.getTime() + UNCOMMITTED_HOLD_MINUTES * 60_000);
    // A promo code alone commits nothing.
    const later = new Date(now.getTime() + 60_000);
    const apply = (buyer: { name: string; email: string }, at: Date) =>
      checkoutTicketOrder({
        accessToken: order.accessToken,
        intent: "apply",
        buyer: { ...buyer, phone: null },
        promoCode: null,
        provider: "paystack",
        origin: ORIGIN,
        now: at,
      });
    await apply({ name: "", email: "" }, later);
    expect((await orderOf(order.accessToken)).expiresAt.getTime()).toBe(order.expiresAt.getTime());
    await apply({ name: "Ada", email: "ada.short@example.com" }, later);
    const committed = (await orderOf(order.accessToken)).expiresAt.getTime();
    expect(committed).toBe(later.getTime() + HOLD_MINUTES * 60_000);
    await apply(
      { name: "Ada", email: "ada.short@example.com" },
      new Date(later.getTime() + 120_000),
    );
    expect((await orderOf(order.accessToken)).expiresAt.getTime()).toBe(committed);
    // The hold's cap rows follow the order's expiry.
    const [row] = await (
      await getDb()
    )
      .select({ expiresAt: holds.expiresAt, email: holds.holderEmail })
      .from(holds)
      .where(eq(holds.purchaseId, order.orderId));
    expect(row).toEqual({ expiresAt: new Date(committed), email: "ada.short@example.com" });

    // A buyer whose details are known (signed in) commits at once.
    const known = await reserveTickets({
      eventId: event.id,
      items: [{ ticketTypeId: type!.id, quantity: 1 }],
      buyer: { userId: null, name: "Bola", email: "bola.known@example.com" },
      holder: { session: "user:known", clientIp: newIp() },
      now,
    });
    expect(known.expiresAt.getTime()).toBe(now.getTime() + HOLD_MINUTES * 60_000);
  });

  it("Cancel on the checkout releases the seats at once", async () => {
    const {
      event,
      ticketTypes: [type],
    } = await eventWith([{ price: 5_000, quantity: 10 }]);
    const order = await hold(event.id, type!.id, 10, { session: "guest:leave", clientIp: newIp() });
    expect(await remaining(event.id, type!.id)).toBe(0);
    const response = (await checkoutOrderRoute.action({
      request: new Request(`http://localhost/events/${event.slug}/checkout/${order.accessToken}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "cancel" }),
      }),
      params: { slug: event.slug, token: order.accessToken },
      context: { clientIp: "127.0.0.1" },
    } as never)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/events/${event.slug}`);
    expect((await orderOf(order.accessToken)).status).toBe("cancelled");
    expect(await remaining(event.id, type!.id)).toBe(10);
    // Once more: nothing left to release, and a paid order is never cancelled.
    expect((await cancelTicketHold({ accessToken: order.accessToken })).kind).toBe("ended");
  });

  it("a new checkout by the same buyer for the same event releases their previous unpaid hold", async () => {
    const {
      event,
      ticketTypes: [type],
    } = await eventWith([{ name: "Regular", price: 5_000, quantity: 12, maxPerOrder: 10 }]);
    const other = await eventWith([{ price: 5_000, quantity: 12 }]);
    const ip = newIp();
    // A browser without cookies gets a holder cookie with its first hold.
    const first = await postPicker(event.slug, type!.id, 8, ip);
    const cookie = first.response.headers.get("Set-Cookie")!.split(";")[0]!;
    expect(cookie).toMatch(/^holder=[\w-]{22}$/);
    const elsewhere = await reserveTickets({
      eventId: other.event.id,
      items: [{ ticketTypeId: other.ticketTypes[0]!.id, quantity: 2 }],
      buyer: { userId: null, name: "", email: "" },
      holder: { session: `guest:${cookie.slice("holder=".length)}`, clientIp: ip },
    });
    expect(await remaining(event.id, type!.id)).toBe(4);

    // Back on the event page, the same browser picks again: 10, more than the 8 + 10
    // the cap would allow and more than the 4 left, unless the first hold ends.
    const second = await postPicker(event.slug, type!.id, 10, ip, cookie);
    expect(second.token).not.toBeNull();
    expect(second.response.headers.get("Set-Cookie")).toBeNull();
    expect((await orderOf(first.token!)).status).toBe("cancelled");
    expect(await remaining(event.id, type!.id)).toBe(2);
    // Another event's hold is another checkout: it stays.
    expect((await orderOf(elsewhere.accessToken)).status).toBe("pending");
  });
});

describe("holds made from one address are rate limited", () => {
  it("past the limit the route answers 429 with the catalogue's rate-limited text", async () => {
    const {
      event,
      ticketTypes: [type],
    } = await eventWith([{ price: 5_000, quantity: 100, maxPerOrder: 50 }]);
    const ip = newIp();
    const { limit } = FORM_LIMITS.holdsPerClient;
    for (let i = 0; i < limit; i++) {
      expect((await postPicker(event.slug, type!.id, 1, ip)).token).not.toBeNull();
    }
    const refused = await postPicker(event.slug, type!.id, 1, ip).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(429);
    expect((refused as AppError).userMessage).toEqual(generalErrors.rateLimited);
    // Another address is not limited by it.
    expect((await postPicker(event.slug, type!.id, 1, newIp())).token).not.toBeNull();
  });
});

describe("a hold and the public cache", () => {
  it("drops the events' cached data and keeps the rest of the site's", async () => {
    const {
      event,
      ticketTypes: [a],
    } = await eventWith([{ name: "Regular", price: 5_000, quantity: 50 }]);
    let loads = 0;
    const load = async () => ++loads;
    await cached("marketplace:listPublicProducts:{}", 60_000, load);
    await cached(`events:ticketPicker:${event.id}`, 60_000, load);
    await hold(event.id, a!.id, 2, { session: "guest:cache", clientIp: newIp() });
    await cached("marketplace:listPublicProducts:{}", 60_000, load);
    expect(loads).toBe(2);
    await cached(`events:ticketPicker:${event.id}`, 60_000, load);
    expect(loads).toBe(3);
  });
});
