import { and, count, desc, eq, ilike, or, sql, sum } from "drizzle-orm";
import { advertisements, profiles } from "~/db/schema";
import { can, type Permission } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { adApprovedMail, adRejectedMail } from "./ad-mails";
import { hashPayToken, newPayToken } from "./pay-token.server";
import { takeTopProviderSlot } from "./top-provider-slots.server";
import { AD_PAYMENT_DUE_DAYS, campaignLength, campaignTotal } from "./ad-pricing";

export const AD_STATUSES = ["pending", "approved", "active", "expired", "rejected"] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
/** The note a rejection stores (spec 001 §4). */
export const REJECTED_NOTE = "Rejected by admin";
/** Rows the Ads tab lists at once (newest first); the search narrows beyond that. */
export const ADS_TAB_LIMIT = 200;

export type AdRow = typeof advertisements.$inferSelect;

/** A search for "50%" means the text "50%": LIKE's wildcards are escaped. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface AdsTab {
  summary: { total: number; pending: number; active: number; revenue: number };
  ads: AdRow[];
  /** More ads match than are listed. */
  truncated: boolean;
}

/**
 * The Ads tab (spec 001 §2): the four cards over every ad (Revenue = monthly cost of
 * active and approved ads, spec 001 §9), and the list filtered by business name or
 * title and by status, newest first.
 */
export async function loadAdsTab(options: { q: string; status: AdStatus | null }): Promise<AdsTab> {
  const { q, status } = options;
  const db = await getDb();
  const where = and(
    q
      ? or(
          ilike(advertisements.businessName, containing(q)),
          ilike(advertisements.title, containing(q)),
        )
      : undefined,
    status ? eq(advertisements.status, status) : undefined,
  );
  const [[summary], rows] = await Promise.all([
    db
      .select({
        total: count(),
        pending: count(sql`case when ${advertisements.status} = 'pending' then 1 end`),
        active: count(sql`case when ${advertisements.status} = 'active' then 1 end`),
        revenue: sum(
          sql`case when ${advertisements.status} in ('active', 'approved') then ${advertisements.monthlyCost} else 0 end`,
        ).mapWith(Number),
      })
      .from(advertisements),
    db
      .select()
      .from(advertisements)
      .where(where)
      .orderBy(desc(advertisements.createdAt), desc(advertisements.id))
      .limit(ADS_TAB_LIMIT + 1),
  ]);
  return {
    summary: {
      total: summary?.total ?? 0,
      pending: summary?.pending ?? 0,
      active: summary?.active ?? 0,
      revenue: summary?.revenue ?? 0,
    },
    ads: rows.slice(0, ADS_TAB_LIMIT),
    truncated: rows.length > ADS_TAB_LIMIT,
  };
}

/** The actor's right, re-read inside the transaction (a role changed since sign-in counts). */
async function assertActor(tx: Tx, actorId: string, permission: Permission) {
  const [actor] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  if (!can(actor?.role, permission)) throw new AppError("forbidden");
}

async function lockAd(tx: Tx, id: string) {
  const [ad] = await tx
    .select()
    .from(advertisements)
    .where(eq(advertisements.id, id))
    .for("update");
  if (!ad) throw new AppError("notFound");
  return ad;
}

/**
 * Approve or reject a pending ad (spec 001 §4): approve sets it active and e-mails the
 * business a payment link for the whole campaign; it shows only once paid (issue 16).
 * Approving a top provider takes one of the 10 places for its dates, refused when a
 * day of it has none left (issue 30 §3.5).
 * Reject sets it rejected with the note 'Rejected by admin' and tells the business.
 * Both stamp updated_at.
 * Anything but a pending ad is refused: the decision was already taken.
 */
export async function decideAdvertisement(options: {
  actorId: string;
  id: string;
  decision: "approve" | "reject";
  now?: Date;
}): Promise<AdRow> {
  const { actorId, id, decision, now = new Date() } = options;
  const db = await getDb();
  const ad = await db.transaction(async (tx) => {
    await assertActor(tx, actorId, "ads:manage");
    const before = await lockAd(tx, id);
    if (before.status !== "pending") throw new AppError("validation");
    if (decision === "reject") {
      const [after] = await tx
        .update(advertisements)
        .set({ status: "rejected", notes: REJECTED_NOTE, updatedAt: now })
        .where(eq(advertisements.id, id))
        .returning();
      await sendMail(
        {
          to: after!.businessEmail,
          ...adRejectedMail.render({
            origin: publicBaseUrl(),
            contactPerson: after!.contactPerson,
            businessName: after!.businessName,
            title: after!.title,
            startDate: after!.startDate,
            endDate: after!.endDate,
            monthlyCost: after!.monthlyCost,
          }),
        },
        tx,
      );
      return after!;
    }
    // The place on the home page is sold here, once, under the slots lock.
    await takeTopProviderSlot(tx, before);
    const token = newPayToken();
    const [after] = await tx
      .update(advertisements)
      .set({ status: "active", approvedAt: now, payTokenHash: hashPayToken(token), updatedAt: now })
      .where(eq(advertisements.id, id))
      .returning();
    await sendMail(
      {
        to: after!.businessEmail,
        ...adApprovedMail.render({
          origin: publicBaseUrl(),
          contactPerson: after!.contactPerson,
          businessName: after!.businessName,
          title: after!.title,
          startDate: after!.startDate,
          endDate: after!.endDate,
          monthlyCost: after!.monthlyCost,
          length: campaignLength(after!),
          total: campaignTotal(after!),
          payToken: token,
          dueDays: AD_PAYMENT_DUE_DAYS,
        }),
      },
      tx,
    );
    return after!;
  });
  getLogger().info(
    { audit: `advertisement.${decision}d`, actorId, advertisementId: id },
    `advertisement ${decision}d`,
  );
  return ad;
}

/** Deletes an ad at any status (spec 001 §4, after the page's confirmation). */
export async function deleteAdvertisement(options: { actorId: string; id: string }) {
  const { actorId, id } = options;
  const db = await getDb();
  const gone = await db.transaction(async (tx) => {
    await assertActor(tx, actorId, "ads:manage");
    const ad = await lockAd(tx, id);
    await tx.delete(advertisements).where(eq(advertisements.id, id));
    return ad;
  });
  // A live ad disappears from the home page, marketplace and events at once.
  invalidatePublicCache();
  getLogger().info(
    { audit: "advertisement.deleted", actorId, advertisementId: id, status: gone.status },
    "advertisement deleted",
  );
  return gone;
}
