import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  notifications,
  orders,
  outgoingMail,
  paymentLines,
  paymentTransactions,
  productVariants,
} from "~/db/schema";
import type { Role } from "~/features/accounts/roles";
import { systemRefundJob } from "~/features/payments/system-refund-job.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import {
  activeHoldsOf,
  createOrderGroup,
  type CreateOrderGroupOptions,
} from "../../../scripts/seed/factories/orders";
import { createUser } from "../../../scripts/seed/factories/users";
import { cancelOrder } from "./cancel-order.server";
import { deliverOrder } from "./deliver-order.server";
import type { OrderActor } from "./order-access.server";
import { shipOrder } from "./ship-order.server";

// Issue 31, "Correctness that must hold": only the order's vendor (or an admin) ships,
// delivers or cancels it; only its buyer (or the guest link's holder) cancels before
// shipment or confirms delivery; every move follows the transition table.

let db: Db;
type Person = { id: string; role: Role; email: string; name: string };
let people: Record<"seller" | "otherSeller" | "buyer" | "otherBuyer" | "viewer" | "admin", Person>;
let store: Awaited<ReturnType<typeof createVendorProfile>>;

const as = (p: Person | null, accessToken?: string): OrderActor => ({
  user: p ? { id: p.id, role: p.role } : null,
  accessToken: accessToken ?? null,
});

beforeAll(async () => {
  db = await getDb();
  const user = (role: Role, email: string) =>
    createUser(db, { role, email, emailVerified: true }).then((u) => ({
      id: u.id,
      role,
      email: u.email,
      name: u.name,
    }));
  people = {
    seller: await user("vendor", "seller@example.com"),
    otherSeller: await user("vendor", "other-seller@example.com"),
    buyer: await user("viewer", "buyer@example.com"),
    otherBuyer: await user("viewer", "other-buyer@example.com"),
    viewer: await user("viewer", "someone@example.com"),
    admin: await user("admin", "boss@example.com"),
  };
  store = await createVendorProfile(db, { userId: people.seller.id, storeName: "Ada's Fabrics" });
  await createVendorProfile(db, { userId: people.otherSeller.id, storeName: "Other Store" });
});

/** A new order of the seller's store, bought by `buyer` (null: a guest). */
async function order(options: Partial<CreateOrderGroupOptions> & { guest?: boolean } = {}) {
  const { guest, ...rest } = options;
  return createOrderGroup(db, {
    vendor: store,
    buyer: guest ? null : people.buyer,
    items: [{ quantity: 2 }],
    ...rest,
  });
}

/** "ok", or the refusal's kind ("forbidden", "notFound", "validation"). */
async function outcome(run: () => Promise<unknown>) {
  try {
    await run();
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return error.kind;
    throw error;
  }
}

