import { beforeAll, describe, expect, it } from "vitest";
import { advertisements, ledgerEntries } from "~/db/schema";
import { adminMetrics } from "~/features/admin/metrics.server";
import { getDb, type Db } from "~/lib/db/client.server";
import * as analyticsPage from "~/routes/admin/analytics";
import { createAdvertisement } from "../../../scripts/seed/factories/advertising";
import {
  buildLedgerForPayment,
  buildPaymentLine,
  createPaymentTransaction,
  type PaymentTransactionOverrides,
} from "../../../scripts/seed/factories/payments";
import { createUser } from "../../../scripts/seed/factories/users";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";
import { refundLedgerRows } from "./ledger";
import { platformMoneyByMonth } from "./platform-money.server";

// The admin's money per month against ledger rows written here, as the product books
// them (ledgerRowsFor, refundLedgerRows): every figure below is worked out by hand.
let db: Db;
let sellerId: string;
const NOW = new Date("2026-11-20T12:00:00Z");

async function paid(overrides: PaymentTransactionOverrides, payee: string | null) {
  const payment = await createPaymentTransaction(db, { ...overrides, sellerUserId: payee });
  await db.insert(ledgerEntries).values(buildLedgerForPayment(payment, payee));
  return payment;
}

async function refund(
  payment: Awaited<ReturnType<typeof paid>>,
  payee: string | null,
  amount: number,
  at: string,
) {
  const line = buildPaymentLine(payment, payee);
  await db.insert(ledgerEntries).values(
    refundLedgerRows(payment, { ...line, payeeUserId: payee }, amount).map((r) => ({
      ...r,
      createdAt: new Date(at),
    })),
  );
}

beforeAll(async () => {
  db = await getDb();
  sellerId = (await createUser(db, { role: "vendor" })).id;
  const at = (iso: string) => ({ createdAt: new Date(iso) });

  // November 2026 (Lagos).
  const ticket = await paid(
    {
      transactionType: "ticket",
      totalAmount: 10_000,
      platformFee: 1_200,
      ...at("2026-11-03T10:00:00Z"),
    },
    sellerId,
  );
  const order = await paid(
    {
      transactionType: "order",
      totalAmount: 20_000,
      platformFee: 3_000,
      ...at("2026-11-05T10:00:00Z"),
    },
    sellerId,
  );
  // 23:30 UTC on 31 October is 00:30 on 1 November in Lagos.
  await paid(
    {
      transactionType: "booking",
      totalAmount: 50_000,
      platformFee: 6_000,
      ...at("2026-10-31T23:30:00Z"),
    },
    sellerId,
  );
  const donation = await paid(
    {
      transactionType: "donation",
      totalAmount: 5_000,
      platformFee: 250,
      ...at("2026-11-06T10:00:00Z"),
    },
    null,
  );
  await paid(
    {
      transactionType: "advertisement",
      totalAmount: 150_000,
      platformFee: 15_000,
      ...at("2026-11-07T10:00:00Z"),
    },
    null,
  );
  // Refunds: ₦5,000 of the ticket (₦4,400 from the seller, ₦600 fee), ₦1,000 of the donation.
  await refund(ticket, sellerId, 5_000, "2026-11-10T10:00:00Z");
  await refund(donation, null, 1_000, "2026-11-11T10:00:00Z");
  // A split-settled payout only moves money already counted.
  await db.insert(ledgerEntries).values({
    transactionId: order.id,
    userId: sellerId,
    entryType: "payout",
    amount: -17_000,
    description: "Settled by Paystack split",
    createdAt: new Date("2026-11-12T10:00:00Z"),
  });
  // October 2026.
  await paid(
    {
      transactionType: "ticket",
      totalAmount: 4_000,
      platformFee: 480,
      ...at("2026-10-15T10:00:00Z"),
    },
    sellerId,
  );
  // Before the twelve months shown, and a payment never paid (no ledger rows).
  await paid(
    {
      transactionType: "ticket",
      totalAmount: 99_000,
      platformFee: 9_900,
      ...at("2025-11-15T10:00:00Z"),
    },
    sellerId,
  );
  await createPaymentTransaction(db, {
    transactionType: "order",
    totalAmount: 70_000,
    paymentStatus: "pending",
    sellerUserId: sellerId,
    ...at("2026-11-08T10:00:00Z"),
  });
});

describe("the platform's money per month (admin Analytics)", () => {
  it("sums fees, donations, sales by area and ad revenue from the ledger, refunds taken off", async () => {
    const months = await platformMoneyByMonth(db, { now: NOW });
    expect(months.map((m) => m.month)).toEqual([
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
    ]);
    expect(months.at(-1)).toEqual({
      month: "2026-11",
      // 1,200 + 3,000 + 6,000 - 600 (the ticket refund's fee part); the donation's and
      // the campaign's fee lines are the platform's takings, counted whole below.
      platformFees: 9_600,
      donations: 4_000,
      sales: { ticket: 5_000, order: 20_000, booking: 50_000 },
      adRevenue: 150_000,
    });
    expect(months.at(-2)).toEqual({
      month: "2026-10",
      platformFees: 480,
      donations: 0,
      sales: { ticket: 4_000, order: 0, booking: 0 },
      adRevenue: 0,
    });
    for (const m of months.slice(0, -2)) {
      expect(m.platformFees + m.donations + m.adRevenue + m.sales.ticket, m.month).toBe(0);
    }
  });

  it("the spec's ad cards: Monthly Revenue = monthly cost of active ads; average = revenue ÷ active, rounded, 0 if none", async () => {
    await db.delete(advertisements);
    expect(await adminMetrics(db, { pendingReviews: 0 })).toMatchObject({
      activeAds: 0,
      monthlyRevenue: 0,
      averageCampaignValue: 0,
    });
    await createAdvertisement(db, { status: "active", monthlyCost: 150_000 });
    await createAdvertisement(db, { status: "active", monthlyCost: 100_000 });
    await createAdvertisement(db, { status: "active", monthlyCost: 50_001 });
    await createAdvertisement(db, { status: "pending", monthlyCost: 200_000 });
    await createAdvertisement(db, { status: "approved", monthlyCost: 75_000 });
    await createAdvertisement(db, { status: "expired", monthlyCost: 50_000 });
    expect(await adminMetrics(db, { pendingReviews: 0 })).toMatchObject({
      activeAds: 3,
      monthlyRevenue: 300_001,
      // 300,001 ÷ 3 = 100,000.33…
      averageCampaignValue: 100_000,
    });
  });

  it("the Analytics page carries the money figures, for admins only", async () => {
    const sessions = await sessionsForEveryRole(db, "money");
    const load = (role: "admin" | "moderator" | "vendor") =>
      analyticsPage.loader({
        request: new Request("http://localhost/admin/analytics", {
          headers: { Cookie: sessions.get(role)!.cookie },
        }),
        params: {},
        context: {},
      } as never);
    const page = (await load("admin")) as { money: { month: string }[] };
    expect(page.money).toHaveLength(12);
    expect(await outcomeOf(() => load("moderator"))).toBe("302 /admin/moderation");
    expect(await outcomeOf(() => load("vendor"))).toBe("302 /");
  });
});
