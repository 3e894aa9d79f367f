import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, MAILBOX_TOKEN, signInAs, test } from "./fixtures";
import { openSizedProduct, sizeChoice } from "./marketplace-pages";
import { DEMO_ACCOUNTS, horizontalOverflow } from "./phone-pages";

// Issue 31, the whole buying loop as one guest walks it: a product in a size from
// vendor@'s store (the demo's sized kaftan) and a simple product of another store →
// /cart (two groups) → /checkout (details, a Lagos address, each store's delivery fee)
// → the test provider → the result page → the guest's order page, both orders paid →
// one "Order placed" e-mail per order → vendor@ ships it from Sales with a tracking
// number → the buyer sees it, confirms delivery and reviews the item → the product page
// shows the review. The pages are checked at a desktop width and at 360 px (axe on each).
// Then the same cart and checkout without JavaScript, up to the paid order page.
//
// The seeded database is shared by every spec of a run (and a retry runs on it again):
// each run buys one kaftan in L here and one in M without JavaScript (L 4, M 6 in the
// seed; the cart spec only fills carts, which hold nothing), a simple product with ten
// or more in stock, and the buyer's e-mail is new each time.

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const VENDOR_STORE = "Aisha's Naija Finds";
/** A delivery address in Lagos, vendor@'s own city (Ikeja): every demo store delivers there. */
const ADDRESS = {
  state: "Lagos",
  city: "Ikeja",
  street: "12 Allen Avenue",
  landmark: "By the bank",
};

/** axe at the desktop width, then nothing wider than a 360 px screen and axe again. */
async function checkBothWidths(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  expect((await horizontalOverflow(page)).culprits, `overflow on ${page.url()}`).toEqual([]);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
}

const naira = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** Opens the demo's sized product and adds one in `size`; answers its title and page. */
async function addSized(page: Page, size: string, scripts: boolean) {
  await openSizedProduct(page);
  if (scripts) await expectAccessible(page);
  await expect(page.getByText(`Sold by ${VENDOR_STORE}`).first()).toBeVisible();
  const title = (await page.locator("main h1").innerText()).trim();
  const path = new URL(page.url()).pathname;
  await sizeChoice(page).selectOption(size);
  await page.getByRole("button", { name: "Add to cart", exact: true }).click();
  await expect(page.getByText("Added to cart").first()).toBeVisible();
  return { title, path };
}

/**
 * Adds one of a simple physical product of another store, one with ten or more in stock
 * (its page says how many), from its card on /marketplace.
 */
async function addSimpleOfAnotherStore(page: Page) {
  await page.goto("/marketplace");
  const cards = page.locator("main li.card").filter({
    has: page.getByRole("button", { name: /^Add to cart: .+/ }),
  });
  const n = await cards.count();
  const candidates: { title: string; href: string }[] = [];
  for (let i = 0; i < n; i++) {
    const card = cards.nth(i);
    const text = await card.innerText();
    if (text.includes(VENDOR_STORE) || /BOOKS & MEDIA|SERVICES/i.test(text)) continue;
    const title = (await card.locator("h3").innerText()).trim();
    const href = (await card.locator('a[href^="/marketplace/"]').first().getAttribute("href"))!;
    candidates.push({ title, href });
  }
  for (const { title, href } of candidates.reverse()) {
    await page.goto(href);
    const stock = /(\d+) in stock/.exec(await page.locator("main").innerText());
    if (!stock || Number(stock[1]) < 10) continue;
    const store = (
      await page
        .getByText(/^Sold by /)
        .first()
        .innerText()
    ).replace(/^Sold by /, "");
    await page.goto("/marketplace");
    await page.getByRole("button", { name: `Add to cart: ${title}` }).click();
    await expect(page.getByText("Added to cart").first()).toBeVisible();
    return { title, store };
  }
  throw new Error("no simple product of another store with ten or more in stock");
}

/** The checkout's part of one store. */
const storePart = (page: Page, store: string) =>
  page.getByTestId("checkout-store").filter({
    has: page.getByRole("heading", { name: `From ${store}` }),
  });

async function fillDetails(page: Page, email: string) {
  const main = page.locator("main");
  await main.getByRole("textbox", { name: "Full name", exact: true }).fill("Chioma Okafor");
  await main.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await main.getByRole("textbox", { name: "Phone number", exact: true }).fill("0803 123 4567");
}

async function deliverTo(part: Locator) {
  await part.getByRole("radio", { name: "Deliver to my address" }).check();
  await part.getByRole("combobox", { name: "State" }).selectOption(ADDRESS.state);
  await part.getByRole("textbox", { name: "City / LGA" }).fill(ADDRESS.city);
  await part.getByRole("textbox", { name: "Street address" }).fill(ADDRESS.street);
  await part.getByRole("textbox", { name: "Nearest landmark (optional)" }).fill(ADDRESS.landmark);
}

