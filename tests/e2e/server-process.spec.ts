import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { copyDemoMedia } from "./demo-media.mjs";
import { expect, test, workerServer } from "./fixtures";
import { freePort, startServer, stopServer, waitUntilReady } from "./server-instance";

// Process-level behaviour of the production server: the data-directory lock and a
// clean stop on SIGTERM. No browser needed, but these need the build, like the rest.

test("a second server on the same DATA_DIR refuses to start, the first keeps serving", async ({
  request,
}, testInfo) => {
  const dataDir = workerServer(testInfo.parallelIndex).dataDir;
  const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
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
  const port = await freePort();
  const server = startServer({ DATA_DIR: dir, PORT: String(port), SEED_DEMO: "off" });
  try {
    await expect
      .poll(
        async () => (await fetch(`http://localhost:${port}/readyz`).catch(() => null))?.status ?? 0,
        {
          timeout: 60_000,
        },
      )
      .toBe(200);
    expect((await fetch(`http://localhost:${port}/events`)).status).toBe(200);
    // No demo data, so the start banner names no demo accounts.
    expect(server.output()).toContain("Naija Creators is up at");
    expect(server.output()).not.toContain("demo accounts");
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

test("a fresh start without DEMO_PASSWORD generates one and shows it once; a browser session survives a restart", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-restart-"));
  // The database is new; the demo media's bytes come from the worker's server.
  copyDemoMedia(workerServer(testInfo.parallelIndex).dataDir, dir);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  // Request logs on (info): the password must be in the banner and nowhere else.
  const env = { DATA_DIR: dir, PORT: String(port), DEMO_PASSWORD: undefined, LOG_LEVEL: "info" };
  let server = startServer(env);
  const accountMenu = page.locator("header summary").filter({ hasText: "Account menu for" });
  try {
    // The first start seeds the demo data: slow on a busy machine.
    await waitUntilReady(origin, server, 150_000);
    await expect
      .poll(() => server.output())
      .toMatch(/demo accounts \(password: \S+ {2}\(generated/);
    const password = /demo accounts \(password: (\S+) {2}\(generated/.exec(server.output())![1]!;
    expect(password).not.toBe("naija-demo-2026");
    expect(password.length).toBeGreaterThanOrEqual(24);
    await page.goto(`${origin}/auth`);
    await page.locator('main input[name="email"]').fill("creator@example.com");
    await page.locator('main input[name="password"]').fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(accountMenu).toBeVisible();
    expect(server.output()).toContain('"msg":"request"');
    expect(server.output().split(password).length - 1).toBe(1);

    expect(await stopServer(server)).toBe(0);
    server = startServer(env);
    await waitUntilReady(origin, server, 90_000);
    // Later starts say where it is kept, without printing it again.
    await expect.poll(() => server.output()).toContain("generated at first start, kept in");
    expect(server.output()).not.toContain(password);
    // Database sessions and the secret kept in DATA_DIR: the same cookie still works.
    await page.goto(`${origin}/dashboard`);
    await expect(page).toHaveURL(`${origin}/dashboard/profile`);
    await expect(accountMenu).toBeVisible();
  } finally {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
