import { and, eq, lt, sql } from "drizzle-orm";
import { advertisements, users } from "~/db/schema";
import { createPayment } from "~/features/payments/checkout.server";
import type { Fulfilment } from "~/features/payments/fulfilment";
import { AppError } from "~/lib/app-error.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import { formatNaira } from "~/lib/money";
import { AD_PAYMENT_DUE_DAYS, campaignLength, campaignTotal } from "./ad-pricing";
import { watToday } from "~/lib/ads/live-ads.server";
import { campaignsOf, payableWhere } from "./campaign-conditions.server";
import { hashPayToken } from "./pay-token.server";
import { adLiveMail } from "./ad-mails";
import { adPayCopy } from "./messages";

export type PayableState = "payable" | "paid" | "closed";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How a payer reaches a campaign: the link e-mailed at approval (whoever holds it), or
 * the campaign's id for its owner signed in (My ads), who may have lost the e-mail.
 */
export type AdPayLookup = { token: string } | { adId: string; userId: string };

async function ownerCondition(db: Db | Tx, userId: string) {
  const [me] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!me) return null;
  return campaignsOf(userId, me);
}

async function payableAd(db: Db | Tx, lookup: AdPayLookup) {
  let where;
  if ("token" in lookup) {
    if (!/^[\w-]{16,64}$/.test(lookup.token)) return null;
    where = eq(advertisements.payTokenHash, hashPayToken(lookup.token));
  } else {
    if (!UUID.test(lookup.adId)) return null;
    const mine = await ownerCondition(db, lookup.userId);
    if (!mine) return null;
    where = and(eq(advertisements.id, lookup.adId), mine);
  }
  const [ad] = await db
    .select({
      id: advertisements.id,
      businessName: advertisements.businessName,
      title: advertisements.title,
      startDate: advertisements.startDate,
      endDate: advertisements.endDate,
      monthlyCost: advertisements.monthlyCost,
      paymentStatus: advertisements.paymentStatus,
      payable: sql<boolean>`coalesce(${payableWhere()}, false)`,
      userId: advertisements.userId,
      businessEmail: advertisements.businessEmail,
    })
    .from(advertisements)
    .where(where);
  return ad ?? null;
}

export type AdPayment = NonNullable<Awaited<ReturnType<typeof loadAdPayment>>>;

/** What the payment page shows: the campaign, its total and whether it can be paid. */
export async function loadAdPayment(lookup: AdPayLookup) {
  const ad = await payableAd(await getDb(), lookup);
  if (!ad) return null;
  const state: PayableState = ad.payable
    ? "payable"
    : ad.paymentStatus === "paid"
      ? "paid"
      : "closed";
  return {
    state,
    overdue: ad.paymentStatus === "overdue",
    businessName: ad.businessName,
    title: ad.title,
    startDate: ad.startDate,
    endDate: ad.endDate,
    monthlyCost: ad.monthlyCost,
    length: campaignLength(ad),
    total: campaignTotal(ad),
  };
}

/**
 * Starts the one checkout for an approved campaign's total (its calendar months and
 * days, ad-pricing.ts), paid to the platform. Whoever holds the link may pay, signed in or not:
 * the business was e-mailed it; so may its owner from My ads. Fulfilment (below) marks
 * the campaign paid.
 */
export async function startAdPayment(options: {
  lookup: AdPayLookup;
  provider: Parameters<typeof createPayment>[0]["provider"];
  origin: string;
}) {
  const ad = await payableAd(await getDb(), options.lookup);
  if (!ad) throw new AppError("notFound");
  if (!ad.payable)
    throw new AppError("validation", {
      message: { title: adPayCopy.title, message: adPayCopy.notPayable },
    });
  const total = campaignTotal(ad);
  return createPayment({
    transactionType: "advertisement",
    orderId: ad.id,
    // The payer: its owner paying from My ads, else whoever applied signed in (a link
    // paid signed out is the business's: found by its verified e-mail, payerWhere).
    userId: "userId" in options.lookup ? options.lookup.userId : ad.userId,
    email: ad.businessEmail,
    lines: [{ payeeUserId: null, amount: total, feeCategory: "other", purchaseId: ad.id }],
    provider: options.provider,
    purpose: `Advertisement: ${ad.title}`.slice(0, 200),
    // Not the pay link itself: its token stays out of the provider's records.
    returnPath: "/dashboard/ads",
    metadata: { amount_display: formatNaira(total), advertisement_id: ad.id },
    origin: options.origin,
  });
}

