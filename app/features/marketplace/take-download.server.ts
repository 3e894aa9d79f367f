import { and, eq, sql } from "drizzle-orm";
import { orderGroups, orderItems, orders, products, vendorProfiles } from "~/db/schema";
import { setPurchaseRelease } from "~/features/payments/release-dates.server";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import type { Message } from "~/lib/messages";
import { verifyToken } from "~/lib/signed-token.server";
import { isUuid } from "~/lib/uuid";
import { DOWNLOADABLE_STATUSES, DOWNLOAD_TOKEN_PURPOSE } from "./download-link.server";
import { downloadRefusals } from "./download-messages";
import { announceOrderChange } from "./order-notify.server";
import { assertOrderTransition } from "./order-status";

/**
 * Digital downloads (issue 31): a signed, short-lived link names one order item. Each
 * use is checked on the server: the link (signature, expiry), the item (digital), its
 * order (paid, shipped or delivered: never placed, cancelled or refunded), the file, and
 * the product's download limit, counted in order_items.download_count under the item's
 * row lock so two clicks at once never pass the limit together. The first download of
 * an order whose items are all digital delivers it (paid → delivered).
 */

export type DownloadRefusal = { status: 403 | 404 | 410; message: Message };
export type DownloadFile = {
  orderItemId: string;
  key: string;
  name: string;
  size: number | null;
  /** Downloads left after this one (or, when only checked, before it). */
  left: number;
};

/** The order item a token names, or why the token is refused. */
function itemIdOf(token: string, now: Date): string | DownloadRefusal {
  const id = verifyToken(DOWNLOAD_TOKEN_PURPOSE, token, now);
  if (id && isUuid(id)) return id;
  // Signed by us but past its time: expired; anything else is not ours.
  const signed = verifyToken(DOWNLOAD_TOKEN_PURPOSE, token, new Date(0));
  if (signed && isUuid(signed)) return { status: 410, message: downloadRefusals.expired };
  return { status: 403, message: downloadRefusals.invalid };
}

async function readItem(db: Db | Tx, orderItemId: string, lock: boolean) {
  const query = db
    .select({
      id: orderItems.id,
      isDigital: orderItems.isDigital,
      downloadCount: orderItems.downloadCount,
      orderId: orders.id,
      status: orders.status,
      key: products.digitalFileKey,
      name: products.digitalFileName,
      size: products.digitalFileSize,
      limit: products.downloadLimit,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.id, orderItemId));
  const [row] = lock ? await query.for("update", { of: [orders, orderItems] }) : await query;
  return row;
}

type ItemRow = NonNullable<Awaited<ReturnType<typeof readItem>>>;

/** Why this item cannot be downloaded now, or null when it can. */
function refusalFor(row: ItemRow | undefined): DownloadRefusal | null {
  if (!row) return { status: 403, message: downloadRefusals.invalid };
  if (!row.isDigital) return { status: 403, message: downloadRefusals.notDigital };
  if (!DOWNLOADABLE_STATUSES.includes(row.status))
    return { status: 403, message: downloadRefusals.notPaid };
  if (!row.key || !row.name) return { status: 404, message: downloadRefusals.noFile };
  const limit = row.limit ?? 0;
  if (row.downloadCount >= limit)
    return { status: 410, message: downloadRefusals.overLimit(limit) };
  return null;
}

const fileOf = (row: ItemRow, used: number): DownloadFile => ({
  orderItemId: row.id,
  key: row.key!,
  name: row.name!,
  size: row.size,
  left: Math.max(0, (row.limit ?? 0) - used),
});

/** What the link would give now, without counting a download (the refusal page). */
export async function checkDownload({
  token,
  now = new Date(),
}: {
  token: string;
  now?: Date;
}): Promise<DownloadFile | DownloadRefusal> {
  const id = itemIdOf(token, now);
  if (typeof id !== "string") return id;
  const row = await readItem(await getDb(), id, false);
  return refusalFor(row) ?? fileOf(row!, row!.downloadCount);
}

/**
 * Counts one download and answers the file to stream, or why not. The caller streams
 * the file after this commits (nothing slow in the transaction).
 */
export async function takeDownload({
  token,
  now = new Date(),
}: {
  token: string;
  now?: Date;
}): Promise<DownloadFile | DownloadRefusal> {
  const id = itemIdOf(token, now);
  if (typeof id !== "string") return id;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await readItem(tx, id, true);
    const refused = refusalFor(row);
    if (refused) return refused;
    const item = row!;
    await tx
      .update(orderItems)
      .set({ downloadCount: sql`${orderItems.downloadCount} + 1` })
      .where(eq(orderItems.id, item.id));
    if (item.status === "paid" && item.downloadCount === 0)
      await deliverIfAllDigital(tx, item.orderId, now);
    return fileOf(item, item.downloadCount + 1);
  });
}

/**
 * A paid order of digital items only is delivered by its first download (no delivery
 * step), and its buyer told as for any delivery: the "Order delivered" e-mail and, when
 * signed in, the notification, queued in this transaction.
 */
async function deliverIfAllDigital(tx: Tx, orderId: string, now: Date) {
  // The order's row is locked already (readItem).
  const [order] = await tx
    .select({
      status: orders.status,
      physical: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orderId} and not ${orderItems.isDigital})`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.physical > 0 || order.status !== "paid") return;
  assertOrderTransition(order.status, "delivered");
  const [delivered] = await tx
    .update(orders)
    .set({ status: "delivered", deliveredAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
    .returning();
  if (!delivered) return;
  // The first download is the delivery: the takings are due after the delivery rule's days.
  await setPurchaseRelease({
    tx,
    purchaseIds: [orderId],
    event: { kind: "delivered", at: now },
    now,
  });
  const [store] = await tx
    .select({ storeName: vendorProfiles.storeName })
    .from(vendorProfiles)
    .where(eq(vendorProfiles.id, delivered.vendorId));
  const [group] = delivered.groupId
    ? await tx.select().from(orderGroups).where(eq(orderGroups.id, delivered.groupId))
    : [];
  await announceOrderChange(tx, {
    order: delivered,
    group: group ?? null,
    storeName: store?.storeName ?? "",
    change: "delivered",
  });
}

export function isDownloadRefusal(value: DownloadFile | DownloadRefusal): value is DownloadRefusal {
  return "status" in value;
}
