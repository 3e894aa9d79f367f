import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Process-level behaviour of the production server: the data-directory lock and a
// clean stop on SIGTERM. No browser needed, but these need the build, like the rest.

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

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
