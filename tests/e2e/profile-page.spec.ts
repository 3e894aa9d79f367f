import type { Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

/**
 * People's public pages (issue 35): a viewer goes from a content page to its creator's
 * page by the creator's name, and the page reads well on a phone and a desktop; a host
 * changes their username and links in the profile editor, and the old address follows.
 */
async function fromContentToCreator(page: Page, phone: boolean) {
  const fits = async () => {
    if (phone) expect((await horizontalOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  };
  await signInAs(page, "viewer@example.com", "/content");
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: "Adaeze Okafor" })
    .first();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/content\/[^/]+$/);
  await page.getByRole("main").getByRole("link", { name: "Adaeze Okafor" }).click();

  await expect(page).toHaveURL(/\/@adaeze_creates$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Adaeze Okafor" })).toBeVisible();
  await expect(main.getByText("@adaeze_creates", { exact: true })).toBeVisible();
  await expect(main.getByText(/Lagos · Joined [A-Z][a-z]+ \d{4}/)).toBeVisible();
  // Links leave the site as the link-safety rules and the page's rel say.
  const youtube = main.getByRole("navigation", { name: "Links" }).getByRole("link", {
    name: "YouTube",
  });
  await expect(youtube).toHaveAttribute("rel", "nofollow ugc noopener");
  await expect(youtube).toHaveAttribute("href", /^https:\/\/www\.youtube\.com\//);
  // The tabs are links; the open one is marked, and its cards are the creator's content.
  const tabs = main.getByRole("navigation", { name: "What they offer" });
  await expect(tabs.getByRole("link", { name: /^Content/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(main.locator('a[href^="/content/"]').first()).toBeVisible();
  // Found by search engines as a Person, with its share tags.
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "profile");
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text))).toContainEqual(
    expect.objectContaining({ "@type": "Person", name: "Adaeze Okafor" }),
  );
  await expectAccessible(page);
  await fits();

  // Another spelling of the name lands on the page's own (one address per page).
  await page.goto("/@ADAEZE_CREATES");
  await expect(page).toHaveURL(/\/@adaeze_creates$/);
  // A viewer has no public page: 404, nothing shown of them.
  const viewerPage = await page.goto("/@chinedu_eze");
  expect(viewerPage?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Chinedu")).toHaveCount(0);
}

test.describe("a creator's page on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });
  test("a viewer opens a content page, then its creator's page by their name", async ({ page }) => {
    await fromContentToCreator(page, true);
  });
});

test.describe("a creator's page on a desktop", () => {
  test("a viewer opens a content page, then its creator's page by their name", async ({ page }) => {
    await fromContentToCreator(page, false);
  });
});

test("the profile editor saves a username and links; the old address follows", async ({ page }) => {
  await signInAs(page, "host@example.com", "/dashboard/profile");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "/@osaro_stays" })).toBeVisible();
  await expectAccessible(page);

  // A javascript: link is refused with the reason; what was typed stays in the form.
  await main.getByLabel("Username").fill("osaro.stays.ng");
  await main.getByLabel("Link 2 name").fill("Bookings desk");
  await main.getByLabel("Link 2 address").fill("javascript:alert(1)");
  await main.getByRole("button", { name: "Save profile" }).click();
  await expect(main.getByText(/na only http:\/\/ or https:\/\/ links/)).toBeVisible();
  await expect(main.getByLabel("Username")).toHaveValue("osaro.stays.ng");
  await expect(main.getByLabel("Link 2 address")).toHaveValue("javascript:alert(1)");
  await expectAccessible(page);

  // A reserved word is refused too.
  await main.getByLabel("Username").fill("Dashboard");
  await main.getByLabel("Link 2 address").fill("osarostays.example.ng/book");
  await main.getByRole("button", { name: "Save profile" }).click();
  await expect(
    main.getByText("This username na reserved word for the site.", { exact: false }),
  ).toBeVisible();

  await main.getByLabel("Username").fill("osaro.stays.ng");
  await main.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated", { exact: false }).first()).toBeVisible();
  await main.getByRole("link", { name: "/@osaro.stays.ng" }).click();
  await expect(page).toHaveURL(/\/@osaro\.stays\.ng$/);
  await expect(
    page.getByRole("navigation", { name: "Links" }).getByRole("link", { name: "Bookings desk" }),
  ).toHaveAttribute("href", "https://osarostays.example.ng/book");
  await expectAccessible(page);

  // The old address leads here for 90 days.
  const old = await page.request.get("/@osaro_stays", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe("/@osaro.stays.ng");

  // Back as it was (the owner may take their old name back): other tests use it.
  await page.goto("/dashboard/profile");
  await main.getByLabel("Username").fill("osaro_stays");
  await main.getByLabel("Link 2 name").fill("");
  await main.getByLabel("Link 2 address").fill("");
  await main.getByRole("button", { name: "Save profile" }).click();
  await expect(main.getByRole("link", { name: "/@osaro_stays" })).toBeVisible();
});
