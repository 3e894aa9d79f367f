import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adPricingSettings, advertisements, outgoingMail, paymentTransactions } from "~/db/schema";
import { confirmPayment, findPayment } from "~/features/payments/checkout.server";
import { signTestOutcome, testResultFromCallback } from "~/features/payments/providers/test.server";
import { refundPayment } from "~/features/payments/refunds.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { watDay } from "~/features/events/wat-time";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { createAdvertisement } from "../../../scripts/seed/factories/advertising";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { adApplicationSchema, type AdApplication } from "./ad-application-schema";
import {
  adFulfilment,
  loadAdPayment,
  runAdLifecycle,
  startAdPayment,
  type AdPayLookup,
} from "./ad-payment.server";
import { currentAdPrices, loadAdPricing, saveAdPrices } from "./ad-prices.server";
import { addDays, DEFAULT_AD_PRICES, monthsAfter } from "./ad-pricing";
import { applyForAdvertisement } from "./apply-advertisement.server";
import {
  decideAdvertisement,
  deleteAdvertisement,
  loadAdsTab,
  REJECTED_NOTE,
} from "./manage-advertisements.server";
import { myCampaigns } from "./my-campaigns.server";
import { getChrome } from "~/features/site/site-chrome.server";
import { recordAdClick, recordAdImpressions, topProviders } from "./top-providers.server";

const liveBanners = async (placement: "homepage" | "events") =>
  (await getChrome(placement === "homepage" ? "/" : "/events")).banners;

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
  const db = await getDb();
  await db.delete(advertisements);
  await db.delete(adPricingSettings);
  await resetRateLimits();
  invalidatePublicCache();
});

const today = () => watDay(new Date());
const seen = { pageUrl: "/", userAgent: "Mozilla/5.0 Chrome/131.0" };

