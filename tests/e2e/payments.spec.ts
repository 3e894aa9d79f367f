import type { Browser, Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectAccessible, test } from "./fixtures";

async function signInAs(page: Page, email: string, to: string) {
  await page.goto(`/auth/sign-in?redirectTo=${encodeURIComponent(to)}`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((u) => u.pathname === to.split("?")[0]);
}

/** A second signed-in browser (another user), without JavaScript unless asked. */
async function otherBrowser(browser: Browser, email: string, to: string, js = false) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  await signInAs(page, email, to);
  return { page, close: () => context.close() };
}

const quote = (page: Page) => page.getByTestId("fee-quote");

test("fee calculator works without JavaScript (server-computed GET form)", async ({ browser }) => {
  const { page, close } = await otherBrowser(browser, "creator@example.com", "/payments");
  const main = page.getByRole("main");
  await expect(main.getByLabel("Amount (₦)")).toHaveValue("10000");
  await expect(main.getByLabel("Category")).toHaveValue("events");
  await expect(page.getByTestId("fee-amount")).toHaveText("₦1,200");
  await expect(page.getByTestId("net-amount")).toHaveText("₦8,800");
  await expect(page.getByTestId("fee-rule")).toHaveText("12% (admin setting), minimum ₦50");
  // (axe needs JavaScript: the same page is checked in the next test.)

  await main.getByLabel("Amount (₦)").fill("25000");
  await main.getByLabel("Category").selectOption("products");
  await main.getByRole("button", { name: "Calculate fee" }).click();
  await expect(page).toHaveURL(/amount=25000/);
  await expect(page.getByTestId("fee-amount")).toHaveText("₦3,750");
  await expect(page.getByTestId("net-amount")).toHaveText("₦21,250");
  await close();
});

test("fee calculator updates as you type with JavaScript", async ({ page }) => {
  await signInAs(page, "creator@example.com", "/payments");
  await expectAccessible(page);
  await page.getByRole("main").getByLabel("Amount (₦)").fill("500");
  // 12 % of ₦500 is ₦60; the minimum ₦50 does not apply.
  await expect(page.getByTestId("fee-amount")).toHaveText("₦60");
  await page.getByRole("main").getByLabel("Amount (₦)").fill("300");
  await expect(page.getByTestId("fee-amount")).toHaveText("₦50");
  await expect(quote(page)).toContainText("₦250");
});

test("admin edits a fee in Settings and the calculator follows", async ({ page }) => {
  await signInAs(page, "admin@example.com", "/admin/overview");
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { name: "Platform Settings" })).toBeVisible();
  await expectAccessible(page);
  const form = page.getByRole("form", { name: "Donations" });
  await form.getByLabel("Fee type").selectOption("fixed");
  await form.getByLabel("Fee value").fill("300");
  await form.getByLabel("Minimum fee (₦)").fill("0");
  // The preview follows the inputs before saving.
  await expect(page.getByTestId("fee-donations-preview")).toContainText("₦300");
  await form.getByLabel("Fee value").fill("150");
  await form.getByRole("button", { name: "Save donations fee" }).click();
  await expect(page.getByText("New donations fee don save.")).toBeVisible();
  await expect(page.getByTestId("fee-donations-current")).toContainText(
    "₦150 flat (admin setting)",
  );

  // Wrong input is refused with the reason next to the field.
  await form.getByLabel("Fee type").selectOption("percentage");
  await form.getByLabel("Fee value").fill("150");
  await form.getByRole("button", { name: "Save donations fee" }).click();
  await expect(form.getByText("Percentage must be between 0 and 100")).toBeVisible();

  await page.goto("/payments?amount=10000&category=donations");
  await expect(page.getByTestId("fee-amount")).toHaveText("₦150");
  await expect(page.getByTestId("fee-rule")).toHaveText("₦150 flat (admin setting)");

  // Put the seeded rule back for the other tests.
  await page.goto("/admin/settings");
  const again = page.getByRole("form", { name: "Donations" });
  await again.getByLabel("Fee type").selectOption("percentage");
  await again.getByLabel("Fee value").fill("5");
  await again.getByLabel("Minimum fee (₦)").fill("50");
  await again.getByRole("button", { name: "Save donations fee" }).click();
  await expect(page.getByTestId("fee-donations-current")).toContainText("5% (admin setting)");
});

