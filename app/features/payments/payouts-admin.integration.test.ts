import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, payoutAccounts, payoutHolds, payouts, siteSettings } from "~/db/schema";
import type { Role } from "~/features/accounts/roles";
import { getDb, type Db } from "~/lib/db/client.server";
import { action, loader } from "~/routes/admin/payouts";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { callRoute, toastOf } from "../../../tests/support/route-forms";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";
import { sellerBalances } from "./balances.server";
import { payoutAdminCopy } from "./payout-admin-messages";
import { payoutCommandCopy, payoutSettingsCopy } from "./payout-messages";
import { loadPayoutSettings } from "./payout-settings.server";
import { DEFAULT_PAYOUT_SETTINGS, payoutReference } from "./release-rules";

// The real /admin/payouts route with real sessions: every form as a plain POST.
const T = payoutAdminCopy;
const HOUR = 60 * 60 * 1000;
let db: Db;
let s: Awaited<ReturnType<typeof sessionsForEveryRole>>;
let restoreEnv: () => void;

beforeAll(async () => {
  // No Paystack key: payouts are marked paid by hand (the test provider).
  restoreEnv = setEnv({ PAYSTACK_SECRET_KEY: undefined });
  db = await getDb();
  s = await sessionsForEveryRole(db, "payouts-admin");
});
afterAll(() => restoreEnv?.());

function post(body: Record<string, string>, role: Role = "admin") {
  return callRoute(action, "http://localhost/admin/payouts", s.get(role)!.cookie, body);
}

async function load(role: Role = "admin", query = "") {
  const url = `http://localhost/admin/payouts${query}`;
  return (await callRoute(loader, url, s.get(role)!.cookie)) as Awaited<ReturnType<typeof loader>>;
}

/** A 400 form answer's body. */
function answerOf(answer: unknown) {
  const d = answer as {
    data: {
      target: string;
      values: Record<string, string>;
      fieldErrors: Record<string, string[]>;
      formError: { title: string; message: string } | null;
    };
    init: { status: number };
  };
  return { status: d.init.status, ...d.data };
}

async function seller(
  opts: { available?: number; account?: boolean; nameCheck?: string; subaccount?: string } = {},
) {
  const user = await createUser(db, { role: "vendor", fullName: "Ada Obi" });
  if (opts.available)
    await db.insert(ledgerEntries).values({
      userId: user.id,
      entryType: "sale",
      amount: opts.available,
      description: "Released sale",
      availableAt: new Date(Date.now() - 2 * HOUR),
    });
  let accountId: string | null = null;
  if (opts.account !== false) {
    const [row] = await db
      .insert(payoutAccounts)
      .values({
        userId: user.id,
        bankName: "Test Bank",
        bankCode: "058",
        accountNumber: "0123456789",
        accountName: "ADA OBI",
        nameCheck: opts.nameCheck ?? "matched",
        subaccountCode: opts.subaccount ?? null,
        isDefault: true,
      })
      .returning();
    accountId = row!.id;
  }
  return { id: user.id, email: user.email, accountId: accountId! };
}

const payoutsOf = (userId: string) =>
  db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(payouts.createdAt);

/** A payout Paystack failed: its amount given back by a payout_return entry. */
async function failedPayout(userId: string, amount: number, lastError: string) {
  const id = crypto.randomUUID();
  await db.insert(payouts).values({
    id,
    userId,
    amount,
    status: "failed",
    reference: payoutReference(id),
    trigger: "schedule",
    runKey: `weekly:test-${id}`,
    lastError,
    failureReason: "Account closed",
  });
  await db.insert(ledgerEntries).values([
    {
      payoutId: id,
      userId,
      entryType: "payout",
      amount: -amount,
      availableAt: new Date(),
      description: "Payout",
    },
    {
      payoutId: id,
      userId,
      entryType: "payout_return",
      amount,
      availableAt: new Date(),
      description: "Returned",
    },
  ]);
  return id;
}

