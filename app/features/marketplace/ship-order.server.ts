import { eq } from "drizzle-orm";
import { orders } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { setPurchaseRelease } from "~/features/payments/release-dates.server";
import { assertMove, lockOrderFor, type OrderActor } from "./order-access.server";
import { orderRefusals, orderFieldTexts } from "./order-messages";
import { announceOrderChange } from "./order-notify.server";

/**
 * The seller (the store's owner) or an admin marks a paid delivery order shipped
 * (paid → shipped) with its carrier and, if any, tracking number; the buyer is
 * e-mailed and, when signed in, notified, in the same transaction. Pickup and digital
 * orders do not ship (handed over / downloaded).
 */
export async function shipOrder({
  orderId,
  actor,
  carrier,
  trackingNumber = null,
  now = new Date(),
}: {
  orderId: string;
  actor: OrderActor;
  carrier: string;
  trackingNumber?: string | null;
  now?: Date;
}) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { order, group, storeName, relation } = await lockOrderFor(tx, { orderId, actor });
    if (!relation.seller && !relation.admin) throw new AppError("forbidden");
    assertMove(order.status, "shipped", orderRefusals.cannotShip);
    if (order.deliveryMethod !== "delivery")
      throw new AppError("validation", { message: orderRefusals.notShippable });
    const name = carrier.trim();
    if (!name)
      throw new AppError("validation", {
        fieldErrors: { carrier: [orderFieldTexts.carrierRequired] },
      });
    const [shipped] = await tx
      .update(orders)
      .set({
        status: "shipped",
        carrier: name,
        trackingNumber: trackingNumber?.trim() || null,
        shippedAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    // The vendor's takings wait for the parcel: shipped, they are due some days later
    // even if the buyer never confirms (ADR 071).
    await setPurchaseRelease({
      tx,
      purchaseIds: [order.id],
      event: { kind: "shipped", at: now },
      now,
    });
    await announceOrderChange(tx, { order: shipped!, group, storeName, change: "shipped" });
    return shipped!;
  });
}
