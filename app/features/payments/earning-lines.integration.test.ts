import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, paymentLines, payoutAccounts, payoutHolds, payouts } from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { action, loader } from "~/routes/payments";
import {
  buildLedgerForPayment,
  createPaymentTransaction,
} from "../../../scripts/seed/factories/payments";
import { createEventWithTickets, createTicketSale } from "../../../scripts/seed/factories/events";
import { testRng } from "../../../scripts/seed/factories/random";
import { outcomeOf, signedInUser } from "../../../tests/support/sessions";
import { sellerBalances } from "./balances.server";
import { EARNING_LINES_PAGE_SIZE, earningLines, type EarningLine } from "./earning-lines.server";
import { payoutCommandCopy } from "./payout-messages";
import { earningsCopy } from "./payout-seller-messages";
import { payoutReference } from "./release-rules";
import { monthOf, shiftMonth } from "./statement-month";

// The seller's earnings page (issue 33) through the real /payments loader and action.
const HOUR = 60 * 60 * 1000;
const R = payoutCommandCopy.refused;
const E = earningsCopy.errors;
let db: Db;
let n = 0;

beforeAll(async () => {
  db = await getDb();
});

async function newSeller(role: "vendor" | "event_organizer" = "vendor") {
  n += 1;
  return signedInUser(db, {
    email: `earnings-${n}-${role}@example.com`,
    role,
    password: "earnings-password-1",
  });
}

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
function req(cookie: string, path: string, body?: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: body ? "POST" : "GET",
    headers: new Headers({ Cookie: cookie }),
    body: body ? new URLSearchParams(body) : undefined,
  });
}
async function view(cookie: string, path = "/payments?tab=payouts") {
  const answer = (await loader(args(req(cookie, path)))) as unknown as {
    data: Awaited<ReturnType<typeof loader>>["data"];
  };
  return answer.data.payouts!;
}
async function post(cookie: string, body: Record<string, string>) {
  return action(args(req(cookie, "/payments?tab=payouts", body)));
}
type Answer = { data: { values: Record<string, string>; fieldErrors: Record<string, string[]> } };

/** A paid sale of the seller's through a payment line naming its purchase. */
async function sale(
  sellerId: string,
  type: "order" | "booking",
  opts: { amount: number; availableAt: Date | null; purchaseId?: string },
) {
  const payment = await createPaymentTransaction(db, {
    transactionType: type,
    sellerUserId: sellerId,
    totalAmount: opts.amount,
    platformFee: 0,
  });
  const purchaseId = opts.purchaseId ?? randomUUID();
  await db
    .update(paymentLines)
    .set({ purchaseId })
    .where(eq(paymentLines.transactionId, payment.id));
  const rows = buildLedgerForPayment({ ...payment, id: payment.id }, sellerId).filter(
    (r) => r.userId === sellerId,
  );
  await db.insert(ledgerEntries).values(rows.map((r) => ({ ...r, availableAt: opts.availableAt })));
  const [line] = await db
    .select()
    .from(paymentLines)
    .where(eq(paymentLines.transactionId, payment.id));
  return { payment, line: line!, purchaseId };
}

async function addAccount(userId: string) {
  await db.insert(payoutAccounts).values({
    userId,
    bankName: "Guaranty Trust Bank",
    bankCode: "058",
    accountNumber: "0123456789",
    accountName: "Test Seller",
    isDefault: true,
  });
}

/** Every line of the seller's, all pages. */
async function allLines(userId: string, now: Date) {
  const lines: EarningLine[] = [];
  for (let page = 1; ; page++) {
    const got = await earningLines(db, { userId, page, now });
    lines.push(...got.items);
    if (page >= got.pageCount) return lines;
  }
}

const sumOf = (lines: EarningLine[], keep: (l: EarningLine) => boolean) =>
  lines.filter(keep).reduce((s, l) => s + l.amount, 0);

