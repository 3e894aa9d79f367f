import type { Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { openSizedProduct, sizeChoice } from "./marketplace-pages";

// Issue 31, the cart: a guest adds a product in a size (vendor@'s demo product sold in
// S, M and L) and a simple product from another store, sees one group per store at
// /cart, changes a quantity and removes a line; with and without JavaScript, on a
// 360 px phone and on a desktop.

const PHONE = { width: 360, height: 780 };

/** Adds the sized demo product in size M, `quantity` of it, from its page. */
async function addSized(page: Page, quantity: string, scripts = true) {
  // The demo's sized product is somewhere in the list: page through to its card.
  await openSizedProduct(page);
  // axe runs in the page's own script context: only where scripts run.
  if (scripts) await expectAccessible(page);
  const title = (await page.locator("main h1").innerText()).trim();
  const store = (
    await page
      .getByText(/^Sold by /)
      .first()
      .innerText()
  ).replace(/^Sold by /, "");
  await sizeChoice(page).selectOption("M");
  await page.getByLabel("Quantity").fill(quantity);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
  return { title, store };
}

/** Adds one of a simple product from a card of another store than `otherThan`. */
async function addSimpleFromCard(page: Page, otherThan: string) {
  await page.goto("/marketplace");
  const cards = page.locator("main li.card").filter({
    has: page.getByRole("button", { name: /^Add to cart: .+/ }),
  });
  const n = await cards.count();
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    if ((await card.innerText()).includes(otherThan)) continue;
    const title = (await card.locator("h3").innerText()).trim();
    await card.getByRole("button", { name: /^Add to cart: .+/ }).click();
    await expect(page.getByText("Added to cart").first()).toBeVisible();
    await expect(page).toHaveURL(/\/marketplace$/);
    return title;
  }
  throw new Error("no simple product of another store on /marketplace");
}

async function reviewCart(page: Page, sized: { title: string; store: string }, simple: string) {
  await page.goto("/cart");
  await expectAccessible(page);
  const groups = page.locator("main section");
  await expect(groups).toHaveCount(2);
  await expect(page.getByRole("heading", { name: `Sold by ${sized.store}` })).toBeVisible();
  await expect(page.getByText("Size: M")).toBeVisible();

  // Two more of the sized product: its line now asks for 4.
  await page.getByLabel(`Quantity of ${sized.title}`).fill("4");
  const line = page.locator("main li").filter({ hasText: "Size: M" });
  await line.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Cart updated").first()).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${sized.title}`)).toHaveValue("4");

  // Bad input changes nothing and says why.
  await page.getByLabel(`Quantity of ${sized.title}`).evaluate((el: HTMLInputElement) => {
    el.removeAttribute("min");
    el.value = "0";
  });
  await line.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Check the quantity").first()).toBeVisible();
  // The field shows the cart's quantity again, and so does the cart itself.
  await expect(page.getByLabel(`Quantity of ${sized.title}`)).toHaveValue("4");
  await page.reload();
  await expect(page.getByLabel(`Quantity of ${sized.title}`)).toHaveValue("4");

  await page.getByRole("button", { name: `Remove ${simple}` }).click();
  await expect(page.getByText("Removed from cart").first()).toBeVisible();
  await expect(groups).toHaveCount(1);
  await expectAccessible(page);
}

test("a guest fills a cart from two stores and changes it (desktop)", async ({ page }) => {
  const sized = await addSized(page, "2");
  // With JavaScript the header counts what is in the cart.
  await expect(page.locator("header").getByRole("link", { name: "Cart 2" })).toBeVisible();
  const simple = await addSimpleFromCard(page, sized.store);
  await expect(page.locator("header").getByRole("link", { name: "Cart 3" })).toBeVisible();
  await reviewCart(page, sized, simple);
  await expect(page.locator("header").getByRole("link", { name: "Cart 4" })).toBeVisible();
});

test("the same on a 360 px phone, then the cart joins the account at sign-in", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const sized = await addSized(page, "2");
  const simple = await addSimpleFromCard(page, sized.store);
  await reviewCart(page, sized, simple);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await signInAs(page, "viewer@example.com", "/cart");
  await expect(page.getByText("Size: M")).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${sized.title}`)).toHaveValue(/^[4-9]$|^\d\d$/);
  await expectAccessible(page);
});

test("without JavaScript: add, review, change and remove with plain forms", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  try {
    const sized = await addSized(page, "2", false);
    const simple = await addSimpleFromCard(page, sized.store);
    await reviewCartWithoutScript(page, sized, simple);
  } finally {
    await context.close();
  }
});

async function reviewCartWithoutScript(
  page: Page,
  sized: { title: string; store: string },
  simple: string,
) {
  await page.goto("/cart");
  await expect(page.locator("main section")).toHaveCount(2);
  await page.getByLabel(`Quantity of ${sized.title}`).fill("3");
  await page
    .locator("main li")
    .filter({ hasText: "Size: M" })
    .getByRole("button", { name: "Update" })
    .click();
  await expect(page.getByText("Cart updated").first()).toBeVisible();
  await expect(page.getByLabel(`Quantity of ${sized.title}`)).toHaveValue("3");
  await page.getByRole("button", { name: `Remove ${simple}` }).click();
  await expect(page.getByText("Removed from cart").first()).toBeVisible();
  await expect(page.locator("main section")).toHaveCount(1);
}
