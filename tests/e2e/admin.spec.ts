import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectAccessible, signInAs, test } from "./fixtures";

const tabs = (page: Page) => page.getByRole("navigation", { name: "Admin Dashboard" });

test("admin: metrics, tabs, and a role change with its audit trail", async ({ page }) => {
  await signInAs(page, "admin@example.com", "/admin");
  for (const label of ["Total Users", "Pending Reviews", "Active Ads", "Monthly Revenue"]) {
    await expect(page.getByRole("heading", { name: label })).toBeVisible();
  }
  await expect(page.getByText("Recent Activity")).toBeVisible();
  await expectAccessible(page);

  await tabs(page).getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByText("Sign-ups per week").first()).toBeVisible();
  await expectAccessible(page);

  // Background jobs: none failed on a fresh start.
  await tabs(page).getByRole("link", { name: "Jobs" }).click();
  await expect(page.getByRole("heading", { name: "Failed background jobs" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "No failed jobs." })).toBeVisible();
  await expectAccessible(page);

  await tabs(page).getByRole("link", { name: "Users" }).click();
  await page.getByRole("searchbox", { name: "Search users..." }).fill("viewer@example.com");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByLabel("1 users")).toBeVisible();
  const card = page.locator("main li").filter({ hasText: "viewer@example.com" });
  await card.getByRole("combobox").selectOption("creator");
  await card.getByRole("button", { name: "Update role" }).click();
  await expect(page.getByText("User role updated successfully")).toBeVisible();
  await expect(card.locator("[data-role]")).toHaveText(/creator/i);
  await card.getByText(/Role history/).click();
  await expect(card.getByText(/viewer → creator/i)).toBeVisible();
  await expectAccessible(page);

  // Put the demo account back as it was.
  await card.getByRole("combobox").selectOption("viewer");
  await card.getByRole("button", { name: "Update role" }).click();
  await expect(card.locator("[data-role]")).toHaveText(/viewer/i);

  await page.getByRole("searchbox", { name: "Search users..." }).fill("nobody-like-this");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No users found")).toBeVisible();
  await expect(page.getByText("Try adjusting your search terms.")).toBeVisible();
});

test("moderator approves a pending event and it appears on /events", async ({ page }) => {
  await signInAs(page, "moderator@example.com", "/admin");
  // Moderators get the queue, and the Ads tab to read (issue 16: no actions there).
  await expect(tabs(page).getByRole("link")).toHaveText(["Moderation", "Ads"]);
  await expect(page.getByRole("heading", { name: "Total Users" })).toHaveCount(0);
  await expectAccessible(page);
  // Their way in from any page is the user menu's Moderation Queue (no Admin Panel).
  const menu = page.locator("summary", { hasText: "Account menu for" });
  await menu.click();
  await expect(page.getByRole("link", { name: "Moderation Queue" })).toHaveAttribute(
    "href",
    "/admin/moderation",
  );
  await expect(page.getByRole("link", { name: "Admin Panel" })).toHaveCount(0);
  await menu.click();

  const card = page
    .locator("main li")
    .filter({ has: page.getByText("Event", { exact: true }) })
    .first();
  const title = (await card.getByRole("heading").textContent())!.trim();

  // The preview shows the item before it is public.
  await card.getByRole("link", { name: `Preview: ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Note to the owner (optional)").fill("Lovely event, approved.");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("The event don approve. We don tell the owner.")).toBeVisible();
  await expect(page.locator("main").getByRole("heading", { name: title })).toHaveCount(0);

  // A moderator asking for the users page is told why not (the old ?tab= address
  // still leads there).
  await page.goto("/admin?tab=users");
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(
    page.getByText("Access Denied: You don't have permission to manage user roles."),
  ).toBeVisible();

  // The approved event is now listed publicly.
  let found = false;
  for (let p = 1; p <= 10 && !found; p++) {
    await page.goto(`/events?page=${p}`);
    found = (await page.getByRole("heading", { name: title }).count()) > 0;
    if (!found && (await page.getByRole("link", { name: `Page ${p + 1}` }).count()) === 0) break;
  }
  expect(found, `"${title}" listed on /events`).toBe(true);
  await expectAccessible(page);
});

test("signed-out and non-admin visitors are turned away from /admin", async ({ page }) => {
  const response = await page.goto("/admin");
  expect(new URL(page.url()).pathname).toBe("/auth/sign-in");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Please log in to access the admin dashboard")).toBeVisible();
  await expectAccessible(page);

  await page.locator('main input[name="email"]').fill("creator@example.com");
  await page.locator('main input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Access denied. You no fit do this action.")).toBeVisible();
  await expectAccessible(page);
});
