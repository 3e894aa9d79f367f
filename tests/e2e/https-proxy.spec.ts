import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, signInAs } from "./fixtures";
import { freePort, startServer, stopServer, waitUntilReady } from "./server-instance";
import { startTlsProxy } from "./tls-proxy";

// The product behind a TLS-terminating proxy (PUBLIC_URL=https://…, TRUST_PROXY_HEADER):
// the browser's forms carry Origin https://…, while the app's socket is plain http.

test("behind an https proxy, sign-in, sign-up, contact and admin forms work, with HSTS and secure cookies", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-tls-"));
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

    await signInAs(page, "admin@example.com", "/admin");
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name.includes("better-auth.session_token"));
    expect(session?.secure).toBe(true);

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
  } finally {
    await context.close();
    await stopServer(server);
    await proxy.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
