import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ledgerEntries,
  paymentTransactions,
  payoutAccounts,
  payouts,
  platformFeeSettings,
} from "~/db/schema";
import type { Role } from "~/features/accounts/roles";
import { getDb, type Db } from "~/lib/db/client.server";
import { paymentCentreCopy } from "~/features/payments/messages";
import { action as adminAction, loader as adminLoader } from "~/routes/admin/settings";
import { action as payoutsAction } from "~/routes/admin/payouts";
import { action, loader } from "~/routes/payments";
import { loader as receiptLoader } from "~/routes/payments-receipt";
import {
  buildLedgerForPayment,
  createPaymentTransaction,
} from "../../../scripts/seed/factories/payments";
import { testRng } from "../../../scripts/seed/factories/random";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";
import { sellerBalances } from "./balances.server";

// The real /payments, receipt and /admin/settings routes with real sessions.
let db: Db;
let a: Awaited<ReturnType<typeof sessionsForEveryRole>>;
let b: Awaited<ReturnType<typeof sessionsForEveryRole>>;
let activeBefore: string[] = [];

beforeAll(async () => {
  db = await getDb();
  a = await sessionsForEveryRole(db, "pay-centre-a");
  b = await sessionsForEveryRole(db, "pay-centre-b");
  activeBefore = (
    await db
      .select({ id: platformFeeSettings.id })
      .from(platformFeeSettings)
      .where(eq(platformFeeSettings.isActive, true))
  ).map((r) => r.id);
});

afterAll(async () => {
  // Leave the shared database's fee rules as this file found them.
  const admins = [a.get("admin")!.userId, b.get("admin")!.userId];
  await db.delete(platformFeeSettings).where(inArray(platformFeeSettings.updatedBy, admins));
  if (activeBefore.length)
    await db
      .update(platformFeeSettings)
      .set({ isActive: true })
      .where(inArray(platformFeeSettings.id, activeBefore));
});

type Sessions = typeof a;
function req(sessions: Sessions | null, role: Role, path: string, body?: Record<string, string>) {
  const headers = new Headers(sessions ? { Cookie: sessions.get(role)!.cookie } : {});
  return new Request(`http://localhost${path}`, {
    method: body ? "POST" : "GET",
    headers,
    body: body ? new URLSearchParams(body) : undefined,
  });
}
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as never;

async function load(sessions: Sessions, role: Role, path: string) {
  const answer = (await loader(args(req(sessions, role, path)))) as unknown as {
    data: Awaited<ReturnType<typeof loader>>["data"];
  };
  return answer.data;
}

/** Everything the seller has earned and not been paid: pending and available together. */
async function owed(userId: string) {
  const b = await sellerBalances(await getDb(), userId);
  return b.pending + b.available;
}