test("history shows the seeded payments, filters, and an owner-only receipt", async ({
  page,
  browser,
}) => {
  await signInAs(page, "creator@example.com", "/payments");
  await page.goto("/payments?tab=history");
  const table = page.getByRole("table", { name: "Your payments, newest first" });
  await expect(table.getByRole("row")).not.toHaveCount(1);
  await expect(table.locator('[data-status="completed"]').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Status").selectOption("failed");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(table.locator('[data-status="failed"]').first()).toBeVisible();
  await expect(table.locator('[data-status="completed"]')).toHaveCount(0);

  const link = table.getByRole("link", { name: /View receipt/ }).first();
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page.getByRole("heading", { name: "Payment receipt" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();
  await expectAccessible(page);

  // Someone else's receipt is simply not there.
  // vendor@: auth.spec resets organizer@'s password and locks host@.
  const other = await otherBrowser(browser, "vendor@example.com", "/payments");
  const response = await other.page.goto(href);
  expect(response?.status()).toBe(404);
  await other.close();

  await page.goto("/payments?tab=analytics");
  await expect(page.getByRole("heading", { name: "Your spend by month" })).toBeVisible();
  await expectAccessible(page);
});

test("a seller adds a payout account; an admin pays part of the balance on /admin/payouts and marks it paid", async ({
  page,
  browser,
}) => {
  const seller = await otherBrowser(browser, "vendor@example.com", "/payments", true);
  await seller.page.goto("/payments?tab=payouts");
  const main = seller.page.getByRole("main");
  const balance = await seller.page.getByTestId("balance").innerText();
  await main.getByLabel("Bank").selectOption({ label: "Guaranty Trust Bank" });
  await main.getByLabel("Account number (10 digits)").fill("0123456789");
  await main.getByLabel("Account name").fill("Aisha Bello");
  await main.getByRole("button", { name: "Save payout account" }).click();
  await expect(seller.page.getByTestId("payout-account")).toContainText(
    "Aisha Bello · Guaranty Trust Bank · 0123456789",
  );
  await expectAccessible(seller.page);

  await signInAs(page, "admin@example.com", "/admin/overview");
  await page
    .getByRole("navigation", { name: "Admin Dashboard" })
    .getByRole("link", { name: "Payouts" })
    .click();
  await expect(page.getByRole("heading", { name: "Sellers with money to pay" })).toBeVisible();
  await expectAccessible(page);
  const row = page.getByTestId("seller-to-pay").filter({ hasText: "vendor@example.com" });
  await expect(row).toContainText("Aisha Bello · Guaranty Trust Bank · 0123456789");
  await row.getByLabel("Amount (₦)").fill("1000");
  await row.getByRole("button", { name: /^Pay now: / }).click();
  await expect(page.getByText(/₦1,000 for .* is queued/)).toBeVisible();
  const queued = page
    .getByTestId("queued-payout")
    .filter({ hasText: "vendor@example.com" })
    .filter({ hasText: "₦1,000" });
  await expect(queued).toContainText("Queued");
  await expectAccessible(page);
  await queued.getByRole("button", { name: /^Mark paid: / }).click();
  await expect(page.getByText("₦1,000 recorded as paid by hand.")).toBeVisible();
  await expect(queued).toHaveCount(0);

  // The row's Hold link fills the hold form; the held seller is listed until released.
  await row.getByRole("link", { name: /^Hold .*'s payouts$/ }).click();
  const holds = page.locator("#holds");
  await expect(holds.getByLabel("Seller's e-mail")).toHaveValue("vendor@example.com");
  await holds.getByLabel(/^Reason/).fill("Checking a chargeback");
  await holds.getByRole("button", { name: "Hold payouts" }).click();
  await expect(page.getByText(/gets no new payout until you release the hold/)).toBeVisible();
  const hold = page.getByTestId("payout-hold").filter({ hasText: "vendor@example.com" });
  await expect(hold).toContainText("Checking a chargeback");
  await expect(row).toContainText("Held");
  await expectAccessible(page);
  await hold.getByRole("button", { name: /^Release hold: / }).click();
  await expect(hold).toHaveCount(0);

  await seller.page.goto("/payments?tab=payouts");
  const toNumber = (s: string) => Number(s.replace(/[^0-9]/g, ""));
  expect(toNumber(await seller.page.getByTestId("balance").innerText())).toBe(
    toNumber(balance) - 1000,
  );
  await seller.close();
});

test("the payout rules form answers without JavaScript: a value below zero is refused by its field", async ({
  browser,
}) => {
  const admin = await otherBrowser(browser, "admin@example.com", "/admin/payouts");
  const rules = admin.page.locator("#rules");
  const hours = rules.getByLabel("Tickets: hours after the event ends");
  const saved = await hours.inputValue();
  await hours.fill("-1");
  await rules.getByRole("button", { name: "Save payout rules" }).click();
  await expect(rules.getByText("Enter a whole number of 0 or more.")).toBeVisible();
  await expect(hours).toHaveValue("-1");
  await expect(hours).toHaveAttribute("aria-invalid", "true");
  // The hold form, too: a reason is required and the typed e-mail is kept.
  const holds = admin.page.locator("#holds");
  await holds.getByLabel("Seller's e-mail").fill("nobody-here@example.com");
  await holds.getByLabel(/^Reason/).fill("Checking a chargeback");
  await holds.getByRole("button", { name: "Hold payouts" }).click();
  await expect(
    holds.getByText("No one has this e-mail address. Check it and try again."),
  ).toBeVisible();
  await expect(holds.getByLabel(/^Reason/)).toHaveValue("Checking a chargeback");
  expect(saved).not.toBe("-1");
  await admin.close();
});
