import { eq } from "drizzle-orm";
import { orderGroups, orders, vendorProfiles } from "~/db/schema";
import { authorize, canAny } from "~/features/accounts/permissions";
import type { Role } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import type { Tx } from "~/lib/db/client.server";
import { isOwnPurchase } from "~/lib/own-purchases.server";
import { isUuid } from "~/lib/uuid";
import { tokenMatches } from "~/lib/secret-token.server";
import { OrderTransitionError, assertOrderTransition, type OrderStatus } from "./order-status";
import { ORDER_STATUS_LABELS } from "./order-messages";
import type { Message } from "~/lib/messages";

/**
 * Who acts on an order: a signed-in person (null for a guest) and, for a guest, the
 * order group's access token from the e-mailed link (the guest's only credential).
 */
export type OrderActor = {
  user: { id: string; role: Role } | null;
  accessToken?: string | null;
};

export type OrderRow = typeof orders.$inferSelect;
export type OrderGroupRow = typeof orderGroups.$inferSelect;

/** What the actor is to this order; decided on the server under the order's lock. */
export type OrderRelation = {
  /** Its buyer: signed in as them, with their verified e-mail, or holding the group's link. */
  buyer: boolean;
  /** The owner of the store it was bought from. */
  seller: boolean;
  /** An admin (orders:fulfil on any order). */
  admin: boolean;
};

export { tokenMatches };

/**
 * Locks a vendor order (FOR UPDATE) for a status change and says what the actor is to
 * it. An order the actor has nothing to do with answers 404 (its existence is not
 * told); callers refuse a relation that may not do their action with 403.
 */
export async function lockOrderFor(
  tx: Tx,
  { orderId, actor }: { orderId: string; actor: OrderActor },
): Promise<{
  order: OrderRow;
  group: OrderGroupRow | null;
  storeName: string;
  relation: OrderRelation;
}> {
  if (!isUuid(orderId)) throw new AppError("notFound");
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw new AppError("notFound");
  const [store] = await tx
    .select({ userId: vendorProfiles.userId, storeName: vendorProfiles.storeName })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, order.vendorId));
  const group = order.groupId
    ? ((await tx.select().from(orderGroups).where(eq(orderGroups.id, order.groupId)))[0] ?? null)
    : null;
  const user = actor.user;
  const admin = canAny(user?.role, "orders:fulfil");
  const seller =
    !!user &&
    !!store &&
    store.userId === user.id &&
    authorize(user, "orders:fulfil", { ownerId: store.userId });
  let buyer = !!group && tokenMatches(actor.accessToken, group.accessToken);
  if (!buyer && user)
    buyer = await isOwnPurchase(tx, {
      userId: user.id,
      buyerId: order.buyerId,
      buyerEmail: order.buyerEmail,
    });
  if (!buyer && !seller && !admin) throw new AppError("notFound");
  return { order, group, storeName: store?.storeName ?? "", relation: { buyer, seller, admin } };
}

/**
 * The transition table's verdict as a user error: the move is checked with
 * assertOrderTransition and refused with the action's own words.
 */
export function assertMove(
  from: OrderStatus,
  to: OrderStatus,
  refusal: (status: string) => Message,
) {
  try {
    assertOrderTransition(from, to);
  } catch (error) {
    if (!(error instanceof OrderTransitionError)) throw error;
    throw new AppError("validation", { message: refusal(ORDER_STATUS_LABELS[from]) });
  }
}
