import { and, eq } from "drizzle-orm";
import { content, profiles, tips } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { createPayment, type CreatedPayment } from "~/features/payments/checkout.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { formatNaira } from "~/lib/money";
import { tipLineDescription, tipPurpose, tipToasts } from "./messages";
import type { TipInput } from "./tip-schema";
import { isPayable } from "./tip-rules";

/** What decides whether a person may be paid, with what a tip shows of them. */
export const payeeColumns = {
  id: profiles.id,
  role: profiles.role,
  fullName: profiles.fullName,
  username: profiles.username,
  email: profiles.email,
  supportEnabled: profiles.supportEnabled,
  profileHidden: profiles.profileHidden,
  suspendedAt: profiles.suspendedAt,
};

/** The person a tip would pay; `lock` share-locks their row (a suspension waits). */
export async function payee(tx: Tx, creatorId: string, lock = false) {
  const query = tx.select(payeeColumns).from(profiles).where(eq(profiles.id, creatorId));
  const [row] = await (lock ? query.for("share") : query);
  return row ?? null;
}

/**
 * A signed-in fan supports a creator (issue 35, ADR 072). The creator must be payable
 * now (a role that sells, support on, page shown, not suspended) and not the fan; the
 * tips row (what the fan chose to show) is written, then one payment through the one
 * checkout: one line to the creator in the donations fee category, so the platform's
 * donation fee comes out of the creator's share. Its line names the supporter ("Support
 * from Ada") and the tip, for the creator's earnings and statement.
 */
export async function startTip(
  input: TipInput & {
    creatorId: string;
    fan: { id: string; email: string };
    origin: string;
  },
): Promise<CreatedPayment> {
  if (input.fan.id === input.creatorId) {
    throw new AppError("validation", { message: tipToasts.self });
  }
  const db = await getDb();
  const { tip, creator } = await db.transaction(async (tx) => {
    const creator = await payee(tx, input.creatorId);
    if (!creator || !isPayable(creator)) {
      throw new AppError("validation", { message: tipToasts.notPayable });
    }
    // Only the creator's own content counts as where the support came from.
    let contentId: string | null = null;
    if (input.contentId) {
      const [own] = await tx
        .select({ id: content.id })
        .from(content)
        .where(and(eq(content.id, input.contentId), eq(content.creatorId, creator.id)));
      contentId = own?.id ?? null;
    }
    const [tip] = await tx
      .insert(tips)
      .values({
        creatorId: creator.id,
        fanUserId: input.fan.id,
        contentId,
        displayName: input.displayName,
        message: input.message,
        messagePublic: input.messagePublic,
      })
      .returning({ id: tips.id });
    return { tip: tip!, creator };
  });
  const name = displayName(creator);
  return createPayment({
    transactionType: "tip",
    orderId: tip.id,
    userId: input.fan.id,
    email: input.fan.email,
    lines: [
      {
        payeeUserId: creator.id,
        amount: input.amount,
        feeCategory: "donations",
        description: tipLineDescription(input.displayName),
        purchaseId: tip.id,
      },
    ],
    provider: input.method,
    purpose: tipPurpose(name),
    returnPath: creator.username ? `/support/${creator.username}` : "/",
    metadata: { amount_display: formatNaira(input.amount) },
    origin: input.origin,
  });
}
