import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, notifications, outgoingMail, profiles, reports, tips } from "~/db/schema";
import { authorize } from "~/features/accounts/permissions";
import { sellerBalances } from "~/features/payments/balances.server";
import { confirmPayment, findPayment } from "~/features/payments/checkout.server";
import { earningLines } from "~/features/payments/earning-lines.server";
import { monthlyStatement } from "~/features/payments/monthly-statement.server";
import { platformMoneyByMonth } from "~/features/payments/platform-money.server";
import { signTestOutcome, testResultFromCallback } from "~/features/payments/providers/test.server";
import { refundPayment } from "~/features/payments/refunds.server";
import { JOBS } from "~/jobs.server";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { tipToasts, tipUnfulfillable } from "./messages";
import { dismissTipReports, hideTip, openTipReports, reportTip } from "./moderate-tip.server";
import { startTip } from "./start-tip.server";
import { creatorSupporters, supportersOf, supportTarget } from "./supporters.server";
import { tipSchema } from "./tip-schema";

let restoreEnv: () => void;
beforeAll(() => {
  // No provider keys: the built-in test provider takes the payments.
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
  });
});
afterAll(() => restoreEnv?.());

const ORIGIN = "http://localhost:3000";

function paid(reference: string, naira: number) {
  return testResultFromCallback({
    reference,
    outcome: "pay",
    amount: naira * 100,
    currency: "NGN",
    signature: signTestOutcome(reference, "pay", naira * 100, "NGN"),
  })!;
}

async function person(role: "creator" | "viewer" | "moderator" | "admin" | "vendor" = "viewer") {
  const user = await createUser(await getDb(), { role });
  return { ...user, role: user.profile.role };
}

/** A fan's tip as the support form sends it, started and (unless told) paid. */
async function tip(
  creator: { id: string },
  fan: { id: string; email: string },
  form: Record<string, string>,
  pay = true,
) {
  const started = await startTip({
    ...tipSchema.parse(form),
    creatorId: creator.id,
    fan: { id: fan.id, email: fan.email },
    origin: ORIGIN,
  });
  const txn = (await findPayment(started.reference))!;
  if (pay) await confirmPayment(started.reference, paid(started.reference, txn.totalAmount));
  return { reference: started.reference, txn: (await findPayment(started.reference))! };
}

const lagosMonth = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 7);

