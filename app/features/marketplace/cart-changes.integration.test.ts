import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carts, cartItems, holds, products, productVariants } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { action as signInAction } from "~/routes/auth/sign-in";
import { action as cartAction } from "~/routes/cart";
import { createProduct } from "../../../scripts/seed/factories/marketplace";
import { createUser } from "../../../scripts/seed/factories/users";
import { addToCart } from "./add-to-cart.server";
import { cartCookie } from "./cart-identity.server";
import { cartErrors, cartRefusals } from "./cart-messages";
import { readCart } from "./cart.server";
import { mergeGuestCart } from "./merge-carts.server";
import { marketplaceErrors } from "./messages";
import { changeCartLine } from "./update-cart.server";

// Issue 31: what adding to, changing and merging a cart may and may not do.

const pair = (setCookie: string) => setCookie.split(";")[0]!;
const guestRequest = (cookie?: string) =>
  new Request("http://localhost/cart", { headers: cookie ? { Cookie: cookie } : {} });

async function variantsOf(productId: string) {
  const db = await getDb();
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
}

async function linesOf(cartId: string) {
  const db = await getDb();
  return db
    .select({
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      unitPrice: cartItems.unitPrice,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt));
}

/** The refusal an AppError carries (its title), or "ok". */
async function outcome(step: Promise<unknown>) {
  try {
    await step;
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return error.userMessage.title;
    throw error;
  }
}

/** A guest's first add, returning the cookie that names their cart. */
async function guestAdds(productId: string, quantity = 1) {
  const added = await addToCart({ request: guestRequest(), userId: null, productId, quantity });
  return { ...added, cookie: pair(added.setCookie!) };
}

/** A product with a Size option: S (2 in stock) and M (5), M dearer. */
async function sizedProduct() {
  const db = await getDb();
  const p = await createProduct(db, { optionNames: ["Size"], price: 1, stock: 0 });
  await db.insert(productVariants).values([
    { productId: p.id, optionValues: ["S"], price: 4000, stock: 2, position: 0 },
    { productId: p.id, optionValues: ["M"], price: 4500, stock: 5, position: 1 },
  ]);
  return p;
}

