import { and, eq, inArray } from "drizzle-orm";
import { payouts } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { paystackConfigured } from "./providers/config.server";
import { validPaystackSignature } from "./providers/paystack.server";
import { IN_FLIGHT } from "./payout-status";

export type ApprovalAnswer = { status: 200 | 400; body: Record<string, never> };

const approve: ApprovalAnswer = { status: 200, body: {} };
const reject: ApprovalAnswer = { status: 400, body: {} };

/**
 * The transfer-approval URL (Paystack Dashboard → Transfers → Approval): before queuing a
 * transfer, Paystack POSTs it here and goes on only on 200; 400 rejects it (and anything
 * else, or no answer, blocks it). We approve only our own payouts, still on their way,
 * for exactly their amount: a stolen secret key cannot move money elsewhere through us.
 *
 * Unverified against live (the docs' approval section gives no body or signature): the
 * transfer's fields are read at the top level or under `data`, as integrators do, with
 * the amount in kobo. Paystack's docs do not say the request is signed; a signature that
 * is present must be right (HMAC-SHA512 of the raw body with the secret key, as webhooks),
 * one that is absent is not required, since the reference-and-amount check decides.
 */
export async function decideTransferApproval(
  rawBody: string,
  signature: string | undefined,
): Promise<ApprovalAnswer> {
  const log = getLogger();
  if (!paystackConfigured()) return reject;
  if (signature !== undefined && !validPaystackSignature(rawBody, signature)) {
    log.warn("transfer approval refused: bad signature");
    return reject;
  }
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    return reject;
  }
  const fields =
    body.data && typeof body.data === "object" ? (body.data as Record<string, unknown>) : body;
  const reference = typeof fields.reference === "string" ? fields.reference : "";
  const amountKobo = Number(fields.amount);
  if (!reference || !Number.isInteger(amountKobo)) return reject;
  const db = await getDb();
  const [payout] = await db
    .select({ amount: payouts.amount, status: payouts.status })
    .from(payouts)
    .where(and(eq(payouts.reference, reference), inArray(payouts.status, [...IN_FLIGHT])));
  const approved = !!payout && payout.amount * 100 === amountKobo;
  log.info({ audit: "payout.approval", reference, amountKobo, approved }, "transfer approval");
  return approved ? approve : reject;
}
