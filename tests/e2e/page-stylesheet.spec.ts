import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, signInAs, test } from "./fixtures";

// How pages get the stylesheet (ADR 053): a visitor's page carries only the rules its own
// HTML uses, and links the whole stylesheet once it has painted; a signed-in person's page
// links the whole stylesheet (cached from the pages they signed in through).

const STYLE = /(<style data-page-style[^>]*>)([\s\S]*?)(<\/style>)/;

/**
 * What each element of the page (and its ::before and ::after) computes to, as a short
 * digest per element: the same page drawn with two stylesheets gives the same list exactly
 * when every element looks the same. Custom properties are left out: they are how values
 * reach the real properties, which are compared, and the whole stylesheet declares
 * (`@property`) some that no rule of the page uses.
 */
function computedStyles(page: Page) {
  return page.evaluate(() => {
    const digest = (text: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
      return (h >>> 0).toString(36);
    };
    return [...document.querySelectorAll("body, body *")].map((element) => {
      let text = "";
      // A pseudo-element's style costs ten times an element's: read only where a class
      // styles one (every rule of the page's own is chosen by the classes it carries).
      const classes = element.getAttribute("class") ?? "";
      const pseudos = [
        null,
        ...(/(^|:)(before|after):/m.test(classes.replace(/\s+/g, "\n"))
          ? ["::before", "::after"]
          : []),
      ];
      for (const pseudo of pseudos) {
        const style = getComputedStyle(element, pseudo);
        for (let i = 0; i < style.length; i++)
          if (!style[i].startsWith("--"))
            text += `${style[i]}:${style.getPropertyValue(style[i])};`;
      }
      const name = `${element.tagName.toLowerCase()}.${classes.replace(/\s+/g, ".")}`;
      return `${name.slice(0, 80)} ${digest(text)}`;
    });
  });
}

/** Pages without scripts (so nothing links the whole stylesheet), at a given width. */
async function scriptless(browser: Browser, width: number) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 800 },
  });
  return { context, page: await context.newPage() };
}

test("a visitor's page looks the same with its own rules as with the whole stylesheet", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // One item page of each kind, from the lists.
  const firstItem = async (list: string) => {
    await page.goto(list);
    return page.locator(`main a[href^="${list}/"]`).first().getAttribute("href");
  };
  const paths = [
    "/",
    "/events",
    await firstItem("/events"),
    "/marketplace",
    await firstItem("/marketplace"),
    "/bookings",
    await firstItem("/bookings"),
    "/content",
    await firstItem("/content"),
    "/search?q=lagos",
    "/auth/sign-in",
    "/about",
  ];
  const whole = await (
    await page.request.get(
      (await page.request.get("/").then((r) => r.text())).match(
        /"(\/assets\/app-[\w-]+\.css)"/,
      )![1],
    )
  ).text();
  expect(whole.length).toBeGreaterThan(30_000);

  for (const width of [360, 1280]) {
    const { context, page: bare } = await scriptless(browser, width);
    for (const path of paths) {
      expect(path, "an item link on its list").toBeTruthy();
      const response = await bare.goto(path!);
      expect(response?.status(), path!).toBe(200);
      const own = STYLE.exec(await response!.text())![2];
      expect(own.length, `${path}: its own rules, not the whole stylesheet`).toBeLessThan(
        whole.length * 0.75,
      );
      const withOwn = await computedStyles(bare);

      // The same page, its style element holding the whole stylesheet instead.
      await bare.route(
        (url) => url.pathname + url.search === path,
        async (route) => {
          const original = await route.fetch();
          const html = (await original.text()).replace(STYLE, (_, a, _own, b) => a + whole + b);
          await route.fulfill({ response: original, body: html });
        },
      );
      await bare.goto(path!);
      const withWhole = await computedStyles(bare);
      await bare.unrouteAll();
      expect(withOwn.length, `${path} at ${width} px: same elements`).toBe(withWhole.length);
      const differ = withOwn.filter((line, i) => line !== withWhole[i]);
      expect(differ, `${path} at ${width} px: elements drawn differently`).toEqual([]);
    }
    await context.close();
  }
});

test("a visitor's page links the whole stylesheet once painted, for what client navigation draws next", async ({
  page,
}) => {
  const response = await page.goto("/about");
  const own = STYLE.exec(await response!.text())![2];
  // The events list's two-line card titles are not among the about page's rules…
  expect(own).not.toContain(".line-clamp-2{");
  await expectAccessible(page);
  await expect(page.locator("link[data-page-stylesheet]")).toHaveCount(1);
  await page.waitForFunction(() =>
    [...document.styleSheets].some((s) => s.href?.includes("/assets/app-") && s.cssRules.length),
  );
  // …and the events list, reached without loading a new document, draws them.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator("header").getByRole("link", { name: "Events", exact: true }).first().click();
  await page.waitForURL("**/events");
  const title = page.locator("main .line-clamp-2").first();
  await expect(title).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
  expect(await title.evaluate((e) => getComputedStyle(e).webkitLineClamp)).toBe("2");
  await expectAccessible(page);
});

test("a signed-in person's pages link the whole stylesheet, an immutable file", async ({
  page,
}) => {
  await signInAs(page, "viewer@example.com", "/dashboard");
  for (const path of ["/dashboard/tickets", "/events"]) {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(STYLE.exec(html)![2], `${path}: no rules inline`).toBe("");
    const link = page.locator("head link[data-page-stylesheet]");
    await expect(link).toHaveCount(1);
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    const sheet = await page.request.get(href);
    expect(sheet.headers()["cache-control"]).toContain("immutable");
    expect(sheet.headers()["content-type"]).toContain("text/css");
    // Drawn with it: text for screen readers only is taken out of the layout.
    const hidden = page.locator(".sr-only").first();
    expect(await hidden.evaluate((e) => getComputedStyle(e).position)).toBe("absolute");
    await expectAccessible(page);
  }
});
