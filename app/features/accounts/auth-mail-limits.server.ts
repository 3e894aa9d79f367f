import { and, count, eq, gte, sql } from "drizzle-orm";
import { outgoingMail } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { takeRateLimit, type RateLimit } from "~/lib/rate-limit.server";

/**
 * Throttles on the e-mails anyone can make us send (verification, password reset,
 * the account-locked notice).
 *
 * - Per address: counted from the mails we actually stored for it (`outgoing_mail`
 *   records every mail, SMTP or not), so the limit holds across processes and restarts
 *   and stops someone mail-bombing one inbox from many client addresses. Callers skip
 *   the send silently when it is reached: answering differently would tell whether the
 *   address has an account.
 * - Per client address: the same database-backed fixed window (`rate-limit.server.ts`)
 *   our other per-client limits use; reaching it is answered with the rate-limited message,
 *   whatever address was typed.
 */
export const AUTH_MAIL_LIMITS = {
  perAddress: { limit: 3, windowMinutes: 15 },
  // Generous: many Nigerian mobile users share one carrier-grade NAT address.
  perClient: { limit: 30, windowMs: 15 * 60 * 1000 } satisfies RateLimit,
} as const;

export type AuthMailTemplate = "verify_email" | "password_reset" | "account_locked";

/** Whether another `template` mail may go to `email` now. */
export async function addressMayReceive(email: string, template: AuthMailTemplate) {
  const db = await getDb();
  const since = sql`now() - make_interval(mins => ${AUTH_MAIL_LIMITS.perAddress.windowMinutes})`;
  const [row] = await db
    .select({ n: count() })
    .from(outgoingMail)
    .where(
      and(
        eq(outgoingMail.to, email.toLowerCase()),
        eq(outgoingMail.template, template),
        gte(outgoingMail.createdAt, since),
      ),
    );
  return (row?.n ?? 0) < AUTH_MAIL_LIMITS.perAddress.limit;
}

/** Counts one e-mail-sending request from this client; false once it asked too often. */
export async function takeClientMailAllowance(ip: string | null) {
  // No address known (a test or an odd socket): nothing to key the limit on.
  if (!ip) return true;
  return takeRateLimit(`auth-mail:${ip}`, AUTH_MAIL_LIMITS.perClient);
}
