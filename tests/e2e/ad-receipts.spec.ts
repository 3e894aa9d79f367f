import type { Page } from "@playwright/test";
import { expect, expectAccessible, MAILBOX_TOKEN, signInAs, test } from "./fixtures";
import { DEMO_ACCOUNTS } from "./phone-pages";

// Issue 30 §3.3: a campaign paid through its e-mailed link left no receipt, no e-mail and
// no line in the payer's history ("No payments yet", the receipt a 404).

const lagosDay = (offsetDays: number) =>
  new Date(Date.now() + 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function fill(page: Page, name: string, value: string) {
  await page.locator(`main [name="${name}"]`).fill(value);
}

/** The mailbox's list for `to`, waiting until a mail whose subject has `subject` is there. */
async function openMail(page: Page, to: string, subject: string) {
  await expect(async () => {
    await page.goto(`/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(to)}`);
    await page
      .locator('main a[href^="/dev/mailbox/"]')
      .filter({ hasText: subject })
      .first()
      .click({ timeout: 2_000 });
    // The message's own page, not the list it was clicked on.
    await page.waitForURL((u) => /^\/dev\/mailbox\/[^/]+$/.test(u.pathname), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  return page.locator("main").innerText();
}

test("a campaign paid through its e-mailed link: receipt and live e-mails, in the payer's history, its receipt opens", async ({
  page,
  browser,
  visit,
}) => {
  const title = `Receipt Kitchen ${Date.now()}`;
  // Applied and paid signed out, with the viewer demo account's (verified) address.
  const email = DEMO_ACCOUNTS.viewer;

  await visit("/advertise");
  await fill(page, "businessName", "Receipt Kitchen");
  await fill(page, "contactPerson", "Ada Obi");
  await fill(page, "businessEmail", email);
  await page.locator('main [name="advertisementType"]').selectOption("banner");
  await page.locator('main [name="placementLocation"]').selectOption("events");
  await fill(page, "title", title);
  await fill(page, "startDate", lagosDay(0));
  await fill(page, "endDate", lagosDay(20));
  await page.getByRole("button", { name: "Submit Request" }).click();
  await expect(page.getByText("Advertisement Request Submitted")).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, DEMO_ACCOUNTS.admin, "/admin/ads");
  await admin.goto(`/admin/ads?q=${encodeURIComponent(title)}&status=pending`);
  await admin.getByRole("link", { name: `View details: ${title}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Advertisement approved successfully")).toBeVisible();
  await adminContext.close();

  const approval = await openMail(page, email, "approved");
  const payPath = /\/advertise\/pay\/[\w-]+/.exec(approval)?.[0];
  expect(payPath).toBeTruthy();
  await visit(payPath!);
  await page.getByRole("button", { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/payments\/test-checkout\/NC-/);
  const reference = /\/payments\/test-checkout\/(NC-[\w-]+)/.exec(page.url())![1]!;
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByTestId("payment-result")).toHaveAttribute("data-status", "completed");

  // The mailbox has the receipt and the "live" e-mail, both linking to the receipt.
  const receiptMail = await openMail(page, email, `Your receipt: Advertisement: ${title}`);
  expect(receiptMail).toContain(reference);
  expect(receiptMail).toContain(`/payments/receipts/${reference}`);
  const liveMail = await openMail(page, email, `your advertisement "${title}" is live now`);
  expect(liveMail).toContain(`/payments/receipts/${reference}`);

  // Signed in as the account with that address: in the history, and its receipt opens.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAs(owner, email, "/payments");
  await owner.goto("/payments?tab=history&purpose=advertisement");
  const row = owner.getByRole("row").filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Advertisement", { exact: true })).toBeVisible();
  await expect(row.locator("[data-status]")).toHaveAttribute("data-status", "completed");
  await expectAccessible(owner);
  await row.getByRole("link", { name: new RegExp(reference) }).click();
  await expect(owner).toHaveURL(new RegExp(`/payments/receipts/${reference}$`));
  await expect(owner.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(owner.getByText(`Advertisement: ${title}`)).toBeVisible();
  // The seller's split (fee, net) is not the payer's business (issue 30 §3.10).
  await expect(owner.locator("dt", { hasText: /^(Fee|Net)$/ })).toHaveCount(0);
  await expect(owner.locator("[data-status]")).toHaveAttribute("data-status", "completed");
  await expectAccessible(owner);
  await ownerContext.close();

  // Anyone else: the receipt is a plain 404, as an unknown reference.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInAs(other, DEMO_ACCOUNTS.creator, "/payments");
  const answer = await other.goto(`/payments/receipts/${reference}`);
  expect(answer?.status()).toBe(404);
  await otherContext.close();
});
