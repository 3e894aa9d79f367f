import { eq } from "drizzle-orm";
import { payouts, profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import type { Db } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { applyVerified } from "./payout-outcome.server";
import { payoutActionErrors, payoutOtpRefused } from "./payout-transfer-messages";
import { paystackConfig } from "./paystack-banks.server";
import { finalizeTransfer, verifyTransfer } from "./paystack-transfers.server";
import { settleAnswer } from "./send-payouts.server";

/** The admin's own check, shared by the payout actions: "payouts:manage". */
export async function assertPayoutManager(db: Db, actorId: string) {
  const [actor] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  if (!can(actor?.role, "payouts:manage")) throw new AppError("forbidden");
}

const OTP = /^\d{4,10}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * With OTP on (Paystack Dashboard → Transfers), a transfer waits (processing, provider
 * status "otp") until an admin types the OTP Paystack sent the business owner. The
 * answer moves the payout as any other; a refused OTP changes nothing, unless Paystack
 * has given up on the transfer (abandoned after 30 minutes), which verify then records.
 */
export async function finalizePayoutOtp({
  db,
  actorId,
  payoutId,
  otp,
}: {
  db: Db;
  actorId: string;
  payoutId: string;
  otp: string;
}) {
  await assertPayoutManager(db, actorId);
  if (!UUID.test(payoutId)) throw new AppError("notFound");
  const config = paystackConfig();
  if (!config) throw new AppError("validation", { message: payoutActionErrors.offline });
  const code = otp.trim();
  if (!OTP.test(code))
    throw new AppError("validation", {
      message: payoutActionErrors.otpFormat,
      fieldErrors: { otp: [payoutActionErrors.otpFormat.message] },
    });
  const [payout] = await db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!payout) throw new AppError("notFound");
  if (payout.status !== "processing" || payout.providerStatus !== "otp" || !payout.transferCode)
    throw new AppError("validation", { message: payoutActionErrors.notWaitingForOtp });

  const answer = await finalizeTransfer(config, { transferCode: payout.transferCode, otp: code });
  getLogger().info(
    { audit: "payout.finalize_otp", actorId, payoutId, answer: answer.kind },
    "payout OTP sent to Paystack",
  );
  if (answer.kind === "accepted") {
    await settleAnswer(db, config, payout, answer, "finalize");
    return { status: answer.status };
  }
  if (answer.kind === "unknown")
    throw new AppError("network", { message: payoutActionErrors.paystackUnreachable });
  // Refused: a wrong OTP, or a transfer no longer waiting for one (abandoned). Paystack's
  // own record says which.
  const found = await verifyTransfer(config, payout.reference);
  if (found.kind === "found" && found.status !== "otp") {
    await applyVerified(db, payout.reference, found);
  }
  const refused = payoutOtpRefused(answer.message);
  throw new AppError("validation", { message: refused, fieldErrors: { otp: [refused.message] } });
}
