import { eq } from "drizzle-orm";
import { paymentLines, paymentTransactions } from "~/db/schema";
import type { Tx } from "~/lib/db/client.server";

/** The payment row under FOR UPDATE: concurrent confirmations and refunds of it queue here. */
export async function lockPayment(tx: Tx, reference: string) {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.paymentReference, reference))
    .for("update");
  return row ?? null;
}

/** A payment's lines in their order (read under the payment's lock). */
export function linesOf(tx: Tx, transactionId: string) {
  return tx
    .select()
    .from(paymentLines)
    .where(eq(paymentLines.transactionId, transactionId))
    .orderBy(paymentLines.position);
}
