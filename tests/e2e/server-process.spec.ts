import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServer, stopServer, waitUntilReady } from "./server-instance";

// Process-level behaviour of the production server: the data-directory lock and a
// clean stop on SIGTERM. No browser needed, but these need the build, like the rest.

test("a second server on the same DATA_DIR refuses to start, the first keeps serving", async ({
  request,
}) => {
  const second = startServer({ DATA_DIR: process.env.E2E_DATA_DIR!, PORT: "3391" });
  const code = await Promise.race([
    second.exited,
    new Promise((r) => setTimeout(() => r("timeout"), 20_000)),
  ]);
  expect(code).toBe(1);
  expect(second.output()).toContain("already using this data directory");
  expect((await request.get("/readyz")).status()).toBe(200);
});

test("SIGTERM stops the server cleanly within 10 seconds", async () => {
  test.setTimeout(90_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-stop-"));
  const server = startServer({ DATA_DIR: dir, PORT: "3392", SEED_DEMO: "off" });
  try {
    await expect
      .poll(
        async () => (await fetch("http://localhost:3392/readyz").catch(() => null))?.status ?? 0,
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
    expect((await fetch("http://localhost:3392/events")).status).toBe(200);
    server.child.kill("SIGTERM");
    const started = Date.now();
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  } finally {
    server.child.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("a browser session survives a server restart on the same DATA_DIR", async ({ page }) => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-restart-"));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = { DATA_DIR: dir, PORT: String(port) };
  let server = startServer(env);
  const accountMenu = page.locator("header summary").filter({ hasText: "Account menu for" });
  try {
    // The first start seeds the demo data: slow on a busy machine.
    await waitUntilReady(origin, server, 150_000);
    await page.goto(`${origin}/auth`);
    await page.locator('main input[name="email"]').fill("creator@example.com");
    await page
      .locator('main input[name="password"]')
      .fill(process.env.DEMO_PASSWORD ?? "naija-demo-2026");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(accountMenu).toBeVisible();

    expect(await stopServer(server)).toBe(0);
    server = startServer(env);
    await waitUntilReady(origin, server, 90_000);
    // Database sessions and the secret kept in DATA_DIR: the same cookie still works.
    await page.goto(`${origin}/dashboard`);
    await expect(page).toHaveURL(`${origin}/dashboard/profile`);
    await expect(accountMenu).toBeVisible();
  } finally {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
