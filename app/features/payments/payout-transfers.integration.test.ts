import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  ledgerEntries,
  notifications,
  outgoingMail,
  payoutAccounts,
  payoutHolds,
  payouts,
} from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { enqueue, runDueJobs } from "~/lib/jobs/queue.server";
import { setEnv, startWebhookServer } from "../../../tests/support/payment-webhooks";
import {
  DEFAULT_TRANSFER_SETTINGS,
  FAKE_TRANSFER_OTP,
  startFakePaystack,
  type FakePaystack,
} from "../../../tests/fakes/paystack";
import { createUser } from "../../../scripts/seed/factories/users";
import { sellerBalances } from "./balances.server";
import { requestPayout, retryPayout, runScheduledPayouts } from "./create-payouts.server";
import { finalizePayoutOtp } from "./finalize-payout.server";
import { decideTransferApproval } from "./payout-approval.server";
import { payoutSendProblems } from "./payout-transfer-messages";
import { verifyStalePayouts, verifyPayoutsJob } from "./payout-verify-job.server";
import { registerPayoutAccount } from "./payouts.server";
import { resendPayout } from "./resend-payout.server";
import { claimQueuedPayouts, sendPayoutsJob, sendQueuedPayouts } from "./send-payouts.server";

const SECRET = "sk_test_fake_payout_engine_01234";
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
// A Monday 11:00 in Lagos, when the default weekly run (Monday 10:00) is due: the next one
// at least two hours ahead of the real clock, because what the webhooks and jobs write
// (a failed transfer's returned money) is stamped with the real time, and at NOW it must
// already be in the past. A fixed date here made the suite fail once that date had gone.
const NOW = nextMondayTenUtc(Date.now() + 2 * HOUR);
const NEXT_WEEK = new Date(NOW.getTime() + 7 * DAY);

function nextMondayTenUtc(after: number): Date {
  const day = new Date(after);
  day.setUTCHours(10, 0, 0, 0);
  while (day.getUTCDay() !== 1 || day.getTime() < after) day.setTime(day.getTime() + DAY);
  return day;
}

let fake: FakePaystack;
let ours: Awaited<ReturnType<typeof startWebhookServer>>;
let restoreEnv: () => void;
let db: Db;
let adminId: string;
let accountDigit = 0;

beforeAll(async () => {
  db = await getDb();
  ours = await startWebhookServer();
  fake = await startFakePaystack({
    secretKey: SECRET,
    webhookUrl: `${ours.origin}/api/payments/webhooks/paystack`,
  });
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: fake.url,
    PAYMENT_PROVIDER_TIMEOUT_MS: "2000",
  });
  adminId = (await createUser(db, { role: "admin", email: "payout-admin@example.com" })).id;
});

afterAll(async () => {
  restoreEnv?.();
  await fake?.stop();
  await ours?.stop();
});

beforeEach(() => {
  fake.mode = "up";
  Object.assign(fake.transferSettings, DEFAULT_TRANSFER_SETTINGS);
  fake.requests.length = 0;
});

/** POST /transfer requests the fake received (for one reference, when given). */
const transferPosts = (reference?: string) =>
  fake.requests.filter(
    (r) =>
      r.method === "POST" &&
      r.path === "/transfer" &&
      (!reference || (r.body as { reference?: string }).reference === reference),
  );

/**
 * A vendor named like the fake bank's resolved name for account numbers ending in 0
 * ("ADAEZE OKAFOR"), with a sale that is pending until `releasedAt`, and a payout account
 * saved through Paystack (resolve, name check, recipient).
 */
async function seller(opts: { sale?: number; releasedAt?: Date; name?: string } = {}) {
  const user = await createUser(db, { role: "vendor", fullName: opts.name ?? "Adaeze Okafor" });
  if (opts.sale)
    await db.insert(ledgerEntries).values({
      userId: user.id,
      entryType: "sale",
      amount: opts.sale,
      description: "Sale of an adire tote bag",
      availableAt: opts.releasedAt ?? new Date(NOW.getTime() - 2 * HOUR),
    });
  // Distinct account numbers ending in 0 (the fake resolves them to ADAEZE OKAFOR).
  const accountNumber = `01${String(++accountDigit).padStart(7, "0")}0`;
  await registerPayoutAccount(
    db,
    { id: user.id, role: "vendor", email: user.email, name: user.profile.fullName ?? "" },
    { bankCode: "058", accountNumber, accountName: "typed by the seller" },
  );
  return user;
}