describe("a fan supports a creator", () => {
  it("tip → payment → the creator's donation entry less the donations fee → earnings, statement", async () => {
    const db = await getDb();
    const creator = await person("creator");
    const fan = await person("viewer");
    const { reference, txn } = await tip(creator, fan, {
      amount: "1000",
      name: "Ada",
      message: "Your songs carry me through traffic!",
      messagePublic: "on",
    });
    // One line to the creator in the donations category: the 5% fee (₦50) is the platform's.
    expect(txn).toMatchObject({
      transactionType: "tip",
      paymentStatus: "completed",
      totalAmount: 1_000,
      platformFee: 50,
      netAmount: 950,
      sellerUserId: creator.id,
    });
    const [row] = await db.select().from(tips).where(eq(tips.id, txn.orderId!));
    expect(row).toMatchObject({ creatorId: creator.id, fanUserId: fan.id, displayName: "Ada" });

    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    expect(ledger.map((l) => [l.entryType, l.userId, l.amount]).sort()).toEqual([
      ["donation", creator.id, 950],
      ["platform_fee", null, 50],
    ]);
    // Released at once, like any gift: available to pay out now.
    expect(await sellerBalances(db, creator.id)).toMatchObject({ pending: 0, available: 950 });

    const lines = await earningLines(db, { userId: creator.id, page: 1 });
    expect(lines.items).toEqual([
      expect.objectContaining({
        kind: "donation",
        amount: 950,
        description: "Support from Ada",
        status: "available",
        sale: { kind: "tip", href: "/dashboard/supporters" },
      }),
    ]);
    const statement = await monthlyStatement({ db, userId: creator.id, month: lagosMonth() });
    if ("invalid" in statement) throw new Error("no statement");
    expect(statement.lines).toEqual([
      expect.objectContaining({
        kind: "donation",
        description: "Support from Ada",
        reference,
        gross: 1_000,
        fee: 50,
        amount: 950,
        href: "/dashboard/supporters",
      }),
    ]);
    expect(statement.closing).toBe(950);

    // The fan's own thank-you receipt (not the generic one), the creator's mail and notice.
    const fanMails = await db.select().from(outgoingMail).where(eq(outgoingMail.to, fan.email));
    expect(fanMails.map((m) => m.template)).toEqual(["tip_receipt"]);
    expect(fanMails[0]!.text).toContain("₦1,000");
    expect(fanMails[0]!.text).toContain(reference);
    const creatorMails = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.to, creator.email));
    expect(creatorMails.map((m) => m.template)).toEqual(["tip_received"]);
    expect(creatorMails[0]!.subject).toBe("Ada supported you with ₦1,000");
    expect(creatorMails[0]!.text).toContain("Your songs carry me through traffic!");
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, creator.id));
    expect(notice).toMatchObject({
      type: "tips.received",
      title: "Ada supported you with ₦1,000",
      message: "Your songs carry me through traffic!",
      data: expect.objectContaining({ href: "/dashboard/supporters" }),
    });

    // The platform's money counts the fee, not the creator's share.
    const month = (await platformMoneyByMonth(db, { months: 1 })).at(-1);
    expect(month?.platformFees).toBe(50);
    expect(month?.donations).toBe(0);
  });

  it("an admin's refund of a tip takes it back out of the creator's earnings and Supporters", async () => {
    const db = await getDb();
    const creator = await person("creator");
    const fan = await person("viewer");
    const admin = await person("admin");
    const { reference, txn } = await tip(creator, fan, {
      amount: "2500",
      name: "Tunde",
      messagePublic: "on",
    });
    expect(await sellersAvailable(creator.id)).toBe(2_375);
    expect((await supportersOf({ creatorId: creator.id, viewerId: null })).supporters.total).toBe(
      1,
    );

    // Part first, then the rest: each takes the creator's share back in proportion.
    await refundPayment({
      paymentId: txn.id,
      amount: 1_000,
      reason: "asked",
      actor: { id: admin.id },
    });
    expect(await sellersAvailable(creator.id)).toBe(2_375 - 950);
    expect((await findPayment(reference))!.paymentStatus).toBe("partially_refunded");
    expect((await supportersOf({ creatorId: creator.id, viewerId: null })).supporters.total).toBe(
      1,
    );

    await refundPayment({ paymentId: txn.id, reason: "asked", actor: { id: admin.id } });
    expect(await sellersAvailable(creator.id)).toBe(0);
    const lines = await earningLines(db, { userId: creator.id, page: 1 });
    expect(lines.items.map((l) => [l.kind, l.amount])).toEqual([
      ["refund", -1_425],
      ["refund", -950],
      ["donation", 2_375],
    ]);
    // Refunded in full: off the public list; the creator still sees it, marked.
    expect((await supportersOf({ creatorId: creator.id, viewerId: null })).supporters.total).toBe(
      0,
    );
    const own = await creatorSupporters({ creatorId: creator.id });
    expect(own.supporters.items).toEqual([
      expect.objectContaining({ name: "Tunde", amount: 2_500, refunded: true }),
    ]);
    expect([own.total, own.count]).toEqual([0, 0]);
    // Nobody but an admin refunds.
    await expect(
      refundPayment({ paymentId: txn.id, reason: "x", actor: { id: creator.id } }),
    ).rejects.toMatchObject({ kind: "forbidden" });
  });

  it("is refused at the start for a person who cannot be paid, and for oneself", async () => {
    const db = await getDb();
    const fan = await person("viewer");
    const refused = async (creatorId: string, who = fan) => {
      const error = await startTip({
        ...tipSchema.parse({ amount: "1000" }),
        creatorId,
        fan: { id: who.id, email: who.email },
        origin: ORIGIN,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      return (error as AppError).userMessage;
    };
    const suspended = await person("creator");
    await db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspendedReason: "test" })
      .where(eq(profiles.id, suspended.id));
    const off = await person("creator");
    await db.update(profiles).set({ supportEnabled: false }).where(eq(profiles.id, off.id));
    const hidden = await person("vendor");
    await db.update(profiles).set({ profileHidden: true }).where(eq(profiles.id, hidden.id));
    const viewer = await person("viewer");
    const moderator = await person("moderator");
    for (const id of [suspended.id, off.id, hidden.id, viewer.id, moderator.id]) {
      expect(await refused(id)).toEqual(tipToasts.notPayable);
    }
    const creator = await person("creator");
    expect(await refused(creator.id, creator)).toEqual(tipToasts.self);
    // Nothing was written for any of them.
    const written = await db.select().from(tips).where(eq(tips.fanUserId, fan.id));
    expect([
      ...written,
      ...(await db.select().from(tips).where(eq(tips.creatorId, creator.id))),
    ]).toEqual([]);
  });

  it("a creator suspended (or support turned off) while the fan pays: refunded automatically", async () => {
    const db = await getDb();
    for (const change of [
      { suspendedAt: new Date(), suspendedReason: "test" },
      { supportEnabled: false },
    ]) {
      const creator = await person("creator");
      const fan = await person("viewer");
      const { reference, txn: pending } = await tip(creator, fan, { amount: "5000" }, false);
      await db.update(profiles).set(change).where(eq(profiles.id, creator.id));

      expect((await confirmPayment(reference, paid(reference, 5_000))).outcome).toBe(
        "unfulfillable",
      );
      expect(await findPayment(reference)).toMatchObject({
        paymentStatus: "paid",
        failureReason: "unfulfillable:recipient_unavailable",
        fulfilledAt: null,
      });
      // Nothing booked, nobody thanked or notified; the fan told why.
      expect(
        await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, pending.id)),
      ).toEqual([]);
      const mails = await db.select().from(outgoingMail).where(eq(outgoingMail.to, fan.email));
      expect(mails.map((m) => m.template)).toEqual(["purchase_unfulfillable"]);
      expect(mails[0]!.text).toContain(tipUnfulfillable);
      expect(
        await db.select().from(notifications).where(eq(notifications.userId, creator.id)),
      ).toEqual([]);

      // The system refund queued with the decision gives it all back.
      await runDueJobs(JOBS);
      const refunded = (await findPayment(reference))!;
      expect(refunded).toMatchObject({ paymentStatus: "refunded", refundedAmount: 5_000 });
      expect(refunded.metadata.refunds).toEqual([
        expect.objectContaining({ amount: 5_000, by: "system:unfulfillable" }),
      ]);
      expect(await sellerBalances(db, creator.id)).toMatchObject({ pending: 0, available: 0 });
      expect((await creatorSupporters({ creatorId: creator.id })).supporters.total).toBe(0);
    }
  });
});

