import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  cartItems,
  orderGroups,
  orderItems,
  orders,
  pickupPoints,
  products,
  productVariants,
  users,
  vendorProfiles,
} from "~/db/schema";
import type {
  Fulfilment,
  PaymentTransaction,
  ReleaseEvent,
  UnfulfillableLine,
  UnfulfillableReason,
} from "~/features/payments/fulfilment";
import { notifyUsers } from "~/features/notifications/notifications.server";
import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { orderMailCopy as c } from "./checkout-messages";
import { downloadLinkFor } from "./download-link.server";
import { orderPaidVendorMail, orderPlacedMail } from "./order-mails";
import { assertOrderTransition, canOrderMove } from "./order-status";
import {
  heldUnits,
  holdLive,
  lockVariants,
  releaseHolds,
  releaseOrderGroup,
  restockOrder,
} from "./stock-holds.server";

type Order = typeof orders.$inferSelect;
type Group = typeof orderGroups.$inferSelect;

const UNFULFILLABLE: Partial<Record<UnfulfillableReason, string>> = c.unfulfillable;

/**
 * Takes one vendor order's units from stock and marks it paid, or answers that the
 * stock is not there (nothing written then). `stock` is what the locked variants have
 * now (this payment's earlier orders already taken); `heldByOthers` what other
 * checkouts' live holds keep of it. The UPDATE is guarded too: stock never goes below 0.
 */
async function takeStock(
  tx: Tx,
  items: Array<typeof orderItems.$inferSelect>,
  stock: Map<string, number>,
  heldByOthers: Map<string, number>,
) {
  const wanted = new Map<string, number>();
  for (const i of items) {
    if (i.variantId) wanted.set(i.variantId, (wanted.get(i.variantId) ?? 0) + i.quantity);
  }
  for (const [id, q] of wanted) {
    if ((stock.get(id) ?? 0) - (heldByOthers.get(id) ?? 0) < q) return false;
  }
  for (const [id, q] of wanted) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${q}`, updatedAt: new Date() })
      .where(and(eq(productVariants.id, id), sql`${productVariants.stock} >= ${q}`))
      .returning({ id: productVariants.id });
    if (!taken.length) throw new Error(`stock of variant ${id} changed under its lock`);
    stock.set(id, stock.get(id)! - q);
  }
  return true;
}

/**
 * The buyer's mail's download links for the order's digital items, made as it is sent
 * (15 minutes), with each product's download limit; the mail also gives the order page,
 * where a fresh link is made each time.
 */
async function mailDownloads(tx: Tx, items: Array<typeof orderItems.$inferSelect>, now: Date) {
  const digital = items.filter((i) => i.isDigital);
  if (!digital.length) return [];
  const ids = digital.map((i) => i.productId).filter((id): id is string => id !== null);
  const limits = new Map(
    ids.length
      ? (
          await tx
            .select({ id: products.id, limit: products.downloadLimit })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, p.limit])
      : [],
  );
  // An item whose product is gone has no file to give.
  return digital.flatMap((i) => {
    const limit = i.productId ? limits.get(i.productId) : undefined;
    return limit === undefined
      ? []
      : [{ title: i.title, limit, path: downloadLinkFor({ orderItemId: i.id, now }) }];
  });
}

/** The buyer's and the vendor's mails and notices for a paid vendor order (queued in `tx`). */
async function tellPaid(
  tx: Tx,
  o: {
    group: Group;
    order: Order;
    items: Array<typeof orderItems.$inferSelect>;
    txn: PaymentTransaction;
    now: Date;
  },
) {
  const { group, order, items, now } = o;
  const [vendor] = await tx
    .select({ userId: vendorProfiles.userId, storeName: vendorProfiles.storeName })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, order.vendorId));
  const [point] = order.pickupPointId
    ? await tx.select().from(pickupPoints).where(eq(pickupPoints.id, order.pickupPointId))
    : [];
  const delivery =
    order.deliveryMethod === "pickup"
      ? c.delivery.pickup(
          point ? `${point.name}, ${point.address}, ${point.city}` : "the store's pickup point",
          order.collectionCode ?? "",
        )
      : order.deliveryMethod === "digital"
        ? c.delivery.digital
        : c.delivery.delivery(
            [order.shippingAddress, order.shippingCity, order.shippingState]
              .filter(Boolean)
              .join(", "),
          );
  const data = {
    origin: publicBaseUrl(),
    accessToken: group.accessToken,
    buyerName: group.buyerName,
    orderNumber: order.orderNumber,
    store: vendor?.storeName ?? "",
    items: items.map((i) => ({
      title: i.title,
      optionLabel: i.optionLabel,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
    })),
    delivery,
    deliveryMethod: order.deliveryMethod,
    deliveryFee: order.deliveryFee,
    total: order.total,
    downloads: await mailDownloads(tx, items, now),
    reference: o.txn.paymentReference,
  };
  await sendMail({ to: group.buyerEmail, ...orderPlacedMail.render(data) }, tx);
  if (vendor) {
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, vendor.userId));
    if (owner?.email) await sendMail({ to: owner.email, ...orderPaidVendorMail.render(data) }, tx);
  }
  await notifyUsers(tx, [
    ...(vendor
      ? [
          {
            userId: vendor.userId,
            type: "marketplace.order_paid",
            title: c.vendorNoticeTitle,
            message: c.vendorNotice(order.orderNumber, order.total),
            data: { href: "/dashboard/sales" },
          },
        ]
      : []),
    ...(order.buyerId
      ? [
          {
            userId: order.buyerId,
            type: "marketplace.order_placed",
            title: c.buyerNoticeTitle,
            message: c.buyerNotice(order.orderNumber, vendor?.storeName ?? ""),
            data: { href: `/orders/${group.accessToken}` },
          },
        ]
      : []),
  ]);
}

/** Takes the bought units out of the cart the checkout came from (kept in the payment's metadata). */
async function clearBought(tx: Tx, txn: PaymentTransaction, bought: Map<string, number>) {
  const cartId = txn.metadata.cartId as string | undefined;
  if (!cartId || !bought.size) return;
  for (const [variantId, q] of bought) {
    const where = and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId));
    await tx.delete(cartItems).where(and(where, sql`${cartItems.quantity} <= ${q}`));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${q}` })
      .where(and(where, sql`${cartItems.quantity} > ${q}`));
  }
}

