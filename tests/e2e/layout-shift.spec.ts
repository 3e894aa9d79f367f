import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "@playwright/test";
import { expect, test } from "./fixtures";

// ADR 078, addendum on CLS: a page's HTML that reaches the browser in pieces (a slow
// network; a busy parser yields the same way) is not painted half-parsed, so nothing in
// it moves when the rest arrives. Lighthouse saw the header's cart link jump 120 px left
// on a phone when the Sign In button after it came in a later piece (CLS 0.0026).

const EXPECT_LINK = /<link rel="expect"[^>]*\/>/;

/**
 * A proxy in front of the product that sends a page's HTML in two pieces, `pause` ms
 * apart, cut just before the header's Sign In link (the cart link is in the first piece,
 * alone at the right end of its row); everything else passes through whole. `strip`
 * takes the page's `rel="expect"` link out, as the page was before it had one.
 */
async function slowProxy(origin: string, { strip }: { strip: boolean }) {
  const server = http.createServer((req, res) => {
    void (async () => {
      const upstream = await fetch(new URL(req.url ?? "/", origin), { redirect: "manual" });
      let body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string | string[]> = {};
      upstream.headers.forEach((value, name) => {
        // fetch has decoded the body; the length changes when the link is taken out.
        if (!["content-encoding", "content-length", "transfer-encoding"].includes(name))
          headers[name] = value;
      });
      const cookies = upstream.headers.getSetCookie();
      if (cookies.length) headers["set-cookie"] = cookies;
      res.writeHead(upstream.status, headers);
      if (!upstream.headers.get("content-type")?.includes("text/html")) return res.end(body);
      if (strip) body = Buffer.from(body.toString("utf8").replace(EXPECT_LINK, ""));
      const signIn = body.indexOf('href="/auth/sign-in');
      const cut = signIn < 0 ? -1 : body.lastIndexOf("<a ", signIn);
      if (cut < 0) return res.end(body);
      res.write(body.subarray(0, cut));
      setTimeout(() => res.end(body.subarray(cut)), 800);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

type Shift = { value: number; sources: string[] };

/** Every layout shift of a page's load on a phone-sized screen, as Lighthouse counts them. */
async function shiftsOnPhone(browser: Browser, url: string): Promise<Shift[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { shifts: Shift[] }).shifts = shifts;
      // All of them: Chromium marks shifts right after a load in an emulated phone as
      // following input, which Lighthouse counts anyway.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          sources: { node: Node | null }[];
        }[])
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((s) =>
              s.node instanceof Element ? s.node.outerHTML.slice(0, 300) : String(s.node),
            ),
          });
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.locator("footer")).toBeVisible();
    // Past the second piece, the scripts' start and hydration.
    await page.waitForFunction(() => "__naijaScriptsStarted" in window, null, { timeout: 10_000 });
    await page.waitForTimeout(500);
    return await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  } finally {
    await context.close();
  }
}

test("a page whose HTML arrives in pieces is not painted half-parsed, so nothing moves", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  for (const path of ["/", "/events", "/search?q=lagos"]) {
    const proxy = await slowProxy(baseURL!, { strip: false });
    try {
      const html = await (await fetch(`${proxy.url}${path}`)).text();
      expect(html, `${path}: the link in <head>`).toMatch(
        /<head>[\s\S]*<link rel="expect" href="#site-footer" blocking="render"\/>[\s\S]*<\/head>/,
      );
      expect(html, `${path}: the element it names`).toContain('<footer id="site-footer"');
      expect(await shiftsOnPhone(browser, `${proxy.url}${path}`), path).toEqual([]);
    } finally {
      proxy.close();
    }
  }

  // The control: the same pieces without the link paint the header with the cart link
  // alone, which moves when Sign In arrives. Were it to stop moving (a browser that waits
  // anyway), the check above would prove nothing.
  const bare = await slowProxy(baseURL!, { strip: true });
  try {
    const shifts = await shiftsOnPhone(browser, `${bare.url}/`);
    expect(shifts.length, "without the link the header moves").toBeGreaterThan(0);
    expect(shifts.flatMap((s) => s.sources).join("\n")).toContain('href="/cart"');
  } finally {
    bare.close();
  }
});
