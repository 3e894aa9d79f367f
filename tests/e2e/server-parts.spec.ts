import type { Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test } from "./fixtures";

// Server parts and deferred parts (ADR 049): what never changes in the browser is
// rendered by the server only, in a document and on a client navigation alike; links
// inside go through the client router; the Report form loads when its disclosure opens.

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Marks the document, so a later check tells a client navigation from a new document. */
async function markDocument(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => "__sameDocument" in window);

test("parts show in a document and after client navigations; their links use the router", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await expect(page.locator('[data-part="home-featured"]')).toContainText("Upcoming Events");
  await markDocument(page);

  // A card inside a server part: followed by the router, the event page's parts arrive
  // with its data.
  const card = page.locator('[data-part="home-featured"] a[href^="/events/"]').first();
  const eventPath = (await card.getAttribute("href"))!;
  await card.click();
  await page.waitForURL((u) => u.pathname === eventPath);
  const head = page.locator('[data-part="event-head"]');
  await expect(head.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(head.getByText(/ WAT$/).first()).toBeVisible();
  await expect(page.locator('[data-part="event-about"]')).toContainText("About this event");
  expect(await sameDocument(page), "the event page came without a new document").toBe(true);
  await expectAccessible(page);

  // A tag inside a part leads to the filtered list, through the router too.
  const tag = head.locator('a[href^="/events?"]').first();
  const tagHref = (await tag.getAttribute("href"))!;
  await tag.click();
  await page.waitForURL((u) => `${u.pathname}${u.search}` === tagHref);
  await expect(page.locator('[data-part="events-results-list"] li').first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // Back: the event page again, from the router's data.
  await page.goBack();
  await page.waitForURL((u) => u.pathname === eventPath);
  await expect(head.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // The same page as a document: the parts hydrate as the server drew them.
  await page.goto(eventPath);
  const html = await head.innerHTML();
  await markDocument(page);
  await page.getByRole("link", { name: "Events", exact: true }).first().click();
  await page.waitForURL((u) => u.pathname === "/events");
  await page.goBack();
  await page.waitForURL((u) => u.pathname === eventPath);
  await expect(head.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await head.innerHTML()).toBe(html);

  // Home from another page: its parts, the paid placements among them, come with its data.
  await page.locator('header a[href="/"]').first().click();
  await page.waitForURL((u) => u.pathname === "/");
  await expect(page.locator('[data-part="home-providers"] li[data-ad-id]').first()).toBeVisible();
  await expect(page.locator('[data-part="home-latest"]')).toContainText("Latest Content");
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("the footer's parts stay when the root error boundary draws the chrome anew", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto("/about");
  const links = page.locator('[data-part="footer-links"]');
  const html = await links.innerHTML();
  expect(html).toContain('href="/privacy-policy"');
  await markDocument(page);
  // A client navigation to an event that does not exist: the loader's 404 reaches the
  // root error boundary, which draws its own chrome.
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/events/no-such-event-here"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
  expect(await sameDocument(page)).toBe(true);
  expect(await links.innerHTML()).toBe(html);
  await expect(page.locator('[data-part="footer-brand"]')).toContainText("Naija");
  expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
});

test("the Report form loads when the disclosure opens and reports the item", async ({ page }) => {
  const errors = watchErrors(page);
  await signInAs(page, "viewer@example.com", "/marketplace");
  const product = page
    .locator('[data-part="products-results-body"] a[href^="/marketplace/"]')
    .first();
  const productPath = (await product.getAttribute("href"))!;
  await page.goto(productPath);
  await markDocument(page);
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") loaded.push(request.url());
  });
  // Nothing of the form's code before it is wanted.
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((url) => /report-form/.test(url))).toEqual([]);

  await page.locator("summary", { hasText: "Report" }).click();
  const submit = page.getByRole("button", { name: "Submit report" });
  // The interactive form: submit waits for a reason (001 §5).
  await expect(submit).toBeDisabled();
  expect(loaded.some((url) => /report-form/.test(url))).toBe(true);
  await page.getByLabel("Reason").selectOption({ index: 1 });
  await page.getByLabel(/Details/).fill("Seen in a browser test");
  await expectAccessible(page);
  await submit.click();
  // Sent in the background: the page stays and the disclosure closes, reset.
  await expect(page.locator("details").filter({ hasText: "Report" })).not.toHaveAttribute(
    "open",
    "",
  );
  expect(page.url()).toContain(productPath);
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("while the Report form's code loads, the server's form shows disabled", async ({ page }) => {
  await signInAs(page, "viewer@example.com", "/marketplace");
  const product = page
    .locator('[data-part="products-results-body"] a[href^="/marketplace/"]')
    .first();
  await page.goto((await product.getAttribute("href"))!);
  await markDocument(page);
  // Hold the form's chunk until released: a slow network.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/report-form-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator("summary", { hasText: "Report" }).click();
  const part = page.locator('[data-deferred="report"]');
  // Nothing can be typed into the markup that is about to be replaced.
  await expect(part.locator("fieldset[disabled]")).toHaveCount(1);
  await expect(part.getByLabel("Reason")).toBeDisabled();
  release();
  await expect(part.locator("fieldset[disabled]")).toHaveCount(0);
  await expect(part.getByLabel("Reason")).toBeEnabled();
  await expect(part.getByRole("button", { name: "Submit report" })).toBeDisabled();
});

test("the Report form works as a plain form before JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/marketplace");
  const product = page
    .locator('[data-part="products-results-body"] a[href^="/marketplace/"]')
    .first();
  await page.goto((await product.getAttribute("href"))!);
  await page.locator("summary", { hasText: "Report" }).click();
  // Signed out: the disclosure says why and links to sign-in, coming back here.
  await expect(page.getByRole("link", { name: /sign in/i }).last()).toHaveAttribute(
    "href",
    /\/auth\/sign-in\?redirectTo=%2Fmarketplace%2F/,
  );
  await context.close();
});

test("an event page's kept body shows a signed-in person the Report form, before JavaScript too", async ({
  browser,
}) => {
  // The server writes the notice and the form in every item page's body, and the chrome
  // (`<main data-signed-in>`) shows the one that applies: a signed-in event page is then
  // made from the body kept for everyone (ADR 048).
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, "viewer@example.com", "/events");
  const hrefs = await page
    .locator('main a[href^="/events/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))].slice(0, 6));
  // The first page whose body is everyone's (one with a sold-out type has a waitlist form
  // filled in per person): the kept body comes from a render for nobody after a miss.
  let shared = false;
  for (const href of hrefs) {
    for (let i = 0; i < 10 && !shared; i++) {
      const res = await page.goto(href);
      shared = (res?.headers()["server-timing"] ?? "").includes('body;desc="shared"');
      if (!shared) await page.waitForTimeout(100);
    }
    if (shared) break;
  }
  expect(shared).toBe(true);
  await page.locator("summary", { hasText: "Report" }).click();
  const part = page.locator('[data-deferred="report"]');
  await expect(part.getByLabel("Reason")).toBeVisible();
  await expect(part.getByRole("link", { name: /sign in/i })).toHaveCount(0);
  await context.close();
});
