import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { advertisements, outgoingMail } from "~/db/schema";
import { confirmPayment, findPayment } from "~/features/payments/checkout.server";
import {
  paymentAnalytics,
  receiptOf,
  transactionHistory,
} from "~/features/payments/payment-centre-pages.server";
import { signTestOutcome, testResultFromCallback } from "~/features/payments/providers/test.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { watDay } from "~/features/events/wat-time";
import { createAdvertisement } from "../../../scripts/seed/factories/advertising";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { startAdPayment, type AdPayLookup } from "./ad-payment.server";
import { addDays } from "./ad-pricing";
import { decideAdvertisement } from "./manage-advertisements.server";

// Issue 30 §3.3: a campaign paid through its e-mailed link left no receipt, no e-mail and
// no line in the payer's history. Every payment gets them, whatever it bought.

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
  });
});
afterAll(() => restoreEnv?.());

beforeEach(async () => {
  await (await getDb()).delete(advertisements);
  invalidatePublicCache();
});

const today = () => watDay(new Date());

/** An approved campaign applied for signed out (no user id) with `email`; its pay link's token. */
async function approvedCampaign(email: string, startDate = today()) {
  const db = await getDb();
  const ad = await createAdvertisement(db, {
    status: "pending",
    paymentStatus: "pending",
    userId: null,
    businessEmail: email.toLowerCase(),
    contactPerson: "Ada Obi",
    title: `Jollof ${crypto.randomUUID().slice(0, 8)}`,
    startDate,
    endDate: addDays(startDate, 20),
  });
  const admin = await createUser(db, { role: "admin" });
  await decideAdvertisement({ actorId: admin.id, id: ad.id, decision: "approve" });
  const [approval] = await db
    .select({ text: outgoingMail.text })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.to, ad.businessEmail), eq(outgoingMail.template, "ad_approved")));
  const token = /\/advertise\/pay\/([\w-]+)/.exec(approval?.text ?? "")?.[1];
  expect(token).toBeTruthy();
  return { ad, token: token! };
}

async function pay(lookup: AdPayLookup) {
  const started = await startAdPayment({
    lookup,
    provider: "paystack",
    origin: "http://localhost",
  });
  const txn = (await findPayment(started.reference))!;
  const amount = txn.totalAmount * 100;
  const result = testResultFromCallback({
    reference: started.reference,
    outcome: "pay",
    amount,
    currency: "NGN",
    signature: signTestOutcome(started.reference, "pay", amount, "NGN"),
  })!;
  expect((await confirmPayment(started.reference, result)).outcome).toBe("confirmed");
  return (await findPayment(started.reference))!;
}

async function mailsTo(to: string) {
  return (await getDb())
    .select({
      template: outgoingMail.template,
      subject: outgoingMail.subject,
      text: outgoingMail.text,
    })
    .from(outgoingMail)
    .where(eq(outgoingMail.to, to.toLowerCase()));
}

const history = (userId: string) => transactionHistory({ userId, filter: {}, page: 1 });

describe("a campaign paid through its e-mailed link", () => {
  it("is in the history of the account with that verified e-mail, with its receipt; nobody else's", async () => {
    const db = await getDb();
    const owner = await createUser(db, { role: "viewer" });
    const other = await createUser(db, { role: "vendor" });
    const { ad, token } = await approvedCampaign(owner.email);

    const txn = await pay({ token });
    expect(txn).toMatchObject({
      userId: null,
      email: ad.businessEmail,
      paymentStatus: "completed",
    });

    const mine = await history(owner.id);
    expect(mine.items.map((r) => r.reference)).toEqual([txn.paymentReference]);
    expect(mine.items[0]).toMatchObject({
      transactionType: "advertisement",
      amount: txn.totalAmount,
    });
    expect(await receiptOf({ userId: owner.id, reference: txn.paymentReference })).toMatchObject({
      reference: txn.paymentReference,
      status: "completed",
      amount: txn.totalAmount,
      email: ad.businessEmail,
    });
    const [spending] = await paymentAnalytics({ user: { id: owner.id, role: "viewer" } });
    expect(spending.byPurpose).toEqual([
      { purpose: "advertisement", spent: txn.totalAmount, count: 1 },
    ]);

    // Anyone else: no line, and the receipt looks exactly like an unknown reference.
    expect((await history(other.id)).items).toEqual([]);
    expect(await receiptOf({ userId: other.id, reference: txn.paymentReference })).toBeNull();
  });

  it("an address not verified yet does not open it", async () => {
    const db = await getDb();
    const unverified = await createUser(db, { role: "viewer", emailVerified: false });
    const { token } = await approvedCampaign(unverified.email);
    const txn = await pay({ token });
    expect((await history(unverified.id)).items).toEqual([]);
    expect(await receiptOf({ userId: unverified.id, reference: txn.paymentReference })).toBeNull();
  });

  it("e-mails the receipt and 'your advertisement is live' with the payment", async () => {
    const db = await getDb();
    const owner = await createUser(db, { role: "viewer" });
    const { ad, token } = await approvedCampaign(owner.email);
    const txn = await pay({ token });

    const mails = await mailsTo(ad.businessEmail);
    expect(mails.map((m) => m.template).sort()).toEqual([
      "ad_approved",
      "ad_live",
      "payment_receipt",
    ]);
    const receipt = mails.find((m) => m.template === "payment_receipt")!;
    expect(receipt.subject).toBe(`Your receipt: Advertisement: ${ad.title}`);
    expect(receipt.text).toContain(txn.paymentReference);
    expect(receipt.text).toContain(`/payments/receipts/${txn.paymentReference}`);
    expect(receipt.text).toMatch(/Amount: +₦[\d,]+/);
    const live = mails.find((m) => m.template === "ad_live")!;
    expect(live.subject).toBe(`Payment received: your advertisement "${ad.title}" is live now`);
    expect(live.text).toContain("Hello Ada Obi,");
    expect(live.text).toContain(`/payments/receipts/${txn.paymentReference}`);
    expect(live.text).toContain("/dashboard/ads");
  });

  it("a campaign that starts later says when it goes live", async () => {
    const db = await getDb();
    const owner = await createUser(db, { role: "viewer" });
    const { ad, token } = await approvedCampaign(owner.email, "2099-03-01");
    await pay({ token });
    const live = (await mailsTo(ad.businessEmail)).find((m) => m.template === "ad_live")!;
    expect(live.subject).toBe(
      `Payment received: your advertisement "${ad.title}" goes live on 1 Mar 2099`,
    );
  });
});

it("paid from My ads, the payment is its signed-in owner's (user id), even when applied signed out", async () => {
  const db = await getDb();
  const owner = await createUser(db, { role: "viewer" });
  const { ad } = await approvedCampaign(owner.email);
  const txn = await pay({ adId: ad.id, userId: owner.id });
  expect(txn.userId).toBe(owner.id);
  expect((await history(owner.id)).items.map((r) => r.reference)).toEqual([txn.paymentReference]);
});