describe("who may use /admin/payouts", () => {
  it("admins only: moderators are sent to their queue, sellers and visitors away; posts refused", async () => {
    expect(await outcomeOf(() => load("admin"))).toBe("200");
    expect(await outcomeOf(() => load("moderator"))).toBe("302 /admin/moderation");
    expect(await outcomeOf(() => load("vendor"))).toMatch(/^302 /);
    const anonymous = new Request("http://localhost/admin/payouts");
    expect(
      await outcomeOf(() => loader({ request: anonymous, params: {}, context: {} } as never)),
    ).toBe(`302 /auth/sign-in?redirectTo=${encodeURIComponent("/admin/payouts")}`);

    const target = await seller({ available: 5_000 });
    for (const role of ["moderator", "vendor", "event_organizer"] as const) {
      expect(await outcomeOf(() => post({ intent: "pay-now", userId: target.id }, role))).toBe(
        "403",
      );
      expect(
        await outcomeOf(() => post({ intent: "hold", email: target.email, reason: "x" }, role)),
      ).toBe("403");
      expect(await outcomeOf(() => post({ ...rules(), ticketHoursAfterEnd: "1" }, role))).toBe(
        "403",
      );
    }
    expect(await payoutsOf(target.id)).toHaveLength(0);
    expect(
      await db.select().from(payoutHolds).where(eq(payoutHolds.userId, target.id)),
    ).toHaveLength(0);
  });
});

describe("Pay now and marking a queued payout paid by hand", () => {
  it("queues a payout of all that is available, or part; refuses bad amounts with the typed value kept", async () => {
    const a = await seller({ available: 8_000 });
    for (const amount of ["abc", "-5", "0", "1e3"]) {
      const bad = answerOf(await post({ intent: "pay-now", userId: a.id, amount }));
      expect(bad).toMatchObject({ status: 400, target: `pay-now:${a.id}`, values: { amount } });
      expect(bad.fieldErrors.amount).toEqual([T.validation.amount]);
    }
    const tooMuch = answerOf(await post({ intent: "pay-now", userId: a.id, amount: "9000" }));
    expect(tooMuch).toMatchObject({ status: 400, values: { amount: "9000" } });
    expect(tooMuch.fieldErrors.amount).toEqual([
      T.refused.payNow.moreThanAvailable("₦8,000").message,
    ]);
    expect(await payoutsOf(a.id)).toHaveLength(0);

    expect(await toastOf(await post({ intent: "pay-now", userId: a.id, amount: "3,000" }))).toEqual(
      {
        variant: "success",
        ...T.done.paidNow("₦3,000", "Ada Obi"),
      },
    );
    expect(await toastOf(await post({ intent: "pay-now", userId: a.id, amount: "" }))).toEqual({
      variant: "success",
      ...T.done.paidNow("₦5,000", "Ada Obi"),
    });
    const made = await payoutsOf(a.id);
    expect(made.map((p) => [p.amount, p.status, p.trigger, p.createdBy])).toEqual([
      [3_000, "queued", "admin", s.get("admin")!.userId],
      [5_000, "queued", "admin", s.get("admin")!.userId],
    ]);
    expect(await sellerBalances(db, a.id)).toMatchObject({ available: 0, onItsWay: 8_000 });
    const nothing = answerOf(await post({ intent: "pay-now", userId: a.id }));
    expect(nothing.formError).toEqual(T.refused.payNow.nothingAvailable);

    // The queue shows them; marking one paid moves it to the history.
    const view = (await load()).view;
    expect(view.paystack).toBe(false);
    expect(view.queue.filter((q) => q.seller.id === a.id)).toHaveLength(2);
    const answer = await post({ intent: "mark-paid", payoutId: made[0]!.id });
    expect((answer as Response).headers.get("Location")).toBe("/admin/payouts#queue");
    expect(await toastOf(answer)).toEqual({
      variant: "success",
      ...payoutCommandCopy.markedPaid("₦3,000"),
    });
    expect((await payoutsOf(a.id))[0]).toMatchObject({ status: "paid", providerStatus: "manual" });
    expect(await sellerBalances(db, a.id)).toMatchObject({ onItsWay: 5_000, paidOut: 3_000 });
    const after = (await load()).view;
    expect(after.history.rows.find((r) => r.id === made[0]!.id)).toMatchObject({ status: "paid" });

    // Twice: the payout moved on, a toast says so and nothing changes.
    expect(await toastOf(await post({ intent: "mark-paid", payoutId: made[0]!.id }))).toEqual({
      variant: "error",
      ...payoutCommandCopy.refused.wrongStatus,
    });
    expect(await sellerBalances(db, a.id)).toMatchObject({ onItsWay: 5_000, paidOut: 3_000 });
    // A crafted id: refused in words, never a 500.
    expect(await outcomeOf(() => post({ intent: "mark-paid", payoutId: "nope" }))).toBe("400");
    expect(
      (await toastOf(await post({ intent: "mark-paid", payoutId: crypto.randomUUID() }))).variant,
    ).toBe("error");
  });

  it("with Paystack configured, nobody marks a payout paid by hand", async () => {
    const a = await seller({ available: 2_000 });
    await post({ intent: "pay-now", userId: a.id });
    const [queued] = await payoutsOf(a.id);
    const restore = setEnv({ PAYSTACK_SECRET_KEY: "sk_test_admin" });
    try {
      expect((await load()).view.paystack).toBe(true);
      expect(await toastOf(await post({ intent: "mark-paid", payoutId: queued!.id }))).toEqual({
        variant: "error",
        ...payoutCommandCopy.refused.offlineOnly,
      });
    } finally {
      restore();
    }
    expect((await payoutsOf(a.id))[0]!.status).toBe("queued");
  });
});

