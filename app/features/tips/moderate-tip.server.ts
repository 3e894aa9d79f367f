import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { paymentTransactions, profiles, reports, tips } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { authorize, can, rolesWith, type Actor } from "~/features/accounts/permissions";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { toPage, type Page } from "~/lib/pagination";
import { takeRateLimit, type RateLimit } from "~/lib/rate-limit.server";
import { supportersCopy, tipReportsCopy, tipToasts } from "./messages";
import { paidTip, supportersPage } from "./supporters.server";
import { SUPPORTERS_PAGE_SIZE } from "./tip-constants";
import type { TipReportInput } from "./tip-action-schema";

/** Reports one person may file on supporters' messages in an hour, as on items. */
export const TIP_REPORT_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Where the admin area lists reported supporters' messages. */
export const TIP_REPORTS_PATH = "/admin/moderation#tip-reports";

async function lockedTip(tx: Tx, tipId: string) {
  const [tip] = await tx
    .select({
      id: tips.id,
      creatorId: tips.creatorId,
      hiddenAt: tips.hiddenAt,
      messagePublic: tips.messagePublic,
      message: tips.message,
      displayName: tips.displayName,
    })
    .from(tips)
    .where(eq(tips.id, tipId))
    .for("update");
  return tip ?? null;
}

/**
 * Hides a supporter's message (and name) from the creator's public Supporters list, or
 * shows it again (ADR 072). The creator may for the messages left for them, moderators
 * and admins for any (`tips:hide`, checked here). Hiding settles the message's open
 * reports as upheld. Answers the creator's username, for going back to their page.
 */
export async function hideTip({
  tipId,
  actor,
  hidden,
}: {
  tipId: string;
  actor: Actor;
  hidden: boolean;
}): Promise<{ creatorUsername: string | null }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const tip = await lockedTip(tx, tipId);
    if (!tip) throw new AppError("notFound", { message: tipToasts.notFound });
    if (!authorize(actor, "tips:hide", { ownerId: tip.creatorId })) {
      throw new AppError("forbidden");
    }
    const now = new Date();
    await tx
      .update(tips)
      .set(hidden ? { hiddenAt: now, hiddenBy: actor.id } : { hiddenAt: null, hiddenBy: null })
      .where(eq(tips.id, tip.id));
    if (hidden) {
      await tx
        .update(reports)
        .set({ status: "resolved", resolvedBy: actor.id, updatedAt: now })
        .where(and(eq(reports.tipId, tip.id), eq(reports.status, "open")));
    }
    const [creator] = await tx
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.id, tip.creatorId));
    return { creatorUsername: creator?.username ?? null };
  });
}

/**
 * A signed-in person reports a supporter's message shown on a creator's page (a reason
 * from the report reasons, optional details). The message must still be shown (paid,
 * public, not hidden); a second open report by the same person is not stored again;
 * a person may file only so many an hour. Moderators and admins hear of it in-app, with
 * a link to where tip reports are listed.
 */
export async function reportTip({
  tipId,
  reporterId,
  input,
}: {
  tipId: string;
  reporterId: string;
  input: TipReportInput;
}): Promise<{ status: "created" | "duplicate" }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const tip = await lockedTip(tx, tipId);
    const shown =
      tip &&
      !tip.hiddenAt &&
      tip.messagePublic &&
      (await tx
        .select({ id: paymentTransactions.id })
        .from(paymentTransactions)
        .where(
          and(
            eq(paymentTransactions.transactionType, "tip"),
            eq(paymentTransactions.orderId, tip.id),
            paidTip,
          ),
        )
        .limit(1)
        .then((r) => r.length > 0));
    if (!tip || !shown) throw new AppError("notFound", { message: tipToasts.notFound });
    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.tipId, tip.id),
          eq(reports.reporterId, reporterId),
          eq(reports.status, "open"),
        ),
      )
      .limit(1);
    if (open) return { status: "duplicate" as const };
    if (!(await takeRateLimit(`tip-report:${reporterId}`, TIP_REPORT_RATE_LIMIT, tx))) {
      throw new AppError("rateLimited");
    }
    await tx.insert(reports).values({
      reporterId,
      tipId: tip.id,
      reason: input.reason,
      description: input.details,
    });
    const reviewers = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.role, rolesWith("moderation:review")));
    const from = tip.displayName ?? supportersCopy.anonymous;
    await notifyUsers(
      tx,
      reviewers.map((r) => ({
        userId: r.id,
        type: "report",
        title: tipReportsCopy.noticeTitle,
        message: tipReportsCopy.noticeMessage(from, input.reason),
        data: {
          tip_id: tip.id,
          reason: input.reason,
          description: input.details,
          href: TIP_REPORTS_PATH,
        },
      })),
    );
    return { status: "created" as const };
  });
}