async function statusOf(id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe("permission matrix", () => {
  const actors = ["seller", "otherSeller", "buyer", "otherBuyer", "viewer", "admin"] as const;
  // What each person may do to an order of the seller's store bought by the buyer.
  const matrix: Record<"ship" | "markDelivered" | "cancel", Record<string, string>> = {
    ship: {
      seller: "ok",
      otherSeller: "notFound",
      buyer: "forbidden",
      otherBuyer: "notFound",
      viewer: "notFound",
      admin: "ok",
      guestWrongToken: "notFound",
      guestToken: "forbidden",
    },
    // A shipped order reaching its buyer: the buyer confirms, the seller or admin marks.
    markDelivered: {
      seller: "ok",
      otherSeller: "notFound",
      buyer: "ok",
      otherBuyer: "notFound",
      viewer: "notFound",
      admin: "ok",
      guestWrongToken: "notFound",
      guestToken: "ok",
    },
    cancel: {
      seller: "ok",
      otherSeller: "notFound",
      buyer: "ok",
      otherBuyer: "notFound",
      viewer: "notFound",
      admin: "ok",
      guestWrongToken: "notFound",
      guestToken: "ok",
    },
  };
  const who = [...actors, "guestWrongToken", "guestToken"] as const;

  async function actorFor(name: (typeof who)[number], token: string) {
    if (name === "guestToken") return as(null, token);
    if (name === "guestWrongToken") return as(null, "not-the-token-" + token.slice(3));
    return as(people[name]);
  }

  for (const name of who) {
    it(`ship: ${name} → ${matrix.ship[name]}`, async () => {
      const made = await order({ guest: name.startsWith("guest") });
      const result = await outcome(async () =>
        shipOrder({
          orderId: made.order.id,
          actor: await actorFor(name, made.accessToken),
          carrier: "GIG Logistics",
          trackingNumber: "TRK1",
        }),
      );
      expect(result).toBe(matrix.ship[name]);
      expect((await statusOf(made.order.id)).status).toBe(result === "ok" ? "shipped" : "paid");
    });

    it(`deliver a shipped order: ${name} → ${matrix.markDelivered[name]}`, async () => {
      const made = await order({ guest: name.startsWith("guest"), status: "shipped" });
      const result = await outcome(async () =>
        deliverOrder({ orderId: made.order.id, actor: await actorFor(name, made.accessToken) }),
      );
      expect(result).toBe(matrix.markDelivered[name]);
      expect((await statusOf(made.order.id)).status).toBe(
        result === "ok" ? "delivered" : "shipped",
      );
    });

    it(`cancel a paid order: ${name} → ${matrix.cancel[name]}`, async () => {
      const made = await order({ guest: name.startsWith("guest") });
      const result = await outcome(async () =>
        cancelOrder({
          orderId: made.order.id,
          actor: await actorFor(name, made.accessToken),
          reason: "Out of this colour",
        }),
      );
      expect(result).toBe(matrix.cancel[name]);
      expect((await statusOf(made.order.id)).status).toBe(result === "ok" ? "cancelled" : "paid");
    });
  }

  it("a buyer matched by their verified e-mail (bought as a guest) is the buyer", async () => {
    const made = await order({ guest: true, buyerEmail: "Buyer@Example.com" });
    expect(
      await outcome(() => cancelOrder({ orderId: made.order.id, actor: as(people.buyer) })),
    ).toBe("ok");
  });

  it("an unverified address is not enough", async () => {
    const u = await createUser(db, {
      role: "viewer",
      email: "unverified@example.com",
      emailVerified: false,
    });
    const made = await order({ guest: true, buyerEmail: "unverified@example.com" });
    expect(
      await outcome(() =>
        cancelOrder({ orderId: made.order.id, actor: { user: { id: u.id, role: "viewer" } } }),
      ),
    ).toBe("notFound");
  });
});

describe("transitions", () => {
  it("cannot ship a cancelled, a placed or a delivered order", async () => {
    for (const status of ["cancelled", "placed", "delivered"] as const) {
      const made = await order({ status });
      const result = await outcome(() =>
        shipOrder({ orderId: made.order.id, actor: as(people.seller), carrier: "GIG" }),
      );
      expect([status, result]).toEqual([status, "validation"]);
      expect((await statusOf(made.order.id)).status).toBe(status);
    }
  });

  it("cannot cancel a shipped or a delivered order", async () => {
    for (const status of ["shipped", "delivered"] as const) {
      const made = await order({ status });
      expect(
        await outcome(() => cancelOrder({ orderId: made.order.id, actor: as(people.buyer) })),
      ).toBe("validation");
      expect(
        await outcome(() =>
          cancelOrder({ orderId: made.order.id, actor: as(people.seller), reason: "Sorry" }),
        ),
      ).toBe("validation");
      expect((await statusOf(made.order.id)).status).toBe(status);
    }
  });

  it("needs a carrier to ship, and a reason when the seller cancels", async () => {
    const made = await order();
    expect(
      await outcome(() =>
        shipOrder({ orderId: made.order.id, actor: as(people.seller), carrier: "  " }),
      ),
    ).toBe("validation");
    expect(
      await outcome(() =>
        cancelOrder({ orderId: made.order.id, actor: as(people.seller), reason: "" }),
      ),
    ).toBe("validation");
    expect((await statusOf(made.order.id)).status).toBe("paid");
  });

  it("a delivery order is shipped before it is delivered; the buyer cannot confirm a paid one", async () => {
    const made = await order();
    expect(
      await outcome(() => deliverOrder({ orderId: made.order.id, actor: as(people.buyer) })),
    ).toBe("validation");
    expect(
      await outcome(() => deliverOrder({ orderId: made.order.id, actor: as(people.seller) })),
    ).toBe("validation");
    await shipOrder({ orderId: made.order.id, actor: as(people.seller), carrier: "Kwik" });
    const delivered = await deliverOrder({ orderId: made.order.id, actor: as(people.buyer) });
    expect(delivered.status).toBe("delivered");
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
  });

  it("hands a pickup order over only against its collection code", async () => {
    const made = await order({ deliveryMethod: "pickup", collectionCode: "482913" });
    // The buyer cannot hand it to themselves; a wrong code changes nothing.
    expect(
      await outcome(() =>
        deliverOrder({ orderId: made.order.id, actor: as(people.buyer), collectionCode: "482913" }),
      ),
    ).toBe("forbidden");
    expect(
      await outcome(() =>
        deliverOrder({
          orderId: made.order.id,
          actor: as(people.seller),
          collectionCode: "111111",
        }),
      ),
    ).toBe("validation");
    expect(
      await outcome(() => deliverOrder({ orderId: made.order.id, actor: as(people.seller) })),
    ).toBe("validation");
    expect(await statusOf(made.order.id)).toMatchObject({ status: "paid", deliveredAt: null });
    // A pickup order is not shipped.
    expect(
      await outcome(() =>
        shipOrder({ orderId: made.order.id, actor: as(people.seller), carrier: "GIG" }),
      ),
    ).toBe("validation");
    const done = await deliverOrder({
      orderId: made.order.id,
      actor: as(people.seller),
      collectionCode: " 482 913 ",
    });
    expect(done.status).toBe("delivered");
  });

  it("tells the buyer of each change by e-mail, and a signed-in buyer by notification", async () => {
    const made = await order();
    await shipOrder({
      orderId: made.order.id,
      actor: as(people.seller),
      carrier: "GIG Logistics",
      trackingNumber: "TRK778899",
    });
    const [mail] = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.subject, `Your order ${made.order.orderNumber} has shipped`));
    expect(mail!.to).toBe(made.group.buyerEmail);
    expect(mail!.text).toContain("Tracking number: TRK778899");
    expect(mail!.text).toContain(`/orders/${made.accessToken}`);
    const notes = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, people.buyer.id),
          eq(notifications.type, "marketplace.order_shipped"),
        ),
      );
    expect(notes.map((n) => n.data)).toContainEqual({ href: `/dashboard/orders/${made.order.id}` });
  });
});

