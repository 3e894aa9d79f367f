import { expect, expectAccessible, test } from "./fixtures";

test("the mobile slide-in menu works by keyboard", async ({ visit, page }) => {
  await visit("/");
  const open = page.getByRole("button", { name: "Open menu" });
  await open.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press("Enter");
  await menu.getByRole("link", { name: "Marketplace" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
});