async function sellersAvailable(userId: string) {
  return (await sellerBalances(await getDb(), userId)).available;
}

describe("Supporters", () => {
  it("shows only paid tips, public, not hidden; the name or Anonymous; newest first", async () => {
    const creator = await person("creator");
    const other = await person("creator");
    const fans = await Promise.all([person(), person(), person(), person(), person()]);
    await tip(creator, fans[0]!, {
      amount: "500",
      name: "First",
      message: "One",
      messagePublic: "on",
    });
    await tip(creator, fans[1]!, {
      amount: "500",
      name: "Shy",
      message: "Only for you",
      // messagePublic unticked: for the creator alone.
    });
    await tip(creator, fans[2]!, { amount: "500", name: "Unpaid", messagePublic: "on" }, false);
    const hidden = await tip(creator, fans[3]!, {
      amount: "500",
      name: "Rude",
      message: "Bad words",
      messagePublic: "on",
    });
    await tip(creator, fans[4]!, {
      amount: "1000",
      name: "Ignored",
      anonymous: "on",
      message: "From nobody",
      messagePublic: "on",
    });
    await tip(other, fans[0]!, { amount: "500", name: "Elsewhere", messagePublic: "on" });
    await hideTip({ tipId: hidden.txn.orderId!, actor: creator, hidden: true });

    const view = await supportersOf({ creatorId: creator.id, viewerId: null });
    expect(view.supporters.items.map((s) => [s.name, s.message])).toEqual([
      [null, "From nobody"],
      ["First", "One"],
    ]);
    expect([view.canHide, view.canReport]).toEqual([false, false]);
    // The creator sees the same list with Hide; a signed-in stranger may report.
    expect(await supportersOf({ creatorId: creator.id, viewerId: creator.id })).toMatchObject({
      canHide: true,
      canReport: true,
    });
    expect(await supportersOf({ creatorId: creator.id, viewerId: other.id })).toMatchObject({
      canHide: false,
      canReport: true,
    });

    // Their own page: every paid tip, private and hidden ones too, with amounts.
    const own = await creatorSupporters({ creatorId: creator.id });
    expect(own.supporters.items.map((s) => [s.name, s.amount, s.messagePublic, s.hidden])).toEqual([
      [null, 1_000, true, false],
      ["Rude", 500, true, true],
      ["Shy", 500, false, false],
      ["First", 500, true, false],
    ]);
    expect([own.total, own.count]).toEqual([2_500, 4]);
  });

  it("hiding: the creator yes, another creator no, a moderator and an admin yes", async () => {
    const creator = await person("creator");
    const other = await person("creator");
    const moderator = await person("moderator");
    const admin = await person("admin");
    const viewer = await person("viewer");
    const { txn } = await tip(creator, viewer, {
      amount: "500",
      message: "Hi",
      messagePublic: "on",
    });
    const tipId = txn.orderId!;
    const shown = async () =>
      (await supportersOf({ creatorId: creator.id, viewerId: null })).supporters.total;

    for (const actor of [other, viewer]) {
      await expect(hideTip({ tipId, actor, hidden: true })).rejects.toMatchObject({
        kind: "forbidden",
      });
    }
    expect(await shown()).toBe(1);
    for (const actor of [creator, moderator, admin]) {
      await hideTip({ tipId, actor, hidden: true });
      expect(await shown()).toBe(0);
      await hideTip({ tipId, actor, hidden: false });
      expect(await shown()).toBe(1);
    }
    // The permission table agrees, role by role.
    const own = { ownerId: creator.id };
    expect(authorize(creator, "tips:hide", own)).toBe(true);
    expect(authorize(other, "tips:hide", own)).toBe(false);
    expect(authorize(viewer, "tips:hide", own)).toBe(false);
    expect(authorize(moderator, "tips:hide", own)).toBe(true);
    expect(authorize(admin, "tips:hide", own)).toBe(true);
  });

  it("a report names the tip, reaches the moderators, and hiding settles it", async () => {
    const db = await getDb();
    const creator = await person("creator");
    const fan = await person("viewer");
    const reporter = await person("viewer");
    const moderator = await person("moderator");
    const { txn } = await tip(creator, fan, {
      amount: "500",
      name: "Loud",
      message: "Buy my crypto course!",
      messagePublic: "on",
    });
    const tipId = txn.orderId!;
    const input = { reason: "Spam or misleading" as const, details: "An advert" };
    expect(await reportTip({ tipId, reporterId: reporter.id, input })).toEqual({
      status: "created",
    });
    expect(await reportTip({ tipId, reporterId: reporter.id, input })).toEqual({
      status: "duplicate",
    });
    const [report] = await db.select().from(reports).where(eq(reports.tipId, tipId));
    expect(report).toMatchObject({
      itemType: null,
      itemId: null,
      reason: "Spam or misleading",
      status: "open",
    });
    const [notice] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, moderator.id), eq(notifications.type, "report")));
    expect(notice!.data).toMatchObject({ tip_id: tipId, href: "/admin/moderation#tip-reports" });

    const listed = await openTipReports({});
    expect(listed.items).toEqual([
      expect.objectContaining({
        tipId,
        from: "Loud",
        message: "Buy my crypto course!",
        hidden: false,
        reports: [expect.objectContaining({ reason: "Spam or misleading", details: "An advert" })],
      }),
    ]);
    await hideTip({ tipId, actor: moderator, hidden: true });
    expect((await openTipReports({})).total).toBe(0);
    const [settled] = await db.select().from(reports).where(eq(reports.tipId, tipId));
    expect(settled).toMatchObject({ status: "resolved", resolvedBy: moderator.id });
    // A hidden message cannot be reported again.
    await expect(reportTip({ tipId, reporterId: fan.id, input })).rejects.toMatchObject({
      kind: "notFound",
    });

    // Dismissing leaves the message as it is: moderators only.
    await hideTip({ tipId, actor: moderator, hidden: false });
    await reportTip({ tipId, reporterId: fan.id, input });
    await expect(dismissTipReports({ tipId, actor: creator })).rejects.toMatchObject({
      kind: "forbidden",
    });
    await dismissTipReports({ tipId, actor: moderator });
    expect((await openTipReports({})).total).toBe(0);
    expect((await supportersOf({ creatorId: creator.id, viewerId: null })).supporters.total).toBe(
      1,
    );
  });

  it("a support page exists for people with a public page only", async () => {
    const db = await getDb();
    const creator = await person("creator");
    expect(
      await supportTarget({ username: creator.profile.username!.toUpperCase() }),
    ).toMatchObject({ id: creator.id, payable: true });
    await db.update(profiles).set({ supportEnabled: false }).where(eq(profiles.id, creator.id));
    expect(await supportTarget({ username: creator.profile.username! })).toMatchObject({
      payable: false,
    });
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, creator.id));
    expect(await supportTarget({ username: creator.profile.username! })).toBeNull();
    const viewer = await person("viewer");
    expect(await supportTarget({ username: viewer.profile.username! })).toBeNull();
    expect(await supportTarget({ username: "nobody_here" })).toBeNull();
  });
});
