import path from "node:path";
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
      headers: { Accept: "text/html", "Accept-Encoding": "gzip, br" },
    });
    expect(br.headers.get("X-Cache")).toBe("HIT");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toContain("Accept-Encoding");
    expect(br.headers.get("Content-Security-Policy")).toContain("'nonce-");
    const plain = await page();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
  });
});