/** Each store's total is its items plus its delivery fee; the total to pay is their sum. */
async function expectTotals(page: Page, stores: string[]) {
  let sum = 0;
  for (const store of stores) {
    const part = storePart(page, store);
    const fee = await part.getByTestId("delivery-fee").innerText();
    expect(fee, `${store}'s delivery fee`).toMatch(/^(₦[\d,]+|Free)$/);
    const items = naira(await part.locator("dd").first().innerText());
    const total = naira(await part.locator("dd").last().innerText());
    expect(total, `${store}'s total`).toBe(items + (fee === "Free" ? 0 : naira(fee)));
    sum += total;
  }
  const total = await page.getByTestId("checkout-total").innerText();
  expect(naira(total)).toBe(sum);
  return total;
}

/** The test provider's page: the amount, then Pay; answers at the result page. */
async function payWithTestProvider(page: Page, total: string, scripts: boolean) {
  await expect(page).toHaveURL(/\/payments\/test-checkout\/NC-/);
  await expect(page.getByTestId("test-checkout-amount")).toHaveText(total);
  if (scripts) await expectAccessible(page);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payments\/result\?reference=NC-/);
  await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "completed");
  if (scripts) await expectAccessible(page);
  await page.getByRole("link", { name: "View your orders" }).click();
  await expect(page).toHaveURL(/\/orders\/[\w-]+$/);
}

/** The order of `store` on the guest's order page, and its number. */
async function orderOf(page: Page, store: string) {
  const article = page.locator("main article").filter({ hasText: `Sold by ${store}` });
  await expect(article).toHaveCount(1);
  const number = (await article.getByRole("heading", { level: 2 }).innerText()).replace(
    /^Order /,
    "",
  );
  return { article, number };
}

