import type { Page } from "@playwright/test";
import { expect, expectAccessible, MAILBOX_TOKEN, signInAs, test } from "./fixtures";
import { DEMO_ACCOUNTS, horizontalOverflow } from "./phone-pages";

// Issue 31, after purchase: the demo seed has viewer@ buying from vendor@'s shop in every
// status and a guest's paid order (scripts/seed/areas/orders.ts). The vendor ships with a
// tracking number, the buyer sees it and confirms delivery; the guest follows the e-mailed
// link. Each order is shipped once per seeded database, so the flow runs once, at 360 px,
// with the pages also checked on a desktop width.

async function fitsAndAccessible(page: Page) {
  await expectAccessible(page);
  expect((await horizontalOverflow(page)).culprits).toEqual([]);
}

/** Opens the newest mail to `to` whose subject has `subject`; answers its text. */
async function openMail(page: Page, to: string, subject: string) {
  await expect(async () => {
    await page.goto(`/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(to)}`);
    await page
      .locator('main a[href^="/dev/mailbox/"]')
      .filter({ hasText: subject })
      .first()
      .click({ timeout: 2_000 });
    await page.waitForURL((u) => /^\/dev\/mailbox\/[^/]+$/.test(u.pathname), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // A client navigation changes the URL before the message replaces the list.
  await expect(page.locator("main")).toContainText(subject);
  await expect(page.locator("main")).not.toContainText("Every e-mail this server has sent");
  return page.locator("main").innerText();
}

/** The vendor opens a paid delivery order of `buyer` from Sales and marks it shipped. */
async function ship(page: Page, buyer: string, tracking: string) {
  await page.goto(`/dashboard/sales?status=paid&q=${encodeURIComponent(buyer)}`);
  await fitsAndAccessible(page);
  const row = page.locator("main li").filter({ hasText: "Delivery" }).first();
  const link = row.getByRole("link", { name: /^Order / });
  const orderTitle = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole("heading", { name: orderTitle })).toBeVisible();
  await fitsAndAccessible(page);
  await page.getByLabel("Carrier").fill("GIG Logistics");
  await page.getByLabel("Tracking number (optional)").fill(tracking);
  await page.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText("The buyer has been told, with the tracking details.")).toBeVisible();
  await expect(page.locator("main").getByText("Shipped", { exact: true }).first()).toBeVisible();
  return orderTitle;
}

test.describe("orders after purchase", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the vendor ships with a tracking number; the buyer sees it and confirms delivery", async ({
    page,
    browser,
  }) => {
    await signInAs(page, DEMO_ACCOUNTS.vendor, "/dashboard/sales");
    await expect(page.getByRole("link", { name: "Sales" })).toHaveAttribute("aria-current", "page");
    const tracking = `TRK${Date.now()}`;
    const orderTitle = await ship(page, DEMO_ACCOUNTS.viewer, tracking);
    // The packing slip.
    await page.getByRole("link", { name: "Print packing slip" }).click();
    await expect(page.getByRole("heading", { name: /^Packing slip: / })).toBeVisible();
    await fitsAndAccessible(page);

    const buyerContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const buyer = await buyerContext.newPage();
    await signInAs(buyer, DEMO_ACCOUNTS.viewer, "/dashboard/orders");
    await expect(buyer.getByRole("heading", { name: "My orders" })).toBeVisible();
    await fitsAndAccessible(buyer);
    await buyer.getByRole("link", { name: orderTitle }).click();
    await expect(buyer.getByRole("heading", { name: orderTitle })).toBeVisible();
    await expect(buyer.getByText(`Tracking number ${tracking}`)).toBeVisible();
    await expect(buyer.getByText("GIG Logistics", { exact: false }).first()).toBeVisible();
    await fitsAndAccessible(buyer);
    await buyer.getByRole("button", { name: "I have received it" }).click();
    await expect(buyer.getByText("Delivery confirmed")).toBeVisible();
    await expect(
      buyer.locator("main").getByText("Delivered", { exact: true }).first(),
    ).toBeVisible();
    // The order's own link (the dashboard's "Reviews" tab is a link too).
    const review = buyer
      .locator("main article")
      .getByRole("link", { name: /^Review/ })
      .first();
    await expect(review).toHaveAttribute("href", /^\/reviews\/new\?item=[0-9a-f-]{36}$/);
    // The same page on a desktop width.
    await buyer.setViewportSize({ width: 1280, height: 900 });
    await fitsAndAccessible(buyer);
    await buyerContext.close();
  });

  test("a guest follows the e-mailed link to their order and confirms delivery", async ({
    page,
    browser,
  }) => {
    await signInAs(page, DEMO_ACCOUNTS.vendor, "/dashboard/sales");
    const orderTitle = await ship(page, "guest.buyer@example.com", "TRK-GUEST-1");
    const number = orderTitle.replace(/^Order /, "");

    const guestContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const guest = await guestContext.newPage();
    const mail = await openMail(
      guest,
      "guest.buyer@example.com",
      `Your order ${number} has shipped`,
    );
    expect(mail).toContain("Tracking number: TRK-GUEST-1");
    const path = /\/orders\/[\w-]+/.exec(mail)?.[0];
    expect(path).toBeTruthy();
    await guest.goto(path!);
    await expect(guest.getByRole("heading", { name: orderTitle })).toBeVisible();
    await expect(guest.getByText("Tracking number TRK-GUEST-1")).toBeVisible();
    await fitsAndAccessible(guest);
    await guest.getByRole("button", { name: "I have received it" }).click();
    await expect(guest.getByText("Delivery confirmed")).toBeVisible();
    const review = guest.getByRole("link", { name: /^Review/ }).first();
    await expect(review).toHaveAttribute(
      "href",
      /^\/reviews\/new\?item=[0-9a-f-]{36}&token=[\w-]+$/,
    );
    // A wrong link is not found.
    const wrong = await guest.goto("/orders/not-a-real-token-0000000");
    expect(wrong?.status()).toBe(404);
    await guestContext.close();
  });
});