/**
 * The purchase contract for campaigns (ADR 014): a confirmed payment marks the ad paid,
 * which puts it live from its start date; one that lands after the ad was deleted,
 * rejected, ended or already paid is refunded automatically. A refund of its payment
 * takes the ad down (payment status refunded).
 */
export const adFulfilment: Fulfilment = {
  ledgerEntry: "sale",
  // The checkout's receipt, and the campaign's own "paid and live" mail from fulfil.
  receiptMail: "checkout",

  // Campaign revenue is the platform's own (no payee): nothing to hold.
  async releaseEvents({ lines }) {
    return new Map(lines.map((line) => [line.id, { kind: "now" as const }]));
  },
  async fulfil({ tx, txn, now }) {
    if (!txn.orderId) return { kind: "unfulfillable", reason: "campaign_unavailable" };
    const [paid] = await tx
      .update(advertisements)
      .set({ paymentStatus: "paid", paidAt: now, updatedAt: now })
      .where(and(eq(advertisements.id, txn.orderId), payableWhere()))
      .returning({
        businessEmail: advertisements.businessEmail,
        contactPerson: advertisements.contactPerson,
        businessName: advertisements.businessName,
        title: advertisements.title,
        startDate: advertisements.startDate,
        endDate: advertisements.endDate,
        monthlyCost: advertisements.monthlyCost,
        live: sql<boolean>`${advertisements.startDate} <= ${watToday}`,
      });
    if (!paid) return { kind: "unfulfillable", reason: "campaign_unavailable" };
    invalidatePublicCache();
    // Queued with the checkout's receipt, in this transaction (delivered by the mail job).
    await sendMail(
      {
        to: paid.businessEmail,
        ...adLiveMail.render({
          ...paid,
          origin: publicBaseUrl(),
          reference: txn.paymentReference,
        }),
      },
      tx,
    );
    return { kind: "fulfilled" };
  },
  async release() {},
  async refunded({ tx, txn, now }) {
    if (!txn.orderId) return;
    await tx
      .update(advertisements)
      .set({ paymentStatus: "refunded", updatedAt: now })
      .where(and(eq(advertisements.id, txn.orderId), eq(advertisements.paymentStatus, "paid")));
    invalidatePublicCache();
  },
  describeUnfulfillable: () => adPayCopy.notPayable,
};

/**
 * Daily at 00:05 Lagos time: campaigns whose end date has passed become expired
 * (whatever their payment), and approved campaigns still unpaid 7 days after approval
 * become payment overdue. Both are plain UPDATEs, safe to run twice.
 */
export async function runAdLifecycle(now = new Date()) {
  const db = await getDb();
  const expired = await db
    .update(advertisements)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        sql`${advertisements.status} in ('active', 'approved')`,
        lt(advertisements.endDate, watToday),
      ),
    )
    .returning({ id: advertisements.id });
  const dueBefore = new Date(now.getTime() - AD_PAYMENT_DUE_DAYS * 86_400_000);
  const overdue = await db
    .update(advertisements)
    .set({ paymentStatus: "overdue", updatedAt: now })
    .where(
      and(
        eq(advertisements.status, "active"),
        eq(advertisements.paymentStatus, "pending"),
        lt(advertisements.approvedAt, dueBefore),
      ),
    )
    .returning({ id: advertisements.id });
  if (expired.length) invalidatePublicCache();
  getLogger().info(
    { expired: expired.length, overdue: overdue.length },
    "advertisement lifecycle run",
  );
  return { expired: expired.length, overdue: overdue.length };
}

export const adLifecycleJob = defineJob<object>({
  name: "ads.lifecycle",
  cron: "5 0 * * *",
  retryLimit: 2,
  async run() {
    await runAdLifecycle();
  },
});
