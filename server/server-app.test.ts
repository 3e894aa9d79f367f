import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, sameOrigin } from "./app";
import { compression } from "./compression";
import { createNonce, isCameraPage, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("allow scripts only from our origin and this response's nonce", () => {
    const h = securityHeaders({ nonce: "abc123" });
    expect(h["Content-Security-Policy"]).toContain("script-src 'self' 'nonce-abc123'");
    expect(h["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(h["X-Content-Type-Options"]).toBe("nosniff");
    expect(h["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });
  it("let forms lead only to our origin, plus listed ones (Google sign-in)", () => {
    expect(securityHeaders()["Content-Security-Policy"]).toContain("form-action 'self';");
    const h = securityHeaders({ formActionOrigins: ["https://accounts.google.com"] });
    expect(h["Content-Security-Policy"]).toContain(
      "form-action 'self' https://accounts.google.com;",
    );
  });
});

describe("camera permission", () => {
  it("is the check-in page's alone: every other page gets camera=()", () => {
    expect(securityHeaders()["Permissions-Policy"]).toBe(
      "camera=(), microphone=(), geolocation=()",
    );
    expect(securityHeaders({ camera: true })["Permissions-Policy"]).toBe(
      "camera=(self), microphone=(), geolocation=()",
    );
    const id = "7d0c6a1e-3b1f-4f4e-9a53-0d8c1c7f2b10";
    expect(isCameraPage(`/events/dashboard/${id}/check-in`)).toBe(true);
    expect(isCameraPage(`/events/dashboard/${id}/check-in/`)).toBe(true);
    for (const path of [
      "/events",
      "/events/dashboard",
      `/events/dashboard/${id}/promo-codes`,
      `/events/dashboard/${id}/check-in/extra`,
      "/events/some-slug",
      `/x/events/dashboard/${id}/check-in`,
    ])
      expect(isCameraPage(path), path).toBe(false);
  });
});

describe("CSP nonces", () => {
  it("are 128 random bits, never handed out twice (across pool refills)", () => {
    const nonces = Array.from({ length: 1000 }, createNonce);
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});

describe("compression", () => {
  const app = new Hono();
  app.use("*", compression());
  app.get("/html", (c) => c.html("<p>" + "Naija ".repeat(500) + "</p>"));
  app.get("/png", (c) => c.body(new Uint8Array(2000), 200, { "Content-Type": "image/png" }));
  app.get("/sized", () => {
    const body = Buffer.from("<p>cached page</p>".repeat(300));
    return new Response(body, {
      headers: { "Content-Type": "text/html", "Content-Length": String(body.length) },
    });
  });

  it("brotli-compresses HTML for clients that accept it", async () => {
    const res = await app.request("/html", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.headers.get("Content-Encoding")).toBe("br");
    const body = zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toContain("Naija Naija");
  });
  it("sends the compressed length for bodies of known length (cached pages)", async () => {
    const res = await app.request("/sized", { headers: { "Accept-Encoding": "br" } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(zlib.brotliDecompressSync(bytes).toString()).toContain("cached page");
  });
  it("leaves a response alone, body unread, when the client accepts no compression", async () => {
    // @hono/node-server writes a buffered body in one go, until something reads `body`.
    class Watched extends Response {
      bodyRead = false;
      override get body() {
        this.bodyRead = true;
        return super.body;
      }
    }
    const seen: { handler?: Watched; after?: Response } = {};
    const plain = new Hono();
    plain.use("*", async (c, next) => {
      await next();
      seen.after = c.res;
    });
    plain.use("*", compression());
    plain.get("/sized", () => {
      seen.handler = new Watched(Buffer.from("<p>cached page</p>"), {
        headers: { "Content-Type": "text/html" },
      });
      return seen.handler;
    });
    const res = await plain.request("/sized");
    expect(seen.after).toBe(seen.handler);
    expect(seen.handler!.bodyRead).toBe(false);
    expect(res.headers.get("Content-Encoding")).toBeNull();
    expect(await res.text()).toBe("<p>cached page</p>");
  });
  it("falls back to gzip, and leaves binary types alone", async () => {
    const gz = await app.request("/html", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    const png = await app.request("/png", { headers: { "Accept-Encoding": "br" } });
    expect(png.headers.get("Content-Encoding")).toBeNull();
  });
});

describe("clientIp", () => {
  const req = (headers: Record<string, string> = {}) => new Request("http://x/", { headers });
  it("uses the socket address unless a proxy header is trusted", () => {
    expect(clientIp(req({ "X-Forwarded-For": "1.2.3.4" }), () => "127.0.0.1")).toBe("127.0.0.1");
    expect(
      clientIp(req({ "X-Forwarded-For": "1.2.3.4" }), () => "10.0.0.1", "X-Forwarded-For"),
    ).toBe("1.2.3.4");
    expect(clientIp(req(), () => "::1", "X-Forwarded-For")).toBe("::1");
  });
  it("takes the entry our proxy appended (rightmost), not one the client sent", () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended what it saw.
    expect(
      clientIp(req({ "X-Forwarded-For": "6.6.6.6, 1.2.3.4" }), () => "10.0.0.1", "X-Forwarded-For"),
    ).toBe("1.2.3.4");
    expect(
      clientIp(
        req({ "X-Forwarded-For": "6.6.6.6,2001:db8::7" }),
        () => "10.0.0.1",
        "x-forwarded-for",
      ),
    ).toBe("2001:db8::7");
    // A single-value header reads the same.
    expect(clientIp(req({ "X-Real-IP": "1.2.3.4" }), () => "10.0.0.1", "X-Real-IP")).toBe(
      "1.2.3.4",
    );
  });
  it("falls back to the socket when the proxy header is missing or not an address", () => {
    expect(
      clientIp(req({ "X-Forwarded-For": "1.2.3.4, junk" }), () => "10.0.0.1", "X-Forwarded-For"),
    ).toBe("10.0.0.1");
    expect(clientIp(req({ "X-Forwarded-For": "" }), () => "10.0.0.1", "X-Forwarded-For")).toBe(
      "10.0.0.1",
    );
  });
});

describe("sameOrigin (cross-site POSTs are refused)", () => {
  it("accepts our own origin and the configured public one only", () => {
    expect(sameOrigin("http://localhost:3000", "http://localhost:3000/auth")).toBe(true);
    expect(
      sameOrigin("https://www.naija.ng", "http://10.0.0.2:3000/auth", "https://www.naija.ng"),
    ).toBe(true);
    expect(sameOrigin("https://evil.example", "http://localhost:3000/auth")).toBe(false);
    expect(sameOrigin("http://localhost:3001", "http://localhost:3000/auth")).toBe(false);
    expect(sameOrigin("not a url", "http://localhost:3000/auth")).toBe(false);
  });
});
