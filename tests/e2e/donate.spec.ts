import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectAccessible, MAILBOX_TOKEN, test } from "./fixtures";

const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`);

async function signIn(page: Page, email: string) {
  await page.goto("/auth/sign-in");
  await field(page, "email").fill(email);
  await field(page, "password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("You have successfully signed in.")).toBeVisible();
}

test.describe("donations with the built-in test provider", () => {
  test("signed out: asked to log in before paying", async ({ page, visit }) => {
    await visit("/donate");
    await expect(page.getByRole("heading", { name: "Support Naija Creators" })).toBeVisible();
    await page.getByRole("button", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in\?redirectTo=%2Fdonate/);
    await expect(page.getByText("Please log in to continue with payment")).toBeVisible();
  });

  test("below the minimum: 'Invalid amount'", async ({ page }) => {
    await signIn(page, "creator@example.com");
    await page.goto("/donate");
    await page.getByLabel("Or enter a custom amount (₦)").fill("50");
    await page.getByRole("button", { name: "Donate" }).click();
    await expect(
      page.getByRole("alert").getByText("Please enter a valid donation amount (minimum ₦100)"),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test("donate → TEST MODE checkout → Pay → success, receipt e-mailed", async ({ page }) => {
    await signIn(page, "creator@example.com");
    await page.goto("/donate");
    await expectAccessible(page);
    await page.getByText("₦25,000").click();
    await page.getByRole("button", { name: "Donate" }).click();

    await expect(page).toHaveURL(/\/payments\/test-checkout\/NC-/);
    await expect(page.getByText("TEST MODE").first()).toBeVisible();
    await expect(page.getByText("Payment initiated")).toBeVisible();
    await expect(page.getByTestId("test-checkout-amount")).toHaveText("₦25,000");
    await expectAccessible(page);
    await page.getByRole("button", { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/payments\/result\?reference=NC-/);
    const result = page.getByTestId("payment-result");
    await expect(result).toHaveAttribute("data-status", "completed");
    await expect(result.getByText("Thank you!")).toBeVisible();
    await expectAccessible(page);
    const reference = new URL(page.url()).searchParams.get("reference")!;

    await page.goto(
      `/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent("creator@example.com")}`,
    );
    await expect(page.getByText("Thank you for your donation").first()).toBeVisible();

    // The test checkout cannot be paid twice.
    await page.goto(`/payments/test-checkout/${reference}`);
    await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  });

  test("decline shows the spec's declined message", async ({ page }) => {
    await signIn(page, "viewer@example.com");
    await page.goto("/donate");
    await page.getByText("₦1,000").click();
    await page.getByRole("button", { name: "Donate" }).click();
    await page.getByRole("button", { name: "Decline" }).click();
    const result = page.getByTestId("payment-result");
    await expect(result).toHaveAttribute("data-status", "failed");
    await expect(result.getByText("Payment declined")).toBeVisible();
    await expectAccessible(page);
  });

  test("after donating, the Payment Centre history shows it with a success status", async ({
    page,
    visit,
  }) => {
    await signIn(page, "creator@example.com");
    await page.goto("/donate");
    // An amount no seeded payment has, so its row is easy to tell apart.
    await page.getByLabel("Or enter a custom amount (₦)").fill("1350");
    await page.getByRole("button", { name: "Donate" }).click();
    await expect(page).toHaveURL(/\/payments\/test-checkout\/NC-/);
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/payments\/result\?reference=NC-/);
    await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "completed");
    const reference = new URL(page.url()).searchParams.get("reference")!;

    // History is newest first: the donation is on the first page (visit() runs axe).
    await visit("/payments?tab=history");
    const row = page.getByRole("row").filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("link", { name: new RegExp(reference) })).toBeVisible();
    await expect(row.getByText("₦1,350", { exact: true })).toBeVisible();
    await expect(row.getByText("Donation", { exact: true })).toBeVisible();
    const status = row.locator("[data-status]");
    await expect(status).toHaveAttribute("data-status", "completed");
    await expect(status).toHaveText("Completed");

    // Filtered to successful donations, it is still there.
    await visit("/payments?tab=history&status=completed&purpose=donation");
    await expect(page.getByRole("row").filter({ hasText: reference })).toHaveCount(1);
  });
});
