import type { Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test } from "./fixtures";
import { DEMO_ACCOUNTS, horizontalOverflow } from "./phone-pages";

// The demo creator bought tickets (scripts/seed/areas/events.ts): My tickets lists them,
// each order's tickets page shows every ticket with its QR, and works offline once opened.

/**
 * Waits until the tickets service worker has kept this page for offline use and is
 * activated: navigations reach a worker only once it is (a reload in between goes to
 * the network, which is what the offline reload would then fail on).
 */
async function keptOffline(page: Page, path: string) {
  // Polled through page.evaluate, which awaits the check: waitForFunction does not await an
  // async predicate (its promise is truthy at once), so it never waited for the worker,
  // and the test raced it (seen once in CI once the page's scripts started after paint).
  await expect
    .poll(
      () =>
        page.evaluate(
          // Not `ready`: a page reached by an in-app link was created outside the worker's scope.
          async () =>
            (await navigator.serviceWorker.getRegistration("/tickets/"))?.active?.state ===
            "activated",
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect
    .poll(
      () => page.evaluate(async (p) => !!(await (await caches.open("tickets-v1")).match(p)), path),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * A paid order's link on My tickets: another test on this server (the phone sweep holds a
 * seat as each person) may have left an order awaiting payment above the seeded ones.
 */
function paidOrderLink(page: Page) {
  return page
    .locator("main li")
    .filter({ has: page.getByText("Paid", { exact: true }) })
    .locator('a[href^="/tickets/"]')
    .first();
}

async function expectTickets(page: Page) {
  const qr = page.getByRole("img", { name: /^QR code for ticket / });
  await expect(qr.first()).toBeVisible();
  expect(await qr.count()).toBeGreaterThan(0);
  // A real QR symbol drawn on the server: an SVG with modules in it.
  expect(await qr.first().locator("svg path").count()).toBeGreaterThan(0);
}

test.describe("after buying", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("My tickets lists the orders at 360 px and opens the tickets page, which works offline", async ({
    page,
    context,
  }) => {
    await signInAs(page, DEMO_ACCOUNTS.creator, "/dashboard/tickets");
    await expect(page.getByRole("heading", { name: "My tickets" })).toBeVisible();
    await expect(page.getByRole("link", { name: "My tickets" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectAccessible(page);
    expect((await horizontalOverflow(page)).culprits).toEqual([]);
    const link = paidOrderLink(page);
    const path = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL((u) => u.pathname === path);
    await expectTickets(page);
    await expect(page.getByText("Ticket code").first()).toBeVisible();
    await expectAccessible(page);
    expect((await horizontalOverflow(page)).culprits).toEqual([]);

    // Reached by an in-app link while signed in: the worker keeps the anonymous copy.
    await keptOffline(page, path);
    await context.setOffline(true);
    const offline = await page.reload();
    expect(offline?.headers()["x-tickets-saved"]).toBeTruthy();
    await expectTickets(page);
    // The kept copy never carries the session (its account menu holds the address).
    expect(await offline!.text()).not.toContain(DEMO_ACCOUNTS.creator);
    await context.setOffline(false);
  });

  test("the tickets page opened from the e-mail link, signed out, reloads with no network", async ({
    page,
    browser,
  }) => {
    await signInAs(page, DEMO_ACCOUNTS.creator, "/dashboard/tickets");
    const path = (await paidOrderLink(page).getAttribute("href"))!;
    // A fresh browser with no session: the link is the only credential.
    const guest = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const tab = await guest.newPage();
    const response = await tab.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    const robots = await tab
      .locator('meta[name="robots"]')
      .evaluateAll((metas) => metas.map((m) => m.getAttribute("content")));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toContain("noindex");
    await expectTickets(tab);
    await keptOffline(tab, path);
    // Later, with no network, the link is opened again in a new tab.
    await tab.close();
    await guest.setOffline(true);
    const later = await guest.newPage();
    const offline = await later.goto(path);
    expect(offline?.headers()["x-tickets-saved"]).toBeTruthy();
    await expectTickets(later);
    await guest.setOffline(false);
    // An unknown token is a plain 404.
    expect((await later.goto("/tickets/AAAAAAAAAAAAAAAAAAAAAA"))?.status()).toBe(404);
    await guest.close();
  });
});
