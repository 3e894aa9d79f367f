import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { FORM_MAX_BYTES, requestBodies, UPLOAD_RULES, type UploadRule } from "./request-body";

const MB = 1024 * 1024;

/** A body of `total` bytes made as it is read; `pulled()` says how much was read. */
function lazyBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(64 * 1024, total - sent)).fill(0x61);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

function appWith(rules: readonly UploadRule[] = []) {
  const app = new Hono();
  app.use("*", requestBodies(rules));
  app.all("*", async (c) => {
    if (!c.req.header("Content-Type")) return c.json({ fields: [] });
    const form = await c.req.raw.formData();
    return c.json({ fields: [...form.keys()] });
  });
  return app;
}

const post = (app: Hono, path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
    duplex: "half",
  } as RequestInit);

describe("body limits", () => {
  it("refuses 200 MB to a form at once, by its Content-Length, reading nothing", async () => {
    const body = lazyBody(200 * MB);
    const res = await post(appWith(), "/contact", body.stream, {
      "Content-Length": String(200 * MB),
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("too big");
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it("refuses 200 MB sent without a length once the limit is passed, not at the end", async () => {
    const body = lazyBody(200 * MB);
    const res = await post(appWith(), "/contact", body.stream);
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(FORM_MAX_BYTES + 256 * 1024);
  });

  it("lets a form under the limit through, readable by the page", async () => {
    const res = await post(appWith(), "/contact", "name=Ada&message=hi");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fields: ["name", "message"] });
  });

  it("checks permission before reading more than a form's bytes on an upload route", async () => {
    const seen: number[] = [];
    let body = lazyBody(2 * MB);
    const rule = (allowed: boolean): UploadRule => ({
      path: "/dashboard/profile",
      maxBytes: 5 * MB,
      mayUpload: async () => {
        seen.push(body.pulled());
        return allowed;
      },
    });
    const multipart = { "Content-Type": "multipart/form-data; boundary=x" };
    // Not allowed: the form limit applies.
    const refused = await post(
      appWith([rule(false)]),
      "/dashboard/profile",
      body.stream,
      multipart,
    );
    expect(refused.status).toBe(413);
    expect(seen).toEqual([0]);
    // Allowed (signed in): 2 MB is read, then refused for not being a valid form.
    body = lazyBody(2 * MB);
    const read = await post(
      appWith([rule(true)]),
      "/dashboard/profile.data",
      body.stream,
      multipart,
    );
    expect(read.status).toBe(400);
    expect(body.pulled()).toBe(2 * MB);
  });
});

describe("the event form's upload rules", () => {
  it("let a cover through on /create and on each event's edit page only", async () => {
    const rules: UploadRule[] = UPLOAD_RULES.filter((r) => r.path !== "/dashboard/profile").map(
      (r) => ({ ...r, mayUpload: async () => true }),
    );
    const multipart = { "Content-Type": "multipart/form-data; boundary=x" };
    const send = async (path: string) =>
      (await post(appWith(rules), path, lazyBody(2 * MB).stream, multipart)).status;
    // Read in full (then refused as a broken form), not cut off at the form limit.
    expect(await send("/create")).toBe(400);
    expect(await send("/events/dashboard/create.data")).toBe(400);
    expect(await send("/events/dashboard/0b6c9a52-6f5e-4c57-9a49-1b0f6c2b3d4e/edit")).toBe(400);
    // Other pages under the dashboard keep the form limit.
    expect(await send("/events/dashboard/0b6c9a52-6f5e-4c57-9a49-1b0f6c2b3d4e/cancel")).toBe(413);
    expect(await send("/events/dashboard/x/edit/more")).toBe(413);
    // The edit page's pattern, as app/routes.ts has it (any id: its action answers 404
    // for one that is not an event; only the event's managers may send this much).
    expect(await send("/Events/Dashboard/x/edit/")).toBe(400);
  });
});

describe("only forms, without control characters", () => {
  it.each([
    ["application/json", '{"a":1}', 415],
    ["text/plain", "a=1", 415],
    ["multipart/form-data; boundary=x", "--y\r\nbroken", 400],
    ["application/x-www-form-urlencoded", "a=%00", 400],
    ["application/x-www-form-urlencoded", "a%01=1", 400],
    ["application/x-www-form-urlencoded", "a=%1B%5B31m", 400],
  ])("%s %j → %d", async (type, body, status) => {
    const res = await post(appWith(), "/contact", body, { "Content-Type": type });
    expect(res.status).toBe(status);
    expect(await res.text()).toMatch(/form|hidden characters/);
  });

  it("keeps TAB, CR and LF (textareas send them), and empty posts", async () => {
    expect((await post(appWith(), "/contact", "m=a%0D%0Ab%09c")).status).toBe(200);
    const empty = await appWith().request("/auth/sign-out", { method: "POST" });
    expect(empty.status).toBe(200);
  });

  it("hands an empty post without a content type on as an empty form", async () => {
    // Actions read every post with formData() (a plain `curl -X POST` sends no body and
    // no Content-Type, which formData() alone throws on: a 500 from /cart).
    const app = new Hono();
    app.use("*", requestBodies([]));
    app.post("*", async (c) => c.json({ fields: [...(await c.req.raw.formData()).keys()] }));
    const res = await app.request("/cart", { method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fields: [] });
  });

  it("refuses control characters in the path or query, on every method", async () => {
    const app = appWith();
    for (const url of ["/search?q=%00", "/events/a%00b", "/search?q=%7f", "/x?%1b=1"]) {
      expect((await app.request(url)).status, url).toBe(400);
    }
    expect((await app.request("/search?q=%E2%82%A6%20%09")).status).not.toBe(400);
  });
});
