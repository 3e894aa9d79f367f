import { eq, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { users } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";

/*
 * Whose purchase a row is (docs/decisions/055-payer-receipts.md): the person's when it
 * was made signed in as them, and when it was made signed out with their e-mail address
 * once they have verified it (a guest checkout, a stay booked before signing up): the
 * address the receipt or the booking's link was e-mailed to, now proven theirs. One rule
 * for payments (`payerWhere`), stays (their trips, the trip page and its actions) and
 * reviews (who may review what they bought). The account is read here every time, never
 * taken from the session's copy: a verification or an e-mail change counts at once.
 */

const normalised = (email: string) => email.trim().toLowerCase();

/** The person's e-mail address, normalised, when they have verified it; else null. */
export async function verifiedEmailOf(db: Db | Tx, userId: string): Promise<string | null> {
  const [me] = await db
    .select({ email: users.email, verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  return me?.verified ? normalised(me.email) : null;
}

/**
 * SQL: the rows that are the person's: `byId` is them, or `byEmail` is their verified
 * address in any case (`lower(column)`, the expression the e-mail indexes are on; the
 * addresses are stored trimmed).
 */
export async function ownPurchasesWhere(
  db: Db | Tx,
  o: { userId: string; byId: AnyColumn; byEmail: AnyColumn },
): Promise<SQL> {
  const mine = eq(o.byId, o.userId);
  const email = await verifiedEmailOf(db, o.userId);
  if (!email) return mine;
  return or(mine, sql`lower(${o.byEmail}) = ${email}`)!;
}

/** The same rule for one purchase already read: made by `userId`, or with their verified e-mail. */
export async function isOwnPurchase(
  db: Db | Tx,
  o: { userId: string; buyerId: string | null; buyerEmail: string },
): Promise<boolean> {
  if (o.buyerId === o.userId) return true;
  const email = await verifiedEmailOf(db, o.userId);
  return !!email && normalised(o.buyerEmail) === email;
}
