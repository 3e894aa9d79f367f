import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectAccessible, signInAs, test } from "./fixtures";

const CREATOR = "creator@example.com";
// Playwright's own Chromium says "HeadlessChrome": counted as a bot, as it should be.
// The people below browse with ordinary phone and desktop browsers.
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const rows = (page: Page) => page.locator("main section[aria-labelledby='my-content-heading'] li");

test("a creator edits details, replaces a thumbnail and deletes an item from My Content", async ({
  page,
}) => {
  await signInAs(page, CREATOR, "/dashboard/content");
  await expect(rows(page).first().getByText("Ready", { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Edit the first item's details.
  const first = rows(page).first();
  const oldTitle = (await first.locator("p").first().innerText()).trim();
  await first.getByRole("link", { name: `Edit: ${oldTitle}` }).click();
  await expect(page.getByRole("heading", { name: `Edit "${oldTitle}"` })).toBeVisible();
  await expectAccessible(page);
  const newTitle = `Owambe highlights ${Date.now() % 100000}`;
  await page.getByLabel("Title").fill(newTitle);
  await page.getByLabel("Tags").fill("owambe, lagos");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/dashboard\/content$/);
  await expect(page.getByText("Your changes don save.")).toBeVisible();
  const edited = rows(page).filter({ hasText: newTitle });
  await expect(edited).toHaveCount(1);
  // The wording changed on approved content: back in review.
  await expect(edited.getByText("Pending review")).toBeVisible();

  // Replace its thumbnail with a real picture.
  await edited.getByRole("link", { name: `Edit: ${newTitle}` }).click();
  const png = await sharp({
    create: { width: 640, height: 360, channels: 3, background: "#0a7d3b" },
  })
    .png()
    .toBuffer();
  await page
    .getByLabel("New thumbnail")
    .setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: png });
  await page.getByRole("button", { name: "Replace thumbnail" }).click();
  await expect(page.getByText("Your new thumbnail don show.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Current thumbnail" })).toHaveAttribute(
    "src",
    /\/media\/thumbnails\//,
  );
  // Bytes that are no picture are refused with the field's message.
  await page
    .getByLabel("New thumbnail")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a png") });
  await page.getByRole("button", { name: "Replace thumbnail" }).click();
  await expect(page.getByText("This file no be picture wey we fit use.")).toBeVisible();
  await expectAccessible(page);

  // Delete the last item, after the spec's confirmation; "Keep it" keeps it.
  await page.goto("/dashboard/content");
  const last = rows(page)
    .filter({ has: page.getByRole("link", { name: /^Delete: / }) })
    .last();
  const doomed = (await last.locator("p").first().innerText()).trim();
  await last.getByRole("link", { name: `Delete: ${doomed}` }).click();
  await expect(page.getByRole("heading", { name: "Delete this item?" })).toBeVisible();
  await expect(page.getByText("Once you delete am, e no fit come back.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(rows(page).filter({ hasText: doomed })).toHaveCount(1);
  await rows(page)
    .filter({ hasText: doomed })
    .getByRole("link", { name: `Delete: ${doomed}` })
    .click();
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/dashboard\/content$/);
  await expect(page.getByText("Your content don comot.")).toBeVisible();
  await expect(rows(page).filter({ hasText: doomed })).toHaveCount(0);
});

/** Opens the page as a new visitor with this browser; resolves once its view beacon was answered. */
async function visitAs(browser: Browser, userAgent: string, path: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  const beacon = page.waitForResponse((r) => r.url().endsWith("/api/content-views"));
  const response = await page.goto(path);
  expect((await beacon).status()).toBe(204);
  const cache = response?.headers()["x-cache"] ?? null;
  await context.close();
  return cache;
}

async function viewsCounted(page: Page) {
  await page.goto("/dashboard/analytics");
  const text = await page.getByTestId("views-last-days").innerText();
  return Number(/^[\d,]+/.exec(text)![0].replace(/,/g, ""));
}

test("views are counted once per visitor per day, cached pages included, and feed Analytics", async ({
  page,
  browser,
}) => {
  await signInAs(page, CREATOR, "/dashboard/content");
  const link = page.locator('main a[href^="/content/"]').first();
  const path = await link.getAttribute("href");
  const before = await viewsCounted(page);
  await expect(page.getByRole("img", { name: /Views per day, last 30 days/ })).toBeVisible();
  await expectAccessible(page);

  // The first anonymous visit renders the page; the next ones are served from the page cache.
  await visitAs(browser, PHONE_UA, path!);
  expect(await visitAs(browser, DESKTOP_UA, path!)).toBe("HIT");
  // The same person again today, and a headless browser: not counted.
  expect(await visitAs(browser, PHONE_UA, path!)).toBe("HIT");
  await visitAs(browser, "Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36", path!);

  await expect.poll(() => viewsCounted(page)).toBe(before + 2);
});
