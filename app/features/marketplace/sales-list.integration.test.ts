import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { productVariants, products } from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import * as salesPage from "~/routes/dashboard/sales";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createOrderGroup, type CreatedOrderGroup } from "../../../scripts/seed/factories/orders";
import { signedInUser } from "../../../tests/support/sessions";
import { SALES_PAGE_SIZE } from "./order-views.server";

// /dashboard/sales on its real route: the store's orders (paid first, then newest),
// the status filter, search, paging and the low-stock notice, each as the page shows it.

type SalesData = {
  sales: {
    items: Record<string, unknown>[];
    page: number;
    pageSize: number;
    total: number;
    pageCount: number;
  };
  filter: { status: string | null; q: string };
  lowStock: { productId: string; title: string; optionValues: string[]; stock: number }[];
  admin: boolean;
};

let db: Db;
let seller: { id: string; cookie: string };
let busy: { id: string; cookie: string };
let admin: { id: string; cookie: string };
const made: Record<string, CreatedOrderGroup> = {};
const busyOrders: CreatedOrderGroup[] = [];
const lowIds: Record<string, string> = {};

const load = async (path: string, cookie: string) =>
  (await salesPage.loader({
    request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }),
    params: {},
    context: {},
  } as never)) as SalesData;
const ids = (data: SalesData) => data.sales.items.map((o) => o.id);

const HOUR = 3_600_000;

beforeAll(async () => {
  db = await getDb();
  const password = "sales-list-password-1";
  seller = await signedInUser(db, { email: "sales-list@example.com", role: "vendor", password });
  busy = await signedInUser(db, { email: "sales-busy@example.com", role: "vendor", password });
  admin = await signedInUser(db, { email: "sales-admin@example.com", role: "admin", password });
  const store = await createVendorProfile(db, { userId: seller.id, storeName: "List Store" });
  const busyStore = await createVendorProfile(db, { userId: busy.id, storeName: "Busy Store" });
  const product = await createProduct(db, {
    vendorId: store.id,
    price: 4_000,
    stock: 50,
    isDigital: false,
  });
  const now = Date.now();
  const order = (
    status: "placed" | "paid" | "shipped" | "delivered" | "cancelled",
    hoursAgo: number,
  ) =>
    createOrderGroup(db, {
      items: [{ product, quantity: 1 }],
      status,
      createdAt: new Date(now - hoursAgo * HOUR),
      buyerEmail: `Buyer-${status}-${hoursAgo}@Example.com`,
      deliveryMethod: status === "shipped" ? "pickup" : "delivery",
    });
  made.placed = await order("placed", 1);
  made.paidOld = await order("paid", 72);
  made.paidNew = await order("paid", 24);
  made.shipped = await order("shipped", 2);
  made.delivered = await order("delivered", 48);
  made.cancelled = await order("cancelled", 96);

  // Low stock: variants of active, physical listings with 3 or fewer left.
  const low = (title: string, stock: number, extra: Partial<typeof products.$inferInsert> = {}) =>
    createProduct(db, {
      vendorId: store.id,
      title,
      price: 1_000,
      stock,
      isDigital: false,
      ...extra,
    });
  lowIds.two = (await low("Beads two left", 2)).id;
  lowIds.none = (await low("Adire none left", 0)).id;
  lowIds.three = (await low("Calabash three left", 3)).id;
  await low("Plenty", 4);
  await low("Ebook", 1, { isDigital: true });
  await low("Withdrawn", 1, { status: "inactive" });
  const sized = await low("Kaftan", 9, { optionNames: ["Size"] });
  await db.delete(productVariants).where(eq(productVariants.productId, sized.id));
  await db.insert(productVariants).values([
    { productId: sized.id, optionValues: ["M"], price: 1_000, stock: 1 },
    { productId: sized.id, optionValues: ["L"], price: 1_000, stock: 8 },
    { productId: sized.id, optionValues: ["S"], price: 1_000, stock: 1, active: false },
  ]);
  lowIds.sized = sized.id;

  // A store with more than a page of sales.
  const busyProduct = await createProduct(db, {
    vendorId: busyStore.id,
    price: 500,
    stock: 200,
    isDigital: false,
  });
  for (let k = 0; k < SALES_PAGE_SIZE + 2; k++)
    busyOrders.push(
      await createOrderGroup(db, {
        items: [{ product: busyProduct, quantity: 1 }],
        status: "delivered",
        createdAt: new Date(now - (k + 1) * HOUR),
      }),
    );
});

