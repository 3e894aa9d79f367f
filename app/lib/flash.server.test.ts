import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import { redirectWithToast, takeFlash } from "~/lib/flash.server";

const saved = process.env.DATA_DIR;
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "naija-flash-"));
  process.env.DATA_DIR = dir;
  resetEnvCache();
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = saved;
  resetEnvCache();
  fs.rmSync(dir, { recursive: true, force: true });
});

const pair = (setCookie: string) => setCookie.split(";")[0];

describe("takeFlash", () => {
  it("shows the queued toast once and deletes the cookie", async () => {
    const toast = {
      variant: "success" as const,
      title: "Saved",
      description: "Your changes are live.",
    };
    const sent = await redirectWithToast("/next", toast);
    const cookie = pair(sent.headers.get("Set-Cookie")!);
    expect(cookie).toMatch(/^nc_flash=./);

    const read = await takeFlash(new Request("http://x/next", { headers: { Cookie: cookie } }));
    expect(read.toast).toEqual(toast);
    const clear = read.headers!["Set-Cookie"];
    expect(pair(clear)).toBe("nc_flash=");
    expect(Date.parse(/Expires=([^;]+)/.exec(clear)![1])).toBeLessThanOrEqual(Date.now());
  });

  it("sends nothing when there is no flash cookie", async () => {
    const read = await takeFlash(new Request("http://x/", { headers: { Cookie: "a=1" } }));
    expect(read).toEqual({ toast: null, form: null, headers: undefined });
  });
});
