import type { Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

/**
 * Verified reviews (issue 31): a buyer with a delivered order (demo data: vendor@'s shop
 * sold to creator@ and organizer@) reviews it from their dashboard, the product page
 * shows it with its stars, and the vendor replies once from /dashboard/reviews.
 */
async function reviewAndReply(page: Page, buyer: string, phone: boolean) {
  const text = `Sturdy and well stitched, came in 3 days (${Date.now().toString(36)})`;
  const reply = `Thank you for buying from us! (${Date.now().toString(36)})`;
  const fits = async () => {
    if (phone) expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  };

  await signInAs(page, buyer, "/dashboard/reviews");
  await expect(page.getByRole("heading", { name: "Waiting for your review" })).toBeVisible();
  await expectAccessible(page);
  await fits();
  await page
    .getByRole("link", { name: /^Write a review: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/reviews\/new\?item=/);
  await expect(page.getByRole("heading", { name: "Write a review", level: 1 })).toBeVisible();
  await expectAccessible(page);
  await fits();

  // What was bought links to its page; remember it.
  const productLink = page.getByRole("main").locator('a[href^="/marketplace/"]').first();
  const productPath = (await productLink.getAttribute("href"))!;

  // Posting without a rating comes back with the error and the text kept.
  await page.getByLabel("Your review").fill(text);
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Choose a rating from 1 to 5 stars.")).toBeVisible();
  await expect(page.getByLabel("Your review")).toHaveValue(text);

  await page.getByRole("radio", { name: "4 stars" }).check();
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByText("Thank you for your review!")).toBeVisible();

  await page.goto(productPath);
  const reviews = page.locator("#reviews");
  const mine = reviews.getByRole("listitem").filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
  await expect(mine.getByText("Verified purchase")).toBeVisible();
  await expect(mine.getByRole("link", { name: /Report this review/ })).toBeVisible();
  await expectAccessible(page);
  await fits();

  // The vendor replies from their dashboard, once.
  await page.context().clearCookies();
  await signInAs(page, "vendor@example.com", "/dashboard/reviews");
  const row = page.getByRole("listitem").filter({ hasText: text });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await fits();
  await row.getByLabel("Your reply").fill(reply);
  await row.getByRole("button", { name: "Post reply" }).click();
  await expect(page.getByText("Reply posted")).toBeVisible();
  const replied = page.getByRole("listitem").filter({ hasText: text });
  await expect(replied.getByText(reply)).toBeVisible();
  await expect(replied.getByRole("button", { name: "Post reply" })).toHaveCount(0);

  await page.goto(productPath);
  const shown = page.locator("#reviews").getByRole("listitem").filter({ hasText: text });
  await expect(shown.getByText("Seller's reply")).toBeVisible();
  await expect(shown.getByText(reply)).toBeVisible();
}

test.describe("verified reviews on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test("a buyer reviews a delivered order, the product page shows it, the vendor replies", async ({
    page,
  }) => {
    await reviewAndReply(page, "creator@example.com", true);
  });
});

test.describe("verified reviews on a desktop", () => {
  test("a buyer reviews a delivered order, the product page shows it, the vendor replies", async ({
    page,
  }) => {
    await reviewAndReply(page, "organizer@example.com", false);
  });
});
