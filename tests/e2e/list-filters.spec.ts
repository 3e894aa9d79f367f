import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// The filters of /content, /marketplace and /bookings (issue 15), on the demo seed: a
// plain GET form without JavaScript whose URL can be shared, instant with it.

// The cards are a server part (ADR 049) inside the results section.
const cards = (page: Page, results: string) =>
  page.locator(`section[aria-labelledby='${results}'] > [data-part] > ul > li`);

/** Every card of the list says `text` (its category, type, place or badge). */
async function everyCardSays(page: Page, results: string, text: string | RegExp) {
  const list = cards(page, results);
  await expect(list.first()).toBeVisible();
  for (const card of await list.allTextContents()) expect(card).toMatch(text);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the marketplace filters are a GET form; its URL opens the same list", async ({
    page,
    context,
  }) => {
    await page.goto("/marketplace");
    await page.getByLabel("Category").selectOption("Fashion & Clothing");
    await page.getByLabel("In stock").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/marketplace\?category=Fashion\+%26\+Clothing&.*inStock=on/);
    await everyCardSays(page, "products-results", /Fashion & Clothing[\s\S]*In Stock/);
    const count = await page.locator("#products-results").textContent();
    // Shared: the same URL in a new tab shows the same list, with the form filled in.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.locator("#products-results")).toHaveText(count!);
    await expect(shared.getByLabel("Category")).toHaveValue("Fashion & Clothing");
    await expect(shared.getByLabel("In stock")).toBeChecked();

    // A price range nothing is in says so, and offers to clear the filters.
    await page.getByLabel("Min price (₦)").fill("90000000");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No products match your filters")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Clear filters" }).last().click();
    await expect(page).toHaveURL(/\/marketplace$/);
    expect(await cards(page, "products-results").count()).toBeGreaterThan(3);
  });

  test("stays by state or city and guests; content by type, sorted by views", async ({ page }) => {
    await page.goto("/bookings");
    await page.getByLabel("State or city").fill("lagos");
    await page.getByLabel("Guests").fill("4");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/where=lagos/);
    await everyCardSays(page, "stays-results", /Lagos/);
    for (const card of await cards(page, "stays-results").allTextContents())
      expect(Number(/(\d+) guests?/.exec(card)?.[1])).toBeGreaterThanOrEqual(4);
    // More guests than any stay takes: an empty list, not an error.
    await page.getByLabel("Guests").fill("99");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No stays match your filters")).toBeVisible();

    await page.goto("/content");
    await page.getByLabel("Type").selectOption("video");
    await page.getByLabel("Sort by").selectOption("most_viewed");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/type=video.*sort=most_viewed/);
    await everyCardSays(page, "content-results", /Video/);
  });
});

test("with JavaScript a pick or a pause in typing updates the list and the URL in place", async ({
  page,
  visit,
}) => {
  await visit("/bookings");
  // Set on this document: still there after the filters, so no full page load happened.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByLabel("Property type").selectOption("apartment");
  await expect(page).toHaveURL(/\/bookings\?type=apartment$/);
  await everyCardSays(page, "stays-results", /Apartment/);
  await page.getByLabel("State or city").pressSequentially("Lagos", { delay: 30 });
  await expect(page).toHaveURL(/\/bookings\?type=apartment&where=Lagos$/);
  await everyCardSays(page, "stays-results", /Apartment[\s\S]*Lagos/);
  await page.getByLabel("Guests").fill("99");
  await expect(page).toHaveURL(/guests=99/);
  await expect(page.getByText("No stays match your filters")).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  await visit("/marketplace");
  await page.getByLabel("On sale").check();
  await expect(page).toHaveURL(/\/marketplace\?onSale=1$/);
  await everyCardSays(page, "products-results", /Sale/);
  await page.getByLabel("Category").selectOption("Electronics");
  await expect(page).toHaveURL(/\/marketplace\?category=Electronics&onSale=1$/);
  // Each pick replaces the history entry (as /events does): Back leaves the list, and a
  // reload of the URL shows the same filters.
  await page.reload();
  await expect(page.getByLabel("Category")).toHaveValue("Electronics");
  await expect(page.getByLabel("On sale")).toBeChecked();

  await visit("/content");
  await page.getByLabel("Category").selectOption("Music");
  await expect(page).toHaveURL(/\/content\?category=Music$/);
  await everyCardSays(page, "content-results", /Music/);
  await page.getByLabel("Sort by").selectOption("most_viewed");
  await expect(page).toHaveURL(/\/content\?category=Music&sort=most_viewed$/);
  await expectAccessible(page);
});
