import { expect, test } from "./fixtures";

// Outbound click tracking as the browser does it: SafeLink posts with sendBeacon.

test("a beacon from our page records an outbound click; bad ones are refused", async ({
  page,
  visit,
  request,
}) => {
  await visit("/");
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/link-clicks"));
  const queued = await page.evaluate(() =>
    navigator.sendBeacon(
      "/api/link-clicks",
      new URLSearchParams({ url: "https://example.com/shop", pageUrl: "/" }),
    ),
  );
  expect(queued).toBe(true);
  expect((await answered).status()).toBe(204);

  const unsafe = await request.post("/api/link-clicks", {
    form: { url: "http://169.254.169.254/latest/meta-data/" },
  });
  expect(unsafe.status()).toBe(400);
  const bot = await request.post("/api/link-clicks", {
    form: { url: "https://example.com" },
    headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
  });
  expect(bot.status()).toBe(204);
  expect((await request.get("/api/link-clicks")).status()).toBe(405);
});
