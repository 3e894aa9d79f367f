import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { setEnv, startWebhookServer } from "../../../tests/support/payment-webhooks";
import { startFakePaypal, type FakePaypal } from "../../../tests/fakes/paypal";
import { createUser } from "../../../tests/factories/users";
import {
  cancelPendingPayment,
  createPayment,
  findPayment,
  registerFulfilment,
  verifyPendingPayment,
} from "./checkout.server";
import { registerFulfilments } from "./fulfilments.server";

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
  });
  registerFulfilments();
  registerFulfilment("order", {
    fulfil: async (_tx, txn) => void fulfilled.push(txn.paymentReference),
    release: async () => {},
  });
});

afterAll(async () => {
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
    transactionType: "order",
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
    expect((await findPayment(reference))!.paymentStatus).toBe("failed");
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
