import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

// The demo seed is fixed: "Abeokuta Jazz Night" is in Ogun, tagged Music, tickets from ₦8,000.
const JAZZ = "Abeokuta Jazz Night";

async function jazzPath(page: import("@playwright/test").Page) {
  await page.goto("/events?q=abeokuta+jazz");
  const href = await page.getByRole("link", { name: JAZZ }).first().getAttribute("href");
  expect(href).toMatch(/^\/events\//);
  return href!;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain GET form whose URL can be shared", async ({ page }) => {
    await page.goto("/events");
    await page.getByLabel("State").selectOption("Ogun");
    await page.getByLabel("Category").selectOption("Music");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/state=Ogun/);
    await expect(page).toHaveURL(/category=Music/);
    const results = page.locator("section[aria-labelledby='events-results']");
    await expect(results.getByRole("link", { name: JAZZ })).toBeVisible();
    await expect(results.getByRole("link", { name: /Ikeja Tech Summit/ })).toHaveCount(0);

    // Its cheapest ticket is ₦8,000: a range from ₦50,000 leaves nothing, and says so.
    await page.getByLabel("Min price (₦)").fill("50000");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("No events match your filters")).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Clear filters" }).last().click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(results.getByRole("link", { name: JAZZ })).toBeVisible();
  });
});

test("with JavaScript a pick or a pause in typing updates the list and the URL", async ({
  page,
  visit,
}) => {
  await visit("/events");
  const results = page.locator("section[aria-labelledby='events-results']");
  await page.getByLabel("State").selectOption("Ogun");
  await expect(page).toHaveURL(/\/events\?state=Ogun$/);
  await expect(results.getByRole("link", { name: JAZZ })).toBeVisible();
  // A typo: 7 of "abeokta"'s 7 letters are in order in "Abeokuta".
  await page.getByRole("searchbox", { name: "Search events" }).pressSequentially("abeokta", {
    delay: 30,
  });
  await expect(page).toHaveURL(/q=abeokta/);
  await expect(results.getByRole("link", { name: JAZZ })).toBeVisible();
  await page.getByLabel("Sort by").selectOption("price_desc");
  await expect(page).toHaveURL(/sort=price_desc/);
  await expectAccessible(page);
  // The Featured tab is a link of its own.
  await page.getByRole("link", { name: "Featured Events" }).click();
  await expect(page).toHaveURL(/tab=featured/);
});

test("the event page shows tickets, times in WAT, share links and a calendar file", async ({
  page,
  visit,
}) => {
  const path = await jazzPath(page);
  await visit(path);
  const tickets = page.locator("#tickets");
  await expect(tickets.getByText("₦8,000")).toBeVisible();
  await expect(tickets.getByText(/\d+ left/).first()).toBeVisible();
  // Start – end, labelled WAT once (the event facts list, shared with the tickets page).
  await expect(page.getByText(/ – .+ WAT$/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(page.getByRole("link", { name: "Share on X" })).toHaveAttribute(
    "href",
    /^https:\/\/twitter\.com\/intent\/tweet\?/,
  );
  await expect(page.getByLabel("Link to this event")).toHaveValue(new RegExp(`${path}$`));
  // A category tag leads to the filtered list.
  await expect(page.getByRole("link", { name: "Music", exact: true })).toHaveAttribute(
    "href",
    "/events?category=Music",
  );
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(og).toMatch(/^https?:\/\//);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Add to calendar (.ics)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const file = await download.path();
  const text = (await import("node:fs")).readFileSync(file, "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(text).toContain(`SUMMARY:${JAZZ}\r\n`);
});

test("at 360 px the list and the event page fit without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const path = await jazzPath(page);
  for (const url of ["/events?state=Ogun&category=Music", path]) {
    await page.goto(url);
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, `${url}: ${overflow.culprits.join(", ")}`).toBeLessThanOrEqual(
      360,
    );
  }
});

test("an admin features and unfeatures an event; the Featured tab follows", async ({ page }) => {
  const path = await jazzPath(page);
  await signInAs(page, "admin@example.com", path);
  const results = page.locator("section[aria-labelledby='events-results']");
  const feature = page.getByRole("button", { name: "Feature this event" });
  const unfeature = page.getByRole("button", { name: "Remove from featured" });
  // Whichever state the seed left it in, toggle it twice and check the tab each time.
  const wasFeatured = await unfeature.isVisible();
  for (const featured of [!wasFeatured, wasFeatured]) {
    await (featured ? feature : unfeature).click();
    await expect(featured ? unfeature : feature).toBeVisible();
    await page.goto("/events?tab=featured");
    await expect(results.getByRole("link", { name: JAZZ })).toHaveCount(featured ? 1 : 0);
    await page.goto(path);
  }
});
