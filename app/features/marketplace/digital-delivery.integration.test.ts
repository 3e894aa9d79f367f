import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartItems,
  carts,
  notifications,
  orderItems,
  orders,
  outgoingMail,
  productVariants,
} from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { getStorage } from "~/lib/storage/storage.server";
import * as myOrderPage from "~/routes/dashboard/order";
import * as downloadRoute from "~/routes/downloads";
import * as guestPage from "~/routes/orders-guest";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createOrderGroup } from "../../../scripts/seed/factories/orders";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { signedInUser } from "../../../tests/support/sessions";
import { payWithTestProvider } from "../../../tests/support/test-payments";
import type { ItemDownload } from "./download-link.server";
import { placeOrder } from "./place-order.server";

// Issue 31, digital delivery end to end: after payment the buyer's order pages carry a
// fresh download link per digital item with the downloads used, the "Order placed" mail
// gives the order page as the lasting link (and links for now), the link gives the file
// through /downloads, and the first download delivers an all-digital order with the same
// "Order delivered" mail and notice as any delivery. Unpaid orders show no link.

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const ORIGIN = "http://localhost:3000";
let db: Db;
let restoreEnv: () => void;
let store: Awaited<ReturnType<typeof createVendorProfile>>;
let ebook: Awaited<ReturnType<typeof createProduct>>;
let buyer: { id: string; cookie: string };

type PageItem = { id: string; title: string; download: ItemDownload | null };
type PageOrder = { id: string; orderNumber: string; status: string; items: PageItem[] };

beforeAll(async () => {
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
    SMTP_URL: undefined,
  });
  db = await getDb();
  store = await createVendorProfile(db, { storeName: "Digital Shelf" });
  const key = "private/products/2026/01/digital-delivery.pdf";
  await getStorage().put(key, PDF, { contentType: "application/pdf" });
  ebook = await createProduct(db, {
    vendorId: store.id,
    title: "Yoruba lessons",
    isDigital: true,
    price: 3_000,
    stock: 100,
    perOrderLimit: null,
    digitalFileKey: key,
    digitalFileName: "Yoruba lessons.pdf",
    digitalFileSize: PDF.byteLength,
    downloadLimit: 3,
  });
  buyer = await signedInUser(db, {
    email: "digital-buyer@example.com",
    role: "viewer",
    password: "digital-password-1",
  });
});
afterAll(() => restoreEnv?.());

type Handler = (args: never) => Promise<unknown>;
const call = (handler: Handler, path: string, params: Record<string, string>, cookie?: string) =>
  handler({
    request: new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params,
    context: {},
  } as never);

async function guestOrders(accessToken: string) {
  // The loader answers with its data and the guest's cart-count cookie (react-router `data`).
  const answer = (await call(guestPage.loader, `/orders/${accessToken}`, { accessToken })) as {
    data: { orders: PageOrder[] };
  };
  return answer.data.orders;
}

async function myOrder(orderId: string) {
  const page = (await call(
    myOrderPage.loader,
    `/dashboard/orders/${orderId}`,
    { orderId },
    buyer.cookie,
  )) as { order: PageOrder };
  return page.order;
}

/** Follows a download link through the /downloads route. */
async function download(href: string) {
  const token = decodeURIComponent(href.split("/")[2]!);
  return (await call(downloadRoute.loader, href, { token })) as Response;
}

/** A guest's cart with one e-book, checked out and paid with the test provider's result. */
async function guestBuysTheEbook(email: string) {
  const [cart] = await db.insert(carts).values({}).returning();
  const [variant] = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, ebook.id));
  await db.insert(cartItems).values({
    cartId: cart!.id,
    productId: ebook.id,
    variantId: variant!.id,
    quantity: 1,
    unitPrice: variant!.price,
  });
  const placed = await placeOrder({
    cartId: cart!.id,
    buyer: { userId: null, name: "Tolu Ade", email, phone: "+2348012345678" },
    delivery: {},
    provider: "paystack",
    origin: ORIGIN,
  });
  expect((await payWithTestProvider(placed.reference)).outcome).toBe("confirmed");
  return placed;
}

const mailsTo = (to: string) => db.select().from(outgoingMail).where(eq(outgoingMail.to, to));