describe("/payments", () => {
  it("the fee calculator is public; history is everyone's; seller tabs need a non-viewer", async () => {
    expect(await outcomeOf(() => loader(args(req(null, "creator", "/payments"))))).toBe("200");
    expect(await outcomeOf(() => loader(args(req(null, "creator", "/payments?tab=history"))))).toBe(
      "302 /auth/sign-in?redirectTo=%2Fpayments%3Ftab%3Dhistory",
    );
    expect(await outcomeOf(() => loader(args(req(a, "viewer", "/payments?tab=history"))))).toBe(
      "200",
    );
    expect(await outcomeOf(() => loader(args(req(a, "viewer", "/payments?tab=payouts"))))).toBe(
      "302 /",
    );
    expect((await load(a, "viewer", "/payments")).tabs).toEqual(["calculator", "history"]);
    expect(await outcomeOf(() => loader(args(req(a, "creator", "/payments"))))).toBe("200");
    expect((await load(a, "creator", "/payments")).tabs).toEqual([
      "calculator",
      "history",
      "analytics",
      "payouts",
    ]);
  });

  it("a viewer (someone who only buys) opens the receipt of their own donation", async () => {
    const viewer = a.get("viewer")!.userId;
    const donation = await createPaymentTransaction(
      db,
      { userId: viewer, transactionType: "donation" },
      testRng(),
    );
    const ref = donation.paymentReference;
    const receipt = (await receiptLoader(
      args(req(a, "viewer", `/payments/receipts/${ref}`), { reference: ref }),
    )) as unknown as { data: { receipt: { reference: string } } };
    expect(receipt.data.receipt.reference).toBe(ref);
    // Someone else's receipt stays out of reach.
    expect(
      await outcomeOf(() =>
        receiptLoader(args(req(b, "viewer", `/payments/receipts/${ref}`), { reference: ref })),
      ),
    ).toBe("404");
  });

  it("history lists only the user's own payments, newest first, with filters", async () => {
    const rng = testRng();
    const me = a.get("creator")!.userId;
    const other = b.get("creator")!.userId;
    const day = 86_400_000;
    const mine = [
      await createPaymentTransaction(
        db,
        { userId: me, transactionType: "donation", createdAt: new Date(Date.now() - 3 * day) },
        rng,
      ),
      await createPaymentTransaction(
        db,
        {
          userId: me,
          transactionType: "ticket",
          paymentStatus: "failed",
          createdAt: new Date(Date.now() - 2 * day),
        },
        rng,
      ),
      await createPaymentTransaction(
        db,
        {
          userId: me,
          transactionType: "order",
          paymentStatus: "pending",
          createdAt: new Date(Date.now() - day),
        },
        rng,
      ),
    ];
    const theirs = await createPaymentTransaction(
      db,
      { userId: other, transactionType: "donation" },
      rng,
    );

    const all = (await load(a, "creator", "/payments?tab=history")).history!;
    expect(all.items.map((t) => t.reference)).toEqual(
      mine.map((m) => m.paymentReference).reverse(),
    );
    expect(all.items.map((t) => t.reference)).not.toContain(theirs.paymentReference);

    const failed = (await load(a, "creator", "/payments?tab=history&status=failed")).history!;
    expect(failed.items.map((t) => t.reference)).toEqual([mine[1]!.paymentReference]);
    const donations = (await load(a, "creator", "/payments?tab=history&purpose=donation")).history!;
    expect(donations.items.map((t) => t.reference)).toEqual([mine[0]!.paymentReference]);
    // Unknown filter values are ignored rather than answered with an error.
    const junk = (await load(a, "creator", "/payments?tab=history&status=bogus")).history!;
    expect(junk.total).toBe(3);

    const receipt = (await receiptLoader(
      args(req(a, "creator", `/payments/receipts/${mine[0]!.paymentReference}`), {
        reference: mine[0]!.paymentReference,
      }),
    )) as unknown as { data: { receipt: { amount: number } } };
    expect(receipt.data.receipt.amount).toBe(mine[0]!.totalAmount);
    expect(
      await outcomeOf(() =>
        receiptLoader(
          args(req(a, "creator", `/payments/receipts/${theirs.paymentReference}`), {
            reference: theirs.paymentReference,
          }),
        ),
      ),
    ).toBe("404");
  });

  it("calculator: spec defaults, validation, and it follows the admin's new setting", async () => {
    const first = (await load(a, "creator", "/payments")).calculator!;
    expect(first.amount).toBe("10000");
    expect(first.category).toBe("events");
    expect(first.quote!.amount).toBe(10_000);
    expect(first.quote!.fee + first.quote!.net).toBe(10_000);

    const bad = (await load(a, "creator", "/payments?amount=-5&category=events")).calculator!;
    expect(bad.quote).toBeNull();
    expect(bad.errors.amount).toEqual([paymentCentreCopy.validation.amountMin]);

    const save = (body: Record<string, string>, role: Role = "admin") =>
      adminAction(args(req(a, role, "/admin/settings", { intent: "save-fee", ...body })));
    const valid = {
      category: "products",
      feeType: "percentage",
      feeValue: "7.5",
      minimumFee: "100",
      maximumFee: "5000",
      isActive: "on",
    };

    expect(await outcomeOf(() => save(valid, "moderator"))).toBe("403");
    expect(await outcomeOf(() => save(valid, "vendor"))).toBe("403");

    const tooMuch = (await save({ ...valid, feeValue: "150" })) as unknown as {
      data: { fieldErrors: Record<string, string[]> };
      init: { status: number };
    };
    expect(tooMuch.init.status).toBe(400);
    expect(tooMuch.data.fieldErrors.feeValue).toEqual([
      paymentCentreCopy.validation.percentageRange,
    ]);
    const crossed = (await save({ ...valid, minimumFee: "6000" })) as unknown as {
      data: { fieldErrors: Record<string, string[]> };
    };
    expect(crossed.data.fieldErrors.minimumFee).toEqual([paymentCentreCopy.validation.minimumMax]);

    expect(await outcomeOf(() => save(valid))).toBe("302 /admin/settings#platform-fees");
    const q = (await load(a, "creator", "/payments?amount=20000&category=products")).calculator!;
    expect(q.quote).toMatchObject({
      fee: 1500,
      net: 18_500,
      rule: { source: "setting", feeValue: 7.5 },
    });
    const capped = (await load(a, "creator", "/payments?amount=1000000&category=products"))
      .calculator!;
    expect(capped.quote!.fee).toBe(5000);

    // A second save keeps the first as history: one active row, the old one inactive.
    expect(await outcomeOf(() => save({ ...valid, feeType: "fixed", feeValue: "300" }))).toMatch(
      /^302/,
    );
    const rows = await db
      .select()
      .from(platformFeeSettings)
      .where(eq(platformFeeSettings.category, "products"));
    const active = rows.filter((r) => r.isActive);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ feeType: "fixed", updatedBy: a.get("admin")!.userId });
    expect(rows.some((r) => !r.isActive && r.feeValue === "7.50")).toBe(true);
    const fixed = (await load(a, "creator", "/payments?amount=20000&category=products"))
      .calculator!;
    expect(fixed.quote!.fee).toBe(300);

    // Unticking "active" brings the platform default back.
    expect(await outcomeOf(() => save({ ...valid, isActive: "" }))).toMatch(/^302/);
    const fallback = (await load(a, "creator", "/payments?amount=20000&category=products"))
      .calculator!;
    expect(fallback.quote).toMatchObject({ fee: 3000, rule: { source: "fallback" } });
  });
});