/** The subjects of the mails sent to `to`, once `count` of them have arrived. */
async function mailSubjects(page: Page, to: string, count: number) {
  const list = page.locator('main a[href^="/dev/mailbox/"]');
  await expect(async () => {
    await page.goto(`/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(to)}`);
    expect(await list.count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 20_000 });
  return (await list.allInnerTexts()).map((t) => t.split("\n")[0]!.trim());
}

test("a guest buys from two stores with one payment; the vendor ships, the buyer confirms and reviews", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const email = `buyer.${Date.now().toString(36)}@example.com`;

  // The cart: one group per store.
  const sized = await addSized(page, "L", true);
  const simple = await addSimpleOfAnotherStore(page);
  await expect(page.locator("header").getByRole("link", { name: "Cart 2" })).toBeVisible();
  await page.goto("/cart");
  await expect(page.locator("main section")).toHaveCount(2);
  await expect(page.getByRole("heading", { name: `Sold by ${VENDOR_STORE}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: `Sold by ${simple.store}` })).toBeVisible();
  await expect(page.getByText("Size: L")).toBeVisible();
  await checkBothWidths(page);

  // The checkout: details, an address for each store, their fees, one total.
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await checkBothWidths(page);
  await fillDetails(page, email);
  await deliverTo(storePart(page, VENDOR_STORE));
  await deliverTo(storePart(page, simple.store));
  await page.getByRole("button", { name: "Show the total" }).click();
  await expect(storePart(page, VENDOR_STORE).getByTestId("delivery-fee")).toHaveText(/^₦|^Free$/);
  // The typed details stay.
  await expect(page.getByRole("textbox", { name: "E-mail", exact: true })).toHaveValue(email);
  const total = await expectTotals(page, [VENDOR_STORE, simple.store]);
  await checkBothWidths(page);
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await payWithTestProvider(page, total, true);

  // The guest's order page: one order per store, both paid.
  const orderPage = new URL(page.url()).pathname;
  const mine = await orderOf(page, VENDOR_STORE);
  const theirs = await orderOf(page, simple.store);
  for (const o of [mine, theirs]) await expect(o.article.getByText("Paid")).toBeVisible();
  await expect(mine.article.getByText("Size: L · Qty 1")).toBeVisible();
  await checkBothWidths(page);
  // The cart is empty now.
  await expect(
    page.locator("header").getByRole("link", { name: "Cart", exact: true }),
  ).toBeVisible();

  // ONE "Order placed" e-mail per vendor order, each with the order page's link.
  const subjects = await mailSubjects(page, email, 2);
  expect(subjects.filter((s) => s.startsWith("Order placed")).sort()).toEqual(
    [
      `Order placed: ${mine.number} from ${VENDOR_STORE}`,
      `Order placed: ${theirs.number} from ${simple.store}`,
    ].sort(),
  );
  await expectAccessible(page);
  await page
    .locator('main a[href^="/dev/mailbox/"]')
    .filter({ hasText: `Order placed: ${mine.number}` })
    .click();
  await expect(page.getByText(`${sized.title} (Size: L)`)).toBeVisible();
  await expect(page.locator(`main a[href$="${orderPage}"]`).first()).toBeVisible();
  await expectAccessible(page);

  // vendor@ finds it first in Sales and ships it with a tracking number.
  const tracking = `TRK-${Date.now().toString(36).toUpperCase()}`;
  const vendorContext = await browser.newContext({ viewport: DESKTOP });
  const vendor = await vendorContext.newPage();
  await signInAs(vendor, DEMO_ACCOUNTS.vendor, "/dashboard/sales");
  await expect(vendor.getByRole("link", { name: "Sales" })).toHaveAttribute("aria-current", "page");
  const first = vendor
    .locator("main li")
    .filter({ has: vendor.getByRole("link", { name: /^Order / }) })
    .first();
  await expect(first.getByRole("link", { name: `Order ${mine.number}` })).toBeVisible();
  await expect(first).toContainText(email);
  await checkBothWidths(vendor);
  await first.getByRole("link", { name: `Order ${mine.number}` }).click();
  await expect(vendor.getByRole("heading", { name: `Order ${mine.number}` })).toBeVisible();
  await expect(vendor.getByText("Chioma Okafor", { exact: true })).toBeVisible();
  await checkBothWidths(vendor);
  await vendor.getByLabel("Carrier").fill("GIG Logistics");
  await vendor.getByLabel("Tracking number (optional)").fill(tracking);
  await vendor.getByRole("button", { name: "Mark shipped" }).click();
  await expect(
    vendor.getByText("The buyer has been told, with the tracking details."),
  ).toBeVisible();
  await expectAccessible(vendor);
  await vendorContext.close();

  // The buyer sees it shipped with the tracking number, confirms delivery, reviews.
  await page.goto(orderPage);
  await expect(mine.article.getByText("Shipped", { exact: true }).first()).toBeVisible();
  await expect(mine.article.getByText(`Tracking number ${tracking}`)).toBeVisible();
  await expect(theirs.article.getByText("Paid")).toBeVisible();
  await checkBothWidths(page);
  await mine.article.getByRole("button", { name: "I have received it" }).click();
  await expect(page.getByText("Delivery confirmed").first()).toBeVisible();
  await expect(mine.article.getByText("Delivered", { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
  await mine.article.getByRole("link", { name: /^Review/ }).click();
  await expect(page).toHaveURL(/\/reviews\/new\?item=[0-9a-f-]{36}&token=/);
  await expect(page.getByRole("heading", { name: "Write a review", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const review = `Fits well and came on time (${Date.now().toString(36)})`;
  await page.getByRole("radio", { name: "5 stars" }).check();
  await page.getByLabel("Your review").fill(review);
  await page.getByRole("button", { name: "Post review" }).click();
  await expect(page.getByText("Thank you for your review!")).toBeVisible();
  await expectAccessible(page);

  // The product page shows it.
  await page.goto(sized.path);
  const shown = page.locator("#reviews").getByRole("listitem").filter({ hasText: review });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(shown.getByText("Verified purchase")).toBeVisible();
  await expectAccessible(page);
});

test("without JavaScript: the same cart and checkout, with a pickup point, up to the paid orders", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  try {
    await buyWithoutScripts(page);
  } finally {
    await context.close();
  }
});

async function buyWithoutScripts(page: Page) {
  const email = `nojs.${Date.now().toString(36)}@example.com`;
  await addSized(page, "M", false);
  const simple = await addSimpleOfAnotherStore(page);
  await page.goto("/cart");
  await expect(page.locator("main section")).toHaveCount(2);
  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillDetails(page, email);
  const pickup = storePart(page, VENDOR_STORE);
  // Delivery asks for the address, not a pickup point; pickup the other way round (CSS only).
  await expect(pickup.getByRole("combobox", { name: "Pickup point" })).toBeHidden();
  await expect(pickup.getByTestId("address-fields")).toBeVisible();
  await pickup.getByRole("radio", { name: "Pick up" }).check();
  await expect(pickup.getByTestId("address-fields")).toBeHidden();
  const point = (
    await pickup
      .getByRole("combobox", { name: "Pickup point" })
      .locator("option")
      .first()
      .innerText()
  ).split(":")[0]!;
  await deliverTo(storePart(page, simple.store));
  await page.getByRole("button", { name: "Show the total" }).click();
  await expect(storePart(page, VENDOR_STORE).getByTestId("delivery-fee")).toHaveText("Free");
  await expect(storePart(page, VENDOR_STORE).getByRole("radio", { name: "Pick up" })).toBeChecked();
  const total = await expectTotals(page, [VENDOR_STORE, simple.store]);
  await page.getByRole("button", { name: `Pay ${total}` }).click();
  await payWithTestProvider(page, total, false);
  const mine = await orderOf(page, VENDOR_STORE);
  const theirs = await orderOf(page, simple.store);
  for (const o of [mine, theirs]) await expect(o.article.getByText("Paid")).toBeVisible();
  await expect(mine.article.getByText(point).first()).toBeVisible();
  await expect(mine.article.getByText(/^Collection code:/)).toBeVisible();
}
