import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { allowedHostNames, allowedHosts, forwardedOrigin, forwardedUrl } from "./request-origin";
import { securityHeaders } from "./security-headers";

const proxied = { "X-Forwarded-Proto": "https", "X-Forwarded-Host": "naija.example" };

describe("forwarded scheme and host", () => {
  it("are believed only behind a trusted proxy", () => {
    const request = new Request("http://app:3000/auth/sign-in", { headers: proxied });
    expect(forwardedUrl(request, false).origin).toBe("http://app:3000");
    expect(forwardedUrl(request, true).href).toBe("https://naija.example/auth/sign-in");
  });
  it("take the first value (the visitor's side) and ignore nonsense", () => {
    const chained = new Request("http://app:3000/", {
      headers: { "X-Forwarded-Proto": "https, http", "X-Forwarded-Host": "a.example, b.example" },
    });
    expect(forwardedUrl(chained, true).origin).toBe("https://a.example");
    const junk = new Request("http://app:3000/", {
      headers: { "X-Forwarded-Proto": "gopher", "X-Forwarded-Host": "bad host/x" },
    });
    expect(forwardedUrl(junk, true).origin).toBe("http://app:3000");
  });
  it("reach every later handler, body included, so origin checks see https", async () => {
    const app = new Hono();
    app.use(forwardedOrigin(true));
    app.post("/form", async (c) =>
      c.json({ url: c.req.url, body: await c.req.text(), method: c.req.method }),
    );
    const res = await app.request("http://app:3000/form", {
      method: "POST",
      headers: { ...proxied, Origin: "https://naija.example" },
      body: "email=a%40b.ng",
    });
    expect(await res.json()).toEqual({
      url: "https://naija.example/form",
      body: "email=a%40b.ng",
      method: "POST",
    });
    const untrusted = new Hono();
    untrusted.use(forwardedOrigin(false));
    untrusted.get("/", (c) => c.text(c.req.url));
    expect(await (await untrusted.request("http://app:3000/", { headers: proxied })).text()).toBe(
      "http://app:3000/",
    );
  });
});

describe("allowed hosts", () => {
  const machine = () => ["localhost", "127.0.0.1", "::1", "devbox"];
  const appFor = (allowed: Set<string>) => {
    const app = new Hono();
    app.use(allowedHosts(allowed));
    app.all("*", (c) => c.text(`page for ${new URL(c.req.url).host}`));
    return app;
  };

  it("default to this machine's own names, any port, plus ALLOWED_HOSTS", async () => {
    const app = appFor(
      allowedHostNames({ configuredOrigins: [], machineHosts: machine, extraHosts: ["lan.ng"] }),
    );
    for (const origin of [
      "http://localhost:3000",
      "http://127.0.0.1:8080",
      "http://[::1]:3000",
      "http://DevBox:3000",
      "http://lan.ng",
    ]) {
      expect((await app.request(`${origin}/events`)).status, origin).toBe(200);
    }
    const foreign = await app.request("http://evil.example/events");
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).not.toContain("evil.example");
    expect(foreign.headers.get("Cache-Control")).toBe("no-store");
  });
  it("are the configured public origin's host only when PUBLIC_URL is set", async () => {
    const allowed = allowedHostNames({
      configuredOrigins: ["https://naija.example", undefined],
      machineHosts: machine,
    });
    const app = appFor(allowed);
    expect((await app.request("https://naija.example/")).status).toBe(200);
    expect((await app.request("http://localhost:3000/")).status).toBe(400);
    expect((await app.request("http://evil.example/sitemap.xml")).status).toBe(400);
  });
  it("never hold back the health probes (load balancers use the pod's address)", async () => {
    const app = appFor(allowedHostNames({ configuredOrigins: [], machineHosts: machine }));
    expect((await app.request("http://10.1.2.3:3000/readyz")).status).toBe(200);
    expect((await app.request("http://10.1.2.3:3000/healthz")).status).toBe(200);
  });
  it("include this machine's hostname and addresses by default", () => {
    const names = allowedHostNames({ configuredOrigins: [] });
    expect(names.has("localhost")).toBe(true);
    expect(names.has("::1")).toBe(true);
  });
});

describe("HSTS", () => {
  it("is sent when the public origin is https, and not otherwise", () => {
    expect(securityHeaders({ hsts: true })["Strict-Transport-Security"]).toBe("max-age=31536000");
    expect(securityHeaders()["Strict-Transport-Security"]).toBeUndefined();
  });
});
