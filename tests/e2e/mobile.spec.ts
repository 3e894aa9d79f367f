import { expect, expectAccessible, MAILBOX_TOKEN, signInAs, test } from "./fixtures";
import {
  DEMO_ACCOUNTS,
  discover,
  frameProblems,
  horizontalOverflow,
  sweepUrls,
} from "./phone-pages";

test("the mobile slide-in menu works by keyboard", async ({ visit, page }) => {
  await visit("/");
  const open = page.getByRole("button", { name: "Open menu" });
  await open.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  await page.keyboard.press("Enter");
  await menu.getByRole("link", { name: "Marketplace" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Marketplace" })).toBeVisible();
});

// ---------------------------------------------------------------------------------
// Every page at 360 px, signed out and as each demo role: nothing may be wider than the
// screen (the signed-in header once grew to 530-680 px and pushed its menus off-screen).
// Wide tables and tab rows scroll inside their own box instead.

const PHONE = { width: 360, height: 780 };
type Who = keyof typeof DEMO_ACCOUNTS | "signed out";
const WHO: Who[] = [
  "signed out",
  ...(Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]),
];

// Axe runs on each page once signed out and once signed in (the header differs; the
// admin, first, sees the staff header on every page); repeat visits check the layout
// only, to keep the sweep (about 900 page loads) within a few minutes on two cores. Once
// per staff and member kind was 302 checks and 162 s of the sweep's 546 (ADR 075).
const axed = new Set<string>();
const axeKind = (who: Who) => (who === "signed out" ? "out" : "in");

// No dead ends: every same-site link a page offers this visitor opens for them. Public
// paths are checked once; personal and staff areas once per visitor.
const linkChecked = new Set<string>();
const NOT_FETCHED = /^\/(auth\/sign-out|ads\/|dev\/|media\/|assets\/)/;
const linkKey = (who: Who, href: string) =>
  `${/^\/(dashboard|admin|payments|onboarding)/.test(href) ? who : "anyone"} ${href}`;

test.describe("no page is wider than a 360 px phone", () => {
  test.use({ viewport: PHONE });
  // One worker sweeps every person in turn: pages already checked by axe and links
  // already fetched are skipped for the next person (split over two workers, each did
  // its own, 940 s of work instead of about 540). It starts first (playwright.config.ts).
  test.describe.configure({ timeout: 240_000 });

  // A mail in the dev mailbox, so its message page is swept too: this file starts first,
  // on a fresh server that has sent nothing yet.
  test.beforeAll(async ({ browser, baseURL }) => {
    const page = await browser.newPage({ baseURL });
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-mail address").fill(`sweep-${Date.now()}@example.com`);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Check your email and confirm your subscription.")).toBeVisible();
    // Sent by the jobs queue: wait until it is in the mailbox.
    await expect
      .poll(async () => (await page.request.get(`/dev/mailbox?token=${MAILBOX_TOKEN}`)).text())
      .toContain('href="/dev/mailbox/');
    await page.close();
  });

  for (const who of WHO) {
    test(`every page, ${who}`, async ({ page }) => {
      if (who !== "signed out") await signInAs(page, DEMO_ACCOUNTS[who], "/dashboard");
      const found = await discover(page, who === "admin" || who === "moderator");
      const failures: string[] = [];
      const links = new Map<string, string>();
      const checked = new Set<string>();
      for (const url of sweepUrls(found)) {
        const response = await page.goto(url);
        expect(response?.status() ?? 0, `status of ${url} (${who})`).toBeLessThan(500);
        const landed = new URL(page.url());
        // Where a page sends this person elsewhere (signed out: sign-in; a member on a
        // staff page: 403), the page they land on is checked once, not once per page.
        landed.searchParams.delete("redirectTo");
        const shown = `${landed.pathname}${landed.search}`;
        if (checked.has(shown)) continue;
        checked.add(shown);
        for (const href of await page
          .locator("a[href^='/']:not([href^='//'])")
          .evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split("#")[0]!)))
          if (href && !links.has(href)) links.set(href, url);
        const result = await horizontalOverflow(page);
        if (result.scrollWidth > result.width)
          failures.push(
            `${url} (${who}, landed on ${landed.pathname}): ${result.scrollWidth}px wide\n    ${result.culprits.join("\n    ")}`,
          );
        // The logo on one line, no header tab and no current tab cut off (issue 30).
        for (const problem of await frameProblems(page))
          failures.push(`${url} (${who}, landed on ${landed.pathname}): ${problem}`);
        // One robots tag per page: two (or "index" and "noindex" together) leave
        // crawlers to guess (issue 30). The tags as served, before any script ran.
        const robots = (await response?.text())?.match(/<meta name="robots"/g)?.length ?? 0;
        if (response?.headers()["content-type"]?.startsWith("text/html") && robots !== 1)
          failures.push(`${url} (${who}): ${robots} robots tags`);
        const key = `${axeKind(who)} ${shown}`;
        if (!axed.has(key)) {
          axed.add(key);
          await expectAccessible(page);
        }
      }
      expect(failures, "pages wider than the screen or with their frame cut").toEqual([]);
      const dead: string[] = [];
      for (const [href, from] of links) {
        if (NOT_FETCHED.test(href) || linkChecked.has(linkKey(who, href))) continue;
        linkChecked.add(linkKey(who, href));
        const answer = await page.request.get(href);
        if (answer.status() >= 400 || /\/403(\?|$)/.test(answer.url()))
          dead.push(`${href} (on ${from}, ${who}): ${answer.status()} at ${answer.url()}`);
      }
      expect(dead, "links that lead nowhere").toEqual([]);
    });
  }
});