describe("a failed payout", () => {
  it("is flagged in the queue with Paystack's words, retried once into a new payout", async () => {
    const a = await seller({ available: 4_000 });
    const failed = await failedPayout(
      a.id,
      4_000,
      "Your balance is not enough to fulfil this request",
    );
    const view = (await load()).view;
    const row = view.queue.find((q) => q.id === failed)!;
    expect(row).toMatchObject({
      status: "failed",
      unresolved: true,
      lastError: "Your balance is not enough to fulfil this request",
      failureReason: "Account closed",
    });
    expect(view.sellers.rows.find((r) => r.userId === a.id)?.blocks).toEqual(["failedUnresolved"]);
    // Pay now is stopped by the unresolved failure, in the admin's words.
    expect(answerOf(await post({ intent: "pay-now", userId: a.id })).formError).toEqual(
      T.refused.payNow.failedUnresolved,
    );

    expect(await toastOf(await post({ intent: "retry", payoutId: failed }))).toEqual({
      variant: "success",
      ...payoutCommandCopy.retried("₦4,000"),
    });
    const [old, retry] = await payoutsOf(a.id);
    expect(old).toMatchObject({ status: "failed", resolution: "retried" });
    expect(retry).toMatchObject({ status: "queued", amount: 4_000, retryOf: failed });
    expect((await toastOf(await post({ intent: "retry", payoutId: failed }))).variant).toBe(
      "error",
    );
    // A queued payout is not retried.
    expect(await toastOf(await post({ intent: "retry", payoutId: retry!.id }))).toEqual({
      variant: "error",
      ...payoutCommandCopy.refused.wrongStatus,
    });
    const later = (await load()).view;
    expect(later.queue.find((q) => q.id === failed)).toBeUndefined();
    expect(later.history.rows.find((r) => r.id === failed)).toMatchObject({ unresolved: false });
  });

  it("the queue shows an OTP wait and the history pages through ended payouts", async () => {
    const a = await seller();
    const id = crypto.randomUUID();
    await db.insert(payouts).values({
      id,
      userId: a.id,
      amount: 1_500,
      status: "processing",
      reference: payoutReference(id),
      runKey: `weekly:otp-${id}`,
      providerStatus: "otp",
    });
    const row = (await load()).view.queue.find((q) => q.id === id)!;
    expect(row).toMatchObject({ status: "processing", providerStatus: "otp" });
    expect(T.providerStatuses[row.providerStatus!]).toBe("Waiting for OTP");

    const ended = Array.from({ length: 25 }, () => crypto.randomUUID());
    await db.insert(payouts).values(
      ended.map((pid, i) => ({
        id: pid,
        userId: a.id,
        amount: 100 + i,
        status: "paid" as const,
        reference: payoutReference(pid),
        runKey: `admin:${pid}`,
        createdAt: new Date(Date.now() - i * HOUR),
      })),
    );
    const first = (await load()).view.history;
    const total = first.rows.length;
    expect(total).toBe(20);
    const second = (await load("admin", `?page=${first.pageCount}`)).view.history;
    expect(second.page).toBe(first.pageCount);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(
      total + second.rows.length,
    );
    // A page past the end shows the last one; a crafted page is the first.
    expect((await load("admin", "?page=999")).view.history.page).toBe(first.pageCount);
    expect((await load("admin", "?page=-3")).view.history.page).toBe(1);
  });
});

