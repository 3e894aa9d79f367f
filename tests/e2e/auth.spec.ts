import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectAccessible, MAILBOX_TOKEN, signInAs, test } from "./fixtures";

/** The header's account menu toggle (a native disclosure). */
const accountMenu = (page: Page, name = "") =>
  page.locator("header summary").filter({ hasText: `Account menu for ${name}` });

/** A form control of the page's main form, by its name. */
const field = (page: Page, name: string) => page.locator(`main input[name="${name}"]`);

async function openLatestMail(page: Page, to: string, subject: RegExp) {
  await page.goto(`/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(to)}`);
  await page.getByRole("link", { name: subject }).first().click();
  return page.locator("pre a").first().getAttribute("href");
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await field(page, "email").fill(email);
  await field(page, "password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/**
 * A confirmed account of the test's own, signed out: tests that lock or change a
 * password leave the demo accounts alone (the 360 px sweep signs in as each of them).
 */
async function freshAccount(page: Page, name: string) {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const password = "ogbono-soup-2026";
  await page.goto("/auth/sign-up");
  await field(page, "fullName").fill(`${name} Okafor`);
  await field(page, "email").fill(email);
  await field(page, "password").fill(password);
  await field(page, "confirmPassword").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
  const link = await openLatestMail(page, email, /Confirm your e-mail/);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies();
  return { email, password };
}

test("sign up, verify from the inbox, land signed in, sign out", async ({ page, visit }) => {
  const email = `ngozi-${Date.now()}@example.com`;
  await visit("/auth/sign-up");
  await field(page, "fullName").fill("Ngozi Adeyemi");
  await field(page, "email").fill(email);
  await field(page, "password").fill("short");
  await field(page, "confirmPassword").fill("different");
  await page.getByRole("main").getByLabel("Organise events").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  // Bad input: the spec's messages, and what was typed is still there.
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(field(page, "fullName")).toHaveValue("Ngozi Adeyemi");
  await expect(field(page, "email")).toHaveValue(email);
  await expectAccessible(page);

  await field(page, "password").fill("jollof-rice-2026");
  await field(page, "confirmPassword").fill("jollof-rice-2026");
  await page.getByRole("button", { name: "Sign Up" }).click();
  // The spec's "Welcome to the product!", with the product's name.
  await expect(page.getByText("Welcome to Naija Creators!")).toBeVisible();
  await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();

  // Signing in before verifying is refused with the spec's reason.
  await page.goto("/auth/sign-in");
  await signIn(page, email, "jollof-rice-2026");
  await expect(page.getByRole("alert")).toContainText("Email not verified");
  await expect(page.getByRole("link", { name: "Send me a new confirmation link" })).toHaveAttribute(
    "href",
    "/auth/verify",
  );

  const link = await openLatestMail(page, email, /Confirm your e-mail/);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/$/);
  // A new account meets the onboarding checklist first (its own tests: dashboard.spec).
  await expect(page.getByRole("dialog", { name: /Event Organizer/i })).toBeVisible();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await accountMenu(page, "Ngozi Adeyemi").click();
  await expect(page.getByText("event organizer").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});

test("an account already in use gets the spec's answer", async ({ page, visit }) => {
  await visit("/auth/sign-up");
  await field(page, "fullName").fill("Someone Else");
  await field(page, "email").fill("creator@example.com");
  await field(page, "password").fill("another-pass-1");
  await field(page, "confirmPassword").fill("another-pass-1");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "An account with this email already exists. Please sign in instead.",
  );
});

test("protected areas send visitors to sign in and back; missing roles are turned away", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirectTo=%2Fdashboard/);
  await expect(page.getByText("Please log in to access your dashboard")).toBeVisible();
  await expectAccessible(page);
  await signIn(page, "creator@example.com");
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expectAccessible(page);
  await accountMenu(page).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();

  await page.goto("/auth/sign-in");
  await signIn(page, "viewer@example.com");
  await expect(page.getByText("You have successfully signed in.")).toBeVisible();
  // A viewer has a dashboard (docs/product-decisions.md > Roles), not its creator tabs.
  const res = await page.goto("/dashboard/content");
  expect(res?.url()).toMatch(/\/$/);
  await expect(page.getByText("Access denied. You no fit do this action.")).toBeVisible();
  await expectAccessible(page);
  // A crafted POST gets a status, never data.
  const post = await page.request.post("/admin", { form: { anything: "1" } });
  expect(post.status()).toBe(403);
  const anonymous = await page.request.post("/admin", {
    form: { anything: "1" },
    headers: { Cookie: "" },
  });
  expect([401, 403]).toContain(anonymous.status());
});