async function payoutOf(userId: string) {
  const rows = await db.select().from(payouts).where(eq(payouts.userId, userId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function reload(id: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row!;
}

const entriesOf = (payoutId: string) =>
  db.select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, payoutId));

const mailsTo = (email: string, template: string) =>
  db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.to, email), eq(outgoingMail.template, template)));

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("sale → pending → released → payout run → transfer → paid", () => {
  it("pays what was released, once, and the balances add up", async () => {
    const user = await seller({ sale: 5_000, releasedAt: new Date(NOW.getTime() + HOUR) });
    // Before its release the sale is pending, and the run pays nothing.
    const before = new Date(NOW.getTime() - 30 * 60 * 1000);
    expect(await sellerBalances(db, user.id, before)).toMatchObject({
      pending: 5_000,
      available: 0,
    });
    await runScheduledPayouts({ db, now: before });
    expect(await db.select().from(payouts).where(eq(payouts.userId, user.id))).toEqual([]);

    // Released: the run queues one payout; the send job makes one transfer.
    const later = new Date(NOW.getTime() + 2 * HOUR);
    await runScheduledPayouts({ db, now: later });
    const queued = await payoutOf(user.id);
    expect(queued).toMatchObject({ status: "queued", amount: 5_000, sentAt: null });
    fake.transferSettings.outcome = "pending";
    await db.transaction((tx) => enqueue(tx, sendPayoutsJob, {}));
    expect(await runDueJobs([sendPayoutsJob])).toBe(1);
    expect(transferPosts()).toHaveLength(1);
    expect(transferPosts()[0]!.body).toMatchObject({
      source: "balance",
      amount: 500_000,
      currency: "NGN",
      reference: queued.reference,
    });
    const [account] = await db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, user.id));
    expect(transferPosts()[0]!.body).toMatchObject({ recipient: account!.recipientCode });
    const sent = await reload(queued.id);
    expect(sent).toMatchObject({ status: "processing", providerStatus: "pending" });
    expect(sent.transferCode).toMatch(/^TRF_/);
    expect(await sellerBalances(db, user.id, later)).toEqual({
      pending: 0,
      available: 0,
      onItsWay: 5_000,
      paidOut: 0,
    });

    // Paystack's signed transfer.success webhook settles it.
    const answer = await fake.completeTransfer(queued.reference, "success");
    expect(answer.status).toBe(200);
    const paid = await reload(queued.id);
    expect(paid).toMatchObject({ status: "paid", providerStatus: "success" });
    expect(paid.settledAt).toBeInstanceOf(Date);
    expect(await sellerBalances(db, user.id, later)).toEqual({
      pending: 0,
      available: 0,
      onItsWay: 0,
      paidOut: 5_000,
    });
    expect(await mailsTo(user.email, "payout_paid")).toHaveLength(1);

    // Delivered again (Paystack retries) or late: nothing changes twice.
    const again = await fake.sendWebhook(
      "transfer.success",
      fake.transferWebhookData(queued.reference),
    );
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body)).toMatchObject({ outcome: "unchanged" });
    expect(await mailsTo(user.email, "payout_paid")).toHaveLength(1);
    expect(await entriesOf(queued.id)).toHaveLength(1);
    const notices = await db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, user.id), eq(notifications.type, "payments.payout_paid")),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ href: "/payments?tab=payouts" });
    // The job has nothing left to send.
    await sendQueuedPayouts();
    expect(transferPosts()).toHaveLength(1);
  });
});

