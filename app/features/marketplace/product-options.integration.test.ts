import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { holds, orderItems, orders, products, productVariants } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getStorage } from "~/lib/storage/storage.server";
import * as createPage from "~/routes/create/product";
import * as editPage from "~/routes/dashboard/product-edit";
import { createUser } from "../../../scripts/seed/factories/users";
import { sessionCookie } from "../../../tests/support/sessions";
import { adjustProductStock } from "./manage-product.server";
import { productFormFieldTexts } from "./product-form-messages";
import { productOptionsView } from "./product-options-view.server";

// Issue 31, vendors: a product's options and their combinations, each its own variant
// with SKU, price and stock; a digital product's private file.

const E = productFormFieldTexts;
let vendor: { id: string; cookie: string };

beforeAll(async () => {
  const email = "options-vendor@example.com";
  const user = await createUser(await getDb(), {
    email,
    role: "vendor",
    password: "options-pass-1",
  });
  vendor = { id: user.id, cookie: await sessionCookie(email, "options-pass-1") };
});

const base = {
  title: "Ankara T-shirt",
  description: "Soft cotton with Ankara trim.",
  category: "Fashion & Clothing",
  kind: "physical",
  price: "",
  stock: "",
};

function formOf(fields: Record<string, string>, files: Record<string, File> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [k, f] of Object.entries(files)) form.set(k, f);
  return form;
}

type Answer = {
  data: { values: Record<string, string>; fieldErrors: Record<string, string[]> };
  init: { status: number };
};

async function create(fields: Record<string, string>, files: Record<string, File> = {}) {
  return createPage.action({
    request: new Request("http://localhost/create/product", {
      method: "POST",
      headers: { Cookie: vendor.cookie },
      body: formOf(fields, files),
    }),
    params: {},
    context: {},
  } as never) as Promise<Response | Answer>;
}

async function edit(
  productId: string,
  fields: Record<string, string>,
  files: Record<string, File> = {},
) {
  return editPage.action({
    request: new Request(`http://localhost/dashboard/products/${productId}/edit`, {
      method: "POST",
      headers: { Cookie: vendor.cookie },
      body: formOf(fields, files),
    }),
    params: { productId },
    context: {},
  } as never) as Promise<Response | Answer>;
}

async function productTitled(title: string) {
  const [row] = await (await getDb()).select().from(products).where(eq(products.title, title));
  return row!;
}

async function variantsOf(productId: string) {
  return (await getDb())
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
}

const sizes = (title: string, rows: [string, string, string][]) => ({
  ...base,
  title,
  optionName1: "Size",
  optionValues1: rows.map((r) => r[0]).join(", "),
  ...Object.fromEntries(
    rows.flatMap(([size, price, stock], i) => [
      [`variants[${i}].key`, size],
      [`variants[${i}].price`, price],
      [`variants[${i}].stock`, stock],
    ]),
  ),
});

