import { and, eq } from "drizzle-orm";
import { ledgerEntries, payoutAccounts, payouts, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { notifyUsers } from "~/features/notifications/notifications.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { formatNaira } from "~/lib/money";
import { publicBaseUrl } from "~/lib/public-url.server";
import {
  payoutFailedMail,
  payoutPaidMail,
  payoutQueuedMail,
  payoutReversedAdminMail,
  payoutReversedMail,
} from "./payout-mails";
import type { PayoutStatus } from "./payout-status";
import { payoutStatusFor, payoutSteps } from "./payout-transfer-status";
import {
  ACCOUNT_PROBLEM,
  ADMIN_PAYOUTS_PAGE,
  DEFAULT_FAILURE,
  PAYOUTS_PAGE,
  payoutNextStep,
  payoutNotices,
} from "./payout-transfer-messages";

/**
 * What Paystack said about one of our transfers, however we heard it: the answer to
 * POST /transfer (or bulk, or finalize), a transfer.* webhook, or GET /transfer/verify.
 * All of them go through applyTransferOutcome, so each path moves a payout the same way.
 */
export interface TransferReport {
  reference: string;
  /** Paystack's transfer status (success, pending, otp, failed, reversed, …). */
  status: string;
  transferCode?: string | null;
  failure?: string | null;
  /** Kobo, when the report carries the amount (webhooks, verify): must be the payout's. */
  amountKobo?: number | null;
  source: "send" | "webhook" | "verify" | "finalize";
}

export type OutcomeResult = "applied" | "unchanged" | "unknown_reference" | "mismatch";

/**
 * Moves the payout named by `report.reference` by the transition table, once: the row
 * is locked, a status it already has (or has moved past) changes nothing, and the
 * ledger's unique index allows one payout_return per payout. Paid, failed and reversed
 * tell the seller (notice and e-mail); a reversal of a paid payout alerts every admin.
 */
export async function applyTransferOutcome(
  db: Db | Tx,
  report: TransferReport,
): Promise<OutcomeResult> {
  const log = getLogger();
  const outcome = await db.transaction(async (tx) => {
    const [payout] = await tx
      .select()
      .from(payouts)
      .where(eq(payouts.reference, report.reference))
      .for("update");
    if (!payout) return { result: "unknown_reference" as const };
    if (report.amountKobo != null && report.amountKobo !== payout.amount * 100) {
      log.error(
        { reference: report.reference, amountKobo: report.amountKobo, amount: payout.amount },
        "paystack transfer amount differs from the payout's: nothing changed",
      );
      return { result: "mismatch" as const };
    }
    const target = payoutStatusFor(report.status);
    const from = payout.status;
    const now = new Date();
    const transferCode = report.transferCode ?? payout.transferCode;
    if (!target) {
      log.warn({ reference: report.reference, status: report.status }, "unknown transfer status");
      return { result: "unchanged" as const };
    }
    if (target === from) {
      // Still on its way: keep Paystack's latest word (otp → pending after finalize).
      if (
        from === "processing" &&
        (payout.providerStatus !== report.status || payout.transferCode !== transferCode)
      ) {
        await tx
          .update(payouts)
          .set({ providerStatus: report.status, transferCode, lastError: null, updatedAt: now })
          .where(and(eq(payouts.id, payout.id), eq(payouts.status, from)));
      }
      return { result: "unchanged" as const };
    }
    const steps = payoutSteps(from, target);
    if (!steps) {
      // Late or out of order (a pending answer after the success webhook): the later
      // word already moved it; nothing moves back.
      log.info(
        { reference: report.reference, from, status: report.status, source: report.source },
        "transfer report after the payout moved on: ignored",
      );
      return { result: "unchanged" as const };
    }
    const returned = target === "failed" || target === "reversed";
    const why = report.failure?.trim() || DEFAULT_FAILURE;
    const [moved] = await tx
      .update(payouts)
      .set({
        status: target,
        providerStatus: report.status,
        transferCode,
        lastError: null,
        ...(target === "paid" ? { settledAt: now } : {}),
        ...(returned ? { failureReason: why } : {}),
        updatedAt: now,
      })
      .where(and(eq(payouts.id, payout.id), eq(payouts.status, from)))
      .returning({ id: payouts.id });
    if (!moved) return { result: "unchanged" as const };
    if (returned) {
      // The amount goes back to available at once (ledger_entries_payout_idx: once).
      await tx
        .insert(ledgerEntries)
        .values({
          payoutId: payout.id,
          userId: payout.userId,
          entryType: "payout_return",
          amount: payout.amount,
          availableAt: now,
          description: `Payout ${payout.reference} ${target}: ${why}`,
        })
        .onConflictDoNothing();
    }
    await tellPayoutMoved(tx, {
      payout: { ...payout, transferCode },
      from,
      to: target,
      why,
    });
    return { result: "applied" as const, from, to: target };
  });
  if (outcome.result === "applied") {
    log.info(
      {
        audit: "payout.transfer",
        reference: report.reference,
        from: outcome.from,
        to: outcome.to,
        source: report.source,
      },
      "payout moved by paystack",
    );
  }
  return outcome.result;
}

/**
 * Tells the seller (notice and e-mail) where their payout now is: made (queued), paid,
 * failed or reversed; a paid payout reversed also alerts every admin. In the
 * transaction that moved it, so the words go out if and only if the change commits.
 */
export async function tellPayoutMoved(
  tx: Tx,
  input: {
    payout: typeof payouts.$inferSelect;
    from: PayoutStatus | null;
    to: PayoutStatus;
    why?: string;
  },
) {
  const { payout, from, to } = input;
  const why = input.why ?? DEFAULT_FAILURE;
  if (to === "processing") return;
  const [seller] = await tx
    .select({
      email: profiles.email,
      fullName: profiles.fullName,
      username: profiles.username,
    })
    .from(profiles)
    .where(eq(profiles.id, payout.userId));
  if (!seller) return;
  const [account] = payout.payoutAccountId
    ? await tx
        .select({ bankName: payoutAccounts.bankName, accountNumber: payoutAccounts.accountNumber })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.id, payout.payoutAccountId))
    : [];
  const amount = formatNaira(payout.amount);
  const mail = {
    origin: publicBaseUrl(),
    amount: payout.amount,
    reference: payout.reference,
    account: account ? `${account.bankName} ••••${account.accountNumber.slice(-4)}` : "—",
  };
  const data = { href: PAYOUTS_PAGE, reference: payout.reference };
  if (to === "queued") {
    await notifyUsers(tx, [
      {
        userId: payout.userId,
        type: "payments.payout_queued",
        ...payoutNotices.queued(amount),
        data,
      },
    ]);
    await sendMail({ to: seller.email, ...payoutQueuedMail.render(mail) }, tx);
    return;
  }
  if (to === "paid") {
    await notifyUsers(tx, [
      { userId: payout.userId, type: "payments.payout_paid", ...payoutNotices.paid(amount), data },
    ]);
    await sendMail({ to: seller.email, ...payoutPaidMail.render(mail) }, tx);
    return;
  }
  const nextStep = ACCOUNT_PROBLEM.test(why)
    ? payoutNextStep.changeAccount
    : payoutNextStep.waitOrChange;
  const notice =
    to === "failed" ? payoutNotices.failed(amount, why) : payoutNotices.reversed(amount, why);
  await notifyUsers(tx, [
    {
      userId: payout.userId,
      type: to === "failed" ? "payments.payout_failed" : "payments.payout_reversed",
      title: notice.title,
      message: `${notice.message} ${nextStep}`,
      data,
    },
  ]);
  const template = to === "failed" ? payoutFailedMail : payoutReversedMail;
  await sendMail({ to: seller.email, ...template.render({ ...mail, why, nextStep }) }, tx);

  if (to === "reversed" && from === "paid") {
    // Money we counted as gone came back: every admin hears of it (notice and e-mail).
    const admins = await tx
      .select({ id: profiles.id, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.role, "admin"));
    const sellerLabel = `${displayName(seller)} (${seller.email})`;
    await notifyUsers(
      tx,
      admins.map((a) => ({
        userId: a.id,
        type: "payments.payout_reversed_admin",
        ...payoutNotices.adminReversed(amount, sellerLabel),
        data: { href: ADMIN_PAYOUTS_PAGE, reference: payout.reference },
      })),
    );
    for (const admin of admins) {
      await sendMail(
        {
          to: admin.email,
          ...payoutReversedAdminMail.render({
            origin: mail.origin,
            amount: payout.amount,
            reference: payout.reference,
            seller: sellerLabel,
            why,
          }),
        },
        tx,
      );
    }
  }
}

/** GET /transfer/verify's answer for our reference, applied like any other report. */
export function applyVerified(
  db: Db | Tx,
  reference: string,
  found: {
    status: string;
    transferCode: string | null;
    failure: string | null;
    amountKobo: number | null;
  },
) {
  return applyTransferOutcome(db, {
    reference,
    status: found.status,
    transferCode: found.transferCode,
    failure: found.failure,
    amountKobo: found.amountKobo,
    source: "verify",
  });
}
