import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { copyDemoMedia } from "./demo-media.mjs";
import { DEMO_PASSWORD, signInAs, workerServer } from "./fixtures";
import { freePort, startServer, stopServer, waitUntilReady } from "./server-instance";
import { startTlsProxy } from "./tls-proxy";

// The product behind a TLS-terminating proxy (PUBLIC_URL=https://…, TRUST_PROXY_HEADER):
// the browser's forms carry Origin https://…, while the app's socket is plain http.

test("behind an https proxy, sign-in, sign-up, contact and admin forms work, with HSTS and secure cookies", async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-tls-"));
  // A fresh database, seeded at start; the demo media's bytes from the worker's server.
  copyDemoMedia(workerServer(testInfo.parallelIndex).dataDir, path.join(dir, "data"));
  const appPort = await freePort();
  const proxy = await startTlsProxy(appPort, dir);
  const origin = `https://localhost:${proxy.port}`;
  const server = startServer({
    DATA_DIR: path.join(dir, "data"),
    PORT: String(appPort),
    HOST: "127.0.0.1",
    PUBLIC_URL: origin,
    TRUST_PROXY_HEADER: "x-forwarded-for",
    DEMO_PASSWORD,
  });
  const context = await browser.newContext({ ignoreHTTPSErrors: true, baseURL: origin });
  try {
    // The first start seeds the demo data: slow on a busy machine.
    await waitUntilReady(`http://127.0.0.1:${appPort}`, server, 200_000);
    const page = await context.newPage();

    const home = await page.goto("/");
    expect(home?.headers()["strict-transport-security"]).toBe("max-age=31536000");
    expect(home?.headers()["vary"]).toMatch(/\bCookie\b/);

    await signInAs(page, "admin@example.com", "/admin");
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.includes("better-auth.session_token"));
    expect(session?.secure).toBe(true);
    // Signed in, pages and their data are this person's only.
    for (const path of ["/events", "/events.data", "/admin/overview"]) {
      const res = await page.request.get(path);
      expect(res.headers()["cache-control"], path).toBe("private, no-store");
      expect(res.headers()["vary"], path).toMatch(/\bCookie\b/);
    }

    // An admin form (a role change), then back.
    await page.goto("/admin/users?q=viewer%40example.com");
    const card = page.locator("main li").filter({ hasText: "viewer@example.com" });
    await card.getByRole("combobox").selectOption("creator");
    await card.getByRole("button", { name: "Update role" }).click();
    await expect(card.locator("[data-role]")).toHaveText(/creator/i);
    await card.getByRole("combobox").selectOption("viewer");
    await card.getByRole("button", { name: "Update role" }).click();
    await expect(card.locator("[data-role]")).toHaveText(/viewer/i);

    await page.locator("header summary").filter({ hasText: "Account menu for" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();

    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("Your name").fill("Chidi Okeke");
    await main.getByLabel("E-mail address").fill("chidi@example.com");
    await main.getByLabel("Subject").fill("Behind the proxy");
    await main.getByLabel("Message").fill("Does the contact form work over https too?");
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!").first()).toBeVisible();

    await page.goto("/auth/sign-up");
    await main.locator('input[name="fullName"]').fill("Tolu Bakare");
    await main.locator('input[name="email"]').fill(`tolu-${Date.now()}@example.com`);
    await main.locator('input[name="password"]').fill("egusi-soup-2026");
    await main.locator('input[name="confirmPassword"]').fill("egusi-soup-2026");
    await main.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
    expect(page.url().startsWith(origin)).toBe(true);

    // A Host (or forwarded host) that is not ours is refused, straight or via the proxy.
    expect(await statusFor(appPort, { Host: "evil.example" })).toBe(400);
    expect(await statusFor(appPort, { "X-Forwarded-Host": "evil.example" })).toBe(400);
    expect(await statusFor(appPort, { Host: `localhost:${proxy.port}` })).toBe(200);
  } finally {
    await context.close();
    await stopServer(server);
    await proxy.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** GET /events on the app's own port with the given headers (fetch cannot set Host). */
function statusFor(port: number, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/events", headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}