describe("/dashboard/sales", () => {
  it("lists new paid orders first, then the rest newest first; unpaid checkouts left out", async () => {
    const data = await load("/dashboard/sales", seller.cookie);
    expect(ids(data)).toEqual([
      made.paidNew!.order.id,
      made.paidOld!.order.id,
      made.shipped!.order.id,
      made.delivered!.order.id,
      made.cancelled!.order.id,
    ]);
    expect(data.sales).toMatchObject({
      page: 1,
      pageSize: SALES_PAGE_SIZE,
      total: 5,
      pageCount: 1,
    });
    expect(data.admin).toBe(false);
    const o = made.shipped!.order;
    expect(data.sales.items[2]).toEqual({
      id: o.id,
      orderNumber: o.orderNumber,
      status: "shipped",
      deliveryMethod: "pickup",
      total: o.total,
      buyerEmail: o.buyerEmail,
      storeName: "List Store",
      createdAt: o.createdAt.toISOString(),
      paymentReference: made.shipped!.payment.paymentReference,
    });
  });

  it("filters by status, the unpaid checkouts included when asked for", async () => {
    expect(ids(await load("/dashboard/sales?status=placed", seller.cookie))).toEqual([
      made.placed!.order.id,
    ]);
    const paid = await load("/dashboard/sales?status=paid", seller.cookie);
    expect(ids(paid)).toEqual([made.paidNew!.order.id, made.paidOld!.order.id]);
    expect(paid.sales.total).toBe(2);
    expect(paid.filter).toEqual({ status: "paid", q: "" });
    // An unknown status is no filter.
    expect((await load("/dashboard/sales?status=lost", seller.cookie)).sales.total).toBe(5);
  });

  it("searches order numbers and buyer e-mails, case-insensitively and literally", async () => {
    const number = made.delivered!.order.orderNumber;
    expect(
      ids(await load(`/dashboard/sales?q=${number.slice(-6).toLowerCase()}`, seller.cookie)),
    ).toEqual([made.delivered!.order.id]);
    expect(
      ids(await load("/dashboard/sales?q=BUYER-CANCELLED-96%40example", seller.cookie)),
    ).toEqual([made.cancelled!.order.id]);
    // Search and status together; a typed "%" or "_" is just that character.
    expect((await load("/dashboard/sales?q=buyer-&status=paid", seller.cookie)).sales.total).toBe(
      2,
    );
    expect((await load("/dashboard/sales?q=%25", seller.cookie)).sales.total).toBe(0);
    expect((await load("/dashboard/sales?q=_", seller.cookie)).sales.total).toBe(0);
  });

  it("finds an order by its payment or group reference for an admin only", async () => {
    const { payment, group, order } = made.paidOld!;
    expect(
      (await load(`/dashboard/sales?q=${payment.paymentReference}`, seller.cookie)).sales.total,
    ).toBe(0);
    const byPayment = await load(`/dashboard/sales?q=${payment.paymentReference}`, admin.cookie);
    expect(ids(byPayment)).toEqual([order.id]);
    expect(byPayment.admin).toBe(true);
    expect(ids(await load(`/dashboard/sales?q=${group.reference}`, admin.cookie))).toEqual([
      order.id,
    ]);
    // Every store's orders for an admin.
    const everyStore = await load("/dashboard/sales?q=buyer-paid-", admin.cookie);
    expect(ids(everyStore)).toEqual([made.paidNew!.order.id, made.paidOld!.order.id]);
  });

  it("pages through a busy store's sales", async () => {
    const newestFirst = busyOrders.map((g) => g.order.id);
    const first = await load("/dashboard/sales", busy.cookie);
    expect(ids(first)).toEqual(newestFirst.slice(0, SALES_PAGE_SIZE));
    expect(first.sales).toMatchObject({ page: 1, total: SALES_PAGE_SIZE + 2, pageCount: 2 });
    const second = await load("/dashboard/sales?page=2", busy.cookie);
    expect(ids(second)).toEqual(newestFirst.slice(SALES_PAGE_SIZE));
    expect(second.sales).toMatchObject({ page: 2, total: SALES_PAGE_SIZE + 2, pageCount: 2 });
    // Past the end: nothing listed, the count still right (the page offers the way back).
    const past = await load("/dashboard/sales?page=3", busy.cookie);
    expect(past.sales).toMatchObject({ items: [], page: 3, total: SALES_PAGE_SIZE + 2 });
  });

  it("notices the store's low stock, fewest left first, and no one else's", async () => {
    const { lowStock } = await load("/dashboard/sales", seller.cookie);
    expect(lowStock).toEqual([
      { productId: lowIds.none, title: "Adire none left", optionValues: [], stock: 0 },
      { productId: lowIds.sized, title: "Kaftan", optionValues: ["M"], stock: 1 },
      { productId: lowIds.two, title: "Beads two left", optionValues: [], stock: 2 },
      { productId: lowIds.three, title: "Calabash three left", optionValues: [], stock: 3 },
    ]);
    // Shown whatever the list below is filtered to.
    expect((await load("/dashboard/sales?q=nothing-like-this", seller.cookie)).lowStock).toEqual(
      lowStock,
    );
    expect((await load("/dashboard/sales", busy.cookie)).lowStock).toEqual([]);
    expect((await load("/dashboard/sales", admin.cookie)).lowStock).toEqual([]);
  });
});