describe("cancel before shipment", () => {
  it("restocks, queues the refund of that vendor's line only, and the job refunds it", async () => {
    const other = await createVendorProfile(db);
    const mine = await createProduct(db, {
      vendorId: store.id,
      isDigital: false,
      price: 10_000,
      stock: 6,
    });
    const theirs = await createProduct(db, {
      vendorId: other.id,
      isDigital: false,
      price: 3_000,
      stock: 4,
    });
    const made = await createOrderGroup(db, {
      buyer: people.buyer,
      items: [
        { product: mine, quantity: 2 },
        { product: theirs, quantity: 1 },
      ],
    });
    const stockOf = async (productId: string) =>
      (await db.select().from(productVariants).where(eq(productVariants.productId, productId)))[0]!
        .stock;
    expect(await stockOf(mine.id)).toBe(4);
    const myOrder = made.orders.find((o) => o.vendorId === store.id)!;
    const myLine = made.lines.find((l) => l.purchaseId === myOrder.id)!;
    const theirLine = made.lines.find((l) => l.purchaseId !== myOrder.id)!;

    const done = await cancelOrder({
      orderId: myOrder.id,
      actor: as(people.seller),
      reason: "Fabric damaged in the rain",
    });
    expect(done).toMatchObject({ refundQueued: true, lineId: myLine.id });
    expect(await statusOf(myOrder.id)).toMatchObject({
      status: "cancelled",
      cancelledBy: "vendor",
      cancelReason: "Fabric damaged in the rain",
    });
    expect(await stockOf(mine.id)).toBe(6);
    expect(await stockOf(theirs.id)).toBe(3);
    const { rows } = (await db.execute(
      sql`select data from pgboss.job where name = 'payments.system-refund' and data->>'paymentId' = ${made.payment.id}`,
    )) as unknown as { rows: { data: Record<string, unknown> }[] };
    expect(rows.map((r) => r.data)).toEqual([
      {
        paymentId: made.payment.id,
        cause: "order_cancelled",
        lineId: myLine.id,
        reason: "Fabric damaged in the rain",
      },
    ]);

    await runDueJobs([systemRefundJob]);
    const lines = await db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.transactionId, made.payment.id));
    const byId = new Map(lines.map((l) => [l.id, l]));
    // The whole line, delivery fee included; the other vendor's line stands.
    expect(byId.get(myLine.id)!.refundedAmount).toBe(myOrder.total);
    expect(myOrder.total).toBe(22_500);
    expect(byId.get(theirLine.id)!.refundedAmount).toBe(0);
    const [payment] = await db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, made.payment.id));
    expect(payment).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 22_500 });
    // The cancelled order's stock was returned once, by the cancel.
    expect(await stockOf(mine.id)).toBe(6);
    const [mail] = await db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.subject, `Your order ${myOrder.orderNumber} was cancelled`));
    expect(mail!.text).toContain("Reason: Fabric damaged in the rain");
  });

  it("an unpaid order: nothing refunded; the group's holds end when all its orders are cancelled", async () => {
    const other = await createVendorProfile(db);
    const theirs = await createProduct(db, {
      vendorId: other.id,
      isDigital: false,
      price: 3_000,
      stock: 4,
    });
    const made = await createOrderGroup(db, {
      buyer: people.buyer,
      status: "placed",
      vendor: store,
      items: [{ quantity: 1 }, { product: theirs, quantity: 1 }],
    });
    const [first, second] = made.orders;
    const one = await cancelOrder({ orderId: first!.id, actor: as(people.buyer) });
    expect(one).toMatchObject({ refundQueued: false });
    // The cancelled order's units are free at once; the other vendor's stay held.
    expect(await activeHoldsOf(db, made.group.id)).toHaveLength(1);
    await cancelOrder({ orderId: second!.id, actor: as(null, made.accessToken) });
    expect(await activeHoldsOf(db, made.group.id)).toHaveLength(0);
    const { rows } = (await db.execute(
      sql`select 1 from pgboss.job where name = 'payments.system-refund' and data->>'paymentId' = ${made.payment.id}`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toHaveLength(0);
  });
});
