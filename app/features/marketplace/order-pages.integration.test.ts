import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { carts, products } from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { cartCookie } from "~/features/marketplace/cart-identity.server";
import * as myOrderPage from "~/routes/dashboard/order";
import * as myOrdersPage from "~/routes/dashboard/orders";
import * as salePage from "~/routes/dashboard/sale";
import * as salesPage from "~/routes/dashboard/sales";
import * as salesCsvRoute from "~/routes/dashboard-sales-csv";
import * as guestPage from "~/routes/orders-guest";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { refundPayment } from "~/features/payments/refunds.server";
import { createOrderGroup } from "../../../scripts/seed/factories/orders";
import { outcomeOf, signedInUser } from "../../../tests/support/sessions";

// The order pages on their real routes with real sessions: buyers (viewers included) see
// what they bought, sellers only their store's orders, guests only through their link.

let db: Db;
let seller: { id: string; cookie: string };
let otherSeller: { id: string; cookie: string };
let buyer: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let made: Awaited<ReturnType<typeof createOrderGroup>>;

type Handler = (args: never) => Promise<unknown>;
const get = (
  handler: Handler,
  path: string,
  cookie?: string,
  params: Record<string, string> = {},
) =>
  handler({
    request: new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params,
    context: {},
  } as never);

beforeAll(async () => {
  db = await getDb();
  const password = "pages-password-1";
  seller = await signedInUser(db, { email: "pages-seller@example.com", role: "vendor", password });
  otherSeller = await signedInUser(db, {
    email: "pages-other@example.com",
    role: "vendor",
    password,
  });
  buyer = await signedInUser(db, { email: "pages-buyer@example.com", role: "viewer", password });
  admin = await signedInUser(db, { email: "pages-admin@example.com", role: "admin", password });
  const store = await createVendorProfile(db, { userId: seller.id, storeName: "Pages Store" });
  await createVendorProfile(db, { userId: otherSeller.id, storeName: "Other" });
  const product = await createProduct(db, {
    vendorId: store.id,
    isDigital: false,
    title: '=HYPERLINK("http://evil")',
    price: 5_000,
    stock: 2,
  });
  made = await createOrderGroup(db, {
    buyer: { id: buyer.id, email: "pages-buyer@example.com", name: "Pages Buyer" },
    buyerName: "=cmd|' /C calc'!A0",
    items: [{ product, quantity: 1 }],
  });
});

describe("the buyer's pages", () => {
  it("a viewer sees their orders and each order page; not someone else's", async () => {
    const list = (await get(myOrdersPage.loader, "/dashboard/orders", buyer.cookie)) as {
      orders: { id: string }[];
    };
    expect(list.orders.map((o) => o.id)).toEqual([made.order.id]);
    const path = `/dashboard/orders/${made.order.id}`;
    const page = (await get(myOrderPage.loader, path, buyer.cookie, {
      orderId: made.order.id,
    })) as {
      order: { orderNumber: string; collectionCode: string | null };
    };
    expect(page.order.orderNumber).toBe(made.order.orderNumber);
    expect(
      await outcomeOf(() =>
        get(myOrderPage.loader, path, otherSeller.cookie, { orderId: made.order.id }),
      ),
    ).toBe("404");
    expect(await outcomeOf(() => get(myOrdersPage.loader, "/dashboard/orders"))).toMatch(
      /^302 \/auth/,
    );
  });

  it("links each item to its product page only while that page is public", async () => {
    const path = `/dashboard/orders/${made.order.id}`;
    const itemsOf = async () =>
      (
        (await get(myOrderPage.loader, path, buyer.cookie, { orderId: made.order.id })) as {
          order: { items: { productSlug: string | null; productLive: boolean }[] };
        }
      ).order.items;
    const [item] = await itemsOf();
    expect(item).toMatchObject({ productLive: true, productSlug: expect.any(String) });
    await db
      .update(products)
      .set({ status: "inactive" })
      .where(eq(products.slug, item!.productSlug!));
    expect((await itemsOf())[0]!.productLive).toBe(false);
    await db
      .update(products)
      .set({ status: "active" })
      .where(eq(products.slug, item!.productSlug!));
  });

  it("a guest opens the group by its token; a wrong token is not found", async () => {
    const { data: view } = (await get(guestPage.loader, `/orders/${made.accessToken}`, undefined, {
      accessToken: made.accessToken,
    })) as { data: { orders: { id: string }[] } };
    expect(view.orders.map((o) => o.id)).toEqual([made.order.id]);
    const wrong = "x" + made.accessToken.slice(1);
    expect(
      await outcomeOf(() =>
        get(guestPage.loader, `/orders/${wrong}`, undefined, { accessToken: wrong }),
      ),
    ).toBe("404");
  });

  it("puts a guest's header cart count right when the payment returns there", async () => {
    // The paid checkout took the units out of the guest's cart in the payment's
    // completion; the cart_n cookie still counts them.
    const [cart] = await db.insert(carts).values({}).returning();
    const cookie = `${cartCookie(cart!.id).split(";")[0]}; cart_n=2`;
    const open = (c: string) =>
      get(guestPage.loader, `/orders/${made.accessToken}`, c, {
        accessToken: made.accessToken,
      }) as Promise<{ init: ResponseInit | null }>;
    const stale = await open(cookie);
    expect(new Headers(stale.init?.headers).get("Set-Cookie")).toMatch(/^cart_n=0;/);
    // A count already right, or none at all (no cart ever), is left alone.
    expect(
      new Headers((await open(cookie.replace("cart_n=2", "cart_n=0"))).init?.headers).get(
        "Set-Cookie",
      ),
    ).toBeNull();
    expect(new Headers((await open("theme=dark")).init?.headers).get("Set-Cookie")).toBeNull();
  });
});