describe("holds", () => {
  it("holds a seller with a reason, refuses a second hold and bad input with what was typed, releases", async () => {
    const a = await seller({ available: 6_000 });
    const reason = "Chargeback under review";
    const missing = answerOf(await post({ intent: "hold", email: a.email, reason: "   " }));
    expect(missing).toMatchObject({ status: 400, target: "hold", values: { email: a.email } });
    expect(missing.fieldErrors.reason).toEqual([T.validation.reason]);
    const long = "x".repeat(501);
    const tooLong = answerOf(await post({ intent: "hold", email: a.email, reason: long }));
    expect(tooLong.fieldErrors.reason).toEqual([T.validation.reason]);
    expect(tooLong.values.reason).toBe(long);
    const nobody = answerOf(await post({ intent: "hold", email: "nobody@example.com", reason }));
    expect(nobody).toMatchObject({ status: 400, values: { reason } });
    expect(nobody.fieldErrors.email).toEqual([T.refused.noSeller.message]);

    const answer = await post({ intent: "hold", email: a.email.toUpperCase(), reason });
    expect((answer as Response).headers.get("Location")).toBe("/admin/payouts#holds");
    expect(await toastOf(answer)).toEqual({ variant: "success", ...T.done.held("Ada Obi") });
    const again = answerOf(await post({ intent: "hold", email: a.email, reason: "Another" }));
    expect(again).toMatchObject({ status: 400, formError: T.refused.alreadyHeld });
    expect(again.values.reason).toBe("Another");

    const view = (await load()).view;
    const hold = view.holds.find((h) => h.seller.id === a.id)!;
    expect(hold).toMatchObject({ reason, heldBy: expect.any(String) });
    expect(view.sellers.rows.find((r) => r.userId === a.id)?.blocks).toEqual(["held"]);
    // Held: Pay now makes nothing.
    expect(answerOf(await post({ intent: "pay-now", userId: a.id })).formError).toEqual(
      T.refused.payNow.held,
    );
    expect(await payoutsOf(a.id)).toHaveLength(0);

    expect(await toastOf(await post({ intent: "release-hold", holdId: hold.id }))).toEqual({
      variant: "success",
      ...T.done.released("Ada Obi"),
    });
    const [row] = await db.select().from(payoutHolds).where(eq(payoutHolds.id, hold.id));
    expect(row).toMatchObject({ releasedBy: s.get("admin")!.userId });
    expect(row!.releasedAt).not.toBeNull();
    expect(await toastOf(await post({ intent: "release-hold", holdId: hold.id }))).toEqual({
      variant: "error",
      ...T.refused.notHeld,
    });
    // Released: a new hold may be set, and Pay now pays again.
    expect((await toastOf(await post({ intent: "pay-now", userId: a.id }))).variant).toBe(
      "success",
    );
    expect(
      await db
        .select()
        .from(payoutHolds)
        .where(and(eq(payoutHolds.userId, a.id), isNull(payoutHolds.releasedAt))),
    ).toHaveLength(0);
  });
});

describe("payout accounts waiting for approval", () => {
  it("shows the seller's name beside the bank's, approves once, and the payout is no longer blocked", async () => {
    const a = await seller({ available: 3_000, nameCheck: "needs_approval" });
    const view = (await load()).view;
    expect(view.approvals.find((r) => r.accountId === a.accountId)).toMatchObject({
      seller: { name: "Ada Obi", email: a.email },
      resolvedName: "ADA OBI",
    });
    expect(view.sellers.rows.find((r) => r.userId === a.id)?.blocks).toEqual(["accountUnapproved"]);
    expect(answerOf(await post({ intent: "pay-now", userId: a.id })).formError).toEqual(
      T.refused.payNow.accountUnapproved,
    );

    expect(
      await outcomeOf(() =>
        post({ intent: "approve-account", accountId: a.accountId }, "moderator"),
      ),
    ).toBe("403");
    expect(
      await toastOf(await post({ intent: "approve-account", accountId: a.accountId })),
    ).toEqual({
      variant: "success",
      ...T.done.approved("Ada Obi"),
    });
    const [account] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, a.accountId));
    expect(account).toMatchObject({
      nameCheck: "approved",
      nameApprovedBy: s.get("admin")!.userId,
    });
    expect(account!.nameApprovedAt).not.toBeNull();
    expect(
      await toastOf(await post({ intent: "approve-account", accountId: a.accountId })),
    ).toEqual({
      variant: "error",
      ...T.refused.notWaiting,
    });
    expect((await load()).view.approvals.find((r) => r.accountId === a.accountId)).toBeUndefined();
    expect((await toastOf(await post({ intent: "pay-now", userId: a.id }))).variant).toBe(
      "success",
    );
  });
});

