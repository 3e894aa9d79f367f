import { expect, signInAs, test } from "./fixtures";

// Named to run after dashboard.spec.ts: opening the list marks the notices read, and
// that spec counts the vendor's unread ones.
// Every signed-in person has a dashboard, viewers included (product decisions, "Roles").
const DEMO = ["organizer", "vendor", "host", "creator", "moderator", "admin", "viewer"];

test("every demo account's notifications link to a page that opens for them", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const who of DEMO) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, `${who}@example.com`, "/dashboard/notifications");
    const links = await page
      .getByRole("main")
      .locator("ol > li a[href^='/']")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(links.length, who).toBeGreaterThan(0);
    for (const href of links) {
      const response = await page.goto(href);
      expect(response?.status(), `${who}: ${href}`).toBe(200);
      expect(page.url(), `${who}: ${href}`).not.toMatch(/\/auth\/|\/403/);
    }
    await context.close();
  }
});
