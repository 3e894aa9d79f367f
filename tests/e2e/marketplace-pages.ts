import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Opens the demo's product sold in sizes (vendor@'s kaftan: S, M, L, XL), paging through
 * /marketplace to its card's "Choose options" link.
 */
export async function openSizedProduct(page: Page) {
  const choose = page.getByRole("link", { name: /^Choose options for / }).first();
  for (let n = 1; n <= 8; n++) {
    await page.goto(`/marketplace?page=${n}`);
    if (await choose.count()) break;
  }
  await choose.click();
  await expect(page).toHaveURL(/\/marketplace\/[^/]+$/);
}

/**
 * The product page's size choice. (Its label holds the options' text, and the options
 * list below is a region named "Options: Size": a label search finds both.)
 */
export const sizeChoice = (page: Page) => page.getByRole("combobox", { name: "Size", exact: true });
