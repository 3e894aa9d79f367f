import type { Page } from "@playwright/test";
import { expect, signInAs, test } from "./fixtures";

// A form that answers only with a toast says nothing to a browser without JavaScript
// (old phones, Opera Mini's server mode, scripts blocked): the flash message is also
// written into the page as a status region (issue 12). No axe check here: axe runs as
// page script, which this browser refuses; the region uses the toasts' checked colours.
const flash = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer newsletter form confirms in the page", async ({ page }) => {
    await page.goto("/events");
    const email = `no-js-${Date.now()}@example.com`;
    await page.getByRole("contentinfo").getByLabel("E-mail address").fill(email);
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(flash(page, "Check your email and confirm your subscription.")).toBeVisible();
    // A flash is shown once: the next page is quiet.
    await page.reload();
    await expect(page.locator("[data-flash-status]")).toHaveCount(0);
  });

  test("an admin sees that a fee and a role were saved", async ({ page }) => {
    await signInAs(page, "admin@example.com", "/admin/overview");
    await page.goto("/admin/settings");
    // Saving the current donations fee as it is changes nothing but still answers.
    await page
      .getByRole("form", { name: "Donations" })
      .getByRole("button", { name: "Save donations fee" })
      .click();
    await expect(flash(page, "New donations fee don save.")).toBeVisible();

    await page.goto("/admin/users?q=viewer%40example.com");
    const card = page.locator("main li").filter({ hasText: "viewer@example.com" });
    await card.getByRole("combobox").selectOption("creator");
    await card.getByRole("button", { name: "Update role" }).click();
    await expect(flash(page, "User role updated successfully")).toBeVisible();
    // Put the demo account back as it was.
    const again = page.locator("main li").filter({ hasText: "viewer@example.com" });
    await again.getByRole("combobox").selectOption("viewer");
    await again.getByRole("button", { name: "Update role" }).click();
    await expect(flash(page, "User role updated successfully")).toBeVisible();
    await expect(again.locator("[data-role]")).toHaveText(/viewer/i);
  });
});

test("with JavaScript the message is a toast, said once", async ({ page }) => {
  await page.goto("/events");
  await page
    .getByRole("contentinfo")
    .getByLabel("E-mail address")
    .fill(`js-${Date.now()}@example.com`);
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your email and confirm your subscription.")).toHaveCount(1);
  await expect(page.locator("[data-flash-status]")).toHaveCount(0);
});
