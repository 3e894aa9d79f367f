import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectAccessible, test } from "./fixtures";
import { horizontalOverflow } from "./phone-pages";

// Issue 33: a seller's monthly statement, printable and as CSV; the CSV parses and adds
// up (opening + every entry = closing, the page's closing balance).

async function signInAs(page: Page, email: string, to: string) {
  await page.goto(`/auth/sign-in?redirectTo=${encodeURIComponent(to)}`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((u) => u.pathname === to.split("?")[0]);
}

/** RFC 4180 rows (quoted cells, doubled quotes), as a spreadsheet reads them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else if (ch !== "\r") cell += ch;
  }
  return rows;
}

const naira = (text: string) => Number(text.replace(/[^\d-]/g, ""));

test("vendor@'s statement page and CSV add up, at 360 px too", async ({ page }) => {
  // This month in Lagos (UTC+1).
  const month = new Date(Date.now() + 3_600_000).toISOString().slice(0, 7);
  const path = `/payments/statements/${month}`;
  await signInAs(page, "vendor@example.com", "/payments?tab=payouts");
  // The earnings page lists this month's statement first, then the five before.
  const statements = page.getByRole("main").getByRole("link", { name: /^View and print / });
  await expect(statements).toHaveCount(6);
  await statements.first().click();
  await page.waitForURL((u) => u.pathname === path);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toContainText("Statement:");
  await expectAccessible(page);
  const closingText = await main
    .locator("dt", { hasText: "Closing balance" })
    .locator("+ dd")
    .innerText();

  const response = await page.request.get(`${path}.csv`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  expect(response.headers()["content-disposition"]).toContain(`statement-${month}.csv`);
  const [header, ...rows] = parseCsv(await response.text());
  const amount = header!.indexOf("Amount");
  const balance = header!.indexOf("Balance");
  const closing = rows.at(-1)!;
  expect(closing[1]).toBe("Closing balance");
  const sum = rows.slice(0, -1).reduce((n, r) => n + Number(r[amount]), 0);
  expect(sum).toBe(Number(closing[balance]));
  expect(Number(closing[balance])).toBe(naira(closingText));
  // Sales, a refund after release and a payout returned are on it.
  const kinds = new Set(rows.map((r) => r[1]));
  for (const kind of ["Opening balance", "Sale", "Refund", "Payout", "Payout returned"])
    expect(kinds, kind).toContain(kind);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  expect((await horizontalOverflow(page)).culprits).toEqual([]);

  // A month that is not one: its own words, not an error.
  const bad = await page.goto("/payments/statements/2026-13");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("main")).toContainText("is not a month");
});
