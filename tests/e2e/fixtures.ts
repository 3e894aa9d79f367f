import AxeBuilder from "@axe-core/playwright";
import { test as base, type Cookie, expect, type Page } from "@playwright/test";

export const MAILBOX_TOKEN = "e2e-mailbox-token";

/** Every page a browser test visits gets an axe check (WCAG 2 A/AA). */
export async function expectAccessible(page: Page) {
  let results = await axeSettled(page);
  // A toast that appeared between the wait and the scan (a flash after a redirect) is
  // read mid-fade as faint text: contrast is judged again once it has settled.
  if (results.violations.some((v) => v.id === "color-contrast")) {
    await page.waitForTimeout(400);
    results = await axeSettled(page);
  }
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n  ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

async function axeSettled(page: Page) {
  // Colour contrast is measured as drawn: a toast still fading in (motion-safe:animate-
  // fade-in) reads as faint text. Wait for finite animations to end; spinners run on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  return (
    new AxeBuilder({ page })
      // Lighthouse's accessibility score also counts these two, outside the WCAG tags
      // (a best practice, and an experimental 2.5.3 check): headings that skip a level,
      // and a control whose name leaves out the words it shows. (options() replaces every
      // option, so it comes before withTags.)
      .options({
        rules: {
          "heading-order": { enabled: true },
          "label-content-name-mismatch": { enabled: true },
        },
      })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      // A sandbox with scripts off (the admin's mail preview) has no script context to
      // inject axe into, and axe waits on it until the test times out.
      .exclude('iframe[sandbox=""]')
      // One axe.run in the page itself. The default (axe.runPartial in each frame, then
      // finishRun in a blank page it opens for the purpose) costs a new page per check:
      // 745 ms a page against 420 here (ADR 075 addendum); our pages have no cross-origin
      // frames to check, which is what the default guards against.
      .setLegacyMode(true)
      .analyze()
  );
}

/**
 * Pages start their scripts once their content has painted (ADR 046), which can come after
 * the load event that goto() waits for. Tests drive the page as a person would once it
 * has its scripts, so navigations that load a new document wait for them to start.
 */
export async function scriptsStarted(page: Page) {
  await page
    .waitForFunction(
      () =>
        !document.querySelector("script[data-deferred-scripts]") ||
        "__naijaScriptsStarted" in window,
      null,
      { timeout: 10_000 },
    )
    // A page that navigated away meanwhile has nothing left to wait for.
    .catch((error: Error) => {
      if (
        !/context was destroyed|navigat|Target page, context or browser has been closed/i.test(
          error.message,
        )
      )
        throw error;
    });
}

/**
 * Each worker has a server of its own (playwright.config.ts): port E2E_PORT + its index,
 * data under E2E_DATA_DIR-index. Every page, request and new context a test makes goes
 * to its worker's server through baseURL.
 */
export function workerServer(parallelIndex: number) {
  const port = Number(process.env.E2E_PORT ?? 3300) + parallelIndex;
  return {
    origin: `http://localhost:${port}`,
    dataDir: `${process.env.E2E_DATA_DIR}-${parallelIndex}`,
  };
}

export const test = base.extend<{ visit: (path: string) => Promise<Page> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter
  baseURL: async ({}, use, testInfo) => use(workerServer(testInfo.parallelIndex).origin),
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript there is nothing to wait for.
    if (javaScriptEnabled === false) return use(page);
    for (const method of ["goto", "reload", "waitForURL"] as const) {
      const original = (page[method] as (...args: unknown[]) => Promise<unknown>).bind(page);
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const result = await original(...args);
        await scriptsStarted(page);
        return result;
      };
    }
    await use(page);
  },
  visit: async ({ page }, use) => {
    await use(async (path: string) => {
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBeLessThan(400);
      await expectAccessible(page);
      return page;
    });
  },
});

/**
 * The page on screen hydrated: following `link` is a client navigation (the document,
 * and a mark left on its window, stay), not a new document from the server.
 */
export async function expectHydrated(page: Page, path: string, link: string) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole("link", { name: link, exact: true }).first().click();
  await page.waitForURL((u) => u.pathname !== path);
  expect(await page.evaluate(() => "__sameDocument" in window), `${path} hydrated`).toBe(true);
}

/** The demo accounts' password: playwright.config.ts sets it for the server and the tests. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "";
if (!DEMO_PASSWORD) throw new Error("DEMO_PASSWORD is not set (playwright.config.ts sets it)");

/**
 * Each account's session cookies, per worker, from its first sign-in through the form.
 * The desktop tests sign in about 85 times; the form costs a page load, a password hash
 * and a client navigation each time, the saved cookies one page load (ADR 075, second
 * addendum). The sign-in form itself is tested where it is the subject (auth.spec.ts).
 */
const sessions = new Map<string, Cookie[]>();

/**
 * Signs a demo account in and waits to land on `to`: with the account's saved session
 * when it is still good (a test may have signed it out or ended it), else through the
 * form.
 */
export async function signInAs(page: Page, email: string, to: string) {
  // Only sessions on the worker's own server are kept: cookies ignore ports, and a test's
  // own server (behind https, say, where the cookie has another name) knows none of them.
  const own = workerServer(base.info().parallelIndex).origin;
  const saved = sessions.get(email);
  if (saved) {
    await page.context().addCookies(saved);
    await page.goto(to);
    if (new URL(page.url()).origin === own && (await signedIn(page, to))) return;
    for (const { name } of saved) await page.context().clearCookies({ name });
    if (new URL(page.url()).origin === own) sessions.delete(email);
  }
  await page.goto(`/auth/sign-in?redirectTo=${encodeURIComponent(to)}`);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((u) => landedOn(u, to));
  // The client navigation changes the URL first and draws the page when its code has come
  // (the header's signed-in controls are loaded lazily): wait for the signed-in header, so
  // callers read the new page and not the sign-in form it replaces.
  await page.locator("header summary", { hasText: "Account menu for" }).waitFor({
    state: "attached",
  });
  if (new URL(page.url()).origin === own)
    sessions.set(
      email,
      (await page.context().cookies()).filter((c) => c.name.startsWith("better-auth.")),
    );
}

/** An area's bare address opens its first page (/admin → /admin/overview). */
function landedOn(url: URL, to: string) {
  const path = to.split("?")[0]!;
  return url.pathname === path || url.pathname.startsWith(`${path}/`);
}

/**
 * Whether the saved session still holds: the page is `to` with the signed-in header.
 * The saved cookies replace any other session in the context, so it is `email`'s.
 */
async function signedIn(page: Page, to: string) {
  if (!landedOn(new URL(page.url()), to)) return false;
  return page
    .locator("header summary", { hasText: "Account menu for" })
    .waitFor({ state: "attached", timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
}

export { expect };
