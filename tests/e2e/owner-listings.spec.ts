import sharp from "sharp";
import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

const jpeg = async (width: number, height: number, background: string) => ({
  name: `photo-${width}x${height}.jpg`,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer(),
});

test.describe("vendors and hosts list and manage their own listings, on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a vendor lists a product with two photos from the Create menu, then manages it", async ({
    page,
  }) => {
    const title = `Adire scarf ${Date.now().toString(36)}`;
    await signInAs(page, "vendor@example.com", "/");
    // The header's Create menu goes straight to the product tab.
    await page.locator("header summary").filter({ hasText: "Create" }).click();
    await page.getByRole("link", { name: "Add Product" }).click();
    await expect(page).toHaveURL(/\/create\/product$/);
    await expect(page.getByRole("heading", { name: "Add Product" })).toBeVisible();
    await expectAccessible(page);

    const main = page.getByRole("main");
    await main.getByLabel("Title").fill(title);
    await main.getByLabel("Description").fill("Hand-dyed in Abeokuta.");
    await main.getByLabel("Price (₦)").fill("8500");
    await main.getByLabel("Compare-at price (₦, optional)").fill("10000");
    await main.getByLabel("Category").selectOption("Fashion & Clothing");
    await main.getByLabel("Stock").fill("6");
    await main.getByLabel("Weight in kg (physical only)").fill("0.2");
    await main.getByLabel("Tags").fill("Adire, Scarf");
    await main
      .getByLabel("Photos")
      .setInputFiles([await jpeg(900, 600, "#1d4ed8"), await jpeg(600, 900, "#b45309")]);
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    await main.getByRole("button", { name: "Add Product" }).click();

    await expect(page).toHaveURL(/\/dashboard\/products$/);
    await expect(page.getByText("Product added successfully!")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row.getByText("Pending review")).toBeVisible();
    await expect(row.getByText("Awaiting review")).toBeVisible();
    await expect(row.locator("img")).toHaveCount(1);
    await expectAccessible(page);
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);

    // Stock, then deactivate and reactivate.
    await row.getByLabel(`Stock of ${title}`).fill("9");
    await row.getByRole("button", { name: "Update stock" }).click();
    await expect(page.getByText("Stock is now 9.")).toBeVisible();
    await page.getByRole("button", { name: `Deactivate: ${title}` }).click();
    await expect(page.getByText("Product deactivated")).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({ hasText: title }).getByText("Deactivated"),
    ).toBeVisible();
    await page.getByRole("button", { name: `Reactivate: ${title}` }).click();
    await expect(page.getByText("It goes on sale once it passes review.")).toBeVisible();

    // The edit page shows both photos in order; a new title is saved.
    await page.getByRole("link", { name: `Edit: ${title}` }).click();
    await expect(page.getByRole("group", { name: "Current photos" }).locator("img")).toHaveCount(2);
    await expectAccessible(page);
    await main.getByLabel("Title").fill(`${title} (blue)`);
    await main.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Product updated")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: `${title} (blue)` })).toBeVisible();
  });

  test("a host lists a property and sees it on their dashboard", async ({ page }) => {
    const title = `Ikoyi flat ${Date.now().toString(36)}`;
    await signInAs(page, "host@example.com", "/create/property");
    await expect(page.getByRole("heading", { name: "List Property" })).toBeVisible();
    await expectAccessible(page);
    const main = page.getByRole("main");
    await main.getByLabel("Title").fill(title);
    await main.getByLabel("Property type").selectOption("apartment");
    await main.getByLabel("Price per night (₦)").fill("45000");
    await main.getByLabel("Max guests").fill("4");
    await main.getByLabel("Address").fill("3 Bourdillon Road, Ikoyi");
    await main.getByLabel("City").fill("Lagos");
    await main.getByLabel("State").selectOption("Lagos");
    await main.getByLabel("Wi-Fi").check();
    await main.getByLabel("Swimming pool").check();
    await main.getByLabel("Photos").setInputFiles([await jpeg(1000, 700, "#047857")]);
    expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
    await main.getByRole("button", { name: "List Property" }).click();

    await expect(page).toHaveURL(/\/dashboard\/properties$/);
    await expect(page.getByText("Property listed successfully!")).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row.getByText("Pending review")).toBeVisible();
    await expect(page.getByRole("link", { name: "My Properties" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: `Deactivate: ${title}` }).click();
    await expect(page.getByText("Property deactivated")).toBeVisible();
  });

  test("signed out, the product tab asks to log in with the spec's words", async ({ page }) => {
    await page.goto("/create/product");
    await expect(page.getByText("Please login to create products")).toBeVisible();
    await page.goto("/create/property");
    await expect(page.getByText("Please login to list properties")).toBeVisible();
  });
});
