import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

// Paid banners (₦75k–₦150k a placement) show on their pages however the page was reached:
// a client navigation's data once carried none, because the placement was read from the
// data request's path (`/marketplace.data`), not the page's (issue 30 §3.2).

const sponsored = (page: Page) =>
  page.getByRole("complementary", { name: "Sponsored" }).getByRole("listitem");

/** The page's banners as a document shows them. */
async function bannersOnReload(page: Page) {
  await page.reload();
  await expect(sponsored(page).first()).toBeVisible();
  return sponsored(page).allTextContents();
}

for (const tab of ["Marketplace", "Events"]) {
  test(`a click on the ${tab} tab from /about shows its Sponsored cards`, async ({
    page,
    visit,
  }) => {
    await visit("/about");
    await expect(page.getByRole("complementary", { name: "Sponsored" })).toHaveCount(0);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: tab }).click();
    await expect(page.getByRole("heading", { level: 1, name: tab })).toBeVisible();
    await expect(sponsored(page).first()).toBeVisible();
    const shown = await sponsored(page).allTextContents();
    expect(shown).toEqual(await bannersOnReload(page));
  });
}

test("the first page after signing in shows its Sponsored cards", async ({ page }) => {
  await signInAs(page, "viewer@example.com", "/marketplace");
  await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
  await expect(sponsored(page).first()).toBeVisible();
  const shown = await sponsored(page).allTextContents();
  expect(shown).toEqual(await bannersOnReload(page));
});
