import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ledgerEntries, payouts } from "~/db/schema";
import type { Role } from "~/features/accounts/roles";
import { getDb, type Db } from "~/lib/db/client.server";
import { action, loader } from "~/routes/admin/payouts";
import { createUser } from "../../../scripts/seed/factories/users";
import {
  DEFAULT_TRANSFER_SETTINGS,
  FAKE_TRANSFER_OTP,
  startFakePaystack,
  type FakePaystack,
} from "../../../tests/fakes/paystack";
import { setEnv, startWebhookServer } from "../../../tests/support/payment-webhooks";
import { callRoute, toastOf } from "../../../tests/support/route-forms";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";
import { payoutAdminCopy } from "./payout-admin-messages";
import { registerPayoutAccount } from "./payouts.server";
import { payoutActionDone, payoutSendProblems } from "./payout-transfer-messages";
import { sendQueuedPayouts } from "./send-payouts.server";

// /admin/payouts against the Paystack fake: the OTP a transfer waits for and "Send
// again" for a transfer Paystack refused, as plain POSTs with real sessions.
const SECRET = "sk_test_fake_payouts_admin_0123";
const HOUR = 60 * 60 * 1000;
let db: Db;
let s: Awaited<ReturnType<typeof sessionsForEveryRole>>;
let fake: FakePaystack;
let ours: Awaited<ReturnType<typeof startWebhookServer>>;
let restoreEnv: () => void;

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
  s = await sessionsForEveryRole(db, "payouts-admin-paystack");
});
afterAll(async () => {
  restoreEnv?.();
  await fake?.stop();
  await ours?.stop();
});
beforeEach(() => {
  fake.mode = "up";
  Object.assign(fake.transferSettings, DEFAULT_TRANSFER_SETTINGS);
});

function post(body: Record<string, string>, role: Role = "admin") {
  return callRoute(action, "http://localhost/admin/payouts", s.get(role)!.cookie, body);
}

async function view() {
  const page = await callRoute(loader, "http://localhost/admin/payouts", s.get("admin")!.cookie);
  return (page as Awaited<ReturnType<typeof loader>>).view;
}

let digit = 0;
/** A seller with a released sale and a Paystack transfer recipient, paid now by the admin. */
async function queuedPayout(amount: number) {
  const user = await createUser(db, { role: "vendor", fullName: "Adaeze Okafor" });
  await db.insert(ledgerEntries).values({
    userId: user.id,
    entryType: "sale",
    amount,
    description: "Released sale",
    availableAt: new Date(Date.now() - 2 * HOUR),
  });
  // Saved through Paystack (resolve, subaccount, transfer recipient), as a seller does;
  // account numbers ending in 0 resolve to the seller's own name in the fake.
  await registerPayoutAccount(
    db,
    { id: user.id, role: "vendor", email: user.email, name: "Adaeze Okafor" },
    { bankCode: "058", accountNumber: `02${String(++digit).padStart(7, "0")}0`, accountName: "" },
  );
  expect((await toastOf(await post({ intent: "pay-now", userId: user.id }))).variant).toBe(
    "success",
  );
  const [payout] = await db.select().from(payouts).where(eq(payouts.userId, user.id));
  return payout!;
}

const reload = async (id: string) =>
  (await db.select().from(payouts).where(eq(payouts.id, id)))[0]!;

describe("payouts that wait for the admin at Paystack", () => {
  it("an OTP wait: a wrong OTP is refused by its field with what was typed, the right one pays", async () => {
    fake.transferSettings.otp = true;
    const payout = await queuedPayout(4_000);
    await sendQueuedPayouts();
    expect(await reload(payout.id)).toMatchObject({ status: "processing", providerStatus: "otp" });
    const row = (await view()).queue.find((q) => q.id === payout.id)!;
    expect(payoutAdminCopy.providerStatuses[row.providerStatus!]).toBe("Waiting for OTP");

    const otp = (value: string, role: Role = "admin") =>
      post({ intent: "finalize-otp", payoutId: payout.id, otp: value }, role);
    expect(await outcomeOf(() => otp(FAKE_TRANSFER_OTP, "moderator"))).toBe("403");
    const empty = (await otp(" ")) as unknown as {
      data: { target: string; fieldErrors: Record<string, string[]> };
    };
    expect(empty.data.target).toBe(`finalize-otp:${payout.id}`);
    expect(empty.data.fieldErrors.otp).toEqual([payoutAdminCopy.validation.otp]);
    const wrong = (await otp("999999")) as unknown as {
      data: { values: Record<string, string>; fieldErrors: Record<string, string[]> };
      init: { status: number };
    };
    expect(wrong.init.status).toBe(400);
    expect(wrong.data.values.otp).toBe("999999");
    expect(wrong.data.fieldErrors.otp?.[0]).toContain("Invalid OTP");
    expect(await reload(payout.id)).toMatchObject({ status: "processing" });

    expect(await toastOf(await otp(FAKE_TRANSFER_OTP))).toEqual({
      variant: "success",
      ...payoutActionDone.finalized,
    });
    expect(await reload(payout.id)).toMatchObject({ status: "paid" });
  });

  it("insufficient balance: the queue shows Paystack's refusal; Send again sends it once more", async () => {
    fake.transferSettings.balance = 100_000; // ₦1,000
    const payout = await queuedPayout(6_000);
    await sendQueuedPayouts();
    const row = (await view()).queue.find((q) => q.id === payout.id)!;
    expect(row).toMatchObject({
      status: "queued",
      lastError: payoutSendProblems.insufficient_balance,
    });
    // Marking paid by hand is for a site without Paystack only.
    expect((await toastOf(await post({ intent: "mark-paid", payoutId: payout.id }))).variant).toBe(
      "error",
    );

    fake.transferSettings.balance = null;
    expect(await outcomeOf(() => post({ intent: "resend", payoutId: payout.id }, "vendor"))).toBe(
      "403",
    );
    expect(await toastOf(await post({ intent: "resend", payoutId: payout.id }))).toEqual({
      variant: "success",
      ...payoutActionDone.resent,
    });
    await sendQueuedPayouts();
    expect(await reload(payout.id)).toMatchObject({ status: "paid", lastError: null });
    // Paid: not sent again.
    expect((await toastOf(await post({ intent: "resend", payoutId: payout.id }))).variant).toBe(
      "error",
    );
  });
});
