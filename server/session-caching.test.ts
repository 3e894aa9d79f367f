import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { sessionCaching } from "./session-caching";

function app() {
  const app = new Hono();
  app.use("*", sessionCaching());
  // A public page as routes send it (lib/http-cache.ts), and its .data twin.
  app.get("/events", (c) => c.html("<p>events</p>", 200, { "Cache-Control": "no-cache" }));
  app.get("/events.data", (c) =>
    c.body("[]", 200, { "Content-Type": "text/x-script", "Cache-Control": "no-cache" }),
  );
  app.get("/dashboard", (c) => c.html("<p>mine</p>"));
  app.get("/robots.txt", (c) => c.text("User-agent: *", 200, { "Cache-Control": "public" }));
  app.post("/auth/sign-in", () => {
    const res = Response.redirect("http://localhost/dashboard", 303);
    return res; // immutable headers, as better-auth and redirects may answer
  });
  app.get("/signed-in-redirect", (c) => {
    c.header("Set-Cookie", "nc_flash=1; Path=/");
    return c.redirect("/", 303);
  });
  return app;
}

const session = { Cookie: "theme=dark; better-auth.session_token=abc.def" };

describe("cache headers of responses that depend on the session", () => {
  it("documents and .data for a signed-in person are private, no-store", async () => {
    for (const path of ["/events", "/events.data", "/dashboard"]) {
      const res = await app().request(path, { headers: session });
      expect(res.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });
  it("a response setting a cookie is private, no-store, even for a visitor without one", async () => {
    const res = await app().request("/signed-in-redirect");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
  it("copes with immutable headers (Response.redirect)", async () => {
    const res = await app().request("/auth/sign-in", { method: "POST", headers: session });
    expect(res.status).toBe(303);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });
  it("anonymous pages keep the route's caching, and every page varies by cookie", async () => {
    const page = await app().request("/events");
    expect(page.headers.get("Cache-Control")).toBe("no-cache");
    expect(page.headers.get("Vary")).toBe("Cookie");
    const data = await app().request("/events.data");
    expect(data.headers.get("Vary")).toBe("Cookie");
    const robots = await app().request("/robots.txt");
    expect(robots.headers.get("Cache-Control")).toBe("public");
    expect(robots.headers.get("Vary")).toBeNull();
  });
});