describe("the earnings page's figures and lines", () => {
  it("figures are ledger sums; each line has its status and links to its sale", async () => {
    const seller = await newSeller("event_organizer");
    const now = new Date();
    // A ticket sale, pending until a day after its event.
    const { event, ticketTypes } = await createEventWithTickets(db, {
      event: { organizerId: seller.id },
      ticketTypes: [{ price: 5_000, quantity: 100 }],
    });
    const ticket = await createTicketSale(
      db,
      {
        event: { id: event.id, title: event.title, organizerId: seller.id },
        lines: [{ ticketType: ticketTypes[0]!, quantity: 1 }],
        buyer: { id: null, name: "Guest", email: "guest-earnings@example.com" },
      },
      testRng(),
    );
    await db
      .update(paymentLines)
      .set({ purchaseId: ticket.order.id })
      .where(eq(paymentLines.transactionId, ticket.payment!.id));
    const ticketRelease = new Date(now.getTime() + 72 * HOUR);
    await db
      .update(ledgerEntries)
      .set({ availableAt: ticketRelease })
      .where(eq(ledgerEntries.transactionId, ticket.payment!.id));
    // A product order waiting for delivery, a booking released, and its partial refund.
    const product = await sale(seller.id, "order", { amount: 8_000, availableAt: null });
    const booking = await sale(seller.id, "booking", {
      amount: 20_000,
      availableAt: new Date(now.getTime() - 2 * HOUR),
    });
    await db.insert(ledgerEntries).values({
      transactionId: booking.payment.id,
      paymentLineId: booking.line.id,
      userId: seller.id,
      entryType: "refund",
      amount: -2_000,
      description: "Refund: part of a stay",
      availableAt: new Date(now.getTime() - HOUR),
    });
    // Payouts: one paid, one failed (its amount returned), one still on its way.
    const paid = randomUUID();
    const failed = randomUUID();
    const queued = randomUUID();
    await db.insert(payouts).values([
      {
        id: paid,
        userId: seller.id,
        amount: 4_000,
        status: "paid",
        reference: payoutReference(paid),
        runKey: `t:${paid}`,
      },
      {
        id: failed,
        userId: seller.id,
        amount: 3_000,
        status: "failed",
        failureReason: "Account closed",
        reference: payoutReference(failed),
        runKey: `t:${failed}`,
      },
      {
        id: queued,
        userId: seller.id,
        amount: 1_000,
        status: "queued",
        reference: payoutReference(queued),
        runKey: `t:${queued}`,
      },
    ]);
    const past = new Date(now.getTime() - 30 * 60_000);
    await db.insert(ledgerEntries).values([
      {
        payoutId: paid,
        userId: seller.id,
        entryType: "payout",
        amount: -4_000,
        description: "Payout",
        availableAt: past,
      },
      {
        payoutId: failed,
        userId: seller.id,
        entryType: "payout",
        amount: -3_000,
        description: "Payout",
        availableAt: past,
      },
      {
        payoutId: failed,
        userId: seller.id,
        entryType: "payout_return",
        amount: 3_000,
        description: "Payout returned",
        availableAt: past,
      },
      {
        payoutId: queued,
        userId: seller.id,
        entryType: "payout",
        amount: -1_000,
        description: "Payout",
        availableAt: past,
      },
    ]);

    const page = await view(seller.cookie);
    const ticketNet = ticket.payment!.netAmount;
    expect(page.balances).toEqual({
      pending: ticketNet + 8_000,
      available: 20_000 - 2_000 - 4_000 - 1_000,
      onItsWay: 1_000,
      paidOut: 4_000,
    });
    expect(page.balances).toEqual(await sellerBalances(db, seller.id));
    // This month's statement and the five before it, newest first.
    expect(page.statementMonths).toHaveLength(6);
    expect(page.statementMonths[0]).toBe(monthOf(now));
    expect(page.statementMonths[5]).toBe(shiftMonth(monthOf(now), -5));

    // The lines add up to the figures, by status.
    const lines = page.lines.items;
    expect(lines).toHaveLength(8);
    expect(sumOf(lines, (l) => l.status === "pending")).toBe(page.balances.pending);
    expect(sumOf(lines, (l) => l.status !== "pending")).toBe(page.balances.available);
    expect(-sumOf(lines, (l) => l.status === "on_its_way")).toBe(page.balances.onItsWay);
    expect(-sumOf(lines, (l) => l.status === "paid_out")).toBe(page.balances.paidOut);

    const ticketLine = lines.find((l) => l.kind === "sale" && l.amount === ticketNet)!;
    expect(ticketLine).toMatchObject({
      status: "pending",
      releaseAt: ticketRelease.toISOString(),
      sale: { kind: "ticket", href: `/events/dashboard/analytics?event=${event.id}` },
    });
    expect(lines.find((l) => l.amount === 8_000)).toMatchObject({
      status: "pending",
      releaseAt: null,
      sale: { kind: "order", href: `/dashboard/sales/${product.purchaseId}` },
    });
    const bookingHref = `/dashboard/reservations/${booking.purchaseId}`;
    expect(lines.find((l) => l.amount === 20_000)).toMatchObject({
      kind: "sale",
      status: "available",
      releaseAt: null,
      sale: { kind: "booking", href: bookingHref },
    });
    expect(lines.find((l) => l.kind === "refund")).toMatchObject({
      amount: -2_000,
      status: "available",
      sale: { kind: "booking", href: bookingHref },
    });
    const payoutLine = (id: string, kind = "payout") =>
      lines.find((l) => l.kind === kind && l.payoutReference === payoutReference(id));
    expect(payoutLine(paid)).toMatchObject({ status: "paid_out", sale: null });
    expect(payoutLine(failed)).toMatchObject({ status: "returned" });
    expect(payoutLine(failed, "payout_return")).toMatchObject({ status: "available" });
    expect(payoutLine(queued)).toMatchObject({ status: "on_its_way" });

    // Payout history: newest first, with the failed one's reason.
    expect(page.history.map((p) => p.status).sort()).toEqual(["failed", "paid", "queued"]);
    expect(page.history.find((p) => p.status === "failed")).toMatchObject({
      amount: 3_000,
      failureReason: "Account closed",
      reference: payoutReference(failed),
      resolved: false,
    });
    // The seller updated their account: the failure is dealt with.
    await db
      .update(payouts)
      .set({ resolvedAt: new Date(), resolution: "account_updated" })
      .where(eq(payouts.id, failed));
    expect((await view(seller.cookie)).history.find((p) => p.id === failed)?.resolved).toBe(true);
  });

  it("a refund after release makes available negative; lines page 20 at a time, newest first", async () => {
    const seller = await newSeller();
    const now = new Date();
    const start = now.getTime() - 100 * HOUR;
    await db.insert(ledgerEntries).values(
      Array.from({ length: EARNING_LINES_PAGE_SIZE + 5 }, (_, i) => ({
        userId: seller.id,
        entryType: "sale" as const,
        amount: 100 + i,
        description: `Sale ${i}`,
        availableAt: new Date(start + i * HOUR),
        createdAt: new Date(start + i * HOUR),
      })),
    );
    await db.insert(ledgerEntries).values({
      userId: seller.id,
      entryType: "refund",
      amount: -10_000,
      description: "Refund after release",
      availableAt: now,
      createdAt: now,
    });
    const first = await view(seller.cookie);
    const total = Array.from({ length: 25 }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
    expect(first.balances.available).toBe(total - 10_000);
    expect(first.balances.available).toBeLessThan(0);
    expect(first.lines).toMatchObject({ page: 1, pageCount: 2, total: 26 });
    expect(first.lines.items).toHaveLength(EARNING_LINES_PAGE_SIZE);
    expect(first.lines.items[0]).toMatchObject({ kind: "refund", amount: -10_000 });
    expect(first.lines.items[1]!.description).toBe("Sale 24");
    const second = await view(seller.cookie, "/payments?tab=payouts&page=2");
    expect(second.lines.items.map((l) => l.description)).toEqual([
      "Sale 5",
      "Sale 4",
      "Sale 3",
      "Sale 2",
      "Sale 1",
      "Sale 0",
    ]);
    // Across the pages, the lines add up to the figure.
    const every = await allLines(seller.id, new Date());
    expect(every).toHaveLength(26);
    expect(sumOf(every, () => true)).toBe(first.balances.available);
    // Past the last page: the last page, not an empty one.
    const beyond = await view(seller.cookie, "/payments?tab=payouts&page=9");
    expect(beyond.lines.page).toBe(2);
    // Nothing can be requested from a negative balance.
    await addAccount(seller.id);
    const refused = (await post(seller.cookie, {
      intent: "request-payout",
      amount: "100",
    })) as unknown as Answer;
    expect(refused.data.fieldErrors.amount).toEqual([R.nothingAvailable.message]);
  });

  it("the payout account's state: waiting for an admin when its name needs approval", async () => {
    const seller = await newSeller();
    await addAccount(seller.id);
    expect((await view(seller.cookie)).account?.state).toBe("unverified");
    await db
      .update(payoutAccounts)
      .set({ nameCheck: "needs_approval", verifiedAt: new Date() })
      .where(eq(payoutAccounts.userId, seller.id));
    expect((await view(seller.cookie)).account?.state).toBe("needs_approval");
    await db
      .update(payoutAccounts)
      .set({ nameCheck: "matched" })
      .where(eq(payoutAccounts.userId, seller.id));
    expect((await view(seller.cookie)).account?.state).toBe("verified");
  });
});

describe("requesting a payout from the earnings page", () => {
  it("bad input comes back by the field, as typed; a good request queues a payout", async () => {
    const seller = await newSeller();
    await sale(seller.id, "order", {
      amount: 10_000,
      availableAt: new Date(Date.now() - HOUR),
    });
    const ask = async (amount: string) =>
      (await post(seller.cookie, { intent: "request-payout", amount })) as unknown as Answer;

    // No payout account yet.
    expect((await ask("1000")).data.fieldErrors.amount).toEqual([R.noAccount.message]);
    await addAccount(seller.id);
    for (const [typed, message] of [
      ["abc", E.amount],
      ["", E.amount],
      ["12.5", E.amount],
      ["0", E.tooSmall],
      ["-500", E.tooSmall],
      ["10001", R.moreThanAvailable("₦10,000").message],
    ] as const) {
      const answer = await ask(typed);
      expect(answer.data.fieldErrors.amount, typed).toEqual([message]);
      expect(answer.data.values.amount).toBe(typed);
    }
    // Held: refused with the hold's words, nothing queued.
    const [hold] = await db
      .insert(payoutHolds)
      .values({ userId: seller.id, reason: "Checking a dispute" })
      .returning();
    expect((await ask("1000")).data.fieldErrors.amount).toEqual([R.held.message]);
    await db
      .update(payoutHolds)
      .set({ releasedAt: new Date() })
      .where(eq(payoutHolds.id, hold!.id));
    expect(await db.select().from(payouts).where(eq(payouts.userId, seller.id))).toHaveLength(0);

    expect(
      await outcomeOf(() => post(seller.cookie, { intent: "request-payout", amount: "4,000" })),
    ).toBe("302 /payments?tab=payouts#payout-history");
    const page = await view(seller.cookie);
    expect(page.history).toMatchObject([{ amount: 4_000, status: "queued" }]);
    expect(page.balances).toMatchObject({ available: 6_000, onItsWay: 4_000 });
    expect(page.lines.items[0]).toMatchObject({ kind: "payout", status: "on_its_way" });

    // Once a day.
    expect((await ask("1000")).data.fieldErrors.amount).toEqual([R.onceADay.message]);
  });

  it("the payout account form still saves beside it (told apart by intent)", async () => {
    const seller = await newSeller();
    expect(
      await outcomeOf(() =>
        post(seller.cookie, {
          intent: "save-payout-account",
          bankCode: "058",
          accountNumber: "0123456789",
          accountName: "Ada Obi",
        }),
      ),
    ).toBe("302 /payments?tab=payouts");
    expect((await view(seller.cookie)).account).toMatchObject({
      accountName: "Ada Obi",
      state: "unverified",
    });
  });
});
