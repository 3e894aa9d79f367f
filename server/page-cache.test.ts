import { describe, expect, it } from "vitest";
import { MICRO_CACHE_HEADER, servePageCached } from "./page-cache";

/** Renders like the app: canonical link from the request's origin, cacheable. */
async function render(nonce: string, request: Request) {
  const origin = new URL(request.url).origin;
  const html = `<link rel="canonical" href="${origin}/events"><script nonce="${nonce}"></script>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html", [MICRO_CACHE_HEADER]: "15" },
  });
}

let n = 0;
const nonce = () => `nonce${++n}`;
const get = (url: string) => servePageCached(new Request(url), nonce(), render, nonce);

describe("page cache", () => {
  it("keeps a page per origin: one Host's page never reaches a visitor on another", async () => {
    const path = `/events?page-cache-test=${Date.now()}`;
    const poisoned = await get(`http://evil.example${path}`);
    expect(await poisoned.text()).toContain("http://evil.example/events");
    const visitor = await get(`http://localhost:3000${path}`);
    expect(visitor.headers.get("X-Cache")).toBe("MISS");
    expect(await visitor.text()).toContain('href="http://localhost:3000/events"');
    const again = await get(`http://localhost:3000${path}`);
    expect(again.headers.get("X-Cache")).toBe("HIT");
    expect(await again.text()).not.toContain("evil.example");
  });

  it("hands a signed-in visitor the rendered response itself, without the cache header", async () => {
    let rendered: Response | undefined;
    const signedIn = new Request("http://localhost:3000/events?page-cache-signed-in", {
      headers: { Cookie: "better-auth.session_token=abc.sig" },
    });
    const answer = await servePageCached(
      signedIn,
      nonce(),
      async (...args) => (rendered = await render(...args)),
      nonce,
    );
    expect(answer).toBe(rendered);
    expect(answer.headers.has(MICRO_CACHE_HEADER)).toBe(false);
    expect(answer.headers.get("X-Cache")).toBeNull();
    expect(await answer.text()).toContain('href="http://localhost:3000/events"');
  });

  it("copies a response whose headers are immutable to drop the cache header", async () => {
    const signedIn = new Request("http://localhost:3000/events?page-cache-immutable", {
      headers: { Cookie: "better-auth.session_token=abc.sig" },
    });
    const immutable = async (...args: Parameters<typeof render>) => {
      const response = await render(...args);
      // What Response.redirect() and fetched responses do.
      response.headers.delete = () => {
        throw new TypeError("immutable");
      };
      return response;
    };
    const answer = await servePageCached(signedIn, nonce(), immutable, nonce);
    expect(answer.headers.has(MICRO_CACHE_HEADER)).toBe(false);
    expect(await answer.text()).toContain('href="http://localhost:3000/events"');
  });
});