describe("add to cart", () => {
  it("adds the variant a choice of options names, at its price", async () => {
    const p = await sizedProduct();
    const [, m] = await variantsOf(p.id);
    const added = await addToCart({
      request: guestRequest(),
      userId: null,
      productId: p.id,
      optionValues: ["M"],
      quantity: 2,
    });
    expect(added.count).toBe(2);
    expect(await linesOf(added.cartId)).toEqual([
      { variantId: m!.id, quantity: 2, unitPrice: 4500 },
    ]);
    // No choice, or a size the product does not offer: told to choose, nothing added.
    for (const optionValues of [[], ["XL"]]) {
      expect(
        await outcome(
          addToCart({
            request: guestRequest(),
            userId: null,
            productId: p.id,
            optionValues,
            quantity: 1,
          }),
        ),
      ).toBe(cartErrors.chooseOptions.title);
    }
  });

  it("adds the same variant to its line, and refuses 6 + 5 of 10 as a whole", async () => {
    const db = await getDb();
    const p = await createProduct(db, { price: 2000, stock: 10 });
    const first = await guestAdds(p.id, 6);
    const again = { request: guestRequest(first.cookie), userId: null, productId: p.id };
    expect(await outcome(addToCart({ ...again, quantity: 5 }))).toBe(
      marketplaceErrors.outOfStock.title,
    );
    expect(await linesOf(first.cartId)).toMatchObject([{ quantity: 6 }]);
    const more = await addToCart({ ...again, quantity: 4 });
    expect(more).toMatchObject({ cartId: first.cartId, setCookie: null, count: 10 });
    expect(await linesOf(first.cartId)).toMatchObject([{ quantity: 10 }]);
  });

  it("counts units held by someone paying as gone, and keeps to the per-order limit", async () => {
    const db = await getDb();
    const p = await createProduct(db, { price: 2000, stock: 4, perOrderLimit: 3 });
    const [v] = await variantsOf(p.id);
    await db.insert(holds).values({
      subjectKind: "product_variant",
      subjectId: v!.id,
      quantity: 2,
      purchaseType: "order",
      purchaseId: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const add = (quantity: number) =>
      outcome(addToCart({ request: guestRequest(), userId: null, productId: p.id, quantity }));
    expect(await add(4)).toBe(cartRefusals.overLimit(3).title);
    expect(await add(3)).toBe(marketplaceErrors.outOfStock.title);
    expect(await add(2)).toBe("ok");
  });

  it("refuses a withdrawn product, a foreign variant and a changed price, adding nothing", async () => {
    const db = await getDb();
    const p = await createProduct(db, { price: 3000, stock: 5 });
    const other = await createProduct(db, { price: 100, stock: 5 });
    const [foreign] = await variantsOf(other.id);
    const base = { request: guestRequest(), userId: null, productId: p.id, quantity: 1 };
    const cartsBefore = (await db.select().from(carts)).length;
    expect(await outcome(addToCart({ ...base, variantId: foreign!.id }))).toBe(
      cartErrors.notFound.title,
    );
    expect(await outcome(addToCart({ ...base, seenPrice: 1 }))).toBe(cartErrors.priceChanged.title);
    await db.update(products).set({ status: "inactive" }).where(eq(products.id, p.id));
    expect(await outcome(addToCart(base))).toBe(marketplaceErrors.sellerUnavailable.title);
    // Every refusal was before the cart was made: no cart, no line.
    expect(await db.select().from(carts)).toHaveLength(cartsBefore);
  });
});

describe("the cart's forms (POST /cart)", () => {
  const post = (fields: Record<string, string>, cookie?: string) =>
    cartAction({
      request: new Request("http://localhost/cart", {
        method: "POST",
        headers: { ...(cookie ? { Cookie: cookie } : {}) },
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: {},
    } as never) as Promise<Response>;

  it("answers bad input with a clear message and changes nothing", async () => {
    const db = await getDb();
    const p = await createProduct(db, { price: 2500, stock: 8 });
    const first = await guestAdds(p.id, 2);
    const [line] = await db.select().from(cartItems).where(eq(cartItems.cartId, first.cartId));
    const other = await createProduct(db, { price: 100, stock: 3 });
    const stranger = await guestAdds(other.id, 1);
    const [strangersLine] = await db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, stranger.cartId));
    const bad: Record<string, string>[] = [
      ...["0", "-1", "1e9", "1.5", "0x10"].map((quantity) => ({
        intent: "add",
        productId: p.id,
        quantity,
        returnTo: `/marketplace/${p.slug}`,
      })),
      { intent: "add", productId: p.id, quantity: "1", price: "1" },
      { intent: "add", productId: p.id, variantId: crypto.randomUUID(), quantity: "1" },
      ...["0", "-1", "1e9", "1.5", "0x10"].map((quantity) => ({
        intent: "update",
        itemId: line!.id,
        quantity,
      })),
      // Another cart's line, by its id: not found here.
      { intent: "update", itemId: strangersLine!.id, quantity: "1" },
      { intent: "remove", itemId: strangersLine!.id },
    ];
    for (const fields of bad) {
      const answer = await post(fields, first.cookie);
      expect(answer.status, JSON.stringify(fields)).toBe(303);
      expect(answer.headers.getSetCookie().join(";")).toMatch(/nc_flash=/);
      expect(answer.headers.getSetCookie().join(";")).not.toMatch(/cart_n=/);
    }
    expect(await linesOf(first.cartId)).toMatchObject([{ quantity: 2, unitPrice: 2500 }]);
    expect(await linesOf(stranger.cartId)).toMatchObject([{ quantity: 1 }]);
  });

  it("adds, updates and removes, keeping the guest's count cookie in step", async () => {
    const db = await getDb();
    const p = await createProduct(db, { price: 2500, stock: 8 });
    const added = await post({
      intent: "add",
      productId: p.id,
      quantity: "3",
      price: "2500",
      returnTo: `/marketplace/${p.slug}`,
    });
    expect(added.status).toBe(303);
    expect(added.headers.get("Location")).toBe(`/marketplace/${p.slug}`);
    const cookies = added.headers.getSetCookie();
    expect(cookies.join(";")).toMatch(/cart_n=3;/);
    const cart = cookies.find((c) => c.startsWith("cart="))!;
    expect(cart).toMatch(/HttpOnly; SameSite=Lax/);
    const [line] = await db.select().from(cartItems).where(eq(cartItems.productId, p.id));
    const updated = await post({ intent: "update", itemId: line!.id, quantity: "5" }, pair(cart));
    expect(updated.headers.getSetCookie().join(";")).toMatch(/cart_n=5;/);
    // More than the stock: refused, the line stays at 5.
    await post({ intent: "update", itemId: line!.id, quantity: "9" }, pair(cart));
    expect(
      await db
        .select({ q: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.productId, p.id)),
    ).toEqual([{ q: 5 }]);
    const removed = await post({ intent: "remove", itemId: line!.id }, pair(cart));
    expect(removed.headers.getSetCookie().join(";")).toMatch(/cart_n=0;/);
    expect(await db.select().from(cartItems).where(eq(cartItems.productId, p.id))).toEqual([]);
  });
});

describe("price changes", () => {
  it("keeps the seen price until the buyer accepts the one shown", async () => {
    const db = await getDb();
    const p = await createProduct(db, { price: 1000, stock: 5 });
    const { cartId, cookie } = await guestAdds(p.id, 1);
    await db.update(products).set({ price: 1200 }).where(eq(products.id, p.id));
    // Adding again adds units but does not re-price the line.
    await addToCart({ request: guestRequest(cookie), userId: null, productId: p.id, quantity: 1 });
    const [line] = await db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    expect((await readCart({ cartId })).groups[0]!.items[0]).toMatchObject({
      quantity: 2,
      unitPrice: 1000,
      currentPrice: 1200,
      flags: ["price_changed"],
    });
    // Accepting a price other than the current one (changed again meanwhile) is refused.
    expect(
      await outcome(
        changeCartLine({
          cartId,
          change: { intent: "accept-price", itemId: line!.id, price: 1100 },
        }),
      ),
    ).toBe(cartErrors.priceChanged.title);
    await changeCartLine({
      cartId,
      change: { intent: "accept-price", itemId: line!.id, price: 1200 },
    });
    expect((await readCart({ cartId })).groups[0]!.items[0]).toMatchObject({
      unitPrice: 1200,
      flags: [],
    });
  });
});

describe("merge at sign-in", () => {
  it("adds a guest's lines to the person's cart, capped at the stock, never losing one", async () => {
    const db = await getDb();
    const user = await createUser(db, {});
    const plenty = await createProduct(db, { price: 500, stock: 10 });
    const scarce = await createProduct(db, { price: 700, stock: 4 });
    const gone = await createProduct(db, { price: 900, stock: 2 });
    // The person already has 3 of `scarce`; the guest adds 3 more (7 of 4 in stock).
    const own = await addToCart({
      request: guestRequest(),
      userId: user.id,
      productId: scarce.id,
      quantity: 3,
    });
    const guest = await guestAdds(plenty.id, 2);
    const again = { request: guestRequest(guest.cookie), userId: null };
    await addToCart({ ...again, productId: scarce.id, quantity: 3 });
    await addToCart({ ...again, productId: gone.id, quantity: 2 });
    await db.update(products).set({ stock: 0 }).where(eq(products.id, gone.id));

    expect(await mergeGuestCart({ guestCartId: guest.cartId, userId: user.id })).toEqual({
      merged: 3,
    });
    const view = await readCart({ cartId: own.cartId });
    const byProduct = Object.fromEntries(
      view.groups.flatMap((g) => g.items).map((i) => [i.productId, [i.quantity, i.flags]]),
    );
    expect(byProduct).toEqual({
      [plenty.id]: [2, []],
      [scarce.id]: [4, []],
      // Out of stock now: kept and flagged, not dropped.
      [gone.id]: [2, ["out_of_stock"]],
    });
    expect(await db.select().from(carts).where(eq(carts.id, guest.cartId))).toEqual([]);
    // Twice is harmless.
    expect(await mergeGuestCart({ guestCartId: guest.cartId, userId: user.id })).toEqual({
      merged: 0,
    });
  });

  it("happens on the password sign-in's answer, which clears the guest cookies", async () => {
    const db = await getDb();
    const user = await createUser(db, { email: "kemi@example.com", password: "kemi-password-1" });
    const p = await createProduct(db, { price: 1500, stock: 3 });
    const guest = await guestAdds(p.id, 2);
    const answer = (await signInAction({
      request: new Request("http://localhost/auth/sign-in", {
        method: "POST",
        headers: { Cookie: `${guest.cookie}; cart_n=2` },
        body: new URLSearchParams({
          email: "kemi@example.com",
          password: "kemi-password-1",
          redirectTo: "/cart",
        }),
      }),
      params: {},
      context: { clientIp: "10.9.9.9" },
    } as never)) as Response;
    expect(answer.status).toBe(302);
    const set = answer.headers.getSetCookie().join("\n");
    expect(set).toMatch(/better-auth\.session_token=/);
    expect(set).toMatch(/^cart=; Path=\/; Max-Age=0/m);
    expect(set).toMatch(/^cart_n=; Path=\/; Max-Age=0/m);
    const [mine] = await db.select().from(carts).where(eq(carts.userId, user.id));
    expect(await linesOf(mine!.id)).toMatchObject([{ quantity: 2, unitPrice: 1500 }]);
  });

  it("ignores a cookie that names an account's cart", async () => {
    const db = await getDb();
    const owner = await createUser(db, {});
    const thief = await createUser(db, {});
    const p = await createProduct(db, { price: 1500, stock: 3 });
    const owned = await addToCart({
      request: guestRequest(),
      userId: owner.id,
      productId: p.id,
      quantity: 1,
    });
    await mergeGuestCart({ guestCartId: owned.cartId, userId: thief.id });
    expect(await linesOf(owned.cartId)).toHaveLength(1);
    expect(pair(cartCookie(owned.cartId))).toMatch(/^cart=/);
  });
});
