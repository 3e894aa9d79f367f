import { expect, expectAccessible, test } from "./fixtures";

// The demo seed is fixed, so "Abeokuta Jazz Night" is always there.
const JAZZ = "Abeokuta Jazz Night";

test("typing searches after a 300 ms pause, forgives typos, and the URL can be shared", async ({
  page,
  visit,
}) => {
  await visit("/search");
  let dataRequests = 0;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/search.data") dataRequests++;
  });
  const box = page.getByRole("searchbox", { name: "Search events, products, stays and content" });
  // Keys 40 ms apart: the debounce waits for the pause, so one search, not twelve.
  await box.pressSequentially("abeokta jazz", { delay: 40 });
  await expect(page.getByRole("link", { name: JAZZ })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=abeokta\+jazz/);
  expect(dataRequests).toBeLessThanOrEqual(2);
  await expectAccessible(page);

  // Narrowing to stays drops the event; the filter is in the URL too.
  await page.getByLabel("Type").selectOption("property");
  await expect(page).toHaveURL(/type=property/);
  await expect(page.getByRole("link", { name: JAZZ })).toHaveCount(0);

  await page.getByLabel("Type").selectOption("all");
  await box.fill("zzqxv nothing");
  await expect(page.getByText('No results found for "zzqxv nothing"')).toBeVisible();

  // A blank query clears the results.
  await box.fill("");
  await expect(page.getByText(/No results found/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: JAZZ })).toHaveCount(0);

  // The shared link shows the same results to someone else.
  await page.goto("/search?q=abeokuta+jaz&type=event");
  await expect(page.getByRole("link", { name: JAZZ })).toBeVisible();
  await expect(page.getByRole("searchbox")).toHaveValue("abeokuta jaz");
});

test("the home page search shows results under the box without leaving the page", async ({
  page,
  visit,
}) => {
  await visit("/");
  const box = page.getByRole("main").getByRole("searchbox");
  await box.pressSequentially("jazz nite", { delay: 40 });
  await expect(page.getByRole("main").getByRole("link", { name: JAZZ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search is a plain GET form", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("main").getByRole("searchbox");
    await box.fill("abeokuta jaz");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=abeokuta\+jaz/);
    await expect(page.getByRole("link", { name: JAZZ })).toBeVisible();
    // Price bands: items without a price (content) still pass the filter.
    await page.goto("/search?q=lagos&price=0-10000");
    await expect(page.getByRole("heading", { name: /^Content/ })).toBeVisible();
  });
});
