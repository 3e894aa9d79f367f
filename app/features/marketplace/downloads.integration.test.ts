import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, products } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { signToken } from "~/lib/signed-token.server";
import { getStorage } from "~/lib/storage/storage.server";
import * as downloadRoute from "~/routes/downloads";
import * as refusedRoute from "~/routes/downloads-refused";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { downloadLinkFor } from "./download-link.server";
import { downloadRefusals } from "./download-messages";
import type { OrderStatus } from "./order-status";

// Issue 31: digital products are downloaded through short-lived signed links, counted
// against the product's limit; the first download delivers an all-digital order.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let vendorId: string;
let digitalId: string;
let physicalId: string;
let n = 0;

beforeAll(async () => {
  const db = await getDb();
  vendorId = (await createVendorProfile(db)).id;
  const key = "private/products/2026/01/test-guide.pdf";
  await getStorage().put(key, PDF, { contentType: "application/pdf" });
  digitalId = (
    await createProduct(db, {
      vendorId,
      isDigital: true,
      stock: 100,
      digitalFileKey: key,
      digitalFileName: "Jollof guide.pdf",
      digitalFileSize: PDF.byteLength,
      downloadLimit: 2,
    })
  ).id;
  physicalId = (await createProduct(db, { vendorId, isDigital: false, stock: 5 })).id;
});

/** An order of the vendor's, in `status`, with the digital item (and a physical one). */
async function orderWith(status: OrderStatus, { physicalToo = false } = {}) {
  const db = await getDb();
  n += 1;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `DL-${n}-${Date.now()}`,
      vendorId,
      status,
      subtotal: 1000,
      total: 1000,
      buyerEmail: "buyer@example.com",
      deliveryMethod: physicalToo ? "delivery" : "digital",
    })
    .returning();
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      productId: digitalId,
      title: "Jollof guide",
      unitPrice: 1000,
      quantity: 1,
      isDigital: true,
    })
    .returning();
  if (physicalToo)
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: physicalId,
      title: "Ankara tote",
      unitPrice: 500,
      quantity: 1,
    });
  return { orderId: order!.id, itemId: item!.id };
}

async function get(path: string) {
  const token = decodeURIComponent(path.split("/")[2]!);
  return (await downloadRoute.loader({
    request: new Request(`http://localhost${path}`),
    params: { token },
    context: {},
  } as never)) as Response;
}

async function refusalOf(path: string) {
  const token = decodeURIComponent(path.split("/")[2]!);
  const answer = (await refusedRoute.loader({
    request: new Request(`http://localhost${path}/refused`),
    params: { token },
    context: {},
  } as never)) as { data: { refusal: { title: string } | null }; init: { status: number } | null };
  return { status: answer.init?.status ?? 200, title: answer.data.refusal?.title ?? null };
}

async function orderRow(id: string) {
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function countOf(itemId: string) {
  const [row] = await (
    await getDb()
  )
    .select({ n: orderItems.downloadCount })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  return row!.n;
}

describe("digital downloads", () => {
  it("streams the file as an attachment and delivers the paid digital order on the first download", async () => {
    const { orderId, itemId } = await orderWith("paid");
    const link = downloadLinkFor({ orderItemId: itemId });
    expect(link).toMatch(/^\/downloads\/[^/]+$/);
    const res = await get(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Jollof guide.pdf"; filename*=UTF-8''Jollof%20guide.pdf`,
    );
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF);
    expect(await countOf(itemId)).toBe(1);
    const order = await orderRow(orderId);
    expect(order.status).toBe("delivered");
    expect(order.deliveredAt).toBeInstanceOf(Date);
  });

  it("does not deliver an order that also has goods to ship", async () => {
    const { orderId, itemId } = await orderWith("paid", { physicalToo: true });
    expect((await get(downloadLinkFor({ orderItemId: itemId }))).status).toBe(200);
    expect((await orderRow(orderId)).status).toBe("paid");
  });

  it("refuses past the download limit with 410 and counts no more", async () => {
    const { itemId } = await orderWith("delivered");
    const link = downloadLinkFor({ orderItemId: itemId });
    expect((await get(link)).status).toBe(200);
    expect((await get(link)).status).toBe(200);
    const third = await get(link);
    expect(third.status).toBe(303);
    expect(third.headers.get("Location")).toBe(`${link}/refused`);
    expect(await refusalOf(link)).toEqual({
      status: 410,
      title: downloadRefusals.overLimit(2).title,
    });
    expect(await countOf(itemId)).toBe(2);
  });

  it("never passes the limit with clicks at once", async () => {
    const { itemId } = await orderWith("delivered");
    const link = downloadLinkFor({ orderItemId: itemId });
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(link)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 303, 303, 303]);
    expect(await countOf(itemId)).toBe(2);
  });

  it("refuses an expired link with 410", async () => {
    const { itemId } = await orderWith("paid");
    const link = downloadLinkFor({ orderItemId: itemId, now: new Date(Date.now() - 16 * 60_000) });
    expect((await get(link)).status).toBe(303);
    expect(await refusalOf(link)).toEqual({ status: 410, title: downloadRefusals.expired.title });
    expect(await countOf(itemId)).toBe(0);
  });

  it("refuses a forged token, one for another purpose and another item's edited token with 403", async () => {
    const { itemId } = await orderWith("paid");
    const other = await orderWith("paid");
    const good = downloadLinkFor({ orderItemId: itemId }).split("/")[2]!;
    const [, exp, sig] = good.split(".");
    const forged = [
      `/downloads/${other.itemId}.${exp}.${sig}`,
      `/downloads/${signToken("cart", itemId, new Date(Date.now() + 60_000))}`,
      `/downloads/not-a-token`,
    ];
    for (const link of forged) {
      expect((await get(link)).status).toBe(303);
      expect(await refusalOf(link)).toEqual({ status: 403, title: downloadRefusals.invalid.title });
    }
    expect(await countOf(itemId)).toBe(0);
    expect(await countOf(other.itemId)).toBe(0);
  });

  it("refuses the items of cancelled, refunded and unpaid orders with 403", async () => {
    for (const status of ["cancelled", "refunded", "placed"] as const) {
      const { itemId } = await orderWith(status);
      const link = downloadLinkFor({ orderItemId: itemId });
      expect((await get(link)).status).toBe(303);
      expect(await refusalOf(link)).toEqual({ status: 403, title: downloadRefusals.notPaid.title });
      expect(await countOf(itemId)).toBe(0);
    }
  });

  it("refuses a physical item's link", async () => {
    const { orderId } = await orderWith("paid", { physicalToo: true });
    const db = await getDb();
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const goods = items.find((i) => !i.isDigital)!;
    const link = downloadLinkFor({ orderItemId: goods.id });
    expect(await refusalOf(link)).toEqual({
      status: 403,
      title: downloadRefusals.notDigital.title,
    });
  });

  it("keeps the file off the public media route", async () => {
    const [product] = await (
      await getDb()
    )
      .select()
      .from(products)
      .where(eq(products.id, digitalId));
    const { mediaRoutes } = await import("../../../server/media");
    const res = await mediaRoutes.request(`/media/${product!.digitalFileKey}`);
    expect(res.status).toBe(404);
  });
});
