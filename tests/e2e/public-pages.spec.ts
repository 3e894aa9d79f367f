import { expect, expectAccessible, expectHydrated, MAILBOX_TOKEN, test } from "./fixtures";

test("home page shows every section from live data", async ({ visit }) => {
  const page = await visit("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Explore Content" })).toBeVisible();
  for (const section of [
    "Featured Content",
    "Latest Content",
    "Upcoming Events",
    "Marketplace",
    "Featured Stays",
  ]) {
    const region = page.getByRole("region", { name: section });
    await expect(region).toBeVisible();
    await expect(region.getByRole("listitem").first()).toBeVisible();
  }
  const areas = page.getByRole("navigation", { name: "Areas" }).last();
  for (const tile of ["Content", "Events", "Marketplace", "Bookings"]) {
    await expect(areas.getByRole("link", { name: new RegExp(tile) })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Announcement" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Sponsored" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("Lagos, Nigeria");
});

const AREAS = [
  { path: "/content", heading: "Content", itemPrefix: "/content/" },
  { path: "/events", heading: "Events", itemPrefix: "/events/" },
  { path: "/marketplace", heading: "Marketplace", itemPrefix: "/marketplace/" },
  { path: "/bookings", heading: "Stays", itemPrefix: "/bookings/" },
];

for (const area of AREAS) {
  test(`${area.path} lists items, paginates and opens an item page`, async ({ visit, page }) => {
    await visit(area.path);
    await expect(page.getByRole("heading", { level: 1, name: area.heading })).toBeVisible();
    const tab = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: area.heading === "Stays" ? "Bookings" : area.heading });
    await expect(tab).toHaveAttribute("aria-current", "page");
    const cards = page.locator(`main a[href^="${area.itemPrefix}"]`);
    expect(await cards.count()).toBeGreaterThan(3);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    if (await pagination.count()) {
      await pagination.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(new RegExp(`${area.path}\\?page=2`));
      await expectAccessible(page);
    }
    const first = page.locator(`main a[href^="${area.itemPrefix}"]`).first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expectAccessible(page);
  });
}

test("an event page shows its ticket types and prices", async ({ visit, page }) => {
  await visit("/events");
  await page.locator('main a[href^="/events/"]').first().click();
  const tickets = page.getByRole("complementary", { name: "Tickets" });
  await expect(tickets.getByRole("listitem").first()).toBeVisible();
  await expect(tickets).toContainText(/₦|Free/);
});

test("a product page shows price and stock; a stay page shows nightly price and amenities", async ({
  visit,
  page,
}) => {
  await visit("/marketplace");
  await page.locator('main a[href^="/marketplace/"]').first().click();
  await expect(page.locator("main")).toContainText("₦");
  await expect(page.locator("main")).toContainText(/In Stock|Out of Stock/);
  await visit("/bookings");
  await page.locator('main a[href^="/bookings/"]').first().click();
  await expect(page.locator("main")).toContainText("/ night");
  await expect(page.getByRole("heading", { name: "What this place offers" })).toBeVisible();
});

test("content pages play or show their media", async ({ visit, page }) => {
  test.setTimeout(90_000);
  const players = { Video: "video", Audio: "audio", Image: "img", Document: "iframe" } as const;
  await visit("/content");
  // One item of each type, picked by the type badge on its card.
  const cards = await page.locator("main li").evaluateAll((items) =>
    items.map((li) => ({
      type: li.querySelector(".badge")?.textContent?.trim() ?? "",
      href: li.querySelector('a[href^="/content/"]')?.getAttribute("href") ?? "",
    })),
  );
  const picked = new Map<string, string>();
  for (const card of cards)
    if (card.href && !picked.has(card.type)) picked.set(card.type, card.href);
  expect([...picked.keys()].filter((t) => t in players).length).toBeGreaterThanOrEqual(3);
  for (const [type, href] of picked) {
    const selector = players[type as keyof typeof players];
    if (!selector) continue;
    const response = await page.goto(href, { waitUntil: "domcontentloaded" });
    expect(response?.status()).toBe(200);
    await expect(page.locator(`main article ${selector}`).first()).toBeAttached();
    const src = await page.locator("main a[download]").getAttribute("href");
    const media = await page.request.get(src!, { headers: { Range: "bytes=0-99" } });
    expect(media.status(), `${type} media ${src}`).toBe(206);
    await expectAccessible(page);
  }
});

test("unknown paths answer 404 with the not-found page", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expectAccessible(page);
  const item = await page.goto("/events/no-such-event");
  expect(item?.status()).toBe(404);
});

test("no header or footer link leads to a server error", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("header a[href^='/'], footer a[href^='/'], nav[aria-label='Areas'] a[href^='/']")
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute("href")!))]);
  expect(hrefs.length).toBeGreaterThan(12);
  for (const href of hrefs) {
    const res = await request.get(href);
    expect(res.status(), href).toBeLessThan(500);
  }
});