describe("transfer.failed and transfer.reversed", () => {
  it("a failed transfer returns the amount and blocks the next run until the account changes", async () => {
    const user = await seller({ sale: 8_000 });
    await runScheduledPayouts({ db, now: NOW });
    const payout = await payoutOf(user.id);
    fake.transferSettings.outcome = "pending";
    await sendQueuedPayouts();
    await fake.completeTransfer(payout.reference, "failed", { failure: "Account closed" });
    const failed = await reload(payout.id);
    expect(failed).toMatchObject({ status: "failed", failureReason: "Account closed" });
    const entries = await entriesOf(payout.id);
    expect(entries.map((e) => [e.entryType, e.amount]).sort()).toEqual([
      ["payout", -8_000],
      ["payout_return", 8_000],
    ]);
    expect(await sellerBalances(db, user.id, NOW)).toMatchObject({
      available: 8_000,
      onItsWay: 0,
      paidOut: 0,
    });
    const [mail] = await mailsTo(user.email, "payout_failed");
    expect(mail!.text).toContain("Account closed");
    expect(mail!.text).toContain("update your payout account");
    expect(mail!.text).toContain("/payments?tab=payouts");

    // The failed webhook again: still one return.
    await fake.sendWebhook("transfer.failed", fake.transferWebhookData(payout.reference));
    expect(await entriesOf(payout.id)).toHaveLength(2);

    // Next week's run passes the seller over: never silently re-sent.
    await runScheduledPayouts({ db, now: NEXT_WEEK });
    expect(await db.select().from(payouts).where(eq(payouts.userId, user.id))).toHaveLength(1);

    // A new payout account resolves the block; the following run pays.
    await registerPayoutAccount(
      db,
      { id: user.id, role: "vendor", email: user.email, name: "Adaeze Okafor" },
      { bankCode: "044", accountNumber: "0987654320", accountName: "" },
    );
    expect(await reload(payout.id)).toMatchObject({ resolution: "account_changed" });
    expect((await reload(payout.id)).resolvedAt).toBeInstanceOf(Date);
    fake.transferSettings.outcome = "success";
    await runScheduledPayouts({ db, now: NEXT_WEEK });
    await sendQueuedPayouts();
    const rows = await db.select().from(payouts).where(eq(payouts.userId, user.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["failed", "paid"]);
    const repaid = rows.find((r) => r.status === "paid")!;
    expect(transferPosts().at(-1)!.body).toMatchObject({ reference: repaid.reference });
  });

  it("a reversal after paid gives the amount back and alerts every admin", async () => {
    const user = await seller({ sale: 12_000 });
    await runScheduledPayouts({ db, now: NOW });
    const payout = await payoutOf(user.id);
    await sendQueuedPayouts(); // test mode: success at once
    expect(await reload(payout.id)).toMatchObject({ status: "paid" });

    const answer = await fake.completeTransfer(payout.reference, "reversed", {
      failure: "Beneficiary account closed",
    });
    expect(answer.status).toBe(200);
    expect(await reload(payout.id)).toMatchObject({
      status: "reversed",
      failureReason: "Beneficiary account closed",
    });
    expect(await sellerBalances(db, user.id, NOW)).toMatchObject({
      available: 12_000,
      paidOut: 0,
    });
    expect(await mailsTo(user.email, "payout_reversed")).toHaveLength(1);
    expect(await mailsTo("payout-admin@example.com", "payout_reversed_admin")).toHaveLength(1);
    const alerts = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, adminId),
          eq(notifications.type, "payments.payout_reversed_admin"),
        ),
      );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.message).toContain("₦12,000");
    expect(alerts[0]!.data).toMatchObject({ href: "/admin/payouts" });

    // Delivered twice: one return, one alert.
    await fake.sendWebhook("transfer.reversed", fake.transferWebhookData(payout.reference));
    expect(await entriesOf(payout.id)).toHaveLength(2);
    expect(await mailsTo("payout-admin@example.com", "payout_reversed_admin")).toHaveLength(1);
    // An admin retries it: a new payout with a new reference is sent.
    const retry = await retryPayout({ db, actorId: adminId, payoutId: payout.id });
    await sendQueuedPayouts();
    expect(await reload(retry.id)).toMatchObject({ status: "paid" });
    expect(retry.reference).not.toBe(payout.reference);
  });

  it("a forged or altered webhook changes nothing", async () => {
    const user = await seller({ sale: 3_000 });
    await runScheduledPayouts({ db, now: NOW });
    const payout = await payoutOf(user.id);
    fake.transferSettings.outcome = "pending";
    await sendQueuedPayouts();
    const data = fake.transferWebhookData(payout.reference);
    const forged = await fake.sendWebhook(
      "transfer.success",
      { ...data, status: "success" },
      {
        signature: "0".repeat(128),
      },
    );
    expect(forged.status).toBe(401);
    const body = fake.webhookBody("transfer.failed", { ...data, status: "failed" });
    const resigned = await fake.sendWebhook("transfer.success", data, {
      body: body.replace('"failed"', '"success"'),
      signature: fake.sign(body),
    });
    expect(resigned.status).toBe(401);
    // Signed, but for another amount: refused, nothing moves.
    const wrongAmount = await fake.sendWebhook("transfer.success", { ...data, amount: 1 });
    expect(wrongAmount.status).toBe(422);
    expect(await reload(payout.id)).toMatchObject({ status: "processing" });
    expect(await entriesOf(payout.id)).toHaveLength(1);
    // A transfer that is not ours (made on Paystack's dashboard) is acknowledged and ignored.
    const stranger = await fake.sendWebhook("transfer.success", {
      ...data,
      reference: "dashboard_transfer_0001",
    });
    expect(stranger.status).toBe(200);
  });
});

