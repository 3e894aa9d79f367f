import { Hono, type Context } from "hono";
import { describe, expect, it } from "vitest";
import { setResponseHeader } from "./response-headers";

/** A response that notes whether anything read its body (as c.header() does). */
class Watched extends Response {
  bodyRead = false;
  override get body() {
    this.bodyRead = true;
    return super.body;
  }
}

/** An app whose outer middleware sets headers on whatever the route answered. */
function app(set: (c: Context) => void) {
  const seen: { handler?: Watched; after?: Response } = {};
  const app = new Hono();
  app.use("*", async (c, next) => {
    await next();
    set(c);
    seen.after = c.res;
  });
  app.get("/page", () => {
    seen.handler = new Watched(Buffer.from("<p>cached page</p>"), {
      headers: { "Content-Type": "text/html", "X-Frame-Options": "SAMEORIGIN" },
    });
    return seen.handler;
  });
  app.get("/moved", () => Response.redirect("http://localhost/page", 302));
  return { app, seen };
}

describe("setResponseHeader", () => {
  it("sets headers on the route's own response, without copying it or reading its body", async () => {
    const { app: a, seen } = app((c) => {
      setResponseHeader(c, "X-Request-Id", "r1");
      setResponseHeader(c, "Vary", "Cookie");
    });
    const res = await a.request("/page");
    // c.header() would have made a new Response around the body turned into a stream.
    expect(seen.after).toBe(seen.handler);
    expect(seen.handler!.bodyRead).toBe(false);
    expect(res.headers.get("X-Request-Id")).toBe("r1");
    expect(res.headers.get("Vary")).toBe("Cookie");
    expect(await res.text()).toBe("<p>cached page</p>");
  });
  it("keeps a header the response already has when asked to set it only if absent", async () => {
    const { app: a } = app((c) => {
      setResponseHeader(c, "X-Frame-Options", "DENY", true);
      setResponseHeader(c, "X-Content-Type-Options", "nosniff", true);
    });
    const res = await a.request("/page");
    expect(res.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
  it("copes with immutable headers (Response.redirect) by copying that response", async () => {
    const { app: a } = app((c) => setResponseHeader(c, "X-Request-Id", "r2"));
    const res = await a.request("/moved");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("http://localhost/page");
    expect(res.headers.get("X-Request-Id")).toBe("r2");
  });
});
