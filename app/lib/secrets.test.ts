import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { demoPassword, forgetSecrets, getSecrets, knownDemoPassword } from "~/lib/secrets.server";

const saved = { DATA_DIR: process.env.DATA_DIR, DEMO_PASSWORD: process.env.DEMO_PASSWORD };
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-secrets-"));
  process.env.DATA_DIR = dir;
  delete process.env.DEMO_PASSWORD;
  forgetSecrets(); // each case is a fresh start of a process
  resetEnvCache();
});
afterEach(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  forgetSecrets();
  resetEnvCache();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the demo accounts' password", () => {
  it("is generated at first start when DEMO_PASSWORD is unset, and kept in DATA_DIR", () => {
    const first = demoPassword();
    expect(first.source).toBe("generated");
    expect(first.password).not.toBe("naija-demo-2026");
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const file = path.join(dir, "secrets.json");
    expect(JSON.parse(fs.readFileSync(file, "utf8")).demoPassword).toBe(first.password);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    // The same start (seed, then banner) still knows it was generated just now.
    expect(demoPassword()).toEqual(first);
    // The other secrets are added beside it without losing it, and later starts reuse it.
    forgetSecrets(); // a later start
    getSecrets();
    expect(demoPassword()).toEqual({ password: first.password, source: "stored" });
  });
  it("differs between installs", () => {
    const a = demoPassword().password;
    fs.rmSync(path.join(dir, "secrets.json"));
    forgetSecrets(); // another install
    expect(demoPassword().password).not.toBe(a);
  });
  it("is DEMO_PASSWORD when set, and then nothing is generated", () => {
    process.env.DEMO_PASSWORD = "chosen-by-the-operator";
    resetEnvCache();
    expect(demoPassword()).toEqual({ password: "chosen-by-the-operator", source: "env" });
    expect(fs.existsSync(path.join(dir, "secrets.json"))).toBe(false);
  });
  it("is never made up for demo accounts an earlier install created", () => {
    expect(knownDemoPassword()).toBeNull();
    expect(fs.existsSync(path.join(dir, "secrets.json"))).toBe(false);
  });
});
