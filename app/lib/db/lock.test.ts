import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./lock.server";

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("data directory lock", () => {
  it("refuses a second holder while the first process is alive", () => {
    const dir = tempDir();
    // Pretend another live process (our parent) holds the lock.
    fs.writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already using this data directory/);
  });

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "server.lock"), "999999999");
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(lock.path, "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lock.path)).toBe(false);
  });

  it("releases so the directory can be opened again", () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    first.release();
    const second = acquireDataDirLock(dir);
    second.release();
  });
});