describe("split settlement trust", () => {
  it("trusts an account with a Paystack subaccount, refuses one without, and stops again", async () => {
    const a = await seller({ subaccount: "ACCT_trusted1" });
    const b = await seller();
    const none = answerOf(await post({ intent: "trust-split", email: b.email }));
    expect(none).toMatchObject({
      status: 400,
      target: "trust-split",
      formError: T.refused.noSubaccount,
    });
    expect(none.values.email).toBe(b.email);
    const bad = answerOf(await post({ intent: "trust-split", email: "not-an-email" }));
    expect(bad.fieldErrors.email).toBeDefined();

    expect(await toastOf(await post({ intent: "trust-split", email: a.email }))).toEqual({
      variant: "success",
      ...T.done.trusted("Ada Obi"),
    });
    const [account] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, a.accountId));
    expect(account).toMatchObject({ splitTrustedBy: s.get("admin")!.userId });
    expect(answerOf(await post({ intent: "trust-split", email: a.email })).formError).toEqual(
      T.refused.alreadyTrusted,
    );
    expect((await load()).view.trusted.find((t) => t.accountId === a.accountId)).toMatchObject({
      seller: { email: a.email },
    });

    expect(await toastOf(await post({ intent: "untrust-split", accountId: a.accountId }))).toEqual({
      variant: "success",
      ...T.done.untrusted("Ada Obi"),
    });
    const [after] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.id, a.accountId));
    expect(after).toMatchObject({ splitTrustedAt: null, splitTrustedBy: null });
    expect(await toastOf(await post({ intent: "untrust-split", accountId: a.accountId }))).toEqual({
      variant: "error",
      ...T.refused.notTrusted,
    });
  });
});

function rules(overrides: Record<string, string> = {}) {
  const d = DEFAULT_PAYOUT_SETTINGS;
  return {
    intent: "save-rules",
    ticketHoursAfterEnd: String(d.ticketHoursAfterEnd),
    productDaysAfterDelivery: String(d.productDaysAfterDelivery),
    productDaysAfterShipment: String(d.productDaysAfterShipment),
    stayHoursAfterCheckIn: String(d.stayHoursAfterCheckIn),
    minimumPayout: String(d.minimumPayout),
    schedule: d.schedule,
    payoutWeekday: String(d.payoutWeekday),
    payoutHour: String(d.payoutHour),
    ...overrides,
  };
}

describe("the payout rules form", () => {
  it("saves the rules; a value below zero or not a number gets the schema's words by its field", async () => {
    const E = payoutSettingsCopy.errors;
    const below = answerOf(await post(rules({ ticketHoursAfterEnd: "-1", minimumPayout: "-100" })));
    expect(below).toMatchObject({ status: 400, target: "save-rules" });
    expect(below.fieldErrors.ticketHoursAfterEnd).toEqual([E.wholeNumber]);
    expect(below.fieldErrors.minimumPayout).toEqual([E.minimum]);
    expect(below.values).toMatchObject({ ticketHoursAfterEnd: "-1", minimumPayout: "-100" });
    for (const typed of ["", "1e3", "0x10", "2.5"]) {
      const bad = answerOf(await post(rules({ stayHoursAfterCheckIn: typed })));
      expect(bad.fieldErrors.stayHoursAfterCheckIn).toEqual([E.wholeNumber]);
    }
    expect(answerOf(await post(rules({ payoutHour: "24" }))).fieldErrors.payoutHour).toEqual([
      E.hour,
    ]);
    expect(answerOf(await post(rules({ schedule: "hourly" }))).fieldErrors.schedule).toEqual([
      E.schedule,
    ]);
    expect(
      await db.select().from(siteSettings).where(eq(siteSettings.key, "payouts")),
    ).toHaveLength(0);

    const answer = await post(
      rules({ ticketHoursAfterEnd: "48", minimumPayout: "2000", schedule: "daily" }),
    );
    expect(await toastOf(answer)).toEqual({ variant: "success", ...payoutSettingsCopy.saved });
    expect(await loadPayoutSettings(db)).toEqual({
      ...DEFAULT_PAYOUT_SETTINGS,
      ticketHoursAfterEnd: 48,
      minimumPayout: 2_000,
      schedule: "daily",
    });
    expect((await load()).view.settings.ticketHoursAfterEnd).toBe(48);
  });

  it("a crafted intent is refused with the page's own words", async () => {
    const answer = answerOf(await post({ intent: "pay-everyone" }));
    expect(answer).toMatchObject({
      status: 400,
      target: "pay-everyone",
      formError: T.refused.form,
    });
  });
});