export type TipReport = {
  tipId: string;
  creator: { name: string; username: string | null };
  from: string;
  message: string | null;
  hidden: boolean;
  /** The open reports on this message, oldest first. */
  reports: {
    id: string;
    reason: string;
    details: string | null;
    reporter: string | null;
    at: string;
  }[];
};

/**
 * Supporters' messages with open reports, for moderators and admins (the moderation
 * page): the message, who it was left for and by, and each open report. Most recently
 * reported first, a page at a time.
 */
export async function openTipReports({ page = 1 }: { page?: number }): Promise<Page<TipReport>> {
  const db = await getDb();
  const open = and(isNotNull(reports.tipId), eq(reports.status, "open"));
  const [counted] = await db
    .select({ n: count(sql`distinct ${reports.tipId}`) })
    .from(reports)
    .where(open);
  const total = Number(counted?.n ?? 0);
  const { current, offset } = supportersPage(total, page);
  const tipIds = await db
    .select({ tipId: reports.tipId, last: sql<Date>`max(${reports.createdAt})` })
    .from(reports)
    .where(open)
    .groupBy(reports.tipId)
    .orderBy(desc(sql`max(${reports.createdAt})`))
    .limit(SUPPORTERS_PAGE_SIZE)
    .offset(offset);
  const ids = tipIds.map((t) => t.tipId!);
  if (!ids.length) return toPage([], total, current, SUPPORTERS_PAGE_SIZE);
  const tipRows = await db
    .select({
      id: tips.id,
      displayName: tips.displayName,
      message: tips.message,
      hiddenAt: tips.hiddenAt,
      fullName: profiles.fullName,
      username: profiles.username,
    })
    .from(tips)
    .innerJoin(profiles, eq(profiles.id, tips.creatorId))
    .where(inArray(tips.id, ids));
  const reporter = profiles;
  const reportRows = await db
    .select({
      id: reports.id,
      tipId: reports.tipId,
      reason: reports.reason,
      details: reports.description,
      at: reports.createdAt,
      fullName: reporter.fullName,
      username: reporter.username,
      email: reporter.email,
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .where(and(open, inArray(reports.tipId, ids)))
    .orderBy(reports.createdAt);
  const items = ids.flatMap((id): TipReport[] => {
    const tip = tipRows.find((t) => t.id === id);
    if (!tip) return [];
    return [
      {
        tipId: tip.id,
        creator: { name: displayName(tip), username: tip.username },
        from: tip.displayName ?? supportersCopy.anonymous,
        message: tip.message,
        hidden: tip.hiddenAt !== null,
        reports: reportRows
          .filter((r) => r.tipId === id)
          .map((r) => ({
            id: r.id,
            reason: r.reason,
            details: r.details,
            reporter: r.email ? displayName(r) : null,
            at: r.at.toISOString(),
          })),
      },
    ];
  });
  return toPage(items, total, current, SUPPORTERS_PAGE_SIZE);
}

/** A moderator or admin dismisses the open reports on a message: it stays as it is. */
export async function dismissTipReports({
  tipId,
  actor,
}: {
  tipId: string;
  actor: Actor;
}): Promise<void> {
  if (!can(actor.role, "moderation:review")) throw new AppError("forbidden");
  const db = await getDb();
  await db
    .update(reports)
    .set({ status: "dismissed", resolvedBy: actor.id, updatedAt: new Date() })
    .where(and(eq(reports.tipId, tipId), eq(reports.status, "open")));
}