/**
 * Marketplace orders and the purchase contract (docs/decisions/014-purchase-contract.md,
 * 060-marketplace-checkout.md). One payment pays an order group: one line per vendor
 * order. fulfil takes each vendor order's stock (a payment landing after its hold
 * expired is filled when the stock is still there) and answers the vendors it could
 * not fill as unfulfillable lines, refunded alone; release ends an unpaid checkout;
 * refunded records a line's refund on its order and restocks a paid-not-shipped one.
 */
export const orderFulfilment: Fulfilment = {
  ledgerEntry: "sale",
  // Each vendor order's "Order placed" mail carries what was paid and the reference.
  receiptMail: "own",

  // A vendor's takings wait for the buyer to have the goods: a digital order has them at
  // once (its download links); a parcel's date comes when it ships or is delivered.
  async releaseEvents({ tx, lines, now }) {
    const ids = lines.flatMap((l) => (l.purchaseId ? [l.purchaseId] : []));
    if (!ids.length) return new Map();
    const rows = await tx
      .select({
        id: orders.id,
        deliveryMethod: orders.deliveryMethod,
        shippedAt: orders.shippedAt,
        deliveredAt: orders.deliveredAt,
      })
      .from(orders)
      .where(inArray(orders.id, ids));
    const events = new Map<string, ReleaseEvent>();
    for (const line of lines) {
      const order = rows.find((o) => o.id === line.purchaseId);
      if (!order) continue;
      events.set(
        line.id,
        order.deliveredAt
          ? { kind: "delivered", at: order.deliveredAt }
          : order.deliveryMethod === "digital"
            ? { kind: "delivered", at: now }
            : order.shippedAt
              ? { kind: "shipped", at: order.shippedAt }
              : { kind: "unknown" },
      );
    }
    return events;
  },

  async fulfil({ tx, txn, lines }) {
    if (!txn.orderId) return { kind: "unfulfillable", reason: "hold_expired" };
    const [group] = await tx
      .select()
      .from(orderGroups)
      .where(eq(orderGroups.id, txn.orderId))
      .for("update");
    if (!group) return { kind: "unfulfillable", reason: "hold_expired" };
    const live = await holdLive(tx, group.id);
    const groupOrders = await tx
      .select()
      .from(orders)
      .where(eq(orders.groupId, group.id))
      .orderBy(asc(orders.id))
      .for("update");
    const items = groupOrders.length
      ? await tx
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              groupOrders.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderItems.id))
      : [];
    const variantIds = [...new Set(items.flatMap((i) => (i.variantId ? [i.variantId] : [])))];
    const stock = await lockVariants(tx, variantIds);
    const heldByOthers = await heldUnits(tx, variantIds, { type: "order", id: group.id });
    const reason: UnfulfillableReason = live ? "out_of_stock" : "hold_expired";
    const now = new Date();
    const skipped: UnfulfillableLine[] = [];
    const bought = new Map<string, number>();
    for (const order of groupOrders) {
      const line = lines.find((l) => l.purchaseId === order.id);
      if (!line) continue;
      const mine = items.filter((i) => i.orderId === order.id);
      // Already paid (by another payment of the same group): nothing to sell twice.
      if (!canOrderMove(order.status, "paid")) {
        skipped.push({ lineId: line.id, reason });
        continue;
      }
      // Cancelled on purpose by a person (not ended by the system when its payment
      // failed or expired): a late success does not bring it back; its line is refunded.
      if (order.status === "cancelled" && order.cancelledBy && order.cancelledBy !== "system") {
        skipped.push({ lineId: line.id, reason: "order_cancelled" });
        await tx
          .update(orders)
          .set({ paymentStatus: "paid", paymentTransactionId: txn.id, updatedAt: now })
          .where(eq(orders.id, order.id));
        continue;
      }
      if (!(await takeStock(tx, mine, stock, heldByOthers))) {
        // Out of stock: this vendor's order ends (its line is refunded), the others stand.
        skipped.push({ lineId: line.id, reason });
        if (order.status !== "cancelled") assertOrderTransition(order.status, "cancelled");
        await tx
          .update(orders)
          .set({
            status: "cancelled",
            paymentStatus: "paid",
            cancelledBy: "system",
            cancelReason: UNFULFILLABLE[reason] ?? reason,
            cancelledAt: now,
            paymentTransactionId: txn.id,
            updatedAt: now,
          })
          .where(eq(orders.id, order.id));
        continue;
      }
      assertOrderTransition(order.status, "paid");
      const [paid] = await tx
        .update(orders)
        .set({
          status: "paid",
          paymentStatus: "paid",
          paidAt: now,
          platformFee: line.platformFee,
          paymentTransactionId: txn.id,
          cancelledBy: null,
          cancelReason: null,
          cancelledAt: null,
          updatedAt: now,
        })
        .where(eq(orders.id, order.id))
        .returning();
      for (const i of mine) {
        if (i.variantId) bought.set(i.variantId, (bought.get(i.variantId) ?? 0) + i.quantity);
      }
      await tellPaid(tx, { group, order: paid!, items: mine, txn, now });
    }
    if (skipped.length === lines.length)
      return { kind: "unfulfillable", reason: skipped[0]?.reason ?? reason };
    await releaseHolds(tx, group.id, now);
    if (group.paymentTransactionId !== txn.id) {
      await tx
        .update(orderGroups)
        .set({ paymentTransactionId: txn.id })
        .where(eq(orderGroups.id, group.id));
    }
    await clearBought(tx, txn, bought);
    return { kind: "fulfilled", unfulfillableLines: skipped };
  },

  async release({ tx, txn }) {
    if (!txn.orderId) return;
    const [group] = await tx
      .select({ id: orderGroups.id, paymentTransactionId: orderGroups.paymentTransactionId })
      .from(orderGroups)
      .where(eq(orderGroups.id, txn.orderId))
      .for("update");
    // An older payment of the group closing must not end what a newer one pays for.
    if (!group || (group.paymentTransactionId && group.paymentTransactionId !== txn.id)) return;
    await releaseOrderGroup(tx, {
      groupId: group.id,
      paymentStatus: txn.paymentStatus === "expired" ? "expired" : "failed",
    });
  },

  async refunded({ tx, refunded }) {
    const now = new Date();
    for (const { line } of refunded) {
      if (!line.purchaseId) continue;
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, line.purchaseId))
        .for("update");
      if (!order) continue;
      const whole = line.refundedAmount >= line.amount;
      const set: Partial<typeof orders.$inferInsert> = {
        paymentStatus: whole ? "refunded" : "partially_refunded",
        refundedAt: now,
        updatedAt: now,
      };
      // A whole line refunded: a paid, shipped or delivered order is refunded; only a
      // paid one (not shipped) gets its units back. A cancelled order's cancel restocked.
      if (whole && canOrderMove(order.status, "refunded")) {
        assertOrderTransition(order.status, "refunded");
        set.status = "refunded";
        if (order.status === "paid") await restockOrder(tx, order.id);
      }
      await tx.update(orders).set(set).where(eq(orders.id, order.id));
    }
  },

  // A payment none of whose orders could be filled: its orders were cancelled; the
  // money going back is their payment status (the same bookkeeping, nothing restocked).
  async undeliveredRefunded(ctx) {
    await orderFulfilment.refunded(ctx);
  },

  describeUnfulfillable: (reason) => UNFULFILLABLE[reason] ?? c.unfulfillable.out_of_stock,
};
