import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerEntries } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { paymentErrors } from "~/features/payments/messages";
import { setEnv, startWebhookServer } from "../../../tests/support/payment-webhooks";
import { startFakePaypal, type FakePaypal } from "../../../tests/fakes/paypal";
import { createUser } from "../../../scripts/seed/factories/users";
import {
  cancelPendingPayment,
  createPayment,
  findPayment,
  verifyPendingPayment,
} from "./checkout.server";
import {
  registerWithStandIns,
  restoreFulfilments,
  standInFulfilment,
  standInType,
} from "../../../tests/support/fulfilments";
import { failureMessage } from "./payment-status";
import { refundPayment } from "./refunds.server";

let fake: FakePaypal;
let ours: Awaited<ReturnType<typeof startWebhookServer>>;
let restoreEnv: () => void;
const fulfilled: string[] = [];

beforeAll(async () => {
  ours = await startWebhookServer();
  fake = await startFakePaypal({
    clientId: "fake-client",
    clientSecret: "fake-secret",
    webhookId: "WH-FAKE-1",
    webhookUrl: `${ours.origin}/api/payments/webhooks/paypal`,
  });
  restoreEnv = setEnv({
    PAYPAL_CLIENT_ID: "fake-client",
    PAYPAL_CLIENT_SECRET: "fake-secret",
    PAYPAL_BASE_URL: fake.url,
    PAYPAL_WEBHOOK_ID: "WH-FAKE-1",
    PAYPAL_NGN_PER_USD: "1600",
    PAYSTACK_SECRET_KEY: undefined,
    PAYMENT_PROVIDER_TIMEOUT_MS: "400",
  });
  const standIn = standInFulfilment();
  registerWithStandIns({
    order: {
      ...standIn.fulfilment,
      fulfil: async (ctx) => {
        fulfilled.push(ctx.txn.paymentReference);
        return { kind: "fulfilled" };
      },
    },
  });
});

afterAll(async () => {
  restoreFulfilments();
  restoreEnv?.();
  await fake?.stop();
  await ours?.stop();
});

beforeEach(() => {
  fake.mode = "up";
});

async function order(amount: number) {
  const user = await createUser(await getDb(), { role: "viewer" });
  return createPayment({
    transactionType: standInType("order"),
    userId: user.id,
    email: user.email,
    amount,
    feeCategory: "products",
    provider: "paypal",
    purpose: "Product order",
    origin: "http://localhost:3000",
  });
}

describe("PayPal Orders v2 against the fake", () => {
  it("creates a USD order at the configured rate; approve → return page captures → one fulfilment", async () => {
    const { reference, redirectUrl, provider } = await order(25_000);
    expect(provider).toBe("paypal");
    expect(redirectUrl).toMatch(/\/checkoutnow\?token=/);
    const txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({ providerAmount: 1_563, providerCurrency: "USD" });
    expect(Number(txn.exchangeRate)).toBe(1600);

    const back = await fetch(redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ action: "approve" }),
      redirect: "manual",
    });
    expect(back.headers.get("location")).toContain(`reference=${reference}`);
    const orderId = new URL(redirectUrl).searchParams.get("token")!;

    // The return page and PayPal's webhook race: one capture result, one fulfilment.
    const [a] = await Promise.all([
      verifyPendingPayment(reference),
      fake.sendWebhook("CHECKOUT.ORDER.APPROVED", { id: orderId }),
      verifyPendingPayment(reference),
    ]);
    expect(a).toBeTruthy();
    const done = (await findPayment(reference))!;
    expect(done.paymentStatus).toBe("completed");
    expect(fulfilled.filter((r) => r === reference)).toHaveLength(1);
    expect(fake.captureRequests.every((id) => id === `capture-${orderId}`)).toBe(true);
  });

  it("a declined capture fails the payment; forged webhooks are refused", async () => {
    const { reference, redirectUrl } = await order(8_000);
    const orderId = new URL(redirectUrl).searchParams.get("token")!;
    fake.approve(orderId, { decline: true });
    const forged = await fake.sendWebhook(
      "CHECKOUT.ORDER.APPROVED",
      { id: orderId },
      { forge: true },
    );
    expect(forged.status).toBe(401);
    expect((await findPayment(reference))!.paymentStatus).toBe("pending");
    const real = await fake.sendWebhook("CHECKOUT.ORDER.APPROVED", { id: orderId });
    expect(real.status).toBe(200);
    const txn = (await findPayment(reference))!;
    expect(txn.paymentStatus).toBe("failed");
    // PayPal said 422 INSTRUMENT_DECLINED: the spec's 'declined' message.
    expect(txn.providerPayload).toMatchObject({
      capture_error: { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] },
    });
    expect(failureMessage(txn.failureReason)).toEqual(paymentErrors.declined);
    expect(fulfilled).not.toContain(reference);
  });

  it("cancel on PayPal's page: cancelled and released, unless it was paid", async () => {
    const { reference, redirectUrl } = await order(3_000);
    const back = await fetch(redirectUrl, {
      method: "POST",
      body: new URLSearchParams({ action: "cancel" }),
      redirect: "manual",
    });
    expect(back.headers.get("location")).toContain("cancelled=1");
    expect((await cancelPendingPayment(reference))!.paymentStatus).toBe("cancelled");

    const paid = await order(3_000);
    fake.approve(new URL(paid.redirectUrl).searchParams.get("token")!);
    expect((await cancelPendingPayment(paid.reference))!.paymentStatus).toBe("completed");
  });

  it("PayPal down: 'Payment initialization failed'", async () => {
    fake.mode = "down";
    await expect(order(5_000)).rejects.toMatchObject({
      userMessage: { message: "Payment initialization failed" },
    });
  });
});