describe("payouts", () => {
  it("a seller registers a payout account (built-in banks without Paystack)", async () => {
    const post = (role: Role, body: Record<string, string>) =>
      action(
        args(req(a, role, "/payments?tab=payouts", { intent: "save-payout-account", ...body })),
      );
    const bad = (await post("vendor", {
      bankCode: "058",
      accountNumber: "12345",
      accountName: "Ada Obi",
    })) as unknown as {
      data: { fieldErrors: Record<string, string[]> };
    };
    expect(bad.data.fieldErrors.accountNumber).toEqual([
      paymentCentreCopy.validation.accountNumber,
    ]);
    const nameless = (await post("vendor", {
      bankCode: "058",
      accountNumber: "0123456789",
      accountName: "",
    })) as unknown as { data: { fieldErrors: Record<string, string[]> } };
    expect(nameless.data.fieldErrors.accountName).toEqual([
      paymentCentreCopy.validation.accountName,
    ]);
    expect(
      await outcomeOf(() =>
        post("creator", { bankCode: "058", accountNumber: "0123456789", accountName: "Ada Obi" }),
      ),
    ).toBe("403");
    expect(
      await outcomeOf(() =>
        post("vendor", { bankCode: "058", accountNumber: "0123456789", accountName: "Ada Obi" }),
      ),
    ).toBe("302 /payments?tab=payouts");
    const [row] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, a.get("vendor")!.userId));
    expect(row).toMatchObject({
      bankName: "Guaranty Trust Bank",
      accountName: "Ada Obi",
      isDefault: true,
    });
  });

  it("admin pays a balance on /admin/payouts and marks it paid, never more than the balance", async () => {
    const seller = a.get("vendor")!.userId;
    const sale = await createPaymentTransaction(db, {
      userId: b.get("creator")!.userId,
      transactionType: "order",
      totalAmount: 10_000,
      platformFee: 1_500,
    });
    await db.insert(ledgerEntries).values(buildLedgerForPayment({ ...sale, id: sale.id }, seller));
    expect(await owed(seller)).toBe(8_500);
    await db.insert(payoutAccounts).values({
      userId: seller,
      bankName: "Test Bank",
      bankCode: "058",
      accountNumber: "0123456789",
      accountName: "Vendor",
      isDefault: true,
    });

    const post = (body: Record<string, string>, role: Role = "admin") =>
      payoutsAction(args(req(a, role, "/admin/payouts", body)));
    const payNow = (amount: string, role: Role = "admin") =>
      post({ intent: "pay-now", userId: seller, amount }, role);
    const markPaid = async () => {
      const queued = await db
        .select()
        .from(payouts)
        .where(and(eq(payouts.userId, seller), eq(payouts.status, "queued")));
      for (const p of queued) await post({ intent: "mark-paid", payoutId: p.id });
    };
    expect(await outcomeOf(() => payNow("100", "moderator"))).toBe("403");
    expect(await outcomeOf(() => payNow("9000"))).toBe("400");
    expect(await db.select().from(payouts).where(eq(payouts.userId, seller))).toHaveLength(0);
    expect(await owed(seller)).toBe(8_500);

    expect(await outcomeOf(() => payNow("5000"))).toBe("302 /admin/payouts#sellers");
    await markPaid();
    const [payout] = await db.select().from(payouts).where(eq(payouts.userId, seller));
    expect(payout).toMatchObject({
      amount: 5000,
      status: "paid",
      createdBy: a.get("admin")!.userId,
    });
    const [entry] = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.payoutId, payout!.id), eq(ledgerEntries.entryType, "payout")));
    expect(entry).toMatchObject({ amount: -5000, userId: seller });
    expect(await owed(seller)).toBe(3_500);

    // Two admins racing for the rest: only one payout fits in the balance.
    await Promise.all([payNow("3500"), payNow("3500")]);
    await markPaid();
    expect(await owed(seller)).toBe(0);
    expect(await db.select().from(payouts).where(eq(payouts.userId, seller))).toHaveLength(2);

    const view = (await load(a, "vendor", "/payments?tab=payouts")).payouts!;
    expect(view.balances).toEqual({ pending: 0, available: 0, onItsWay: 0, paidOut: 8_500 });

    // Payment Analytics: the seller's earnings by purpose as well as by month.
    const [, earnings] = (await load(a, "vendor", "/payments?tab=analytics")).analytics!;
    const month = earnings!.months.at(-1)!;
    expect(month).toMatchObject({ gross: 10_000, platformFee: 1_500, net: 8_500, paidOut: 8_500 });
    expect(earnings!.byPurpose).toEqual([
      { purpose: "order", gross: 10_000, platformFee: 1_500, net: 8_500, count: 1 },
    ]);
  });
});

