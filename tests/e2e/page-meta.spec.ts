// What a page says about itself to crawlers and forms' answers, as served (issue 30 §3.10).
import { expect, signInAs, test } from "./fixtures";

const robotsTags = (html: string) =>
  [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);

test("each page carries one robots tag, noindex on private and status pages", async ({
  page,
  request,
}) => {
  for (const [path, robots] of [
    ["/", "index, follow"],
    ["/about", "index, follow"],
    ["/submit", "noindex, nofollow"],
    ["/search?q=suya", "noindex, nofollow"],
    ["/payments", "noindex, nofollow"],
    ["/auth/sign-in", "noindex, nofollow"],
    ["/auth/sign-up", "noindex, nofollow"],
    ["/403", "noindex, nofollow"],
    ["/no-such-page-here", "noindex, nofollow"],
  ] as const) {
    const answer = await request.get(path, { headers: { Accept: "text/html" } });
    expect(robotsTags(await answer.text()), path).toEqual([robots]);
  }
  await signInAs(page, "viewer@example.com", "/payments?tab=history");
  expect(robotsTags(await (await page.request.get("/payments?tab=history")).text())).toEqual([
    "noindex, nofollow",
  ]);
});

test("the home page describes the site and its search box for search engines", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/")).text();
  const scripts = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]!) as { "@graph"?: Record<string, unknown>[] });
  const graph = scripts.flatMap((s) => s["@graph"] ?? []);
  const origin = new URL(baseURL!).origin;
  const site = graph.find((n) => n["@type"] === "WebSite");
  expect(site).toMatchObject({
    name: "Naija Creators",
    url: `${origin}/`,
    potentialAction: {
      "@type": "SearchAction",
      target: { urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  });
  const organization = graph.find((n) => n["@type"] === "Organization");
  expect(organization).toMatchObject({
    name: "Naija Creators",
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  });
  // Where they point is real: the search page and the logo answer.
  const template = (site!.potentialAction as { target: { urlTemplate: string } }).target;
  const search = await request.get(template.urlTemplate.replace("{search_term_string}", "suya"));
  expect(search.status()).toBe(200);
  expect((await request.get(organization!.logo as string)).status()).toBe(200);
});

test("an empty contact form says once per field that it must be filled", async ({ page }) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(main.getByText("This field na must-fill")).toHaveCount(4);
  await expect(main.getByText(/E suppose get at least/)).toHaveCount(0);
});
