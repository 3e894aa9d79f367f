import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/chromium-path";

const port = Number(process.env.E2E_PORT ?? 3300);
// Known to the tests too: the process tests start a second server on the same directory.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `naija-e2e-${process.pid}`);
// No fixed password ships with the product: the test server and the tests share this one.
process.env.DEMO_PASSWORD ??= "naija-e2e-password";

export default defineConfig({
  testDir: "tests/e2e",
  // Multi-step flows with an axe check per page take 20–40 s on a two-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: "node tests/e2e/start-server.mjs",
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      E2E_PORT: String(port),
      E2E_DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_PASSWORD: process.env.DEMO_PASSWORD,
    },
  },
});