test("the admin sees the Admin Panel entry; wrong passwords lock the account", async ({
  page,
  visit,
}) => {
  await visit("/auth/sign-in");
  await signIn(page, "admin@example.com");
  await accountMenu(page).click();
  await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  // Wait for the sign-out to land: a page asked for while it is in flight still carries
  // the session, and the sign-up page sends a signed-in visitor home.
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();

  const owner = await freshAccount(page, "Chiamaka");
  await page.goto("/auth/sign-in");
  for (let i = 0; i < 4; i++) {
    await signIn(page, owner.email, `wrong-password-${i}`);
    await expect(page.getByRole("alert")).toContainText("Sign in failed");
  }
  // The fifth locks the account, and says so; then even the right password waits.
  await signIn(page, owner.email, "wrong-password-4");
  await expect(page.getByRole("alert")).toContainText("Account locked");
  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole("alert")).toContainText("Account locked");
  await expectAccessible(page);

  // The owner got an e-mail whose reset link sets a new password and lifts the lock.
  const link = await openLatestMail(page, owner.email, /account is locked for now/);
  expect(link).toMatch(/^http:\/\/localhost:\d+\/auth\/reset\?token=/);
  await page.goto(link!);
  await expectAccessible(page);
  await field(page, "password").fill("pepper-soup-2026");
  await field(page, "confirmPassword").fill("pepper-soup-2026");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your new password don set.")).toBeVisible();
  await signIn(page, owner.email, "pepper-soup-2026");
  await expect(page.getByText("You have successfully signed in.")).toBeVisible();
});

test("e-mailed links that no longer work say what happened and offer a new one", async ({
  page,
  visit,
}) => {
  // A broken confirmation link (also one mailed with the old callback to "/").
  await visit("/api/auth/verify-email?token=not-a-real-token&callbackURL=/");
  await expect(page).toHaveURL(/\/auth\/verify\?from=link&error=INVALID_TOKEN$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This confirmation link no dey work",
  );
  await field(page, "email").fill("someone-new@example.com");
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();
  await expectAccessible(page);
  // An expired one says so.
  await visit("/auth/verify?from=link&error=TOKEN_EXPIRED");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This confirmation link don expire",
  );

  // An unknown (used or expired) reset link.
  await visit("/api/auth/reset-password/no-such-token?callbackURL=%2Fauth%2Freset");
  await expect(page).toHaveURL(/\/auth\/reset\?error=INVALID_TOKEN$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This reset link no dey work again",
  );
  await expect(page.getByText("We no fit send the reset email")).toHaveCount(0);
  await page.getByRole("link", { name: "Get a new reset link" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await expectAccessible(page);
});

test("forgot password: the dialog sends a link that sets a new password", async ({
  page,
  visit,
}) => {
  const owner = await freshAccount(page, "Emeka");
  await visit("/auth/sign-in");
  const trigger = page.getByRole("link", { name: "Forgot password?" });
  const dialog = page.getByRole("dialog", { name: "Forgot your password?" });
  // Keyboard: the link opens the dialog, focus moves in, Escape closes and returns it.
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("E-mail")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);

  await trigger.click();
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByText("This field na must-fill")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("E-mail").fill(owner.email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByText("Password reset email sent")).toBeVisible();
  await page.keyboard.press("Escape");

  const link = await openLatestMail(page, owner.email, /Reset your Naija Creators password/);
  await page.goto(link!);
  await expect(page).toHaveURL(/\/auth\/reset\?token=/);
  await expectAccessible(page);
  await field(page, "password").fill("suya-and-zobo-99");
  await field(page, "confirmPassword").fill("suya-and-zobo-99");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your new password don set.")).toBeVisible();
  await signIn(page, owner.email, "suya-and-zobo-99");
  await expect(page.getByText("You have successfully signed in.")).toBeVisible();

  // The same link again: used, so the page says so and offers a new one.
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This reset link no dey work again",
  );
  await expect(page.getByRole("link", { name: "Get a new reset link" })).toBeVisible();
  await expectAccessible(page);
});

