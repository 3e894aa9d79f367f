import fs from "node:fs";
import { DEMO_DOOR_EVENT_ID } from "../../scripts/seed/demo-ids";
import { expect, expectAccessible, MAILBOX_TOKEN, signInAs, test } from "./fixtures";
import { DEMO_ACCOUNTS } from "./phone-pages";

// Issue 14's whole journey, each side in its own browser: a signed-in buyer filters
// /events, buys two tickets with a promo code through the test provider, finds both
// in one e-mail and under My tickets; the organizer checks one in at the door by its
// typed code and exports the attendees, both tickets among them.
const PROMO = "NAIJA10";
const PHONE = { width: 360, height: 780 };

test("filter, buy two with a promo code, get both by e-mail and in the dashboard; the organizer checks one in and exports the CSV", async ({
  browser,
}) => {
  const organizer = await browser.newContext({ viewport: PHONE });
  const door = await organizer.newPage();
  await signInAs(door, DEMO_ACCOUNTS.organizer, `/events/dashboard/${DEMO_DOOR_EVENT_ID}/check-in`);
  // Once more, so the sign-in's "Welcome back" toast (a heading too) is gone.
  await door.reload();
  const title = (await door.getByTestId("check-in-event-title").innerText()).trim();

  const buyer = await browser.newContext({ viewport: PHONE });
  const page = await buyer.newPage();
  await signInAs(page, DEMO_ACCOUNTS.viewer, "/events");

  // Discover: the search box narrows the list once the page's script has loaded.
  await page.getByRole("searchbox", { name: "Search events" }).fill(title);
  await expect(page).toHaveURL(/[?&]q=/);
  const result = page.locator("main a[href^='/events/']").filter({ hasText: title }).first();
  await expect(result).toBeVisible();
  await expectAccessible(page);
  await result.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Two seats of the first paid type that has two to sell.
  const selects = page.locator('main select[name^="qty."]:not([disabled])');
  let picked = false;
  for (let i = 0; i < (await selects.count()) && !picked; i++) {
    const select = selects.nth(i);
    const label = await page.locator(`label[for="${await select.getAttribute("id")}"]`).innerText();
    if (/Free/.test(label) || !(await select.locator('option[value="2"]').count())) continue;
    await select.selectOption("2");
    picked = true;
  }
  expect(picked, "the door event sells two paid seats").toBe(true);
  await page.getByRole("button", { name: "Get tickets" }).click();

  // Checkout: held, the signed-in buyer's details filled in, the promo code taken off.
  await expect(page).toHaveURL(/\/events\/[^/]+\/checkout\/[\w-]+$/);
  await expect(page.getByTestId("hold-countdown")).toHaveText(/^1[45]:\d\d$/);
  await expect(page.getByLabel("Email")).toHaveValue(DEMO_ACCOUNTS.viewer);
  await expect(page.getByLabel("Full name")).not.toHaveValue("");
  const before = await page.getByTestId("order-total").innerText();
  await page.getByLabel("Promo code (optional)").fill(PROMO);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("order-discount")).toContainText(PROMO);
  const total = await page.getByTestId("order-total").innerText();
  expect(total).not.toBe(before);
  await expectAccessible(page);

  await page.getByRole("button", { name: /^Pay ₦/ }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\/NC-/);
  await expect(page.getByTestId("test-checkout-amount")).toHaveText(total);
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "completed");
  await page.getByRole("link", { name: "View your tickets" }).click();
  await expect(page).toHaveURL(/\/tickets\/[\w-]+$/);
  const ticketsPath = new URL(page.url()).pathname;
  const codes = (await page.locator("main ol > li dd.font-mono").allInnerTexts()).map((c) =>
    c.trim().replaceAll(" ", "-"),
  );
  expect(codes).toHaveLength(2);

  // One e-mail carries both tickets, a QR each.
  await page.goto(
    `/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(DEMO_ACCOUNTS.viewer)}`,
  );
  const mail = page.locator('main a[href^="/dev/mailbox/"]').filter({ hasText: title }).first();
  await mail.click();
  await expect(page.getByRole("heading", { name: /^Your tickets: / })).toBeVisible();
  for (const code of codes) await expect(page.getByText(code)).toBeVisible();
  await expect(page.locator("img[data-mail-image]")).toHaveCount(2);

  // My tickets lists the order and opens the same tickets page.
  await page.goto("/dashboard/tickets");
  await expect(page.locator(`main a[href="${ticketsPath}"]`).first()).toBeVisible();
  await expectAccessible(page);

  // At the door: the first ticket checked in by its typed code, once.
  await door.reload();
  const field = door.getByRole("textbox", { name: "Ticket code" });
  const answer = door.locator("[data-result]");
  await field.fill(codes[0]!.toLowerCase());
  await door.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(answer).toHaveAttribute("data-result", "checked_in");
  await field.fill(codes[0]!);
  await door.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(answer).toHaveAttribute("data-result", "already");

  // The attendees CSV from the dashboard has both tickets.
  await door.goto("/events/dashboard");
  const card = door
    .getByRole("listitem")
    .filter({ has: door.getByRole("heading", { name: title }) })
    .first();
  const [download] = await Promise.all([
    door.waitForEvent("download"),
    card.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`attendees-${DEMO_DOOR_EVENT_ID}.csv`);
  const csv = fs.readFileSync((await download.path())!, "utf8").split("\r\n");
  expect(csv[0]).toBe("\uFEFFName,Email,Phone,Ticket Type,Price,Purchase Date,Ticket Code");
  for (const code of codes) {
    const row = csv.find((line) => line.endsWith(`,${code}`));
    expect(row, code).toContain(`,${DEMO_ACCOUNTS.viewer},`);
  }

  await buyer.close();
  await organizer.close();
});