describe("OTP, refusals and the verify job", () => {
  it("with OTP on, the payout waits as processing until an admin finalizes it", async () => {
    fake.transferSettings.otp = true;
    const user = await seller({ sale: 4_000 });
    await runScheduledPayouts({ db, now: NOW });
    const payout = await payoutOf(user.id);
    await sendQueuedPayouts();
    const waiting = await reload(payout.id);
    expect(waiting).toMatchObject({ status: "processing", providerStatus: "otp" });
    expect(waiting.transferCode).toMatch(/^TRF_/);

    // The verify job leaves OTP-waiting payouts to the admin.
    await db
      .update(payouts)
      .set({ sentAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(payouts.id, payout.id));
    await verifyStalePayouts();
    expect(fake.requests.some((r) => r.path.startsWith("/transfer/verify/"))).toBe(false);

    expect(
      (await refusal(finalizePayoutOtp({ db, actorId: user.id, payoutId: payout.id, otp: "1" })))
        .kind,
    ).toBe("forbidden");
    expect(
      (await refusal(finalizePayoutOtp({ db, actorId: adminId, payoutId: payout.id, otp: "abc" })))
        .fieldErrors,
    ).toHaveProperty("otp");
    const wrong = await refusal(
      finalizePayoutOtp({ db, actorId: adminId, payoutId: payout.id, otp: "999999" }),
    );
    expect(wrong.userMessage.message).toContain("Invalid OTP");
    expect(await reload(payout.id)).toMatchObject({ status: "processing", providerStatus: "otp" });

    await finalizePayoutOtp({ db, actorId: adminId, payoutId: payout.id, otp: FAKE_TRANSFER_OTP });
    expect(await reload(payout.id)).toMatchObject({ status: "paid" });
    expect(
      (
        await refusal(
          finalizePayoutOtp({ db, actorId: adminId, payoutId: payout.id, otp: FAKE_TRANSFER_OTP }),
        )
      ).kind,
    ).toBe("validation");
    expect(
      (await refusal(finalizePayoutOtp({ db, actorId: adminId, payoutId: "nope", otp: "123456" })))
        .kind,
    ).toBe("notFound");
  });

  it("with OTP on, several payouts are sent one by one (bulk needs OTP off)", async () => {
    fake.transferSettings.otp = true;
    const a = await seller({ sale: 2_000 });
    const b = await seller({ sale: 3_000 });
    await runScheduledPayouts({ db, now: NOW });
    await sendQueuedPayouts();
    expect(fake.requests.filter((r) => r.path === "/transfer/bulk")).toHaveLength(1);
    expect(transferPosts()).toHaveLength(2);
    expect(await payoutOf(a.id)).toMatchObject({ providerStatus: "otp" });
    expect(await payoutOf(b.id)).toMatchObject({ providerStatus: "otp" });

    // Nobody typed the OTP within 30 minutes: Paystack abandoned the transfer. The late
    // OTP is refused, and Paystack's record fails the payout and gives the amount back.
    const late = await payoutOf(a.id);
    fake.transfers.get(late.reference)!.status = "abandoned";
    const refused = await refusal(
      finalizePayoutOtp({ db, actorId: adminId, payoutId: late.id, otp: FAKE_TRANSFER_OTP }),
    );
    expect(refused.kind).toBe("validation");
    expect(await reload(late.id)).toMatchObject({ status: "failed", providerStatus: "abandoned" });
    expect((await entriesOf(late.id)).map((e) => e.entryType).sort()).toEqual([
      "payout",
      "payout_return",
    ]);
    expect(await sellerBalances(db, a.id, NOW)).toMatchObject({ available: 2_000, onItsWay: 0 });
  });

  it("with OTP off, several payouts go in one bulk request", async () => {
    const a = await seller({ sale: 2_000 });
    const b = await seller({ sale: 3_000 });
    fake.transferSettings.outcome = "pending";
    await runScheduledPayouts({ db, now: NOW });
    await sendQueuedPayouts();
    const bulk = fake.requests.filter((r) => r.path === "/transfer/bulk");
    expect(bulk).toHaveLength(1);
    expect((bulk[0]!.body as { transfers: unknown[] }).transfers).toHaveLength(2);
    expect(transferPosts()).toHaveLength(0);
    const pa = await payoutOf(a.id);
    expect(pa).toMatchObject({ status: "processing", providerStatus: "received" });
    await fake.completeTransfer(pa.reference, "success");
    expect(await reload(pa.id)).toMatchObject({ status: "paid" });
    expect(await payoutOf(b.id)).toMatchObject({ status: "processing" });
  });

  it("insufficient balance: stays queued with the reason for the admin until sent again", async () => {
    fake.transferSettings.balance = 100_000; // ₦1,000
    const user = await seller({ sale: 6_000 });
    await runScheduledPayouts({ db, now: NOW });
    const payout = await payoutOf(user.id);
    await sendQueuedPayouts();
    const refused = await reload(payout.id);
    expect(refused).toMatchObject({
      status: "queued",
      providerStatus: "refused",
      lastError: payoutSendProblems.insufficient_balance,
    });
    expect(await sellerBalances(db, user.id, NOW)).toMatchObject({ onItsWay: 6_000 });
    // Not re-sent by the next runs, nor verified (Paystack refused it: nothing to ask).
    await sendQueuedPayouts();
    await db
      .update(payouts)
      .set({ sentAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(payouts.id, payout.id));
    await verifyStalePayouts();
    expect(transferPosts(payout.reference)).toHaveLength(1);
    expect(fake.requests.some((r) => r.path === `/transfer/verify/${payout.reference}`)).toBe(
      false,
    );

    // Balance topped up, the admin sends it again.
    fake.transferSettings.balance = null;
    expect((await refusal(resendPayout({ db, actorId: user.id, payoutId: payout.id }))).kind).toBe(
      "forbidden",
    );
    await resendPayout({ db, actorId: adminId, payoutId: payout.id });
    await sendQueuedPayouts();
    expect(await reload(payout.id)).toMatchObject({ status: "paid", lastError: null });
    expect(transferPosts(payout.reference)).toHaveLength(2);
    // A paid payout is not sent again.
    expect((await refusal(resendPayout({ db, actorId: adminId, payoutId: payout.id }))).kind).toBe(
      "validation",
    );
  });

  it("a starter business's refusal and Paystack being down leave payouts queued and say why", async () => {
    fake.transferSettings.starter = true;
    const user = await seller({ sale: 2_500 });
    await requestPayout({ db, userId: user.id, amount: 2_500, now: NOW });
    const payout = await payoutOf(user.id);
    await sendQueuedPayouts();
    expect(await reload(payout.id)).toMatchObject({
      status: "queued",
      lastError: payoutSendProblems.starter_business,
    });

    // Down: the answer is unknown, so the verify job asks later instead of re-sending.
    fake.transferSettings.starter = false;
    await resendPayout({ db, actorId: adminId, payoutId: payout.id });
    fake.mode = "down";
    await sendQueuedPayouts();
    expect(await reload(payout.id)).toMatchObject({
      status: "queued",
      providerStatus: "unknown",
      lastError: payoutSendProblems.unknown,
    });
    fake.mode = "up";
    await db
      .update(payouts)
      .set({ sentAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(payouts.id, payout.id));
    await verifyStalePayouts();
    expect(await reload(payout.id)).toMatchObject({
      status: "queued",
      providerStatus: "not_found",
      lastError: payoutSendProblems.not_found,
    });
  });

  it("the verify job settles a transfer whose webhook never came, and finds a crash after the claim", async () => {
    const user = await seller({ sale: 7_000 });
    const other = await seller({ sale: 1_500 });
    await runScheduledPayouts({ db, now: NOW });
    const payout = await payoutOf(user.id);
    const crashed = await payoutOf(other.id);
    // Only the first is sent; the second is claimed by a process that then dies.
    await db.insert(payoutHolds).values({ userId: other.id, reason: "keep it out of this send" });
    fake.transferSettings.outcome = "pending";
    await sendQueuedPayouts();
    await db.delete(payoutHolds).where(eq(payoutHolds.userId, other.id));
    expect(await claimQueuedPayouts(db, 10)).toMatchObject([{ id: crashed.id }]);
    expect(await reload(payout.id)).toMatchObject({ status: "processing" });

    // Paystack settled it but its webhook was lost.
    fake.transfers.get(payout.reference)!.status = "success";
    await verifyStalePayouts();
    expect(await reload(payout.id)).toMatchObject({ status: "processing" }); // too recent
    await db
      .update(payouts)
      .set({ sentAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(sql`${payouts.id} in (${payout.id}, ${crashed.id})`);
    await db.transaction((tx) => enqueue(tx, verifyPayoutsJob, {}));
    expect(await runDueJobs([verifyPayoutsJob])).toBe(1);
    expect(await reload(payout.id)).toMatchObject({ status: "paid" });
    expect(await mailsTo(user.email, "payout_paid")).toHaveLength(1);
    // The crashed claim never reached Paystack: said so, and not sent again by itself.
    expect(await reload(crashed.id)).toMatchObject({
      status: "queued",
      providerStatus: "not_found",
    });
    await sendQueuedPayouts();
    expect(transferPosts(crashed.reference)).toHaveLength(0);
  });
});

describe("at most one transfer", () => {
  it("three send runs at once make one POST /transfer, one payout row, one ledger entry", async () => {
    const user = await seller({ sale: 9_000 });
    fake.transferSettings.outcome = "pending";
    await Promise.all([
      runScheduledPayouts({ db, now: NOW }),
      runScheduledPayouts({ db, now: NOW }),
      runScheduledPayouts({ db, now: NOW }),
    ]);
    await Promise.all([sendQueuedPayouts(), sendQueuedPayouts(), sendQueuedPayouts()]);
    const payout = await payoutOf(user.id);
    expect(transferPosts(payout.reference)).toHaveLength(1);
    expect(await entriesOf(payout.id)).toHaveLength(1);
    expect(await reload(payout.id)).toMatchObject({ status: "processing" });
  });

  it("a resend of a transfer Paystack already has verifies it instead of making another", async () => {
    const user = await seller({ sale: 2_000 });
    await runScheduledPayouts({ db, now: NOW });
    const payout = await payoutOf(user.id);
    // The request reached Paystack but the answer was lost (the process died).
    await claimQueuedPayouts(db, 10);
    await fetch(`${fake.url}/transfer`, {
      method: "POST",
      headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        source: "balance",
        amount: 200_000,
        reference: payout.reference,
        recipient: (await reload(payout.id)).recipientCode,
        reason: "lost answer",
      }),
    });
    await resendPayout({ db, actorId: adminId, payoutId: payout.id });
    await sendQueuedPayouts();
    expect(fake.transfers.size).toBeGreaterThan(0);
    expect(
      [...fake.transfers.values()].filter((t) => t.reference === payout.reference),
    ).toHaveLength(1);
    expect(await reload(payout.id)).toMatchObject({ status: "paid" });
  });
});

describe("the transfer-approval URL", () => {
  const approvalUrl = () => `${ours.origin}/api/payments/webhooks/paystack/transfer-approval`;

  it("approves our payouts for their amount; rejects anything else", async () => {
    fake.transferSettings.approvalUrl = approvalUrl();
    fake.transferSettings.outcome = "pending";
    const user = await seller({ sale: 3_300 });
    await runScheduledPayouts({ db, now: NOW });
    const payout = await payoutOf(user.id);
    await sendQueuedPayouts();
    expect(fake.approvals.get(payout.reference)).toBe(200);
    expect(await reload(payout.id)).toMatchObject({ status: "processing" });

    const ask = (body: unknown, signature?: string) => {
      const raw = JSON.stringify(body);
      return decideTransferApproval(raw, signature === undefined ? fake.sign(raw) : signature);
    };
    const ok = { reference: payout.reference, amount: 330_000, currency: "NGN" };
    expect((await ask(ok)).status).toBe(200);
    expect((await ask({ data: ok })).status).toBe(200);
    expect((await decideTransferApproval(JSON.stringify(ok), undefined)).status).toBe(200);
    expect((await ask({ ...ok, amount: 330_001 })).status).toBe(400);
    expect((await ask({ ...ok, reference: "po_00000000000000000000000000000000" })).status).toBe(
      400,
    );
    expect((await ask(ok, "f".repeat(128))).status).toBe(400);
    expect((await decideTransferApproval("not json", undefined)).status).toBe(400);
    // Settled payouts are not approved again.
    await fake.completeTransfer(payout.reference, "success");
    expect((await ask(ok)).status).toBe(400);
    // Over HTTP, as Paystack calls it.
    // Paystack's transfer is rejected when we answer 400, blocked when we do not answer:
    // both fail the payout and give the amount back.
    fake.transferSettings.approvalUrl = `${ours.origin}/api/payments/webhooks/paystack/none`;
    const other = await seller({ sale: 1_200 });
    await requestPayout({ db, userId: other.id, amount: 1_200, now: NOW });
    await sendQueuedPayouts();
    const blocked = await payoutOf(other.id);
    expect(fake.approvals.get(blocked.reference)).toBe(404);
    expect(blocked).toMatchObject({ status: "failed", providerStatus: "blocked" });
    expect(await sellerBalances(db, other.id, NOW)).toMatchObject({ available: 1_200 });

    const http = await fetch(approvalUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ reference: "nope", amount: 100 }),
    });
    expect(http.status).toBe(400);
  });
});

