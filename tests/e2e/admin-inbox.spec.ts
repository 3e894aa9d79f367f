import fs from "node:fs";
import { expect, expectAccessible, signInAs, test } from "./fixtures";

test("admin inbox: a broken-link report arrives, is resolved; subscribers download as CSV", async ({
  page,
}) => {
  const missing = `/gone-missing-${Date.now()}`;
  await page.goto(missing);
  const main = page.getByRole("main");
  await main.getByText("Report Broken Link").click();
  await main.getByLabel("Additional details (optional)").fill("Found it on a flyer");
  await main.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Thank you for reporting this broken link.")).toBeVisible();

  await signInAs(page, "admin@example.com", "/admin/inbox");
  await expect(page.getByRole("heading", { name: "Newsletter subscribers" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: /^Broken-link reports/ }).click();
  const card = page.getByRole("listitem").filter({ hasText: missing });
  await expect(card).toContainText("Found it on a flyer");
  await expect(card).toContainText("New");
  await expectAccessible(page);
  await card.getByRole("button", { name: "Mark resolved" }).click();
  await expect(page.getByText("Marked as resolved")).toBeVisible();
  await expect(card).toContainText("Resolved");
  await expect(card.getByRole("button", { name: "Reopen" })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-.*\.csv$/);
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text.split("\r\n")[0]).toBe(
    "\uFEFFemail,status,source,subscribed_at,confirmed_at,unsubscribed_at",
  );
});

test("the subscriber CSV is refused to other roles", async ({ page }) => {
  await signInAs(page, "moderator@example.com", "/admin");
  expect((await page.request.get("/admin/newsletter.csv")).status()).toBe(403);
});