describe("digital delivery", () => {
  it("a guest's paid order page links the file; the first download delivers it and mails the buyer", async () => {
    const email = "digital-guest@example.com";
    const placed = await guestBuysTheEbook(email);

    // The order placed mail: the order page is the lasting link, said so; a link for now.
    const [placedMail] = (await mailsTo(email)).filter((m) => m.template === "order_placed");
    expect(placedMail!.text).toContain(
      "Any time later, download from your order page: its link lasts",
    );
    expect(placedMail!.text).toContain(`${ORIGIN}/orders/${placed.accessToken}`);
    expect(placedMail!.text).toMatch(
      /Yoruba lessons \(up to 3 downloads\): http:\/\/localhost:3000\/downloads\/[\w.-]+/,
    );

    // The order page: a fresh link and the count.
    const [order] = await guestOrders(placed.accessToken);
    expect(order!.status).toBe("paid");
    const item = order!.items[0]!;
    expect(item.download).toMatchObject({ used: 0, limit: 3, state: "ready" });
    expect(item.download!.href).toMatch(/^\/downloads\/[\w.-]+$/);
    const res = await download(item.download!.href!);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("%PDF");

    // After the first download: delivered, counted, and the buyer told.
    const [after] = await guestOrders(placed.accessToken);
    expect(after!.status).toBe("delivered");
    expect(after!.items[0]!.download).toMatchObject({ used: 1, limit: 3, state: "ready" });
    const delivered = (await mailsTo(email)).filter((m) => m.template === "order_delivered");
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.subject).toBe(`Your order ${order!.orderNumber} is delivered`);
    expect(delivered[0]!.text).toContain(`/orders/${placed.accessToken}`);

    // A second download counts but tells nobody again.
    const [again] = await guestOrders(placed.accessToken);
    expect((await download(again!.items[0]!.download!.href!)).status).toBe(200);
    expect((await mailsTo(email)).filter((m) => m.template === "order_delivered")).toHaveLength(1);
  });

  it("a signed-in buyer's order page links the file; the first download notifies them", async () => {
    const made = await createOrderGroup(db, {
      buyer: { id: buyer.id, email: "digital-buyer@example.com", name: "Digital Buyer" },
      items: [{ product: ebook, quantity: 1 }],
      deliveryMethod: "digital",
      status: "paid",
    });
    const page = await myOrder(made.order.id);
    expect(page.items[0]!.download).toMatchObject({ used: 0, limit: 3, state: "ready" });
    expect((await download(page.items[0]!.download!.href!)).status).toBe(200);
    expect((await myOrder(made.order.id)).status).toBe("delivered");
    const notes = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, buyer.id),
          eq(notifications.type, "marketplace.order_delivered"),
        ),
      );
    expect(notes.map((n) => n.data)).toContainEqual({ href: `/dashboard/orders/${made.order.id}` });
    const mails = await mailsTo("digital-buyer@example.com");
    expect(mails.filter((m) => m.template === "order_delivered")).toHaveLength(1);
  });

  it("shows no link for cancelled or unpaid orders, and none once every download is used", async () => {
    for (const status of ["cancelled", "placed"] as const) {
      const made = await createOrderGroup(db, {
        items: [{ product: ebook, quantity: 1 }],
        deliveryMethod: "digital",
        status,
      });
      const [order] = await guestOrders(made.accessToken);
      expect(order!.status).toBe(status);
      expect(order!.items[0]!.download).toBeNull();
    }
    const used = await createOrderGroup(db, {
      items: [{ product: ebook, quantity: 1 }],
      deliveryMethod: "digital",
      status: "delivered",
    });
    await db
      .update(orderItems)
      .set({ downloadCount: 3 })
      .where(eq(orderItems.orderId, used.order.id));
    const [order] = await guestOrders(used.accessToken);
    expect(order!.items[0]!.download).toEqual({ href: null, used: 3, limit: 3, state: "used_up" });
  });

  it("keeps the pages that carry the links out of every cache", () => {
    expect(new Headers(guestPage.headers()).get("Cache-Control")).toBe("no-store");
    expect(new Headers(myOrderPage.headers()).get("Cache-Control")).toBe("no-store");
  });

  it("never gives the seller's order page a link", async () => {
    const [row] = await db.select().from(orders).where(eq(orders.vendorId, store.id)).limit(1);
    const { saleOrder } = await import("./order-views.server");
    const owner = { id: store.userId, role: "vendor" as const };
    const view = await saleOrder({ user: owner, orderId: row!.id });
    expect(view.items.every((i) => i.download === null)).toBe(true);
  });
});