test("forgot password without JavaScript: the link opens the forgot page, same answer for anyone", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/auth/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await field(page, "email").fill("nobody-at-all@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Password reset email sent")).toBeVisible();
  await context.close();
});

test("without Google settings the auth page offers no Google button", async ({ page }) => {
  await page.goto("/auth/sign-in");
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await page.goto("/auth/sign-up");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
});

test("/403 shows its signed-out and signed-in states", async ({ page }) => {
  const out = await page.goto("/403?from=/admin");
  expect(out?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Forbidden" })).toBeVisible();
  await expect(page.getByText("You need to sign in to access this page")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/auth/sign-in?redirectTo=%2Fadmin",
  );
  await expectAccessible(page);
  await page.goto("/auth/sign-in");
  await signIn(page, "viewer@example.com");
  await expect(page.getByText("You have successfully signed in.")).toBeVisible();
  await page.goto("/403");
  await expect(page.getByRole("heading", { name: "Insufficient Permissions" })).toBeVisible();
  await expect(page.getByRole("main").getByText("viewer@example.com")).toBeVisible();
  await expect(page.getByRole("main").getByText("Role: viewer")).toBeVisible();
  await expectAccessible(page);
});

test("old auth addresses (links in e-mails already sent) land on their page", async ({ page }) => {
  const res = await page.goto("/auth?mode=signup&redirectTo=%2Fdonate");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/sign-up\?redirectTo=%2Fdonate$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create your account");
  await page.goto("/auth?mode=forgot");
  await expect(page).toHaveURL(/\/auth\/forgot$/);
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});

test("an admin suspends an account: its session ends, sign-in says why, and reinstating opens it again", async ({
  page,
  browser,
}) => {
  const { email, password } = await freshAccount(page, "Suspendee");
  // The person is signed in on their own phone when the admin acts.
  const theirs = await browser.newContext();
  const phone = await theirs.newPage();
  await phone.goto("/auth/sign-in");
  await signIn(phone, email, password);
  await expect(phone).not.toHaveURL(/\/auth\/sign-in/);

  await signInAs(page, "admin@example.com", "/admin/overview");
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const card = page.locator("main li").filter({ hasText: email });
  await card.getByText("Suspend account").click();
  // Too short a reason: refused beside the field, what was typed kept, nothing changed.
  await card.getByLabel(/Reason/).fill("no");
  await card.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(card.getByText("E suppose get at least 3 characters")).toBeVisible();
  await expect(card.getByLabel(/Reason/)).toHaveValue("no");
  await expectAccessible(page);
  await card.getByLabel(/Reason/).fill("Spam in every comment");
  await card.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(page.getByText(/don suspend/).first()).toBeVisible();
  await expect(card.getByText("Reason: Spam in every comment")).toBeVisible();
  await expectAccessible(page);

  // Their open session is gone, and the right password is told why.
  await phone.goto("/dashboard");
  await expect(phone).toHaveURL(/\/auth\/sign-in/);
  await signIn(phone, email, password);
  await expect(phone.getByRole("alert")).toContainText("Account suspended");
  const mail = await openLatestMail(page, email, /account is suspended/);
  expect(mail).toBeTruthy();

  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await card.getByRole("button", { name: /Reinstate account/ }).click();
  await expect(page.getByText(/fit use their account again/).first()).toBeVisible();
  await phone.goto("/auth/sign-in");
  await signIn(phone, email, password);
  await expect(phone).not.toHaveURL(/\/auth\/sign-in/);
  await theirs.close();
});
