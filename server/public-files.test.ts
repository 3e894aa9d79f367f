import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { onlyPublicFiles, publicFilePaths } from "./public-files";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-files-"));
fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
fs.writeFileSync(path.join(dir, "favicon.svg.br"), "br");
fs.writeFileSync(path.join(dir, "my file.txt"), "spaced");
fs.mkdirSync(path.join(dir, "assets"));
fs.writeFileSync(path.join(dir, "assets", "entry-abc.js"), "js");
fs.mkdirSync(path.join(dir, "guide"));
fs.writeFileSync(path.join(dir, "guide", "index.html"), "<p>guide</p>");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("files served from the client build's root", () => {
  it("lists every file outside assets/, and directories with an index.html", () => {
    expect([...publicFilePaths(dir)].sort()).toEqual([
      "/favicon.svg",
      "/favicon.svg.br",
      "/guide",
      "/guide/",
      "/guide/index.html",
      "/my file.txt",
    ]);
    expect(publicFilePaths(path.join(dir, "missing")).size).toBe(0);
  });

  it("serves those files and hands every other path to the app without looking on disk", async () => {
    const root = path.relative(process.cwd(), dir);
    const app = new Hono();
    app.use("*", onlyPublicFiles(publicFilePaths(dir), serveStatic({ root })));
    app.get("*", (c) => c.text(`page ${c.req.path}`));
    // Written after start: not served (the build does not change while it runs).
    fs.writeFileSync(path.join(dir, "late.txt"), "late");

    expect(await (await app.request("/favicon.svg")).text()).toBe("<svg/>");
    expect(await (await app.request("/my%20file.txt")).text()).toBe("spaced");
    expect(await (await app.request("/guide/")).text()).toBe("<p>guide</p>");
    expect(await (await app.request("/")).text()).toBe("page /");
    expect(await (await app.request("/events")).text()).toBe("page /events");
    expect(await (await app.request("/late.txt")).text()).toBe("page /late.txt");
  });
});
