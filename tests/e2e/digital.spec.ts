import type { Page } from "@playwright/test";
import { expect, expectAccessible, MAILBOX_TOKEN, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

// Issue 31, a digital product bought and downloaded: a guest buys the demo's e-book
// (vendor@'s "Yoruba for Beginners Audio Course", its PDF stored privately by the seed)
// through the cart and a checkout with nothing to deliver, pays with the test provider,
// lands on the order page, downloads the file there, and the order is delivered. On a
// 360 px phone and on a desktop width; each run buys its own copy.

const TITLE = "Yoruba for Beginners Audio Course";

async function fitsAndAccessible(page: Page) {
  await expectAccessible(page);
  expect((await horizontalOverflow(page)).culprits).toEqual([]);
}

async function buyAndDownload(page: Page, email: string) {
  // The product page, from search.
  await page.goto(`/search?q=${encodeURIComponent(TITLE)}`);
  await page.locator(`main a[href^="/marketplace/"]`).filter({ hasText: TITLE }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await fitsAndAccessible(page);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();

  // The cart, then the checkout: nothing to deliver for a digital product.
  await page.goto("/cart");
  await expect(page.getByText(TITLE).first()).toBeVisible();
  await fitsAndAccessible(page);
  await page.getByRole("link", { name: "Checkout", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByText("Digital: download from your order page after payment. No delivery needed."),
  ).toBeVisible();
  await expect(page.getByLabel("State")).toHaveCount(0);
  await page.locator("main").getByLabel("Full name").fill("Kemi Adebayo");
  await page
    .locator("main")
    .getByLabel(/^E-mail/)
    .fill(email);
  await page
    .locator("main")
    .getByLabel(/^Phone number/)
    .fill("08031234567");
  await fitsAndAccessible(page);
  await page.getByRole("button", { name: /^Pay ₦/ }).click();

  // The test provider's checkout, then the result page onto the order page.
  await expect(page).toHaveURL(/\/payments\/test-checkout\/NC-/);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "completed");
  await page.getByRole("link", { name: "View your orders" }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
  const orderPath = new URL(page.url()).pathname;
  const order = page.locator("main article").filter({ hasText: TITLE });
  await expect(order.getByText("Paid", { exact: true })).toBeVisible();
  await expect(order.getByText("0 of 5 downloads used")).toBeVisible();
  await fitsAndAccessible(page);

  // The page is never cached: its download links are the buyer's own.
  const fresh = await page.request.get(orderPath);
  expect(fresh.headers()["cache-control"]).toContain("no-store");

  // Download: the file comes as an attachment, a real PDF.
  const link = order.getByRole("link", { name: new RegExp(`^Download\\b.*${TITLE}$`) });
  await expect(link).toHaveAttribute("href", /^\/downloads\/[\w.-]+$/);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 4).toString()).toBe("%PDF");

  // Delivered by the first download; the count shows it.
  await page.goto(orderPath);
  await expect(order.getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expect(order.getByText("1 of 5 downloads used")).toBeVisible();
  await fitsAndAccessible(page);
  return orderPath;
}

/** The newest mail to `to` whose subject has `subject`: its text. */
async function mailText(page: Page, to: string, subject: string) {
  await expect(async () => {
    await page.goto(`/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(to)}`);
    await page
      .locator('main a[href^="/dev/mailbox/"]')
      .filter({ hasText: subject })
      .first()
      .click({ timeout: 2_000 });
    await page.waitForURL((u) => /^\/dev\/mailbox\/[^/]+$/.test(u.pathname), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return page.locator("main").innerText();
}

test.describe("a digital product bought and downloaded", () => {
  test("on a 360 px phone: the order page gives the file, the mails point to it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const email = `digital-phone-${Date.now()}@example.com`;
    const orderPath = await buyAndDownload(page, email);
    // The order placed mail gives the order page as the lasting link; delivered follows.
    const placed = await mailText(page, email, "Order placed");
    expect(placed).toContain("Any time later, download from your order page");
    expect(placed).toContain(orderPath);
    const delivered = await mailText(page, email, "is delivered");
    expect(delivered).toContain(orderPath);
  });

  test("on a desktop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await buyAndDownload(page, `digital-desktop-${Date.now()}@example.com`);
  });
});
