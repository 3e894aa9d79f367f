import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  carts,
  cartItems,
  mediaAssets,
  pickupPoints,
  products,
  productVariants,
} from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { withQueryStats } from "~/lib/db/query-stats.server";
import * as cartPage from "~/routes/cart";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { signedInUser } from "../../../tests/support/sessions";
import { cartCookie } from "./cart-identity.server";

// /cart on its real route (issue 31): everything the page is drawn from (lines grouped
// by store with their flags and subtotals, each store's delivery words, the pictures),
// for a signed-in person and for a guest, whatever statements the loader reads it with.

type Loaded = { data: Record<string, unknown>; init: { headers?: Headers } | null };

const load = async (cookie?: string) =>
  (await cartPage.loader({
    request: new Request("http://localhost/cart", { headers: cookie ? { Cookie: cookie } : {} }),
    params: {},
    context: {},
  } as never)) as unknown as Loaded;
const setCookies = (loaded: Loaded) => loaded.init?.headers?.getSetCookie() ?? [];
const pair = (setCookie: string) => setCookie.split(";")[0]!;

const EMPTY = { cartId: null, count: 0, groups: [], delivery: {}, images: {} };

let db: Db;
let buyer: { id: string; cookie: string };

async function variantOf(productId: string) {
  const [v] = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return v!;
}

beforeAll(async () => {
  db = await getDb();
  buyer = await signedInUser(db, {
    email: "cart-page@example.com",
    role: "viewer",
    password: "cart-page-password-1",
  });
});

