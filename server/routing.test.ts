import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { canonicalPath, itemIdLink, LEGACY_REDIRECTS, permanentStatus } from "~/lib/redirects";
import { isGonePath } from "~/lib/gone-paths";
import { routing } from "./routing";

const ID = "0b6f6a3e-2c1d-4e8f-9a7b-123456789abc";

function appWith(options: Parameters<typeof routing>[0] = {}) {
  const app = new Hono();
  app.use("*", routing(options));
  app.all("*", (c) => c.text(`app ${c.req.path}`));
  return app;
}

describe("redirect table", () => {
  it("maps every legacy path of the spec", () => {
    expect(LEGACY_REDIRECTS).toEqual({
      "/home": "/",
      "/content-library": "/content",
      "/event-listings": "/events",
      "/marketplace-items": "/marketplace",
      "/booking-management": "/bookings",
      "/user-dashboard": "/dashboard",
      "/admin-panel": "/admin",
      "/login": "/auth/sign-in",
      "/register": "/auth/sign-up",
      "/signup": "/auth/sign-up",
      "/profile": "/dashboard",
      "/settings": "/dashboard",
    });
  });
  it("removes trailing slashes and applies the table in one step", () => {
    expect(canonicalPath("/events/")).toBe("/events");
    expect(canonicalPath("/home/")).toBe("/");
    expect(canonicalPath("/LOGIN")).toBe("/auth/sign-in");
    expect(canonicalPath("/")).toBeNull();
    expect(canonicalPath("/events")).toBeNull();
    // Never a protocol-relative Location.
    expect(canonicalPath("//evil.com/")).toBe("/evil.com");
  });
  it("uses 301 for GET/HEAD and 308 for other methods", () => {
    expect(permanentStatus("GET")).toBe(301);
    expect(permanentStatus("HEAD")).toBe(301);
    expect(permanentStatus("POST")).toBe(308);
  });
  it("recognises id-based item links", () => {
    const areas = ["events", "content", "marketplace", "bookings"];
    expect(itemIdLink(`/properties/${ID}`, areas)).toEqual({ area: "bookings", id: ID });
    expect(itemIdLink(`/events/${ID.toUpperCase()}`, areas)).toEqual({ area: "events", id: ID });
    expect(itemIdLink("/events/lagos-jazz-night", areas)).toBeNull();
    expect(itemIdLink(`/admin/${ID}`, areas)).toBeNull();
    // Only the areas given (the item kinds') are item links.
    expect(itemIdLink(`/events/${ID}`, ["content"])).toBeNull();
  });
  it("knows the gone paths, below them too", () => {
    expect(isGonePath("/old-blog")).toBe(true);
    expect(isGonePath("/old-blog/2019/post")).toBe(true);
    expect(isGonePath("/Legacy-Admin/")).toBe(true);
    expect(isGonePath("/old-blogger")).toBe(false);
  });
});

describe("routing middleware", () => {
  it("answers legacy paths with a permanent redirect keeping the query", async () => {
    const app = appWith();
    const res = await app.request("/content-library?search=afrobeats&page=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/content?search=afrobeats&page=2");
    const post = await app.request("/login", { method: "POST" });
    expect(post.status).toBe(308);
    expect(post.headers.get("Location")).toBe("/auth/sign-in");
  });
  it("removes a trailing slash", async () => {
    const res = await appWith().request("/marketplace/?q=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/marketplace?q=1");
  });
  it("lets canonical paths through", async () => {
    const res = await appWith().request("/events");
    expect(await res.text()).toBe("app /events");
  });
  it("redirects id links to the slug page of visible items only", async () => {
    const app = appWith({
      itemAreas: ["events", "bookings"],
      slugPathForItemId: async (area, id) => (id === ID ? `/${area}/ocean-view-flat` : null),
    });
    const res = await app.request(`/properties/${ID}?ref=search`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/bookings/ocean-view-flat?ref=search");
    const unknown = await app.request("/events/11111111-2222-4333-8444-555555555555");
    expect(unknown.status).toBe(200); // the app answers it (404 there)
  });
  it("sends other hosts and http to CANONICAL_ORIGIN, never the health probes", async () => {
    const app = appWith({ canonicalOrigin: "https://www.example.ng" });
    const other = await app.request("https://example.ng/events?x=1");
    expect(other.status).toBe(301);
    expect(other.headers.get("Location")).toBe("https://www.example.ng/events?x=1");
    const http = await app.request("http://www.example.ng/home/", { method: "POST" });
    expect(http.status).toBe(308);
    expect(http.headers.get("Location")).toBe("https://www.example.ng/");
    const ok = await app.request("https://www.example.ng/events");
    expect(ok.status).toBe(200);
    for (const probe of ["/healthz", "/readyz"]) {
      expect((await app.request(`http://10.0.0.5:3000${probe}`)).status).toBe(200);
    }
  });
  it("trusts X-Forwarded-Proto/Host only behind a configured proxy", async () => {
    const headers = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "www.example.ng" };
    const untrusted = appWith({ canonicalOrigin: "https://www.example.ng" });
    const spoofed = await untrusted.request("http://internal:3000/events", { headers });
    expect(spoofed.status).toBe(301);
    const trusted = appWith({ canonicalOrigin: "https://www.example.ng", trustProxy: true });
    const proxied = await trusted.request("http://internal:3000/events", { headers });
    expect(proxied.status).toBe(200);
    const plain = await trusted.request("http://internal:3000/events", {
      headers: { "X-Forwarded-Proto": "http", "X-Forwarded-Host": "www.example.ng" },
    });
    expect(plain.headers.get("Location")).toBe("https://www.example.ng/events");
  });
});
