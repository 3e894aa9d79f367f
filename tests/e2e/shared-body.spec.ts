import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectHydrated, signInAs, test } from "./fixtures";

// Shared page bodies (ADR 048): a signed-in page whose body the server put in from an
// anonymous render hydrates like any other (the home page, the lists, an event page): no hydration error, and the client router
// takes over (a link is followed without loading a new document).

const SHARED = 'body;desc="shared"';

/** Loads `path` until the server answers it with the kept body (the first visit keeps it). */
async function visitShared(page: Page, path: string) {
  for (let i = 0; i < 10; i++) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    if ((await response?.allHeaders())?.["server-timing"]?.includes(SHARED)) return;
    await page.waitForTimeout(300);
  }
  throw new Error(`${path} was never made with a shared body`);
}

test("signed-in pages made with a shared body hydrate without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await signInAs(page, "viewer@example.com", "/dashboard");
  await page.goto("/events");
  // An event page (its body is everyone's unless a waitlist form is filled in per person).
  const eventPaths = await page
    .locator('main a[href^="/events/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))].slice(0, 4));
  let eventPath = "";
  for (const candidate of eventPaths) {
    if (
      await visitShared(page, candidate).then(
        () => true,
        () => false,
      )
    ) {
      eventPath = candidate;
      break;
    }
  }
  expect(eventPath, "an event page made with a shared body").not.toBe("");
  for (const [path, link] of [
    ["/", "Events"],
    ["/events", "Marketplace"],
    ["/marketplace", "Events"],
    [eventPath, "Marketplace"],
  ] as const) {
    await visitShared(page, path);
    await expectAccessible(page);
    // The person's own header around the shared body.
    await expect(page.locator('header form[action="/auth/sign-out"]')).toHaveCount(1);
    await expectHydrated(page, path, link);
  }
  expect(errors).toEqual([]);
});