describe("product options", () => {
  it("first draws the combinations (no JavaScript), keeping what was typed, then saves one variant each", async () => {
    const first = (await create({
      ...base,
      title: "Tee one",
      optionName1: "Size",
      optionValues1: "S, M, L",
      intent: "combinations",
    })) as Answer;
    expect(first.init.status).toBe(400);
    expect(first.data.fieldErrors.variants).toEqual([E.fillCombinations]);
    expect(first.data.values.optionValues1).toBe("S, M, L");
    expect(
      await (await getDb()).select().from(products).where(eq(products.title, "Tee one")),
    ).toEqual([]);

    const saved = (await create(
      sizes("Tee one", [
        ["S", "8000", "2"],
        ["M", "7500", "4"],
        ["L", "9000", "0"],
      ]),
    )) as Response;
    expect(saved.status).toBe(302);
    const product = await productTitled("Tee one");
    expect(product).toMatchObject({ optionNames: ["Size"], price: 7500, stock: 6 });
    expect((await variantsOf(product.id)).map((v) => [v.optionValues, v.price, v.stock])).toEqual([
      [["S"], 8000, 2],
      [["M"], 7500, 4],
      [["L"], 9000, 0],
    ]);
  });

  it("says which combination's price is wrong and keeps the rest typed", async () => {
    const answer = (await create({
      ...sizes("Tee two", [
        ["S", "8000", "2"],
        ["M", "1.5", "4"],
      ]),
      optionName2: "Colour",
      optionValues2: "",
    })) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors["variants[1].price"]).toEqual([E.combinationPrice]);
    expect(answer.data.values["variants[0].price"]).toBe("8000");
  });

  it("refuses a second option without values and the same name twice", async () => {
    const answer = (await create({
      ...sizes("Tee three", [["S", "8000", "2"]]),
      optionName2: "size",
      optionValues2: "",
    })) as Answer;
    expect(answer.data.fieldErrors.optionValues2).toEqual([E.optionValues]);
  });

  it("keeps the ids of combinations that stay, switches off a sold one and deletes an unsold one", async () => {
    await create(
      sizes("Tee four", [
        ["S", "8000", "2"],
        ["M", "8000", "3"],
        ["L", "8000", "1"],
      ]),
    );
    const product = await productTitled("Tee four");
    const [s, m, l] = await variantsOf(product.id);
    // M was sold once: an order line points at it.
    const db = await getDb();
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `OPT-${Date.now()}`,
        vendorId: product.vendorId,
        subtotal: 8000,
        total: 8000,
        buyerEmail: "b@example.com",
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: product.id,
      variantId: m!.id,
      title: "Tee four",
      unitPrice: 8000,
      quantity: 1,
    });
    const answer = (await edit(
      product.id,
      sizes("Tee four", [
        ["S", "8500", "5"],
        ["XL", "9000", "2"],
      ]),
    )) as Response;
    expect(answer.status).toBe(302);
    const after = await variantsOf(product.id);
    const byValue = new Map(after.map((v) => [v.optionValues[0], v]));
    expect(byValue.get("S")).toMatchObject({ id: s!.id, price: 8500, stock: 5, active: true });
    expect(byValue.get("M")).toMatchObject({ id: m!.id, active: false });
    expect(byValue.has("L")).toBe(false);
    expect(byValue.get("XL")).toMatchObject({ price: 9000, stock: 2, active: true });
    expect(l).toBeDefined();
    expect(await productTitled("Tee four")).toMatchObject({ price: 8500, stock: 7 });

    // The dashboard's one-number stock edit is refused: stock is per combination.
    await expect(
      adjustProductStock({ productId: product.id, actorId: vendor.id, from: 7, to: 9 }),
    ).rejects.toMatchObject({ status: 400 });

    // Back to a simple product: one variant with no options, the others switched off or gone.
    await edit(product.id, { ...base, title: "Tee four", price: "6000", stock: "9" });
    const simple = await variantsOf(product.id);
    expect(simple.filter((v) => v.active).map((v) => [v.optionValues, v.price, v.stock])).toEqual([
      [[], 6000, 9],
    ]);
    expect(await productTitled("Tee four")).toMatchObject({
      optionNames: [],
      price: 6000,
      stock: 9,
    });
    expect(simple.find((v) => v.id === m!.id)).toMatchObject({ active: false });
  });

  it("lists the options on the product page, out of stock when held or sold out", async () => {
    await create(
      sizes("Tee five", [
        ["S", "8000", "1"],
        ["M", "7000", "0"],
        ["L", "9000", "3"],
      ]),
    );
    const product = await productTitled("Tee five");
    const [s] = await variantsOf(product.id);
    await (await getDb()).insert(holds).values({
      subjectKind: "product_variant",
      subjectId: s!.id,
      quantity: 1,
      purchaseType: "order",
      purchaseId: product.id,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    const view = await productOptionsView(product);
    expect(view).toMatchObject({
      names: ["Size"],
      variants: [
        { label: "S", price: 8000, inStock: false },
        { label: "M", price: 7000, inStock: false },
        { label: "L", price: 9000, inStock: true },
      ],
    });
  });

  it("keeps the per-order limit", async () => {
    await create({ ...base, title: "Limited", price: "3000", stock: "10", perOrderLimit: "2" });
    expect((await productTitled("Limited")).perOrderLimit).toBe(2);
    const answer = (await create({
      ...base,
      title: "Limited 2",
      price: "3000",
      stock: "10",
      perOrderLimit: "0",
    })) as Answer;
    expect(answer.data.fieldErrors.perOrderLimit).toEqual([E.perOrderLimit]);
  });
});

describe("a digital product's file", () => {
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

  it("is stored privately with its name and size, and replaced on edit", async () => {
    const answer = (await create(
      {
        ...base,
        title: "Jollof e-book",
        kind: "digital",
        price: "2500",
        stock: "0",
        downloadLimit: "3",
      },
      { digitalFile: new File([pdf], "Jollof e-book.pdf", { type: "application/pdf" }) },
    )) as Response;
    expect(answer.status).toBe(302);
    const product = await productTitled("Jollof e-book");
    expect(product).toMatchObject({
      isDigital: true,
      digitalFileName: "Jollof e-book.pdf",
      digitalFileSize: pdf.byteLength,
      downloadLimit: 3,
    });
    expect(product.digitalFileKey).toMatch(/^private\/products\/\d{4}\/\d{2}\/[0-9a-f-]+\.pdf$/);
    expect(await getStorage().exists(product.digitalFileKey!)).toBe(true);

    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0)]);
    await edit(
      product.id,
      {
        ...base,
        title: "Jollof e-book",
        kind: "digital",
        price: "2500",
        stock: "0",
        downloadLimit: "3",
      },
      { digitalFile: new File([zip], "extras.zip") },
    );
    const after = await productTitled("Jollof e-book");
    expect(after.digitalFileName).toBe("extras.zip");
    expect(await getStorage().exists(product.digitalFileKey!)).toBe(false);
  });

  it("refuses bytes that are not an allowed type, whatever the name", async () => {
    const answer = (await create(
      { ...base, title: "Fake pdf", kind: "digital", price: "2500", stock: "0" },
      { digitalFile: new File(["just text, not a pdf"], "notes.pdf", { type: "application/pdf" }) },
    )) as Answer;
    expect(answer.init.status).toBe(415);
    expect(answer.data.fieldErrors.digitalFile).toEqual([E.digitalFileType]);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(products)
        .where(and(eq(products.title, "Fake pdf"))),
    ).toEqual([]);
  });

  it("refuses a file on a physical product", async () => {
    const answer = (await create(
      { ...base, title: "Physical with file", price: "2500", stock: "1" },
      { digitalFile: new File([pdf], "x.pdf") },
    )) as Answer;
    expect(answer.data.fieldErrors.digitalFile).toEqual([E.digitalFileForDigital]);
  });
});
