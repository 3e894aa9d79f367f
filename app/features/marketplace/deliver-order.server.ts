import { eq } from "drizzle-orm";
import { orders } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { setPurchaseRelease } from "~/features/payments/release-dates.server";
import { assertMove, lockOrderFor, tokenMatches, type OrderActor } from "./order-access.server";
import { orderRefusals } from "./order-messages";
import { announceOrderChange } from "./order-notify.server";

const normaliseCode = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/**
 * An order reaches its buyer (→ delivered), checked under the order's lock:
 * - its buyer (signed in, or holding the group's link) confirms a shipped order;
 * - the seller or an admin marks a shipped order delivered, or a digital one;
 * - a pickup order is handed over (paid → delivered) by the seller or an admin only
 *   against its collection code: a wrong code changes nothing and says so.
 * The buyer is e-mailed and, when signed in, notified in the same transaction.
 */
export async function deliverOrder({
  orderId,
  actor,
  collectionCode = null,
  now = new Date(),
}: {
  orderId: string;
  actor: OrderActor;
  collectionCode?: string | null;
  now?: Date;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { order, group, storeName, relation } = await lockOrderFor(tx, { orderId, actor });
    const staff = relation.seller || relation.admin;
    assertMove(order.status, "delivered", orderRefusals.cannotDeliver);
    if (order.deliveryMethod === "pickup") {
      // Handed over at the pickup point: the seller checks the code the buyer shows.
      if (!staff) throw new AppError("forbidden");
      if (!collectionCode?.trim())
        throw new AppError("validation", {
          message: orderRefusals.codeRequired,
          fieldErrors: { collectionCode: [orderRefusals.codeRequired.message] },
        });
      if (
        !order.collectionCode ||
        !tokenMatches(normaliseCode(collectionCode), normaliseCode(order.collectionCode))
      )
        throw new AppError("validation", {
          message: orderRefusals.wrongCollectionCode,
          fieldErrors: { collectionCode: [orderRefusals.wrongCollectionCode.message] },
        });
    } else if (order.deliveryMethod === "delivery" && order.status !== "shipped") {
      throw new AppError("validation", {
        message:
          relation.buyer && !staff ? orderRefusals.buyerConfirmsShipped : orderRefusals.shipFirst,
      });
    } else if (order.deliveryMethod === "digital" && !staff) {
      // A digital order is delivered by its first download, or by the seller.
      throw new AppError("forbidden");
    } else if (!staff && !relation.buyer) {
      throw new AppError("forbidden");
    }
    const [delivered] = await tx
      .update(orders)
      .set({ status: "delivered", deliveredAt: now, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    // The buyer has it (confirmed, marked or collected): the vendor's takings are due
    // after the delivery rule's days, not the shipment's (ADR 071).
    await setPurchaseRelease({
      tx,
      purchaseIds: [order.id],
      event: { kind: "delivered", at: now },
      now,
    });
    await announceOrderChange(tx, { order: delivered!, group, storeName, change: "delivered" });
    return delivered!;
  });
}
