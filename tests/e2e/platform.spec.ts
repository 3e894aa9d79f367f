import { expect, expectAccessible, MAILBOX_TOKEN, test } from "./fixtures";

const POLICIES = [
  { path: "/privacy-policy", heading: "Privacy Policy", text: "Nigeria Data Protection Act 2023" },
  { path: "/terms-of-service", heading: "Terms of Service", text: "at least 18 years old" },
  { path: "/community-guidelines", heading: "Community Guidelines", text: "within 24 hours" },
  { path: "/cookie-policy", heading: "Cookie Policy", text: "nc_flash" },
];

test("the static and policy pages render with their metadata", async ({ page, visit }) => {
  await visit("/about");
  await expect(page.getByRole("heading", { level: 1, name: "About Naija Creators" })).toBeVisible();
  for (const policy of POLICIES) {
    await visit(policy.path);
    await expect(page.getByRole("heading", { level: 1, name: policy.heading })).toBeVisible();
    await expect(page.getByText("Last updated:")).toContainText("5 Dec 2024");
    await expect(page.getByText(policy.text).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${policy.path}$`),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${policy.heading} | Naija Creators`,
    );
  }
});

test("the footer's company and legal links all resolve", async ({ page, request }) => {
  await page.goto("/");
  const hrefs = await page
    .locator("footer nav a[href^='/']")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  for (const path of ["/about", "/contact", ...POLICIES.map((p) => p.path)]) {
    expect(hrefs).toContain(path);
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("the contact form keeps typed values on error, then sends and e-mails support", async ({
  page,
  visit,
}) => {
  await visit("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
  await main.getByLabel("Your name").fill("Chidi Okeke");
  await main.getByLabel("E-mail address").fill("chidi-at-example");
  await main.getByLabel("Subject").fill("Ticket help");
  await main.getByLabel("Message").fill("Short");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(main.getByText("Abeg enter correct email address")).toBeVisible();
  await expect(main.getByLabel("Your name")).toHaveValue("Chidi Okeke");
  await expect(main.getByLabel("Message")).toHaveValue("Short");
  await expectAccessible(page);

  const subject = `Ticket help ${Date.now()}`;
  await main.getByLabel("E-mail address").fill("chidi@example.com");
  await main.getByLabel("Subject").fill(subject);
  await main.getByLabel("Message").fill("I paid for two tickets but only one arrived in my inbox.");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!").first()).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.").first()).toBeVisible();
  await expect(main.getByLabel("Subject")).toHaveValue("");
  await expectAccessible(page);

  await page.goto(
    `/dev/mailbox?token=${MAILBOX_TOKEN}&to=${encodeURIComponent("support@naijacreators.ng")}`,
  );
  await expect(
    page.getByRole("link", { name: new RegExp(`\\[Contact\\] ${subject}`) }),
  ).toBeVisible();
});

test("the contact form works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact");
  const main = page.getByRole("main");
  await main.getByLabel("Your name").fill("Amaka Eze");
  await main.getByLabel("E-mail address").fill("amaka@example.com");
  await main.getByLabel("Subject").fill("Partnership");
  await main.getByLabel("Message").fill("We would like to list our festival with you.");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(main.getByRole("status")).toContainText("Message sent successfully!");
  await context.close();
});

test("unknown paths: 404 page with search, popular pages and a broken-link report", async ({
  page,
}) => {
  const response = await page.goto("/some/missing-page?from=tweet");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("public, max-age=3600");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute(
    "content",
    "noindex, nofollow",
  );
  const main = page.getByRole("main");
  for (const name of ["Home", "Content", "Events", "Marketplace", "Bookings"])
    await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(main.getByRole("link", { name: "Go Back" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expectAccessible(page);

  await main.getByText("Report Broken Link").click();
  await main.getByLabel("Your e-mail (optional)").fill("tolu@example.com");
  await main.getByLabel("Additional details (optional)").fill("Linked from a tweet");
  await expectAccessible(page);
  await main.getByRole("button", { name: "Submit Report" }).click();
  await expect(
    page.getByText("Thank you for reporting this broken link. Our team will investigate."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/some\/missing-page\?from=tweet$/);

  // The search box goes to the content search, trimmed.
  await main.getByLabel("Search content").fill("  afrobeats  ");
  await main.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/content\?search=afrobeats$/);
  // The content list is filtered by the term, which stays in its own search box.
  await expect(page.getByRole("main").getByText(/results? for "afrobeats"/)).toBeVisible();
  await expect(page.getByRole("main").getByLabel("Search content")).toHaveValue("afrobeats");
  await expectAccessible(page);
});

test("a broken-link report works without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/no-such-thing");
  const main = page.getByRole("main");
  await main.getByText("Report Broken Link").click();
  await main.getByLabel("Your e-mail (optional)").fill("not-an-email");
  await main.getByRole("button", { name: "Submit Report" }).click();
  await expect(main.getByText("Abeg enter correct email address")).toBeVisible();
  await expect(main.getByLabel("Your e-mail (optional)")).toHaveValue("not-an-email");
  await main.getByLabel("Your e-mail (optional)").fill("");
  await main.getByRole("button", { name: "Submit Report" }).click();
  await expect(main.getByRole("status")).toContainText("Report Submitted");
  await context.close();
});

test("gone paths answer 410 with the removed-page view, never cached", async ({ page }) => {
  for (const path of ["/old-blog", "/deprecated-api", "/legacy-admin"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(410);
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    await expect(
      page.getByRole("heading", { level: 1, name: "Page Permanently Removed" }),
    ).toBeVisible();
  }
  await expectAccessible(page);
});

test("non-page requests to unknown or removed paths are answered before the app renders", async ({
  request,
}) => {
  const probe = await request.get("/wp-login.php", { headers: { Accept: "*/*" } });
  expect(probe.status()).toBe(404);
  expect(probe.headers()["content-type"]).toContain("text/plain");
  expect(probe.headers()["cache-control"]).toBe("public, max-age=3600");
  const gone = await request.head("/old-blog/2019/a-post");
  expect(gone.status()).toBe(410);
  expect(gone.headers()["cache-control"]).toBe("no-cache");
  // A browser asking for the page gets the view, with the same status.
  const page = await request.get("/wp-login.php", { headers: { Accept: "text/html" } });
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain("Report Broken Link");
});

test("legacy paths and trailing slashes redirect permanently from the server", async ({
  request,
}) => {
  const cases: [string, string][] = [
    ["/home", "/"],
    ["/content-library?search=jazz", "/content?search=jazz"],
    ["/event-listings", "/events"],
    ["/marketplace-items", "/marketplace"],
    ["/booking-management", "/bookings"],
    ["/login", "/auth/sign-in"],
    ["/signup", "/auth/sign-up"],
    ["/profile", "/dashboard"],
    ["/events/", "/events"],
  ];
  for (const [from, to] of cases) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(res.headers()["location"], from).toBe(to);
  }
  const post = await request.post("/register", { maxRedirects: 0 });
  expect(post.status()).toBe(308);
  expect((await request.get("/healthz", { maxRedirects: 0 })).status()).toBe(200);
});

test("robots.txt and a streamed sitemap.xml", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin");
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/about</loc>");
  const item = /<loc>http:\/\/localhost:\d+(\/events\/[^<]+)<\/loc><lastmod>/.exec(xml);
  expect(item).not.toBeNull();
  const page = await request.get(item![1]);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('"@type":"Event"');
});