describe("PayPal: timeouts, unknown references, refunds", () => {
  it("PayPal hangs: 'Payment initialization failed' within the timeout", async () => {
    fake.mode = "hang";
    const started = Date.now();
    await expect(order(5_000)).rejects.toMatchObject({
      userMessage: { message: "Payment initialization failed" },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("a genuine webhook about an order that is not ours: 404, nothing changes", async () => {
    const { reference } = await order(2_000);
    const unknownOrder = await fake.sendWebhook("CHECKOUT.ORDER.APPROVED", {
      id: "7XK00000000000000",
    });
    expect(unknownOrder.status).toBe(404);
    const unknownCapture = await fake.sendWebhook("PAYMENT.CAPTURE.COMPLETED", {
      id: "0CAPTURE0000000000",
      supplementary_data: { related_ids: { order_id: "7XK00000000000000" } },
    });
    expect(unknownCapture.status).toBe(404);
    const unknownRefund = await fake.sendWebhook("PAYMENT.CAPTURE.REFUNDED", {
      id: "0REFUND00000000000",
      status: "COMPLETED",
      amount: { currency_code: "USD", value: "1.00" },
      custom_id: "NC-000000-NOTOURS",
    });
    expect(unknownRefund.status).toBe(404);
    expect((await findPayment(reference))!.paymentStatus).toBe("pending");
  });

  it("admin refunds a capture (partial, then the rest); PAYMENT.CAPTURE.REFUNDED changes nothing more", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const { reference, redirectUrl } = await order(16_000); // 10.00 USD at 1600
    const orderId = new URL(redirectUrl).searchParams.get("token")!;
    fake.approve(orderId);
    await verifyPendingPayment(reference);
    const txn = (await findPayment(reference))!;
    expect(txn.paymentStatus).toBe("completed");

    const part = await refundPayment({
      paymentId: txn.id,
      amount: 4_000,
      reason: "Partial refund",
      actor: admin,
    });
    expect(part.outcome).toBe("applied");
    const refund = fake.refunds.get(part.refundId)!;
    expect(refund).toMatchObject({
      amount: { currency_code: "USD", value: "2.50" },
      custom_id: reference,
      status: "COMPLETED",
    });
    expect(fake.refundRequests.at(-1)).toMatch(/^refund-/);
    expect((await findPayment(reference))!).toMatchObject({
      paymentStatus: "partially_refunded",
      refundedAmount: 4_000,
    });

    // PayPal's webhook for the same refund, with and without our custom_id.
    const resource = Object.fromEntries(Object.entries(refund).filter(([k]) => !k.startsWith("_")));
    const hook = await fake.sendWebhook("PAYMENT.CAPTURE.REFUNDED", resource);
    expect(hook.status).toBe(200);
    expect(JSON.parse(hook.body)).toMatchObject({ outcome: "already_applied" });
    const { custom_id: _ours, ...fromPaypal } = resource;
    const viaCapture = await fake.sendWebhook("PAYMENT.CAPTURE.REFUNDED", fromPaypal);
    expect(JSON.parse(viaCapture.body)).toMatchObject({ outcome: "already_applied" });

    const rest = await refundPayment({ paymentId: txn.id, reason: "The rest", actor: admin });
    expect(rest.amount).toBe(12_000);
    expect(fake.refunds.get(rest.refundId)!.amount).toEqual({
      currency_code: "USD",
      value: "7.50",
    });
    const done = (await findPayment(reference))!;
    expect(done).toMatchObject({ paymentStatus: "refunded", refundedAmount: 16_000 });
    const reversed = await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.transactionId, txn.id), eq(ledgerEntries.entryType, "refund")));
    expect(reversed.reduce((s, r) => s + r.amount, 0)).toBe(-16_000);

    await expect(
      refundPayment({ paymentId: txn.id, amount: 1, reason: "More", actor: admin }),
    ).rejects.toMatchObject({ kind: "validation" });
  });

  it("a refund PayPal refuses: the admin is told, nothing recorded", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const { reference, redirectUrl } = await order(8_000);
    fake.approve(new URL(redirectUrl).searchParams.get("token")!);
    await verifyPendingPayment(reference);
    const txn = (await findPayment(reference))!;
    fake.mode = "down";
    await expect(
      refundPayment({ paymentId: txn.id, reason: "Customer asked", actor: admin }),
    ).rejects.toMatchObject({ kind: "network" });
    fake.mode = "up";
    expect((await findPayment(reference))!).toMatchObject({
      paymentStatus: "completed",
      refundedAmount: 0,
    });
  });
});
