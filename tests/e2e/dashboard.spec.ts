import type { Page } from "@playwright/test";
import sharp from "sharp";
import { DEMO_PASSWORD, expect, expectAccessible, MAILBOX_TOKEN, test } from "./fixtures";

/** A form control of the page's main content, by its name. */
const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`);
// The bell (labelled by its count); the account menu also links to the list.
const bell = (page: Page) =>
  page.locator('header a[href="/dashboard/notifications"][aria-label^="Notifications"]');

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/auth/sign-in");
  await field(page, "email").fill(email);
  await field(page, "password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("You have successfully signed in.")).toBeVisible();
}

/** Signs up through /auth and follows the mailbox's verification link (lands on /). */
async function signUpAndVerify(
  page: Page,
  visit: (path: string) => Promise<unknown>,
  name: string,
  mainlyDo: string,
) {
  const email = `${name.split(" ")[0]!.toLowerCase()}-${Date.now()}@example.com`;
  await visit("/auth/sign-up");
  await field(page, "fullName").fill(name);
  await field(page, "email").fill(email);
  await field(page, "password").fill("egusi-soup-2026");
  await field(page, "confirmPassword").fill("egusi-soup-2026");
  await page.getByRole("main").getByLabel(mainlyDo).check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
  await page.goto(`/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(email)}`);
  await page
    .getByRole("link", { name: /Confirm your e-mail/ })
    .first()
    .click();
  const link = await page.locator("pre a").first().getAttribute("href");
  await page.goto(link!);
  await expect(page).toHaveURL(/\/$/);
  return email;
}

test("a new user verifies, goes through onboarding, then edits the profile", async ({
  page,
  visit,
}) => {
  await signUpAndVerify(page, visit, "Amaka Obi", "Sell products");
  // The checklist opens, addressed by role, and cannot be dismissed with Escape.
  const dialog = page.getByRole("dialog", { name: /Welcome, vendor!/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("0% complete")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(dialog.getByText("33% complete")).toBeVisible();
  await expect(dialog.getByText("Step 2 of 3")).toBeVisible();
  await expect(
    dialog.getByRole("listitem").first().getByText("Complete", { exact: true }),
  ).toBeVisible();
  await dialog.getByRole("link", { name: "Previous" }).click();
  await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
  // The completed step follows the user: it is stored on the server.
  await page.reload();
  await expect(page.getByRole("dialog").getByText("33% complete")).toBeVisible();
  for (let step = 2; step <= 3; step++) {
    await page.getByRole("dialog").getByRole("link", { name: "Next Step" }).click();
    await expect(page.getByRole("dialog").getByText(`Step ${step} of 3`)).toBeVisible();
  }
  await page.getByRole("dialog").getByRole("button", { name: "Complete Onboarding" }).click();
  await expect(page.getByText("Onboarding complete")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Profile tab: a bad username keeps what was typed; a good one saves.
  await visit("/dashboard/profile");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await field(page, "fullName").fill("Amaka Obi-Nwosu");
  await field(page, "username").fill("amaka obi");
  await field(page, "bio").fill("I sell adire fabrics from Abeokuta.");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(
    page.getByText("Username fit get only letters, numbers, underscore (_) and dot (.)", {
      exact: false,
    }),
  ).toBeVisible();
  await expect(field(page, "fullName")).toHaveValue("Amaka Obi-Nwosu");
  await expect(field(page, "bio")).toHaveValue("I sell adire fabrics from Abeokuta.");
  await expectAccessible(page);

  const username = `amaka_${Date.now() % 100000}`;
  await field(page, "username").fill(username);
  await field(page, "avatar").setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#0a7a46" },
    })
      .png()
      .toBuffer(),
  });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(field(page, "username")).toHaveValue(username);
  await expect(field(page, "fullName")).toHaveValue("Amaka Obi-Nwosu");
  const menu = page
    .locator("header summary")
    .filter({ hasText: "Account menu for Amaka Obi-Nwosu" });
  await expect(menu).toBeVisible();
  // The resized avatar replaces the initials in the header.
  await expect(menu.locator("img")).toHaveAttribute("src", /^\/media\/avatars\/.+\/w64\.webp$/);
  expect(await menu.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  for (const tab of ["content", "analytics", "notifications"]) {
    await visit(`/dashboard/${tab}`);
  }
});

// Issue 30 §3.8: each role's first step is the thing it came to do, on its /create tab.
for (const [mainlyDo, role, path, heading] of [
  ["Organise events", "event organizer", "/create", "Create Event"],
  ["Sell products", "vendor", "/create/product", "Add Product"],
  ["List stays", "property owner", "/create/property", "List Property"],
  ["Create content", "creator", "/create/content", "Upload content"],
] as const) {
  test(`a new ${role} is first led to ${path}`, async ({ page, visit }) => {
    await signUpAndVerify(page, visit, "Tolu Bello", mainlyDo);
    const dialog = page.getByRole("dialog", { name: new RegExp(`Welcome, ${role}!`) });
    await expect(dialog.getByText("Step 1 of")).toBeVisible();
    await dialog.getByRole("link", { name: heading }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replaceAll("/", "\\/")}$`));
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    // The checklist steps aside (a button to continue it) while the form is filled in.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Continue onboarding" })).toBeVisible();
  });
}

