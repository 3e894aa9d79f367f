import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tests/e2e/chromium-path";

const port = Number(process.env.E2E_PORT ?? 3300);
// One server per worker, each on its own fresh database (port + i, E2E_DATA_DIR-i), so
// two workers never see each other's sign-ins, settings or mail (tests/e2e/worker-server.ts).
const workers = Number(process.env.E2E_WORKERS ?? 2);
process.env.E2E_PORT = String(port);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `naija-e2e-${process.pid}`);
// No fixed password ships with the product: the test server and the tests share this one.
process.env.DEMO_PASSWORD ??= "naija-e2e-password";

export default defineConfig({
  testDir: "tests/e2e",
  // Multi-step flows with an axe check per page take 20–40 s on a two-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // Files run in parallel, one worker per server; tests in a file run in order.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    // Each worker's own server: the fixtures' baseURL (tests/e2e/fixtures.ts) adds its index.
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
  // The phone sweep is the longest file (about 9 minutes) and runs on one worker: listed
  // first, it starts at once beside the desktop files instead of alone at the end.
  projects: [
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: /mobile\.spec\.ts/,
    },
  ],
  // Playwright starts them one after the other, each once the one before answers: the
  // first makes the demo media, the others copy them (tests/e2e/demo-media.mjs).
  webServer: Array.from({ length: workers }, (_, i) => ({
    command: "node tests/e2e/start-server.mjs",
    url: `http://localhost:${port + i}/readyz`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    env: {
      E2E_PORT: String(port + i),
      E2E_DATA_DIR: `${process.env.E2E_DATA_DIR}-${i}`,
      DEMO_PASSWORD: process.env.DEMO_PASSWORD!,
      ...(i > 0 && { E2E_DEMO_MEDIA_FROM: `${process.env.E2E_DATA_DIR}-0` }),
    },
  })),
});