test("the footer newsletter box subscribes with double opt-in", async ({ page, visit }) => {
  await visit("/events");
  const email = `reader-${Date.now()}@example.com`;
  await page.getByRole("contentinfo").getByLabel("E-mail address").fill(email);
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByText("Check your email and confirm your subscription.")).toBeVisible();
  await visit(`/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: /Confirm your Naija Creators newsletter/ }).click();
  await expectAccessible(page);
  await page.getByRole("link", { name: /newsletter\/confirm/ }).click();
  await expect(
    page.getByText("Your newsletter subscription don confirm. Thank you!"),
  ).toBeVisible();
  // The same link followed again says so, not "subscribe again" (issue 30).
  await page.goBack();
  await page.getByRole("link", { name: /newsletter\/confirm/ }).click();
  await expect(
    page.getByText("This address don already confirm for the newsletter. Nothing more to do."),
  ).toBeVisible();

  // Subscribing again changes nothing and says so.
  await page.getByRole("contentinfo").getByLabel("E-mail address").fill(email);
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(
    page.getByText("This email don already dey our newsletter list. Nothing else to do!"),
  ).toBeVisible();

  // The welcome mail carries the way out, as a link and as RFC 8058 headers.
  await visit(`/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: /You're on the Naija Creators newsletter/ }).click();
  await expectAccessible(page);
  const unsubscribe = await page.getByRole("link", { name: /newsletter\/unsubscribe/ }).innerText();
  await expect(page.locator('[data-mail-header="List-Unsubscribe"]')).toHaveText(
    `<${unsubscribe}>`,
  );
  await expect(page.locator('[data-mail-header="List-Unsubscribe-Post"]')).toHaveText(
    "List-Unsubscribe=One-Click",
  );
  // Opening the link (what a mail scanner does) only asks.
  await page.getByRole("link", { name: /newsletter\/unsubscribe/ }).click();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(
    page
      .getByRole("status")
      .getByText("We don remove your email from the newsletter. You fit join again anytime."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});

test("a mail client's one-click unsubscribe (RFC 8058) needs only the link's token", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `one-click-${Date.now()}@example.com`;
  await page.goto("/");
  await page.getByRole("contentinfo").getByLabel("E-mail address").fill(email);
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your email and confirm your subscription.")).toBeVisible();
  const mailbox = `/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent(email)}`;
  await page.goto(mailbox);
  await page.getByRole("link", { name: /Confirm your Naija Creators newsletter/ }).click();
  await page.getByRole("link", { name: /newsletter\/confirm/ }).click();
  await page.goto(mailbox);
  await page.getByRole("link", { name: /You're on the Naija Creators newsletter/ }).click();
  const header = await page.locator('[data-mail-header="List-Unsubscribe"]').innerText();
  const url = /^<(.+)>$/.exec(header)![1]!;

  // The mail provider's server posts: no cookies, no Origin, no confirm page.
  const provider = await playwright.request.newContext({ baseURL });
  const wrong = await provider.post(url.replace(/token=[^&]+/, "token=forged"), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(wrong.status()).toBe(404);
  const posted = await provider.post(url, { form: { "List-Unsubscribe": "One-Click" } });
  expect(posted.status()).toBe(200);
  await provider.dispose();

  await page.goto(url);
  await expect(
    page.getByText("We don remove your email from the newsletter. You fit join again anytime."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});

test("a refused newsletter address comes back with its error and what was typed", async ({
  page,
  visit,
}) => {
  await visit("/marketplace");
  const footer = page.getByRole("contentinfo");
  const box = footer.getByLabel("E-mail address");
  await box.fill("ada-at-example.com");
  // Skip the browser's own check so the server's answer is what we see.
  await footer.locator("form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await expect(box).toHaveValue("ada-at-example.com");
  await expect(box).toHaveAttribute("aria-invalid", "true");
  await expect(footer.getByText("Abeg enter correct email address")).toBeVisible();
  await expectAccessible(page);
});

test("pages work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/events");
  expect(await page.locator('main a[href^="/events/"]').count()).toBeGreaterThan(3);
  await page.locator('main a[href^="/events/"]').first().click();
  await expect(page.getByRole("complementary", { name: "Tickets" })).toBeVisible();
  await context.close();
});

test("the mailbox needs its token", async ({ request }) => {
  expect((await request.get("/dev/mailbox")).status()).toBe(404);
  expect((await request.get("/dev/mailbox?token=wrong")).status()).toBe(404);
  // A token of the right length in characters but not in bytes is refused, not a 500.
  const multiByte = encodeURIComponent("é".repeat(MAILBOX_TOKEN.length));
  expect((await request.get(`/dev/mailbox?token=${multiByte}`)).status()).toBe(404);
});

// A page-cache hit comes in gzip joined around its own response's nonce
// (server/joined-gzip.ts): the browser decodes it, and the scripts that carry the nonce
// run under the page's CSP, so the page hydrates and the client router takes over.
test("anonymous pages served from the page cache in gzip hydrate", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const [path, link] of [
    ["/", "Events"],
    ["/events", "Marketplace"],
  ] as const) {
    await page.goto(path); // fills the page cache, if it was not filled already
    const response = await page.goto(path);
    const headers = (await response?.allHeaders()) ?? {};
    expect(["HIT", "STALE"], `${path} from the page cache`).toContain(headers["x-cache"]);
    expect(headers["content-encoding"]).toBe("gzip");
    await expectAccessible(page);
    await expectHydrated(page, path, link);
  }
  expect(errors).toEqual([]);
});
