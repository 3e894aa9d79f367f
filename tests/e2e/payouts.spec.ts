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

// Issue 33's browser check: a sale is pending until the buyer has the parcel, then it
// is available. The admin sets "days after delivery" to 0 so the release is now (and
// puts the rule back); viewer@ confirms a seeded shipped order of vendor@'s store.
test("a vendor's sale turns from pending to available when the buyer confirms delivery", async ({
  page,
  browser,
}) => {
  const figures = async (p: typeof page) => {
    await p.goto("/payments?tab=payouts");
    return {
      pending: naira(await p.getByTestId("pending").innerText()),
      available: naira(await p.getByTestId("balance").innerText()),
    };
  };
  const setDaysAfterDelivery = async (p: typeof page, days: string) => {
    await p.goto("/admin/payouts");
    const field = p.getByLabel("Products: days after delivery");
    await field.fill(days);
    await p.getByRole("button", { name: "Save payout rules" }).click();
    await expect(p.getByText("Payout rules saved")).toBeVisible();
    await p.goto("/admin/payouts");
    await expect(p.getByLabel("Products: days after delivery")).toHaveValue(days);
  };
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, DEMO_ACCOUNTS.admin, "/admin/payouts");
  await setDaysAfterDelivery(admin, "0");

  await signInAs(page, DEMO_ACCOUNTS.vendor, "/payments?tab=payouts");
  const before = await figures(page);
  await page.goto(`/dashboard/sales?status=shipped&q=${encodeURIComponent(DEMO_ACCOUNTS.viewer)}`);
  const orderLink = page
    .getByRole("main")
    .getByRole("link", { name: /^Order / })
    .first();
  const orderTitle = (await orderLink.innerText()).trim();

  const buyer = await (await browser.newContext()).newPage();
  await signInAs(buyer, DEMO_ACCOUNTS.viewer, "/dashboard/orders");
  await buyer.getByRole("link", { name: orderTitle }).click();
  await expect(buyer.getByRole("heading", { name: orderTitle })).toBeVisible();
  await buyer.getByRole("button", { name: "I have received it" }).click();
  await expect(buyer.getByText("Delivery confirmed")).toBeVisible();

  const after = await figures(page);
  const released = after.available - before.available;
  expect(released, "the delivered order's takings are available").toBeGreaterThan(0);
  expect(after.pending).toBe(before.pending - released);
  await expectAccessible(page);

  await setDaysAfterDelivery(admin, "3");
  await admin.context().close();
  await buyer.context().close();
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
  const reference = (await payout.innerText()).match(/po_[0-9a-f]{32}/)?.[0];
  expect(reference, "the payout shows its transfer reference").toBeTruthy();

  // The admin finds it in the payout queue.
  await page.context().clearCookies();
  await signInAs(page, DEMO_ACCOUNTS.admin, "/admin/payouts");
  const queued = page.getByTestId("queued-payout").filter({ hasText: reference! });
  await expect(queued).toContainText("₦1,000");
  await expect(queued).toContainText("Queued");
  await expectAccessible(page);
});
