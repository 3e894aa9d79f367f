import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pickupPoints, vendorProfiles } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import * as storePage from "~/routes/dashboard/store";
import { createUser } from "../../../scripts/seed/factories/users";
import { outcomeOf, sessionCookie } from "../../../tests/support/sessions";
import { storeSettingsFieldText } from "./store-settings-messages";
import { cartCopy } from "./cart-messages";
import { cartItems, carts, productVariants, products } from "~/db/schema";
import { formatNaira } from "~/lib/money";
import { createProduct } from "../../../scripts/seed/factories/marketplace";
import { deliveryChoices } from "./delivery-fee";
import { placeOrder, quoteCheckout } from "./place-order.server";
import { getPublicProduct } from "./public-products.server";
import { AppError } from "~/lib/app-error.server";
import { loadStoreSettings, savePickupPoint } from "./store-settings.server";

// Issue 31, vendors: the store's delivery fees by zone and its pickup points.

let vendor: { id: string; cookie: string };
let other: { id: string; cookie: string };
let admin: { id: string; cookie: string };

async function signedIn(email: string, role: "vendor" | "admin" | "viewer") {
  const user = await createUser(await getDb(), { email, role, password: "store-password-1" });
  return { id: user.id, cookie: await sessionCookie(email, "store-password-1") };
}

