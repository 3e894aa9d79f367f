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
  // The results under the box: the event may also be among the home page's own cards.
  const section = page.getByRole("region", { name: "Search everything" });
  const box = section.getByRole("searchbox");
  await box.pressSequentially("abeokta jazz", { delay: 40 });
  await expect(section.getByRole("link", { name: JAZZ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectAccessible(page);
});

// Issue 30 §3.1: Enter in the home box once replaced the page with "Something don happen"
// (the results came as /search's server part while the box drew them from data).
for (const viewport of [
  { width: 360, height: 780 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("typing in the home box and pressing Enter shows the results on the page", async ({
      page,
      visit,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await visit("/");
      const search = page.getByRole("region", { name: "Search everything" });
      const box = search.getByRole("searchbox", {
        name: "Search events, products, stays and content",
      });
      await box.pressSequentially("suya", { delay: 40 });
      await box.press("Enter");
      await expect(search.getByRole("link", { name: "Suya Spice (Yaji) 250g" })).toBeVisible();
      await expect(search.getByRole("heading", { name: /^Products \(/ })).toBeVisible();
      await expect(page.getByText("Something don happen")).toHaveCount(0);
      await expect(page).toHaveURL(/\/$/);
      expect(errors).toEqual([]);
      await expectAccessible(page);

      // A blank box clears the results; a result opens its page.
      await box.fill("");
      await expect(search.getByRole("link", { name: "Suya Spice (Yaji) 250g" })).toHaveCount(0);
      await box.fill("suya");
      await box.press("Enter");
      await search.getByRole("link", { name: "Suya Spice (Yaji) 250g" }).click();
      await expect(page).toHaveURL(/\/marketplace\/suya-spice/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Suya Spice (Yaji) 250g" }),
      ).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

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