test.describe("people who only buy", () => {
  test.use({ viewport: PHONE });

  test("a viewer opens their dashboard, payment history and own receipt", async ({ page }) => {
    await signInAs(page, DEMO_ACCOUNTS.viewer, "/dashboard");
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    await expect(tabs.getByRole("link")).toHaveText([
      "Profile",
      "Notifications",
      "Following",
      "My tickets",
      "Orders",
      "Reviews",
      "Trips",
      "My ads",
    ]);
    await page.getByRole("link", { name: "Purchases & receipts" }).click();
    await expect(page).toHaveURL(/\/payments\?tab=history$/);
    // Only the tabs a viewer may open are offered.
    await expect(
      page.getByRole("navigation", { name: "Payment Center" }).getByRole("link"),
    ).toHaveText(["Fee Calculator", "Transaction History"]);
    // What they paid, without the seller's fee and net (issue 30).
    await expect(page.getByRole("main").getByRole("columnheader")).toHaveText([
      "Date",
      "Purpose",
      "Reference",
      "Method",
      "Amount",
      "Status",
    ]);
    const receipt = page.locator('main a[href^="/payments/receipts/"]').first();
    const href = await receipt.getAttribute("href");
    await receipt.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });

  test("the footer's fee calculator is public", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Fee calculator" }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByLabel("Amount (₦)")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("the slide-in menu of a signed-in person", () => {
  test.use({ viewport: PHONE });

  test("offers their own places and a real sign-out, never 'Sign In'", async ({ page }) => {
    await signInAs(page, DEMO_ACCOUNTS.viewer, "/dashboard");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    await expect(menu.getByRole("link", { name: /^Notifications/ })).toHaveAttribute(
      "href",
      "/dashboard/notifications",
    );
    await expect(menu.getByRole("link", { name: "Payments & receipts" })).toBeVisible();
    // A viewer is not staff: no admin entry.
    await expect(menu.getByRole("link", { name: /Admin Panel|Moderation Queue/ })).toHaveCount(0);
    await expectAccessible(page);
    await menu.getByRole("link", { name: /^Notifications/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    const signOut = page.getByRole("dialog", { name: "Menu" }).getByRole("button", {
      name: "Sign out",
    });
    const posted = page.waitForRequest(
      (r) => r.method() === "POST" && new URL(r.url()).pathname.startsWith("/auth/sign-out"),
    );
    await signOut.click();
    await posted;
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
    expect((await page.goto("/dashboard/profile"))?.url()).toContain("/auth/sign-in");
  });

  test("staff find their admin area in it", async ({ page }) => {
    await signInAs(page, DEMO_ACCOUNTS.admin, "/admin");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Admin Panel" })).toHaveAttribute("href", "/admin");
    await page.context().clearCookies();
    await signInAs(page, DEMO_ACCOUNTS.moderator, "/admin");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Moderation Queue" }),
    ).toHaveAttribute("href", "/admin/moderation");
  });
});
