import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carts, cartItems, holds, products, productVariants } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createUser } from "../../../scripts/seed/factories/users";
import { cartCookie, cartIdFromCookie, currentCart } from "./cart-identity.server";
import { readCart, userCartCount } from "./cart.server";

// Issue 31: whose cart a request works on, and what the cart page reads.

const guest = (cookie?: string) =>
  new Request("http://localhost/cart", { headers: cookie ? { Cookie: cookie } : {} });
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

async function variantOf(productId: string) {
  const db = await getDb();
  const [v] = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return v!;
}

describe("cart identity", () => {
  it("gives a guest a signed HttpOnly cookie naming a new cart, and finds it again", async () => {
    const none = await currentCart({ request: guest(), userId: null });
    expect(none).toEqual({ cartId: null, setCookie: null });
    const made = await currentCart({ request: guest(), userId: null, create: true });
    expect(made.cartId).toBeTruthy();
    expect(made.setCookie).toMatch(
      /^cart=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    const again = await currentCart({ request: guest(cookiePair(made.setCookie!)), userId: null });
    expect(again).toEqual({ cartId: made.cartId, setCookie: null });
  });

  it("refuses a forged or unsigned cookie and an account's cart id", async () => {
    const db = await getDb();
    const user = await createUser(db, {});
    const [owned] = await db.insert(carts).values({ userId: user.id }).returning();
    // Unsigned id, a signature for another cart, and a signed id of an account's cart.
    expect(cartIdFromCookie(`cart=${owned!.id}`)).toBeNull();
    const other = cartCookie(crypto.randomUUID());
    const forged = cookiePair(other).replace(/^cart=[^.]+/, `cart=${owned!.id}`);
    expect(cartIdFromCookie(forged)).toBeNull();
    const signed = await currentCart({
      request: guest(cookiePair(cartCookie(owned!.id))),
      userId: null,
    });
    expect(signed.cartId).toBeNull();
  });

  it("keeps one cart per signed-in person", async () => {
    const db = await getDb();
    const user = await createUser(db, {});
    const a = await currentCart({ request: guest(), userId: user.id, create: true });
    const b = await currentCart({ request: guest(), userId: user.id, create: true });
    expect(a.cartId).toBe(b.cartId);
    expect(a.setCookie).toBeNull();
    expect(await db.select().from(carts).where(eq(carts.userId, user.id))).toHaveLength(1);
  });
});

describe("the signed-in header's count", () => {
  it("sums the units in the person's own cart, 0 without one", async () => {
    const db = await getDb();
    const [user, other] = [await createUser(db, {}), await createUser(db, {})];
    expect(await userCartCount({ userId: user.id })).toBe(0);
    const lines = async (cartId: string, quantities: number[]) => {
      for (const quantity of quantities) {
        const product = await createProduct(db, { stock: 20 });
        await db.insert(cartItems).values({
          cartId,
          productId: product.id,
          variantId: (await variantOf(product.id)).id,
          quantity,
          unitPrice: product.price,
        });
      }
    };
    const [mine] = await db.insert(carts).values({ userId: user.id }).returning();
    const [theirs] = await db.insert(carts).values({ userId: other.id }).returning();
    await lines(mine!.id, [2, 3]);
    await lines(theirs!.id, [7]);
    // Many times, as on every page (the prepared statement's later, generic plan too).
    for (let k = 0; k < 8; k++) {
      expect(await userCartCount({ userId: user.id })).toBe(5);
      expect(await userCartCount({ userId: other.id, db })).toBe(7);
    }
  });
});

describe("readCart", () => {
  it("groups lines by store and flags what cannot be bought as it stands", async () => {
    const db = await getDb();
    const storeA = await createVendorProfile(db, { storeName: "A Store" });
    const storeB = await createVendorProfile(db, { storeName: "B Store" });
    const fine = await createProduct(db, { vendorId: storeA.id, price: 1000, stock: 10 });
    const repriced = await createProduct(db, { vendorId: storeA.id, price: 2000, stock: 10 });
    const held = await createProduct(db, { vendorId: storeB.id, price: 500, stock: 3 });
    const withdrawn = await createProduct(db, { vendorId: storeB.id, price: 700, stock: 5 });
    const short = await createProduct(db, { vendorId: storeB.id, price: 300, stock: 2 });
    const [cart] = await db.insert(carts).values({}).returning();
    // Added one after the other (a clock tie would leave their order to the random ids).
    let added = Date.now() - 60_000;
    const line = async (p: typeof fine, quantity: number, unitPrice: number) =>
      db.insert(cartItems).values({
        createdAt: new Date((added += 1000)),
        cartId: cart!.id,
        productId: p.id,
        variantId: (await variantOf(p.id)).id,
        quantity,
        unitPrice,
      });
    await line(fine, 2, 1000);
    await line(repriced, 1, 2000);
    await line(held, 1, 500);
    await line(withdrawn, 1, 700);
    await line(short, 2, 300);
    // The price rises after it was added; all of `held` is held by someone paying;
    // `withdrawn` is taken off sale; `short` sells one.
    await db.update(products).set({ price: 2500 }).where(eq(products.id, repriced.id));
    await db.insert(holds).values({
      subjectKind: "product_variant",
      subjectId: (await variantOf(held.id)).id,
      quantity: 3,
      purchaseType: "order",
      purchaseId: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db.update(products).set({ status: "inactive" }).where(eq(products.id, withdrawn.id));
    await db.update(products).set({ stock: 1 }).where(eq(products.id, short.id));

    const view = await readCart({ cartId: cart!.id });
    expect(view.count).toBe(7);
    expect(view.groups.map((g) => g.vendor.storeName)).toEqual(["A Store", "B Store"]);
    const [a, b] = view.groups;
    expect(a!.vendor).toEqual({ id: storeA.id, storeName: "A Store", userId: storeA.userId });
    expect(a!.items.map((i) => [i.productId, i.unitPrice, i.currentPrice, i.flags])).toEqual([
      [fine.id, 1000, 1000, []],
      [repriced.id, 2000, 2500, ["price_changed"]],
    ]);
    // Never re-priced silently: the subtotal counts the price the buyer saw.
    expect(a!.subtotal).toBe(2 * 1000 + 2000);
    expect(b!.items.map((i) => [i.productId, i.available, i.flags])).toEqual([
      [held.id, 0, ["out_of_stock"]],
      [withdrawn.id, 5, ["seller_unavailable"]],
      [short.id, 1, ["not_enough_stock"]],
    ]);
    expect(b!.subtotal).toBe(0);

    // An expired hold no longer counts.
    await db.update(holds).set({ expiresAt: new Date(Date.now() - 1000) });
    const later = await readCart({ cartId: cart!.id });
    expect(later.groups[1]!.items[0]).toMatchObject({ available: 3, flags: [] });
  });
});
