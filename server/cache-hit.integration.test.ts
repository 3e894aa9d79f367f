import path from "node:path";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { serverBuildForTests } from "../tests/support/server-build";
import { createServerApp } from "./app";

// A page-cache hit through the whole server (middleware chain, router, page cache): the
// cheap path of docs/decisions/025-anonymous-cache-hits.md must still answer with
// everything a rendered page has.

let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  app = createServerApp({ build: await serverBuildForTests(), clientDir: path.resolve("public") });
});

const page = () => app.request("http://localhost/events", { headers: { Accept: "text/html" } });

function nonceOf(res: Response) {
  return /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
}

describe("an anonymous page served from the page cache", () => {
  it("carries the security headers, its own request id and nonce, and varies by cookie", async () => {
    await page(); // fills the cache
    const hits = [await page(), await page()];
    const nonces = new Set<string>();
    const ids = new Set<string>();
    for (const res of hits) {
      expect(res.status).toBe(200);
      expect(res.headers.get("X-Cache")).toBe("HIT");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
      // The camera is the check-in page's alone (server/security-headers.ts CAMERA_PAGE).
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
      expect(res.headers.get("Vary")).toBe("Cookie");
      expect(res.headers.get("X-Micro-Cache")).toBeNull();
      const nonce = nonceOf(res)!;
      const html = await res.text();
      expect(Number(res.headers.get("Content-Length"))).toBe(Buffer.byteLength(html));
      // The scripts in the HTML carry this response's nonce, and no other.
      expect(html).toContain(`nonce="${nonce}"`);
      for (const m of html.matchAll(/nonce="([^"]+)"/g)) expect(m[1]).toBe(nonce);
      nonces.add(nonce);
      ids.add(res.headers.get("X-Request-Id")!);
    }
    expect(nonces.size).toBe(hits.length);
    expect(ids.size).toBe(hits.length);
  });

  it("is compressed for a browser that asks, and served whole to one that does not", async () => {
    await page();
    const br = await app.request("http://localhost/events", {
      headers: { Accept: "text/html", "Accept-Encoding": "br" },
    });
    expect(br.headers.get("X-Cache")).toBe("HIT");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toContain("Accept-Encoding");
    expect(br.headers.get("Content-Security-Policy")).toContain("'nonce-");
    const refused = await app.request("http://localhost/events", {
      headers: { Accept: "text/html", "Accept-Encoding": "gzip;q=0, br" },
    });
    expect(refused.headers.get("Content-Encoding")).toBe("br");
    const plain = await page();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
  });

  // A hit is gzip kept from the fill, joined around this response's nonce
  // (server/joined-gzip.ts), where it would be brotli made again for every hit.
  it("is gzip joined around its own nonce for a browser that takes gzip", async () => {
    await page();
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await app.request("http://localhost/events", {
        headers: { Accept: "text/html", "Accept-Encoding": "gzip, deflate, br, zstd" },
      });
      expect(res.headers.get("X-Cache")).toBe("HIT");
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
      expect(res.headers.get("Vary")).toBe("Accept-Encoding, Cookie");
      const packed = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("Content-Length")).toBe(String(packed.length));
      const html = gunzipSync(packed).toString("utf8");
      const nonce = nonceOf(res)!;
      expect(html).toContain(`nonce="${nonce}"`);
      for (const m of html.matchAll(/nonce="([^"]+)"/g)) expect(m[1]).toBe(nonce);
      expect(html).toContain("</html>");
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
    // HEAD tells the length of the page as a client without gzip would get it.
    const head = await app.request("http://localhost/events", {
      method: "HEAD",
      headers: { Accept: "text/html", "Accept-Encoding": "gzip" },
    });
    expect(head.headers.get("Content-Encoding")).toBeNull();
    const whole = await (await page()).text();
    expect(head.headers.get("Content-Length")).toBe(String(Buffer.byteLength(whole)));
  });
});