function post(cookie: string, fields: Record<string, string>, search = "") {
  const body = new URLSearchParams(fields);
  return storePage.action({
    request: new Request(`http://localhost/dashboard/store${search}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    }),
    params: {},
    context: {},
  } as never);
}

const storeForm = {
  intent: "store",
  storeName: "Ada's Ankara",
  storeBio: "Hand-made in Yaba.",
  shipFromState: "Lagos",
  shipFromCity: "Yaba",
  feeSameCity: "1,500",
  feeSameState: "2500",
  feeElsewhere: "",
  freeDeliveryOver: "50000",
};

const pickup = {
  intent: "addPickup",
  name: "Yaba shop",
  address: "12 Herbert Macaulay Way",
  city: "Yaba",
  state: "Lagos" as const,
  instructions: "Ask for Ada, 9am to 6pm.",
};

beforeAll(async () => {
  vendor = await signedIn("store-vendor@example.com", "vendor");
  other = await signedIn("store-other@example.com", "vendor");
  admin = await signedIn("store-admin@example.com", "admin");
});

async function storeOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, userId));
  return row!;
}

describe("store delivery settings", () => {
  it("saves the fees in whole naira; a blank fee means no delivery to that zone", async () => {
    expect(await outcomeOf(() => post(vendor.cookie, storeForm))).toBe("302 /dashboard/store");
    expect(await storeOf(vendor.id)).toMatchObject({
      storeName: "Ada's Ankara",
      shipFromState: "Lagos",
      shipFromCity: "Yaba",
      feeSameCity: 1500,
      feeSameState: 2500,
      feeElsewhere: null,
      freeDeliveryOver: 50000,
    });
  });

  it("refuses a fee that is not whole naira, keeps what was typed and changes nothing", async () => {
    const before = await storeOf(vendor.id);
    for (const bad of ["-5", "1.5", "0x10", "1e3", "2000000"]) {
      const answer = (await post(vendor.cookie, { ...storeForm, feeElsewhere: bad })) as {
        data: { values: Record<string, string>; fieldErrors: Record<string, string[]> };
        init: { status: number };
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data.fieldErrors.feeElsewhere).toEqual([storeSettingsFieldText.fee]);
      expect(answer.data.values.feeElsewhere).toBe(bad);
    }
    expect(await storeOf(vendor.id)).toEqual(before);
  });

  it("asks where the store ships from before it charges by zone", async () => {
    const answer = (await post(vendor.cookie, {
      ...storeForm,
      shipFromState: "",
      shipFromCity: "",
    })) as { data: { fieldErrors: Record<string, string[]> } };
    expect(answer.data.fieldErrors.shipFromState).toEqual([storeSettingsFieldText.shipFromNeeded]);
    expect(answer.data.fieldErrors.shipFromCity).toEqual([storeSettingsFieldText.shipFromNeeded]);
  });

  it("lets an admin act for a store, and nobody else", async () => {
    const store = await storeOf(vendor.id);
    const search = `?store=${store.id}`;
    expect(
      await outcomeOf(() => post(other.cookie, { ...storeForm, storeName: "Taken" }, search)),
    ).toBe("403");
    expect((await storeOf(vendor.id)).storeName).toBe("Ada's Ankara");
    expect(
      await outcomeOf(() => post(admin.cookie, { ...storeForm, storeName: "Ada Fabrics" }, search)),
    ).toBe(`302 /dashboard/store${search}`);
    expect((await storeOf(vendor.id)).storeName).toBe("Ada Fabrics");
    expect((await loadStoreSettings({ actorId: admin.id, vendorId: store.id })).actingFor).toBe(
      "Ada Fabrics",
    );
  });
});

describe("pickup points", () => {
  it("adds, edits, deactivates and reactivates its own", async () => {
    expect(await outcomeOf(() => post(vendor.cookie, pickup))).toBe("302 /dashboard/store");
    const { pickupPoints: points } = await loadStoreSettings({ actorId: vendor.id });
    const point = points.find((p) => p.name === "Yaba shop")!;
    expect(point).toMatchObject({ city: "Yaba", state: "Lagos", active: true });
    await post(vendor.cookie, {
      ...pickup,
      intent: "editPickup",
      pickupPointId: point.id,
      name: "Yaba studio",
    });
    await post(vendor.cookie, { intent: "deactivatePickup", pickupPointId: point.id });
    const db = await getDb();
    const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, point.id));
    expect(row).toMatchObject({ name: "Yaba studio", active: false });
    await post(vendor.cookie, { intent: "reactivatePickup", pickupPointId: point.id });
    const [again] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, point.id));
    expect(again!.active).toBe(true);
  });

  it("refuses another vendor's pickup point and changes nothing", async () => {
    await savePickupPoint({ actorId: vendor.id, input: { ...pickup, intent: "addPickup" } });
    const { pickupPoints: points } = await loadStoreSettings({ actorId: vendor.id });
    const point = points[0]!;
    for (const fields of [
      { ...pickup, intent: "editPickup", pickupPointId: point.id, name: "Mine now" },
      { intent: "deactivatePickup", pickupPointId: point.id },
    ])
      expect(await outcomeOf(() => post(other.cookie, fields))).toBe("403");
    const db = await getDb();
    const [row] = await db.select().from(pickupPoints).where(eq(pickupPoints.id, point.id));
    expect(row).toMatchObject({ name: point.name, active: point.active });
    // An unknown id is not found; a malformed one too.
    expect(
      await outcomeOf(() =>
        post(other.cookie, {
          intent: "deactivatePickup",
          pickupPointId: "00000000-0000-4000-8000-000000000000",
        }),
      ),
    ).toBe("404");
  });

  it("keeps what was typed when a pickup point is incomplete", async () => {
    const answer = (await post(vendor.cookie, { ...pickup, address: "", state: "Atlantis" })) as {
      data: { values: Record<string, string>; fieldErrors: Record<string, string[]> };
    };
    expect(Object.keys(answer.data.fieldErrors).sort()).toEqual(["address", "state"]);
    expect(answer.data.values.name).toBe("Yaba shop");
  });

  it("makes no store by looking: the first save does", async () => {
    const fresh = await signedIn("store-fresh@example.com", "vendor");
    const view = await loadStoreSettings({ actorId: fresh.id });
    expect(view.store).toMatchObject({ feeSameCity: null, shipFromState: null });
    const db = await getDb();
    expect(
      await db.select().from(vendorProfiles).where(eq(vendorProfiles.userId, fresh.id)),
    ).toEqual([]);
    await post(fresh.cookie, storeForm);
    expect((await storeOf(fresh.id)).feeSameState).toBe(2500);
  });

  it("turns a viewer away from the page", async () => {
    const viewer = await signedIn("store-viewer@example.com", "viewer");
    expect(await outcomeOf(() => post(viewer.cookie, pickup))).toMatch(/^(403|302)/);
  });
});

describe("one source for delivery (ADR 073)", () => {
  it("the product page, its location and the checkout all follow the store's settings, whatever the product row said", async () => {
    const seller = await signedIn("store-one-source@example.com", "vendor");
    await post(seller.cookie, { ...storeForm, storeName: "One Source" });
    const store = await storeOf(seller.id);
    const db = await getDb();
    // Free text from before this rule: ships from Abuja, "nationwide delivery".
    const product = await createProduct(db, {
      vendorId: store.id,
      isDigital: false,
      stock: 5,
      location: "Garki, FCT",
      deliveryOptions: ["Nationwide delivery"],
    });
    await db
      .update(products)
      .set({ status: "active", moderationStatus: "approved" })
      .where(eq(products.id, product.id));

    // The store saves its settings: its products' location follows.
    await post(seller.cookie, { ...storeForm, storeName: "One Source", shipFromCity: "Ikeja" });
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row!.location).toBe("Ikeja, Lagos");

    const page = (await getPublicProduct(product.slug))!;
    expect(page.shipsFrom).toBe("Ikeja, Lagos");
    expect(page.delivery.join(" · ")).not.toContain("Nationwide");
    // The very words the cart shows for this store (the cart adds where it ships from).
    const [cart] = await db.insert(carts).values({}).returning();
    const [variant] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id));
    await db.insert(cartItems).values({
      cartId: cart!.id,
      productId: product.id,
      variantId: variant!.id,
      quantity: 1,
      unitPrice: variant!.price,
    });
    const quote = await quoteCheckout({ cartId: cart!.id, delivery: {} });
    const group = quote.groups[0]!;
    expect(page.delivery).toEqual(
      deliveryChoices(
        group.vendor,
        { pickupPoints: group.pickupPoints.length, digitalOnly: false, showPlace: false },
        cartCopy.delivery,
        formatNaira,
      ),
    );
    // The page offers no delivery outside Lagos (the store set no fee there), and the
    // checkout refuses an Abuja address for it: the two agree.
    expect(page.delivery.join(" · ")).not.toContain("elsewhere");
    const refused = await placeOrder({
      cartId: cart!.id,
      buyer: { userId: null, name: "Bisi", email: "bisi@example.com", phone: "+2348012345678" },
      delivery: {
        [store.id]: {
          method: "delivery",
          state: "Abuja",
          city: "Garki",
          street: "1 Ahmadu Bello Way",
          landmark: "",
        },
      },
      provider: "paystack",
      origin: "http://localhost:3000",
    }).then(
      () => null,
      (error: unknown) => (error instanceof AppError ? error.kind : error),
    );
    expect(refused).toBe("validation");
  });
});