describe("the seller's pages", () => {
  it("lists the store's orders to its owner and every order to an admin, never to a viewer", async () => {
    const mine = (await get(salesPage.loader, "/dashboard/sales", seller.cookie)) as {
      sales: { items: { id: string }[] };
    };
    expect(mine.sales.items.map((o) => o.id)).toEqual([made.order.id]);
    const other = (await get(salesPage.loader, "/dashboard/sales", otherSeller.cookie)) as {
      sales: { items: unknown[] };
    };
    expect(other.sales.items).toEqual([]);
    const all = (await get(
      salesPage.loader,
      `/dashboard/sales?q=${made.payment.paymentReference}`,
      admin.cookie,
    )) as { sales: { items: { id: string }[] } };
    expect(all.sales.items.map((o) => o.id)).toEqual([made.order.id]);
    expect(await outcomeOf(() => get(salesPage.loader, "/dashboard/sales", buyer.cookie))).toBe(
      "302 /",
    );
  });

  it("shows a sale to its seller without the collection code; 404 to another seller", async () => {
    const path = `/dashboard/sales/${made.order.id}`;
    const page = (await get(salePage.loader, path, seller.cookie, { orderId: made.order.id })) as {
      order: { buyer: { email: string } };
    };
    expect(page.order.buyer.email).toBe("pages-buyer@example.com");
    expect(
      await outcomeOf(() =>
        get(salePage.loader, path, otherSeller.cookie, { orderId: made.order.id }),
      ),
    ).toBe("404");
  });

  it("exports the CSV with the formula guard, to the seller only", async () => {
    const res = (await get(
      salesCsvRoute.loader,
      "/dashboard/sales.csv",
      seller.cookie,
    )) as Response;
    expect(res.headers.get("Content-Type")).toContain("text/csv");
    const text = await res.text();
    expect(text).toContain(made.order.orderNumber);
    // A name typed like a formula stays text (lib/csv's guard).
    expect(text).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(text).not.toContain(`,=cmd`);
    const theirs = (await get(
      salesCsvRoute.loader,
      "/dashboard/sales.csv",
      otherSeller.cookie,
    )) as Response;
    expect(await theirs.text()).not.toContain(made.order.orderNumber);
  });
});

describe("money on the order pages", () => {
  it("shows the order's charged total and what was refunded of it, from its payment line", async () => {
    const product = await createProduct(db, { isDigital: false, price: 7_000, stock: 3 });
    const order = await createOrderGroup(db, {
      buyer: { id: buyer.id, email: "pages-buyer@example.com", name: "Pages Buyer" },
      items: [{ product, quantity: 2 }],
    });
    const open = async () =>
      (
        (await get(myOrderPage.loader, `/dashboard/orders/${order.order.id}`, buyer.cookie, {
          orderId: order.order.id,
        })) as { order: { total: number; refunded: number } }
      ).order;
    expect(await open()).toMatchObject({ total: order.line.amount, refunded: 0 });
    // An admin refunds part of the line (e.g. one damaged unit).
    await refundPayment({
      paymentId: order.payment.id,
      lineId: order.line.id,
      amount: 7_000,
      reason: "one unit damaged",
      actor: { id: admin.id },
    });
    expect(await open()).toMatchObject({ total: order.line.amount, refunded: 7_000 });
  });
});

describe("pickup orders on the buyer's page", () => {
  it("shows the collection code while the parcel waits, not once it is handed over", async () => {
    const open = async (orderId: string) =>
      (
        (await get(myOrderPage.loader, `/dashboard/orders/${orderId}`, buyer.cookie, {
          orderId,
        })) as { order: { collectionCode: string | null } }
      ).order;
    const who = { id: buyer.id, email: "pages-buyer@example.com", name: "Pages Buyer" };
    const waiting = await createOrderGroup(db, {
      buyer: who,
      deliveryMethod: "pickup",
      collectionCode: "482913",
    });
    expect((await open(waiting.order.id)).collectionCode).toBe("482913");
    const collected = await createOrderGroup(db, {
      buyer: who,
      deliveryMethod: "pickup",
      collectionCode: "482914",
      status: "delivered",
    });
    expect((await open(collected.order.id)).collectionCode).toBeNull();
  });
});