describe("admin refunds through /admin/settings (plain form POST)", () => {
  it("finds a payment by reference, refunds part of it with a reason; others refused", async () => {
    const sale = await createPaymentTransaction(db, {
      userId: b.get("creator")!.userId,
      transactionType: "order",
      provider: "test",
      paymentStatus: "completed",
      totalAmount: 6_000,
      platformFee: 900,
      paidAt: new Date(),
      fulfilledAt: new Date(),
    });
    const ref = sale.paymentReference;
    const back = `302 /admin/settings?ref=${ref}#refunds`;
    const refund = (body: Record<string, string>, role: Role = "admin") =>
      adminAction(
        args(
          req(a, role, "/admin/settings", {
            intent: "refund-payment",
            reference: ref,
            ...body,
          }),
        ),
      );
    const refunded = async () =>
      (await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, sale.id)))[0]!;

    expect(await outcomeOf(() => refund({ amount: "100", reason: "Mine" }, "moderator"))).toBe(
      "403",
    );
    expect(await outcomeOf(() => refund({ amount: "100", reason: "Mine" }, "vendor"))).toBe("403");
    expect(await outcomeOf(() => refund({ amount: "7000", reason: "Too much" }))).toBe(back);
    // A reason too short fails the parse: 400 with the field's error, nothing refunded.
    expect(await outcomeOf(() => refund({ amount: "", reason: "x" }))).toBe("400");
    expect((await refunded()).refundedAmount).toBe(0);

    expect(await outcomeOf(() => refund({ amount: "2000", reason: "Late delivery" }))).toBe(back);
    expect(await refunded()).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedAmount: 2_000,
    });

    const page = (await adminLoader(
      args(req(a, "admin", `/admin/settings?ref=${ref}`)),
    )) as unknown as { refunds: { found: Record<string, unknown> | null } };
    expect(page.refunds.found).toMatchObject({
      reference: ref,
      refunded: 2_000,
      refundable: 4_000,
      canRefund: true,
    });

    // The rest (amount left empty).
    expect(await outcomeOf(() => refund({ amount: "", reason: "Order cancelled" }))).toBe(back);
    expect(await refunded()).toMatchObject({ paymentStatus: "refunded", refundedAmount: 6_000 });

    // The payer's receipt shows the status and what was refunded.
    const receipt = (await receiptLoader(
      args(req(b, "creator", `/payments/receipts/${ref}`), { reference: ref }),
    )) as unknown as { data: { receipt: { status: string; refunded: number } } };
    expect(receipt.data.receipt).toMatchObject({ status: "refunded", refunded: 6_000 });
  });
});
