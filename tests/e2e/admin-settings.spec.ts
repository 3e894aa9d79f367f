import { expect, expectAccessible, MAILBOX_TOKEN, signInAs, test } from "./fixtures";

const EDITOR = "/admin/settings/email-templates/contact_message";

// Whatever happens above, the next specs get the standard contact e-mail back.
test.afterAll(async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  await signInAs(page, "admin@example.com", EDITOR);
  await page.request.post(EDITOR, { form: { intent: "reset" }, headers: { Origin: baseURL! } });
  await page.close();
});

test("an admin edits an e-mail template, previews it, a sent mail uses it, then resets it", async ({
  page,
  browser,
}) => {
  await signInAs(page, "admin@example.com", "/admin/settings");
  const main = page.getByRole("main");
  const entry = main.getByRole("listitem").filter({ hasText: "Email templates" });
  await entry.getByRole("link", { name: "Configure" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/email-templates$/);
  await expectAccessible(page);

  await main.getByRole("link", { name: "Edit Contact message (to the team)" }).click();
  await expect(page).toHaveURL(new RegExp(`${EDITOR}$`));
  // The placeholders it offers are listed; the standard wording is previewed.
  await expect(main.getByText("{{inboxLink}}", { exact: true })).toBeVisible();
  await expect(page.getByTestId("mail-preview-subject")).toHaveText("[Contact] Ticket question");
  await expectAccessible(page);

  const stamp = Date.now();
  const subject = main.getByLabel("Subject");
  const body = main.getByLabel("Body");

  // An unknown placeholder is refused with the reason, and what was typed stays.
  await subject.fill(`Support ${stamp}: {{subject}}`);
  await body.fill("{{name}} asks {{secret}}");
  await main.getByRole("button", { name: "Preview" }).click();
  await expect(
    main.getByText(/Unknown placeholder \{\{secret\}\}\. This e-mail offers: \{\{name\}\}/),
  ).toBeVisible();
  await expect(main.getByLabel("Body")).toHaveValue("{{name}} asks {{secret}}");

  // Markup is words, never markup: the preview shows it as typed.
  await main
    .getByLabel("Body")
    .fill("<b>{{name}}</b> ({{email}}) wrote:\n\n{{message}}\n\nInbox: {{inboxLink}}");
  await main.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByTestId("mail-preview-subject")).toHaveText(
    `Support ${stamp}: Ticket question`,
  );
  await expect(page.getByTestId("mail-preview-text")).toContainText(
    "<b>Tunde</b> (tunde@example.com) wrote:",
  );
  await main.getByRole("button", { name: "Save template" }).click();
  await expect(page.getByText("Template saved").first()).toBeVisible();
  await expect(main.getByText(/^Last edited /)).toBeVisible();

  // Someone writes through the contact form (signed out); support gets the new words.
  const visitor = await browser.newPage();
  await visitor.goto("/contact");
  const form = visitor.getByRole("main");
  await form.getByLabel("Your name").fill("Ngozi Eze");
  await form.getByLabel("E-mail address").fill("ngozi@example.com");
  await form.getByLabel("Subject").fill(`Refund ${stamp}`);
  await form.getByLabel("Message").fill("My ticket e-mail never arrived, please help.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Message sent successfully!").first()).toBeVisible();
  await visitor.goto(
    `/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent("support@naijacreators.ng")}`,
  );
  await visitor.getByRole("link", { name: `Support ${stamp}: Refund ${stamp}` }).click();
  await expect(visitor.getByText("<b>Ngozi Eze</b> (ngozi@example.com) wrote:")).toBeVisible();
  await expect(visitor.getByText("My ticket e-mail never arrived, please help.")).toBeVisible();
  await visitor.close();

  // Reset: the standard wording is back in the form and the preview.
  await main.getByRole("button", { name: "Reset to default" }).click();
  await expect(page.getByText("Template reset").first()).toBeVisible();
  await expect(main.getByLabel("Subject")).toHaveValue("[Contact] {{subject}}");
  await expect(page.getByTestId("mail-preview-subject")).toHaveText("[Contact] Ticket question");
  await expect(main.getByRole("button", { name: "Reset to default" })).toBeDisabled();
});

test("an admin sets the notice bar text and link; every page shows it", async ({
  page,
  browser,
}) => {
  await signInAs(page, "admin@example.com", "/admin/settings");
  const main = page.getByRole("main");
  await main
    .getByRole("listitem")
    .filter({ hasText: "Site notice bar" })
    .getByRole("link", { name: "Configure" })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings\/notice-bar$/);
  await expectAccessible(page);
  const before = await main.getByLabel("Notice text").inputValue();

  await main.getByLabel("Link (optional)").fill("javascript:alert(1)");
  await main.getByRole("button", { name: "Save notice bar" }).click();
  await expect(main.getByText(/Enter a page on this site like \/events/)).toBeVisible();

  const text = `Lagos creators meetup ${Date.now()}`;
  await main.getByLabel("Notice text").fill(text);
  await main.getByLabel("Link (optional)").fill("/events");
  await main.getByLabel("Link text (optional)").fill("See events");
  await main.getByRole("button", { name: "Save notice bar" }).click();
  await expect(page.getByText("Notice bar saved").first()).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto("/about");
  await expect(visitor.getByText(text)).toBeVisible();
  await expect(visitor.getByRole("link", { name: "See events" })).toHaveAttribute(
    "href",
    "/events",
  );
  await visitor.close();

  // Put the seeded notice back for the specs after this one.
  await main.getByLabel("Notice text").fill(before);
  await main.getByLabel("Link (optional)").fill("");
  await main.getByLabel("Link text (optional)").fill("");
  await main.getByRole("button", { name: "Save notice bar" }).click();
  await expect(page.getByText("Notice bar saved").first()).toBeVisible();
});

test("admin Analytics shows the money per month with charts", async ({ page }) => {
  await signInAs(page, "admin@example.com", "/admin/analytics");
  const money = page.getByTestId("platform-money");
  await expect(money.getByRole("heading", { name: "Money per month" })).toBeVisible();
  for (const title of ["Platform fees earned", "Donations", "Sales by area", "Paid ad revenue"]) {
    await expect(money.getByRole("img", { name: title })).toBeVisible();
  }
  await expect(money.getByRole("region", { name: "Money per month, in naira" })).toBeVisible();
  await expectAccessible(page);
});