// Issue 30 §3.9: a viewer learns on /submit (and on /403) what they can do and becomes
// a creator themselves, then uploads. The demo account is put back by an admin after.
test("a viewer becomes a creator from /submit and can then upload", async ({ page, visit }) => {
  await signIn(page, "viewer@example.com");
  try {
    // The 403 page answers 403, so not through visit() (which expects success).
    expect((await page.goto("/403"))?.status()).toBe(403);
    await expectAccessible(page);
    await expect(page.getByText("As a viewer you fit browse", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose your role" })).toHaveAttribute(
      "href",
      "/dashboard/profile#role",
    );

    await visit("/submit");
    await expect(page.getByText("You are signed in as a viewer", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upload Content" })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Become a creator" }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile\?role=creator&returnTo=%2Fsubmit#role$/);
    await expect(page.getByText("You are a viewer")).toBeVisible();
    await expect(page.getByRole("main").getByLabel(/Create content/)).toBeChecked();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Save profile" }).click();

    await expect(page).toHaveURL(/\/submit$/);
    await expect(page.getByText("Role updated")).toBeVisible();
    const upload = page.getByRole("link", { name: "Upload Content" });
    await expect(upload).toHaveAttribute("href", "/create/content");
    await visit("/create/content");
    await expect(page.getByRole("heading", { name: "Upload content", level: 2 })).toBeVisible();
  } finally {
    // Put the demo account back as it was (only an admin makes someone a viewer).
    await page.context().clearCookies();
    await signIn(page, "admin@example.com");
    await page.goto("/admin/users?q=viewer%40example.com");
    const card = page.locator("main li").filter({ hasText: "viewer@example.com" });
    await card.getByRole("combobox").selectOption("viewer");
    await card.getByRole("button", { name: "Update role" }).click();
    await expect(card.locator("[data-role]")).toHaveText(/viewer/i);
  }
});

test("the bell shows unread notifications and clears once they are viewed", async ({
  page,
  visit,
}) => {
  await signIn(page, "vendor@example.com");
  await expect(bell(page)).toHaveAttribute("aria-label", /^Notifications, [1-9]\d* unread$/);
  await bell(page).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 2 })).toBeVisible();
  await expect(page.getByText("Product approved")).toBeVisible();
  await expect(bell(page)).toHaveAttribute("aria-label", "Notifications, none unread");
  await expectAccessible(page);
  // An old notification link (?tab=) still lands on the page.
  await visit("/dashboard?tab=profile");
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(bell(page)).toHaveAttribute("aria-label", "Notifications, none unread");
  // A vendor may switch among the self-service roles; an admin may not (restricted copy).
  await expect(page.getByRole("main").getByLabel(/Sell products/)).toBeChecked();
});

test("admins see their role as restricted and the Events Manage button", async ({
  page,
  visit,
}) => {
  await signIn(page, "admin@example.com");
  await visit("/dashboard");
  await expect(page.getByText("Admin accounts are restricted.", { exact: false })).toBeVisible();
  await expect(page.getByRole("main").locator('input[name="role"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Events Manage" })).toHaveAttribute(
    "href",
    "/events/dashboard",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the checklist works with plain forms and Skip for now hides it for the session", async ({
    page,
  }) => {
    // axe needs JavaScript in the page; these same pages are checked in the tests above.
    await signUpAndVerify(page, (path) => page.goto(path), "Kunle Ade", "List stays");
    const dialog = page.getByRole("dialog", { name: /Welcome, property owner!/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Mark as Complete" }).click();
    await expect(page.getByRole("dialog").getByText("33% complete")).toBeVisible();
    await page.getByRole("dialog").getByRole("link", { name: "Next Step" }).click();
    await expect(page.getByRole("dialog").getByText("Step 3 of 3")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Skip for now" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.goto("/dashboard/content");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByText("Nothing here yet")).toBeVisible();
  });
});
