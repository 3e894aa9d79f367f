import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { routing } from "./routing";
import { routeTable } from "./route-table";
import { canonicalCase, canonicalCaseFor, statusBeforeApp, unknownPaths } from "./unknown-paths";

// The shape of the build's route manifest (app/routes.ts), a few routes of it.
const build = {
  routes: {
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/events-list": { id: "routes/events-list", parentId: "root", path: "events" },
    "routes/events-item": { id: "routes/events-item", parentId: "root", path: "events/:slug" },
    "routes/sitemap": { id: "routes/sitemap", parentId: "root", path: "sitemap.xml" },
    // prefix("auth", [index(…), route("sign-in", …)]): an index route with a path.
    "routes/auth/index": { id: "routes/auth/index", parentId: "root", path: "auth", index: true },
    "routes/auth/sign-in": { id: "routes/auth/sign-in", parentId: "root", path: "auth/sign-in" },
    "not-found-explicit": { id: "not-found-explicit", parentId: "root", path: "404" },
    // A protected area's own catch-all (its guard answers, then 404).
    "routes/admin/not-found": { id: "routes/admin/not-found", parentId: "root", path: "admin/*" },
    "routes/dashboard/not-found": {
      id: "routes/dashboard/not-found",
      parentId: "root",
      path: "dashboard/*",
    },
    // People's pages (issue 35): every single segment no other route has.
    "routes/profile-public": { id: "routes/profile-public", parentId: "root", path: ":handle" },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  },
} as unknown as Parameters<typeof routeTable>[0];
const table = routeTable(build);

describe("status before the app", () => {
  it("knows unknown and removed paths from the path alone", () => {
    expect(statusBeforeApp(table, "/wp-login.php")).toBe(404);
    expect(statusBeforeApp(table, "/events/lagos-jazz/tickets/extra")).toBe(404);
    expect(statusBeforeApp(table, "/old-blog")).toBe(410);
    expect(statusBeforeApp(table, "/old-blog/2019/a-post")).toBe(410);
    expect(statusBeforeApp(table, "/Deprecated-API")).toBe(410);
  });
  it("leaves pages, item slugs, guarded areas and React Router's requests to the app", () => {
    for (const path of ["/", "/events", "/events/any-slug", "/sitemap.xml", "/404", "/auth"])
      expect(statusBeforeApp(table, path), path).toBeNull();
    expect(statusBeforeApp(table, "/admin/unknown")).toBeNull();
    expect(statusBeforeApp(table, "/dashboard/nope")).toBeNull();
    expect(statusBeforeApp(table, "/unknown.data")).toBeNull();
    expect(statusBeforeApp(table, "/__manifest")).toBeNull();
  });
});

describe("people's pages", () => {
  it("are single segments starting with @; any other single segment is still unknown", () => {
    for (const path of ["/@ada", "/@Ada.Obi", "/%40ada"])
      expect(statusBeforeApp(table, path), path).toBeNull();
    for (const path of ["/wp-login.php", "/no-such-page", "/ada", "/a@b"])
      expect(statusBeforeApp(table, path), path).toBe(404);
    // Gone paths stay gone, whichever route would have matched them.
    expect(statusBeforeApp(table, "/old-blog")).toBe(410);
  });
  it("keep the case they are asked in (the page redirects to its own spelling)", () => {
    expect(canonicalCase(table, "/@Ada")).toBeNull();
    expect(canonicalCase(table, "/Nowhere")).toBeNull();
  });
});

describe("the case of known paths", () => {
  it("is the route table's: fixed segments lowercase, parameters as typed", () => {
    expect(canonicalCase(table, "/Events")).toBe("/events");
    expect(canonicalCase(table, "/EVENTS/Lagos-Jazz")).toBe("/events/Lagos-Jazz");
    expect(canonicalCase(table, "/Sitemap.XML")).toBe("/sitemap.xml");
    expect(canonicalCase(table, "/Auth")).toBe("/auth");
    expect(canonicalCase(table, "/AUTH/Sign-In")).toBe("/auth/sign-in");
  });
  it("leaves canonical, unknown and data paths alone", () => {
    for (const path of ["/events", "/events/Lagos-Jazz", "/Unknown/Path", "/Events.data", "/"])
      expect(canonicalCase(table, path), path).toBeNull();
  });
  it("is one permanent redirect, query kept", async () => {
    const app = new Hono();
    app.use("*", routing({ canonicalCase: canonicalCaseFor(build) }));
    app.all("*", (c) => c.text("app"));
    const res = await app.request("/Events?page=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/events?page=2");
    expect((await app.request("/Events/", { method: "POST" })).headers.get("Location")).toBe(
      "/events",
    );
    expect((await app.request("/Nowhere")).status).toBe(200);
  });
});

describe("unknown paths middleware", () => {
  const app = new Hono();
  app.use("*", unknownPaths(build));
  app.all("*", (c) => c.text("app", 200));

  it("answers non-page requests itself: 404 cacheable for an hour, 410 never cached", async () => {
    const missing = await app.request("/wp-login.php", { headers: { Accept: "*/*" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await missing.text()).toContain("Page Not Found");
    const gone = await app.request("/old-blog", { method: "HEAD" });
    expect(gone.status).toBe(410);
    expect(gone.headers.get("Cache-Control")).toBe("no-cache");
  });
  it("sends browsers asking for a page, signed-in visitors and posts to the app", async () => {
    const page = { Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8" };
    expect(await (await app.request("/wp-login.php", { headers: page })).text()).toBe("app");
    const signedIn = { Accept: "*/*", Cookie: "better-auth.session_token=abc" };
    expect(await (await app.request("/wp-login.php", { headers: signedIn })).text()).toBe("app");
    expect(await (await app.request("/old-blog", { method: "POST" })).text()).toBe("app");
    expect(await (await app.request("/events", { headers: { Accept: "*/*" } })).text()).toBe("app");
    expect(await (await app.request("/auth", { headers: { Accept: "*/*" } })).text()).toBe("app");
  });
  it("answers a path the same however often it is asked, past the remembered window", async () => {
    const ask = async (path: string) =>
      (await app.request(path, { headers: { Accept: "*/*" } })).status;
    for (let round = 0; round < 2; round++) {
      expect(await ask("/events")).toBe(200);
      expect(await ask("/wp-admin/setup.php")).toBe(404);
      expect(await ask("/old-blog/2019/post")).toBe(410);
    }
    // More distinct paths than are remembered: the verdicts stay right.
    for (let i = 0; i < 5_100; i++) expect(await ask(`/probe-${i}.php`)).toBe(404);
    expect(await ask("/events")).toBe(200);
    expect(await ask("/old-blog")).toBe(410);
  });
});
