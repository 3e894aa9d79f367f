import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { holds, orderItems, orders, productVariants } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import type { OrderPaymentStatus } from "./order-status";
import { invalidateVariantPages } from "./product-pages-cache.server";

// Product stock held by unpaid checkouts (docs/decisions/054-hold-caps.md): the holds
// rows of kind "product_variant" ARE the held units; available = stock − live holds.

/** Locks variant rows FOR UPDATE in id order (so two checkouts never deadlock on them): their stock. */
export async function lockVariants(tx: Tx, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await tx
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, [...new Set(ids)].sort()))
    .orderBy(asc(productVariants.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** Units of each variant held now by unpaid checkouts (the database's clock), other than `except`'s. */
export async function heldUnits(
  q: Db | Tx,
  variantIds: string[],
  except?: { type: "order"; id: string },
): Promise<Map<string, number>> {
  if (!variantIds.length) return new Map();
  const rows = await q
    .select({ id: holds.subjectId, n: sql<number>`sum(${holds.quantity})::int` })
    .from(holds)
    .where(
      and(
        eq(holds.subjectKind, "product_variant"),
        inArray(holds.subjectId, variantIds),
        isNull(holds.releasedAt),
        gt(holds.expiresAt, sql`now()`),
        except
          ? sql`not (${holds.purchaseType} = ${except.type} and ${holds.purchaseId} = ${except.id})`
          : undefined,
      ),
    )
    .groupBy(holds.subjectId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * Ends an unpaid checkout at once: its placed orders cancelled by the system with the
 * payment's end as their payment status, and its holds released (the stock is
 * available again). Idempotent: orders no longer placed and released holds are left
 * alone.
 */
export async function releaseOrderGroup(
  tx: Tx,
  o: {
    groupId: string;
    paymentStatus: Extract<OrderPaymentStatus, "failed" | "expired">;
    reason?: string;
  },
) {
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: "cancelled",
      paymentStatus: o.paymentStatus,
      cancelledBy: "system",
      cancelReason: o.reason ?? `payment ${o.paymentStatus}`,
      cancelledAt: now,
      updatedAt: now,
    })
    .where(and(eq(orders.groupId, o.groupId), eq(orders.status, "placed")));
  await releaseHolds(tx, o.groupId, now);
}

/** Ends a checkout's live holds: all of them, or those of some variants (one vendor's order). */
export async function releaseHolds(
  tx: Tx,
  groupId: string,
  now: Date,
  only?: { variantIds: string[] },
) {
  if (only && !only.variantIds.length) return;
  const released = await tx
    .update(holds)
    .set({ releasedAt: now })
    .where(
      and(
        eq(holds.purchaseType, "order"),
        eq(holds.purchaseId, groupId),
        isNull(holds.releasedAt),
        only ? inArray(holds.subjectId, only.variantIds) : undefined,
      ),
    )
    .returning({ variantId: holds.subjectId });
  // What is available changed on those products' pages.
  await invalidateVariantPages(
    tx,
    released.map((r) => r.variantId),
  );
}

/**
 * Gives an order's units back to their variants (a cancel before shipment, a refund of a
 * paid order), locking them in id order as checkout does, so the two never deadlock.
 */
export async function restockOrder(tx: Tx, orderId: string) {
  const items = await tx
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const per = new Map<string, number>();
  for (const i of items) {
    if (i.variantId) per.set(i.variantId, (per.get(i.variantId) ?? 0) + i.quantity);
  }
  const ids = [...per.keys()].sort();
  await lockVariants(tx, ids);
  for (const id of ids) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${per.get(id)!}`, updatedAt: new Date() })
      .where(eq(productVariants.id, id));
  }
  await invalidateVariantPages(tx, ids);
}

/** Whether the group's holds still keep its stock (unreleased and unexpired, the database's clock). */
export async function holdLive(tx: Tx, groupId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(holds)
    .where(
      and(
        eq(holds.purchaseType, "order"),
        eq(holds.purchaseId, groupId),
        isNull(holds.releasedAt),
        sql`${holds.expiresAt} > now()`,
      ),
    );
  return Number(row?.n ?? 0) > 0;
}
