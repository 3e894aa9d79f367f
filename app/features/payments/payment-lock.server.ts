import { eq, type SQL } from "drizzle-orm";
import { paymentLines, paymentTransactions } from "~/db/schema";
import type { Tx } from "~/lib/db/client.server";

async function lockPaymentWhere(tx: Tx, where: SQL) {
  const [row] = await tx.select().from(paymentTransactions).where(where).for("update");
  return row ?? null;
}

/** The payment row under FOR UPDATE: concurrent confirmations and refunds of it queue here. */
export function lockPayment(tx: Tx, reference: string) {
  return lockPaymentWhere(tx, eq(paymentTransactions.paymentReference, reference));
}

/** The same lock, by the payment's id. */
export function lockPaymentById(tx: Tx, paymentId: string) {
  return lockPaymentWhere(tx, eq(paymentTransactions.id, paymentId));
}

/** A payment's lines in their order (read under the payment's lock). */
export function linesOf(tx: Tx, transactionId: string) {
  return tx
    .select()
    .from(paymentLines)
    .where(eq(paymentLines.transactionId, transactionId))
    .orderBy(paymentLines.position);
}