describe("the cart page's loader", () => {
  it("shows a signed-in person's lines by store, with delivery words and pictures", async () => {
    // No cart yet, then a cart with no lines: nothing to show either way.
    expect((await load(buyer.cookie)).data).toEqual(EMPTY);
    const [cart] = await db.insert(carts).values({ userId: buyer.id }).returning();
    expect((await load(buyer.cookie)).data).toEqual({ ...EMPTY, cartId: cart!.id });

    // Store A delivers (fees by zone, free from ₦50,000); store B sells a digital
    // product; store C has set nothing.
    const storeA = await createVendorProfile(db, {
      storeName: "Aa Page Store",
      shipFromState: "Lagos",
      shipFromCity: "Ikeja",
      feeSameCity: 1500,
      feeSameState: 2500,
      feeElsewhere: null,
      freeDeliveryOver: 50_000,
    });
    const storeB = await createVendorProfile(db, { storeName: "Bb Page Store" });
    const storeC = await createVendorProfile(db, {
      storeName: "Cc Page Store",
      shipFromState: null,
      shipFromCity: null,
      feeSameCity: null,
      feeSameState: null,
      feeElsewhere: null,
      freeDeliveryOver: null,
    });

    // A sized product with a registered picture (its widths stored unsorted), a simple
    // one whose picture was never registered, a digital one, and one repriced since.
    const imageKey = `products/cart-page-${crypto.randomUUID()}.webp`;
    await db.insert(mediaAssets).values({
      key: imageKey,
      width: 1200,
      height: 900,
      variantWidths: [640, 320, 960],
      placeholderColor: "#a0b0c0",
    });
    const sized = await createProduct(db, {
      vendorId: storeA.id,
      optionNames: ["Size", "Colour"],
      price: 1,
      stock: 0,
      imageKeys: [imageKey, "products/second.webp"],
      perOrderLimit: 3,
      isDigital: false,
    });
    const [sizedM] = await db
      .insert(productVariants)
      .values({
        productId: sized.id,
        optionValues: ["M", "Red"],
        price: 4500,
        stock: 5,
        position: 0,
      })
      .returning();
    const plain = await createProduct(db, {
      vendorId: storeA.id,
      price: 2000,
      stock: 10,
      imageKeys: ["products/never-registered.webp"],
      isDigital: false,
    });
    const ebook = await createProduct(db, {
      vendorId: storeB.id,
      price: 800,
      stock: 999,
      isDigital: true,
    });
    const repriced = await createProduct(db, {
      vendorId: storeC.id,
      price: 3000,
      stock: 4,
      isDigital: false,
    });
    let added = Date.now() - 60_000;
    const line = async (
      productId: string,
      variantId: string,
      quantity: number,
      unitPrice: number,
    ) =>
      (
        await db
          .insert(cartItems)
          .values({
            createdAt: new Date((added += 1000)),
            cartId: cart!.id,
            productId,
            variantId,
            quantity,
            unitPrice,
          })
          .returning()
      )[0]!;
    const l1 = await line(sized.id, sizedM!.id, 2, 4500);
    const l2 = await line(ebook.id, (await variantOf(ebook.id)).id, 1, 800);
    const l3 = await line(plain.id, (await variantOf(plain.id)).id, 1, 2000);
    const l4 = await line(repriced.id, (await variantOf(repriced.id)).id, 1, 2500);
    // Someone else's cart is never shown.
    const other = await createProduct(db, { vendorId: storeA.id, price: 100, stock: 9 });
    const [theirs] = await db.insert(carts).values({}).returning();
    await db.insert(cartItems).values({
      cartId: theirs!.id,
      productId: other.id,
      variantId: (await variantOf(other.id)).id,
      quantity: 4,
      unitPrice: 100,
    });

    const item = (
      l: typeof l1,
      p: typeof sized,
      extra: { optionLabel?: string; currentPrice?: number; available: number },
    ) => ({
      id: l.id,
      productId: p.id,
      variantId: l.variantId,
      slug: p.slug,
      title: p.title,
      optionLabel: extra.optionLabel ?? "",
      imageKey: p.imageKeys[0] ?? null,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      currentPrice: extra.currentPrice ?? l.unitPrice,
      available: extra.available,
      perOrderLimit: p.perOrderLimit,
      isDigital: p.isDigital,
    });
    const expected = {
      cartId: cart!.id,
      count: 5,
      groups: [
        {
          vendor: { id: storeA.id, storeName: "Aa Page Store", userId: storeA.userId },
          items: [
            {
              ...item(l1, sized, { optionLabel: "Size: M, Colour: Red", available: 5 }),
              flags: [],
            },
            { ...item(l3, plain, { available: 10 }), flags: [] },
          ],
          subtotal: 2 * 4500 + 2000,
        },
        {
          vendor: { id: storeB.id, storeName: "Bb Page Store", userId: storeB.userId },
          items: [{ ...item(l2, ebook, { available: 999 }), flags: [] }],
          subtotal: 800,
        },
        {
          vendor: { id: storeC.id, storeName: "Cc Page Store", userId: storeC.userId },
          items: [
            {
              ...item(l4, repriced, { currentPrice: 3000, available: 4 }),
              flags: ["price_changed"],
            },
          ],
          // Never re-priced silently: the price the buyer saw.
          subtotal: 2500,
        },
      ],
      delivery: {
        [storeA.id]: [
          "Ships from Ikeja, Lagos",
          "₦1,500 in the same city",
          "₦2,500 in the same state",
          "free from ₦50,000",
        ],
        [storeB.id]: ["Digital: download after payment, no delivery"],
        [storeC.id]: ["This store has not set delivery yet: choose pickup or check back later."],
      },
      // Only the registered picture, its widths in order.
      images: {
        [imageKey]: {
          key: imageKey,
          width: 1200,
          height: 900,
          placeholderColor: "#a0b0c0",
          variants: [{ width: 320 }, { width: 640 }, { width: 960 }],
        },
      },
    };
    // Many times, as a busy page is read (a prepared statement's later, generic plan too).
    for (let k = 0; k < 7; k++) {
      const loaded = await load(buyer.cookie);
      expect(loaded.data).toEqual(expected);
      expect(setCookies(loaded)).toEqual([]);
    }

    // Stock held by someone paying, and a product withdrawn, show on the next read.
    await db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, sizedM!.id));
    await db.update(products).set({ status: "inactive" }).where(eq(products.id, plain.id));
    const later = (await load(buyer.cookie)).data as typeof expected;
    expect(later.groups[0]!.items.map((i) => [i.available, i.flags])).toEqual([
      [1, ["not_enough_stock"]],
      [10, ["seller_unavailable"]],
    ]);
    expect(later.groups[0]!.subtotal).toBe(0);
  });

  it("shows a guest the cookie's cart, never an account's, and puts the count cookie right", async () => {
    const product = await createProduct(db, { price: 1200, stock: 6, isDigital: false });
    const variant = await variantOf(product.id);
    const [guestCart] = await db.insert(carts).values({}).returning();
    await db.insert(cartItems).values({
      cartId: guestCart!.id,
      productId: product.id,
      variantId: variant.id,
      quantity: 3,
      unitPrice: 1200,
    });
    const cookie = `${pair(cartCookie(guestCart!.id))}; cart_n=1`;
    for (let k = 0; k < 7; k++) {
      const loaded = await load(cookie);
      const data = loaded.data as { cartId: string; count: number; groups: unknown[] };
      expect([data.cartId, data.count, data.groups.length]).toEqual([guestCart!.id, 3, 1]);
      // The header said 1: the answer says 3.
      expect(setCookies(loaded).map(pair)).toEqual(["cart_n=3"]);
    }
    // A signed cookie naming an account's cart shows nothing (and says 0).
    const [owned] = await db
      .insert(carts)
      .values({ userId: buyer.id })
      .onConflictDoNothing()
      .returning();
    const accountCart =
      owned ?? (await db.select().from(carts).where(eq(carts.userId, buyer.id)))[0]!;
    const refused = await load(`${pair(cartCookie(accountCart.id))}; cart_n=5`);
    expect(refused.data).toEqual(EMPTY);
    expect(setCookies(refused).map(pair)).toEqual(["cart_n=0"]);
    // No cookie at all: an empty page, and the header's count set to 0.
    const none = await load();
    expect(none.data).toEqual(EMPTY);
    expect(setCookies(none).map(pair)).toEqual(["cart_n=0"]);
  });

  it("reads the whole page in one statement", async () => {
    // The session is read once and kept (lib/auth.server.ts): warm it, then count what
    // the page itself costs (before issue 31's change: the cart's id, its lines, the
    // stores' delivery and the pictures, four statements).
    await load(buyer.cookie);
    const signedIn = await withQueryStats(() => load(buyer.cookie));
    expect(signedIn.stats.queries).toBe(1);
    const [guestCart] = await db.insert(carts).values({}).returning();
    const guest = await withQueryStats(() => load(pair(cartCookie(guestCart!.id))));
    expect(guest.stats.queries).toBe(1);
    expect((guest.result.data as { cartId: string }).cartId).toBe(guestCart!.id);
    // A guest without the cookie has no cart to read.
    expect((await withQueryStats(() => load())).stats.queries).toBe(0);
  });

  it("words a store's active pickup points, as its product page does", async () => {
    // Before issue 31's one statement the cart read the stores alone, where Drizzle
    // wrote the subquery's store id unqualified: it meant the pickup point's own id, so
    // the cart never offered pickup while the product page and the checkout did.
    const store = await createVendorProfile(db, {
      storeName: "Pickup Page Store",
      shipFromState: "Lagos",
      shipFromCity: null,
      feeSameCity: null,
      feeSameState: null,
      feeElsewhere: null,
      freeDeliveryOver: null,
    });
    const point = { name: "Shop", address: "1 Allen Avenue", city: "Ikeja", state: "Lagos" };
    await db.insert(pickupPoints).values([
      { ...point, vendorId: store.id },
      { ...point, vendorId: store.id, name: "Annex" },
      { ...point, vendorId: store.id, name: "Closed", active: false },
    ]);
    const product = await createProduct(db, { vendorId: store.id, stock: 5, isDigital: false });
    const [cart] = await db.insert(carts).values({}).returning();
    await db.insert(cartItems).values({
      cartId: cart!.id,
      productId: product.id,
      variantId: (await variantOf(product.id)).id,
      quantity: 1,
      unitPrice: product.price,
    });
    const { data } = await load(pair(cartCookie(cart!.id)));
    expect(data.delivery).toEqual({
      [store.id]: ["Ships from Lagos", "pickup at 2 points (free)"],
    });
  });
});
