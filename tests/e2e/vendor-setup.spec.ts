import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

// Issue 31, vendors: what a seller sets up before selling — delivery fees by zone and a
// pickup point on /dashboard/store, and a product with a Size option whose sizes each
// get a price and a stock.

for (const [size, viewport] of [
  ["on a phone", { width: 360, height: 780 }],
  ["on a desktop", { width: 1280, height: 900 }],
] as const) {
  test.describe(`a vendor sets up their store ${size}`, () => {
    test.use({ viewport });

    test("sets delivery fees by zone and adds a pickup point", async ({ page }) => {
      const suffix = Date.now().toString(36);
      await signInAs(page, "vendor@example.com", "/dashboard/products");
      await page.getByRole("link", { name: "My Store" }).click();
      await expect(page).toHaveURL(/\/dashboard\/store$/);
      await expect(page.getByRole("heading", { name: "My Store" })).toBeVisible();
      const main = page.getByRole("main");
      // The demo store ships from Ikeja, Lagos, with its seeded fees.
      await expect(main.getByLabel("Ship from (state)")).toHaveValue("Lagos");
      await expect(main.getByLabel("Ship from (city or LGA)")).toHaveValue("Ikeja");
      await expectAccessible(page);
      expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(viewport.width);

      // A fee that is not whole naira is refused, what was typed kept.
      await main.getByLabel("Fee to the rest of Nigeria (₦)").fill("4500.50");
      await main.getByRole("button", { name: "Save store settings" }).click();
      await expect(
        main.getByText("Enter a fee in whole naira from 0 to 1,000,000, or leave it blank"),
      ).toBeVisible();
      await expect(main.getByLabel("Fee to the rest of Nigeria (₦)")).toHaveValue("4500.50");
      await main.getByLabel("Fee in the same city (₦)").fill("1,200");
      await main.getByLabel("Fee to the rest of Nigeria (₦)").fill("5000");
      await main.getByRole("button", { name: "Save store settings" }).click();
      await expect(page.getByText("Store settings saved")).toBeVisible();
      await expect(main.getByLabel("Fee in the same city (₦)")).toHaveValue("1200");
      await expect(main.getByLabel("Fee to the rest of Nigeria (₦)")).toHaveValue("5000");

      // A pickup point.
      const name = `Lekki pickup ${suffix}`;
      const add = main.locator("form").filter({ hasText: "Add a pickup point" });
      await add.getByLabel("Name").fill(name);
      await add.getByLabel("Address").fill("3 Admiralty Way");
      await add.getByLabel("City or LGA").fill("Lekki");
      await add.getByLabel("State").selectOption("Lagos");
      await add.getByLabel("Instructions (optional)").fill("Ask at the front desk.");
      await add.getByRole("button", { name: "Add pickup point" }).click();
      await expect(page.getByText("Pickup point added")).toBeVisible();
      const point = main.getByRole("listitem").filter({ hasText: name });
      await expect(point.getByText("3 Admiralty Way, Lekki, Lagos")).toBeVisible();
      await point.getByRole("button", { name: `Deactivate ${name}` }).click();
      await expect(page.getByText("Pickup point deactivated")).toBeVisible();
      await expect(
        main.getByRole("listitem").filter({ hasText: name }).getByText("Not offered to buyers"),
      ).toBeVisible();
      await expectAccessible(page);
      expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(viewport.width);
    });

    test("creates a product with a Size option, each size its own price and stock", async ({
      page,
    }) => {
      const title = `Ankara tee ${Date.now().toString(36)}`;
      await signInAs(page, "vendor@example.com", "/create/product");
      const main = page.getByRole("main");
      await main.getByLabel("Title").fill(title);
      await main.getByLabel("Description").fill("Cotton tee with Ankara pocket.");
      await main.getByLabel("Category").selectOption("Fashion & Clothing");
      await main.getByLabel("Option 1 name").fill("Size");
      await main.getByLabel("Option 1 values").fill("S, M, L");
      // The server draws the table from the values (with or without JavaScript).
      await main.getByRole("button", { name: "Make the combinations" }).click();
      const rows = main.getByRole("group", { name: "Combinations" });
      for (const [s, price, stock] of [
        ["S", "7000", "3"],
        ["M", "7000", "5"],
        ["L", "7500", "0"],
      ]) {
        const row = rows.getByRole("group", { name: s, exact: true });
        await row.getByLabel("Price (₦)").fill(price);
        await row.getByLabel("Stock").fill(stock);
      }
      await expectAccessible(page);
      expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(viewport.width);
      await main.getByRole("button", { name: "Add Product" }).click();
      await expect(page).toHaveURL(/\/dashboard\/products$/);
      await expect(page.getByText("Product added successfully!")).toBeVisible();
      const item = page.getByRole("listitem").filter({ hasText: title });
      // Stock is kept per size: changed on the edit page.
      await item.getByRole("link", { name: `Stock per option of ${title}` }).click();
      await expect(main.getByLabel("Option 1 values")).toHaveValue("S, M, L");
      const m = main.getByRole("group", { name: "Combinations" }).getByRole("group", {
        name: "M",
        exact: true,
      });
      await expect(m.getByLabel("Stock")).toHaveValue("5");
      await expectAccessible(page);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Make the combinations' draws the table, then the product saves", async ({ page }) => {
    const title = `Plain tee ${Date.now().toString(36)}`;
    await signInAs(page, "vendor@example.com", "/create/product");
    const main = page.getByRole("main");
    await main.getByLabel("Title").fill(title);
    await main.getByLabel("Category").selectOption("Fashion & Clothing");
    await main.getByLabel("Price (₦)").fill("6000");
    await main.getByLabel("Option 1 name").fill("Size");
    await main.getByLabel("Option 1 values").fill("M, L");
    await main.getByRole("button", { name: "Make the combinations" }).click();
    await expect(
      main.getByText("Fill in the price and stock of each combination below, then save"),
    ).toBeVisible();
    await expect(main.getByLabel("Title")).toHaveValue(title);
    const rows = main.getByRole("group", { name: "Combinations" });
    // The product's price is offered for each size.
    await expect(
      rows.getByRole("group", { name: "M", exact: true }).getByLabel("Price (₦)"),
    ).toHaveValue("6000");
    await rows.getByRole("group", { name: "M", exact: true }).getByLabel("Stock").fill("4");
    await rows.getByRole("group", { name: "L", exact: true }).getByLabel("Stock").fill("2");
    await main.getByRole("button", { name: "Add Product" }).click();
    await expect(page).toHaveURL(/\/dashboard\/products$/);
    await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();
  });
});