function application(overrides: Record<string, string> = {}): AdApplication {
  const parsed = adApplicationSchema(today()).safeParse({
    businessName: "Ada's Kitchen",
    contactPerson: "Ada Obi",
    businessEmail: "Hello@AdasKitchen.example.com",
    advertisementType: "banner",
    placementLocation: "homepage",
    title: "Jollof for every party",
    targetUrl: "https://adaskitchen.example.com/",
    startDate: today(),
    // One calendar month and 5 days.
    endDate: addDays(monthsAfter(today(), 1), 4),
    ...overrides,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
}

async function mailsTo(to: string) {
  const db = await getDb();
  return db
    .select({ template: outgoingMail.template, text: outgoingMail.text })
    .from(outgoingMail)
    .where(eq(outgoingMail.to, to))
    .orderBy(desc(outgoingMail.createdAt));
}

async function adRow(id: string) {
  const db = await getDb();
  const [ad] = await db.select().from(advertisements).where(eq(advertisements.id, id));
  return ad;
}

/** The token of the payment link in the latest approval mail to `to`. */
async function payToken(to: string) {
  const mail = (await mailsTo(to)).find((m) => m.template === "ad_approved");
  const token = /\/advertise\/pay\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
  expect(token).toBeTruthy();
  return token!;
}

/** A pending campaign with an address of its own: its mails (and pay link) are only its. */
const pendingAd = (extra: Parameters<typeof createAdvertisement>[1] = {}) =>
  getDb().then((db) =>
    createAdvertisement(db, {
      status: "pending",
      paymentStatus: "pending",
      businessEmail: `ads-${crypto.randomUUID()}@example.com`,
      ...extra,
    }),
  );

async function pay(lookup: AdPayLookup) {
  const started = await startAdPayment({
    lookup,
    provider: "paystack",
    origin: "http://localhost",
  });
  expect(started.redirectUrl).toBe(`/payments/test-checkout/${started.reference}`);
  const txn = (await findPayment(started.reference))!;
  const result = testResultFromCallback({
    reference: started.reference,
    outcome: "pay",
    amount: txn.totalAmount * 100,
    currency: "NGN",
    signature: signTestOutcome(started.reference, "pay", txn.totalAmount * 100, "NGN"),
  })!;
  expect((await confirmPayment(started.reference, result)).outcome).toBe("confirmed");
  return (await findPayment(started.reference))!;
}

async function admin() {
  return createUser(await getDb(), { role: "admin" });
}

describe("the application form's rules", () => {
  it("requires the plan for top providers and the placement for banners, and orders the dates", () => {
    const schema = adApplicationSchema("2026-12-01");
    const base = {
      businessName: "B",
      contactPerson: "C",
      businessEmail: "b@example.com",
      title: "T",
      startDate: "2026-12-01",
      endDate: "2026-12-10",
    };
    const errors = (v: Record<string, string>) => {
      const r = schema.safeParse({ ...base, ...v });
      return r.success ? [] : r.error.issues.map((i) => i.path.join("."));
    };
    expect(errors({ advertisementType: "top_providers" })).toEqual(["pricingPlan"]);
    expect(errors({ advertisementType: "banner", pricingPlan: "basic" })).toEqual([
      "placementLocation",
    ]);
    expect(errors({ advertisementType: "banner", placementLocation: "events" })).toEqual([]);
    expect(
      errors({ advertisementType: "banner", placementLocation: "events", startDate: "2026-11-30" }),
    ).toEqual(["startDate"]);
    expect(
      errors({ advertisementType: "banner", placementLocation: "events", endDate: "2026-12-01" }),
    ).toEqual(["endDate"]);
    for (const targetUrl of [
      "javascript:alert(1)",
      "ftp://x.example",
      "/local",
      "data:text/html,x",
    ]) {
      expect(
        errors({ advertisementType: "banner", placementLocation: "events", targetUrl }),
      ).toEqual(["targetUrl"]);
    }
    expect(
      errors({ advertisementType: "banner", placementLocation: "events", businessPhone: "12345" }),
    ).toEqual(["businessPhone"]);
    const ok = schema.parse({
      ...base,
      advertisementType: "top_providers",
      pricingPlan: "premium",
      placementLocation: "homepage",
      businessPhone: "0801 234 5678",
    });
    expect(ok).toMatchObject({
      pricingPlan: "premium",
      placementLocation: null,
      businessPhone: "+2348012345678",
    });
  });
});

describe("apply → approve → pay → live → expire", () => {
  it("runs the whole money path with the test provider", async () => {
    const a = await admin();
    const ad = await applyForAdvertisement({
      input: application(),
      userId: null,
      logo: null,
      banner: null,
    });
    expect(ad).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      monthlyCost: 150_000,
      businessEmail: "hello@adaskitchen.example.com",
    });
    expect((await mailsTo(ad.businessEmail)).map((m) => m.template)).toEqual([
      "ad_request_received",
    ]);
    // Pending: nowhere on the site, not counted.
    expect(await liveBanners("homepage")).toEqual([]);
    expect(await recordAdImpressions([ad.id], seen)).toBe(0);

    const approved = await decideAdvertisement({ actorId: a.id, id: ad.id, decision: "approve" });
    expect(approved).toMatchObject({ status: "active", paymentStatus: "pending" });
    expect(approved.updatedAt.getTime()).toBe(approved.approvedAt!.getTime());
    // Approved but unpaid: still not shown.
    invalidatePublicCache();
    expect(await liveBanners("homepage")).toEqual([]);
    expect(await recordAdClick(ad.id, seen)).toBe(false);

    const token = await payToken(ad.businessEmail);
    const mail = (await mailsTo(ad.businessEmail))[0]!;
    // A calendar month and 5 days: ₦150,000 + 5 × ₦5,000 (issue 30 §3.4).
    expect(mail.text).toContain("₦175,000");
    expect(mail.text).toContain("1 month and 5 days");
    expect(await loadAdPayment({ token })).toMatchObject({
      state: "payable",
      length: "1 month and 5 days",
      total: 175_000,
    });
    expect(await loadAdPayment({ token: "x".repeat(32) })).toBeNull();

    const txn = await pay({ token });
    expect(txn).toMatchObject({
      transactionType: "advertisement",
      orderId: ad.id,
      totalAmount: 175_000,
      paymentStatus: "completed",
    });
    expect(await adRow(ad.id)).toMatchObject({ paymentStatus: "paid", status: "active" });
    expect((await loadAdPayment({ token }))?.state).toBe("paid");

    invalidatePublicCache();
    expect((await liveBanners("homepage")).map((b) => b.id)).toEqual([ad.id]);
    expect(await liveBanners("events")).toEqual([]);
    expect(await recordAdImpressions([ad.id], seen)).toBe(1);
    expect(await recordAdClick(ad.id, seen)).toBe(true);
    expect((await loadAdsTab({ q: "kitchen", status: "active" })).ads[0]).toMatchObject({
      impressionCount: 1,
      clickCount: 1,
    });

    // Paying twice is not possible: the link is closed and a late payment is refused.
    await expect(
      startAdPayment({ lookup: { token }, provider: "paystack", origin: "http://localhost" }),
    ).rejects.toMatchObject({ kind: "validation" });

    // The day after its end date the job expires it and it is gone.
    const db = await getDb();
    await db
      .update(advertisements)
      .set({ startDate: addDays(today(), -40), endDate: addDays(today(), -1) })
      .where(eq(advertisements.id, ad.id));
    invalidatePublicCache();
    expect(await liveBanners("homepage")).toEqual([]);
    expect(await runAdLifecycle()).toMatchObject({ expired: 1 });
    expect((await adRow(ad.id))!.status).toBe("expired");
  });

  it("a signed-in applicant sees the campaign with its figures in their dashboard", async () => {
    const db = await getDb();
    const owner = await createUser(db, { role: "viewer" });
    const other = await createUser(db, { role: "viewer" });
    const ad = await applyForAdvertisement({
      input: application({ advertisementType: "top_providers", pricingPlan: "enterprise" }),
      userId: owner.id,
      logo: null,
      banner: null,
    });
    await db
      .update(advertisements)
      .set({ impressionCount: 3, clickCount: 1 })
      .where(eq(advertisements.id, ad.id));
    expect(await myCampaigns(owner.id)).toEqual([
      // A month and 5 days of enterprise: ₦200,000 + 5 × ⌊200,000 ÷ 30⌋.
      expect.objectContaining({ id: ad.id, total: 233_330, impressions: 3, clicks: 1, ctr: 33.33 }),
    ]);
    expect(await myCampaigns(other.id)).toEqual([]);
  });

  it("its owner pays from My ads without the e-mailed link; nobody else can", async () => {
    const db = await getDb();
    const owner = await createUser(db, { role: "viewer" });
    const other = await createUser(db, { role: "vendor" });
    // Applied signed out with the owner's address: theirs once the address is verified.
    const unverified = await createUser(db, { role: "viewer", emailVerified: false });
    const ad = await pendingAd({ userId: null, businessEmail: owner.email.toLowerCase() });
    const theirs = await pendingAd({ userId: null, businessEmail: unverified.email.toLowerCase() });
    const a = await admin();
    for (const id of [ad.id, theirs.id])
      await decideAdvertisement({ actorId: a.id, id, decision: "approve" });

    const [listed] = await myCampaigns(owner.id);
    expect(listed).toMatchObject({ id: ad.id, payable: true });
    const mine = { adId: ad.id, userId: owner.id };
    expect(await loadAdPayment(mine)).toMatchObject({ state: "payable" });
    // Another person, an unverified address, a malformed id: as a wrong link, nothing.
    expect(await loadAdPayment({ adId: ad.id, userId: other.id })).toBeNull();
    expect(await loadAdPayment({ adId: theirs.id, userId: unverified.id })).toBeNull();
    expect(await loadAdPayment({ adId: "not-a-uuid", userId: owner.id })).toBeNull();
    await expect(
      startAdPayment({
        lookup: { adId: ad.id, userId: other.id },
        provider: "paystack",
        origin: "http://localhost",
      }),
    ).rejects.toMatchObject({ kind: "notFound" });

    expect(await pay(mine)).toMatchObject({ orderId: ad.id, totalAmount: listed!.total });
    expect(await adRow(ad.id)).toMatchObject({ paymentStatus: "paid" });
    expect((await myCampaigns(owner.id))[0]!.payable).toBe(false);
    expect(await loadAdPayment(mine)).toMatchObject({ state: "paid" });
  });
});

