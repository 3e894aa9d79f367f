import { DEMO_PASSWORD, expect, expectAccessible, signInAs, test } from "./fixtures";
import { DEMO_ACCOUNTS } from "./phone-pages";

// The seller's earnings page (issue 33): the figures, where each naira comes from, and
// a payout request, refused by the field when too large and queued when it fits.
const naira = (text: string) => Number(text.replace(/[^0-9-]/g, ""));

test("without JavaScript, a payout request that is not an amount comes back by its field", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/auth/sign-in?redirectTo=${encodeURIComponent("/payments?tab=payouts")}`);
  await page.locator('main input[name="email"]').fill(DEMO_ACCOUNTS.vendor);
  await page.locator('main input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/payments");
  const main = page.getByRole("main");
  const amount = main.getByLabel("Amount (₦)");
  await amount.fill("ten thousand");
  await main.getByRole("button", { name: "Request payout" }).click();
  await expect(main.getByText("Enter a whole naira amount, like 5000.")).toBeVisible();
  await expect(main.getByLabel("Amount (₦)")).toHaveValue("ten thousand");
  await expect(main.getByLabel("Amount (₦)")).toHaveAttribute("aria-invalid", "true");
  await context.close();
});

test("a vendor sees their earnings and requests a payout", async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.vendor, "/payments?tab=payouts");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Earnings", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  for (const figure of ["Pending", "Available", "Paid out"])
    await expect(main.getByRole("heading", { name: figure, exact: true })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Where each naira comes from" })).toBeVisible();
  await expectAccessible(page);

  // The request goes to a payout account: save one (the built-in bank list offline).
  await main.getByLabel("Bank").selectOption({ label: "Guaranty Trust Bank" });
  await main.getByLabel("Account number (10 digits)").fill("0123456789");
  await main.getByLabel("Account name").fill("Aisha Bello");
  await main.getByRole("button", { name: "Save payout account" }).click();
  await expect(page.getByTestId("payout-account")).toContainText("Aisha Bello");

  const available = naira(await page.getByTestId("balance").innerText());
  expect(available, "the demo vendor has released sales").toBeGreaterThan(1000);
  const amount = main.getByLabel("Amount (₦)");
  await expect(amount).toHaveValue(String(available));

  // More than available: the words by the field, what was typed kept.
  await amount.fill(String(available + 1));
  await main.getByRole("button", { name: "Request payout" }).click();
  await expect(main.getByText(/You can request at most/)).toBeVisible();
  await expect(main.getByLabel("Amount (₦)")).toHaveValue(String(available + 1));
  await expectAccessible(page);

  await main.getByLabel("Amount (₦)").fill("1000");
  await main.getByRole("button", { name: "Request payout" }).click();
  await expect(page.getByText("Payout requested")).toBeVisible();
  await expect(page.getByTestId("on-its-way")).toHaveText("₦1,000");
  expect(naira(await page.getByTestId("balance").innerText())).toBe(available - 1000);
  const payout = page.getByTestId("payout").first();
  await expect(payout).toHaveAttribute("data-status", "queued");
  await expect(payout).toContainText("₦1,000");
});