describe("payout account save", () => {
  it("compares the resolved name and makes the transfer recipient", async () => {
    const near = await seller({ name: "Okafor Adaeze Chioma" });
    const [a] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, near.id));
    expect(a).toMatchObject({ accountName: "ADAEZE OKAFOR", nameCheck: "matched" });
    expect(fake.recipients.get(a!.recipientCode!)).toMatchObject({
      name: "ADAEZE OKAFOR",
      details: { account_number: a!.accountNumber, bank_code: "058" },
    });
    const far = await seller({ name: "Musa Danjuma", sale: 4_000 });
    const [b] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, far.id));
    expect(b).toMatchObject({ nameCheck: "needs_approval" });
    expect(b!.recipientCode).toMatch(/^RCP_/);
    // A far name waits for an admin: no payout is made or sent.
    await runScheduledPayouts({ db, now: NOW });
    expect(await db.select().from(payouts).where(eq(payouts.userId, far.id))).toEqual([]);
  });

  it("offline: no recipient, nothing compared, nothing sent", async () => {
    const restore = setEnv({ PAYSTACK_SECRET_KEY: undefined });
    try {
      const user = await createUser(db, { role: "vendor", fullName: "Someone Else" });
      await registerPayoutAccount(
        db,
        { id: user.id, role: "vendor", email: user.email, name: "Someone Else" },
        { bankCode: "058", accountNumber: "0123456789", accountName: "Any Name Typed" },
      );
      const [row] = await db
        .select()
        .from(payoutAccounts)
        .where(eq(payoutAccounts.userId, user.id));
      expect(row).toMatchObject({ recipientCode: null, nameCheck: "matched" });
      await db.insert(ledgerEntries).values({
        userId: user.id,
        entryType: "sale",
        amount: 2_000,
        description: "Sale",
        availableAt: new Date(NOW.getTime() - HOUR),
      });
      await runScheduledPayouts({ db, now: NOW });
      expect(await sendQueuedPayouts()).toEqual({ claimed: 0 });
      expect(await payoutOf(user.id)).toMatchObject({ status: "queued", sentAt: null });
    } finally {
      restore();
    }
  });
});