describe("admin decisions", () => {
  it("reject stamps the note, only pending ads are decided, and only admins act", async () => {
    const db = await getDb();
    const a = await admin();
    const moderator = await createUser(db, { role: "moderator" });
    const ad = await createAdvertisement(db, { status: "pending", paymentStatus: "pending" });
    await expect(
      decideAdvertisement({ actorId: moderator.id, id: ad.id, decision: "approve" }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    await expect(deleteAdvertisement({ actorId: moderator.id, id: ad.id })).rejects.toMatchObject({
      kind: "forbidden",
    });
    const now = new Date("2031-01-02T03:04:05Z");
    const rejected = await decideAdvertisement({
      actorId: a.id,
      id: ad.id,
      decision: "reject",
      now,
    });
    expect(rejected).toMatchObject({ status: "rejected", notes: REJECTED_NOTE, updatedAt: now });
    await expect(
      decideAdvertisement({ actorId: a.id, id: ad.id, decision: "approve" }),
    ).rejects.toMatchObject({ kind: "validation" });
    // The business is told (and gets no payment link).
    expect((await mailsTo(ad.businessEmail)).map((m) => m.template)).toEqual(["ad_rejected"]);
    await deleteAdvertisement({ actorId: a.id, id: ad.id });
    expect(await adRow(ad.id)).toBeUndefined();
  });

  it("the Ads tab counts the cards over every ad and filters the list", async () => {
    const db = await getDb();
    const named = (businessName: string, title: string) => ({ businessName, title });
    await createAdvertisement(db, { status: "pending", ...named("Zed Foods", "Suya nights") });
    await createAdvertisement(db, {
      status: "active",
      monthlyCost: 100_000,
      ...named("Ankara House", "Fashion week"),
    });
    await createAdvertisement(db, {
      status: "approved",
      monthlyCost: 200_000,
      ...named("Lagos Gadgets", "Phones"),
    });
    await createAdvertisement(db, {
      status: "expired",
      monthlyCost: 75_000,
      ...named("Kano Crafts", "Leather"),
    });
    const tab = await loadAdsTab({ q: "", status: null });
    expect(tab.summary).toEqual({ total: 4, pending: 1, active: 1, revenue: 300_000 });
    expect((await loadAdsTab({ q: "zed", status: null })).ads.map((a) => a.businessName)).toEqual([
      "Zed Foods",
    ]);
    expect((await loadAdsTab({ q: "fashion", status: null })).ads).toHaveLength(1);
    expect((await loadAdsTab({ q: "", status: "expired" })).ads).toHaveLength(1);
    expect((await loadAdsTab({ q: "50%", status: null })).ads).toHaveLength(0);
  });
});

describe("overdue, refund", () => {
  it("marks unpaid campaigns overdue 7 days after approval; they can still be paid", async () => {
    const a = await admin();
    const ad = await pendingAd();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await decideAdvertisement({ actorId: a.id, id: ad.id, decision: "approve", now: eightDaysAgo });
    const fresh = await pendingAd();
    await decideAdvertisement({ actorId: a.id, id: fresh.id, decision: "approve" });
    expect(await runAdLifecycle()).toMatchObject({ overdue: 1 });
    expect((await adRow(ad.id))!.paymentStatus).toBe("overdue");
    expect((await adRow(fresh.id))!.paymentStatus).toBe("pending");
    const token = await payToken(ad.businessEmail);
    expect(await loadAdPayment({ token })).toMatchObject({ state: "payable", overdue: true });
    await pay({ token });
    expect((await adRow(ad.id))!.paymentStatus).toBe("paid");
  });

  it("a refund of its payment takes the campaign down", async () => {
    const a = await admin();
    const ad = await pendingAd({
      advertisementType: "top_providers",
      pricingPlan: "premium",
      startDate: today(),
      endDate: addDays(today(), 29),
    });
    await decideAdvertisement({ actorId: a.id, id: ad.id, decision: "approve" });
    const txn = await pay({ token: await payToken(ad.businessEmail) });
    invalidatePublicCache();
    expect((await topProviders()).map((p) => p.id)).toEqual([ad.id]);
    await refundPayment({ paymentId: txn.id, reason: "Advertiser cancelled", actor: { id: a.id } });
    expect((await adRow(ad.id))!.paymentStatus).toBe("refunded");
    invalidatePublicCache();
    expect(await topProviders()).toEqual([]);
    expect(await recordAdImpressions([ad.id], seen)).toBe(0);
  });

  it("a payment landing after the campaign was deleted is refused by the fulfilment", async () => {
    const db = await getDb();
    const [txn] = await db.select().from(paymentTransactions).limit(1);
    const outcome = await db.transaction((tx) =>
      adFulfilment.fulfil({
        tx,
        txn: { ...txn!, orderId: "00000000-0000-4000-8000-000000000000" },
        lines: [],
        now: new Date(),
      }),
    );
    expect(outcome).toEqual({ kind: "unfulfillable", reason: "campaign_unavailable" });
  });
});

describe("pricing versions", () => {
  it("new applications use the new price; existing ones keep theirs; history is kept", async () => {
    const db = await getDb();
    const a = await admin();
    const moderator = await createUser(db, { role: "moderator" });
    const before = await applyForAdvertisement({
      input: application(),
      userId: null,
      logo: null,
      banner: null,
    });
    await expect(
      saveAdPrices({ actorId: moderator.id, prices: { ...DEFAULT_AD_PRICES, homepage: 1 } }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    const changed = await saveAdPrices({
      actorId: a.id,
      prices: { ...DEFAULT_AD_PRICES, homepage: 180_000 },
    });
    expect(changed).toEqual([{ item: "homepage", before: 150_000, after: 180_000 }]);
    await saveAdPrices({ actorId: a.id, prices: { ...DEFAULT_AD_PRICES, homepage: 200_000 } });
    expect((await currentAdPrices(db)).homepage).toBe(200_000);
    const after = await applyForAdvertisement({
      input: application(),
      userId: null,
      logo: null,
      banner: null,
    });
    expect(after.monthlyCost).toBe(200_000);
    expect((await adRow(before.id))!.monthlyCost).toBe(150_000);
    const { history } = await loadAdPricing();
    expect(history.map((h) => [h.item, h.price])).toEqual([
      ["homepage", 200_000],
      ["homepage", 180_000],
    ]);
    const active = await db
      .select()
      .from(adPricingSettings)
      .where(eq(adPricingSettings.isActive, true));
    expect(active).toHaveLength(1);
  });
});
