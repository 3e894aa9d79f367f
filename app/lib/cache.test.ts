import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cached,
  invalidatePublicCache,
  invalidatePublicPages,
  onPublicCacheInvalidated,
  pageInScope,
} from "./cache.server";

afterEach(() => {
  vi.useRealTimers();
  invalidatePublicCache();
});

describe("cached", () => {
  it("shares one load between concurrent callers", async () => {
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cached("k", 1000, load), cached("k", 1000, load)]);
    expect([a, b]).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("serves a stale value once while refreshing, then the new one", async () => {
    vi.useFakeTimers();
    let n = 0;
    const load = vi.fn(async () => ++n);
    expect(await cached("k", 1000, load)).toBe(1);
    vi.advanceTimersByTime(1500);
    expect(await cached("k", 1000, load)).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(await cached("k", 1000, load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reloads after invalidation and forgets failures", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("db down")).mockResolvedValue("ok");
    await expect(cached("k", 1000, load)).rejects.toThrow("db down");
    expect(await cached("k", 1000, load)).toBe("ok");
    invalidatePublicCache();
    expect(await cached("k", 1000, load)).toBe("ok");
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe("invalidatePublicPages", () => {
  it("drops only the data and pages in its scope", async () => {
    const load = vi.fn(async () => 1);
    const keys = [
      "marketplace:getPublicProduct:tee",
      "marketplace:getPublicProduct:cap",
      "page-data:http://x.test/marketplace/tee?reviews=2",
      "page-data:http://x.test/marketplace",
    ];
    for (const k of keys) await cached(k, 60_000, load);
    const seen: Array<string[] | null> = [];
    const stop = onPublicCacheInvalidated((scope) => seen.push(scope ? [...scope.paths] : null));
    invalidatePublicPages({
      dataPrefixes: ["marketplace:getPublicProduct:tee"],
      paths: ["/marketplace/tee"],
    });
    stop();
    expect(seen).toEqual([["/marketplace/tee"]]);
    load.mockClear();
    for (const k of keys) await cached(k, 60_000, load);
    // The product's data and its page data reload; the other product and the list do not.
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("matches a page key by its path, whatever the query", () => {
    const scope = { dataPrefixes: [], paths: ["/marketplace/tee"] };
    expect(pageInScope("http://x.test/marketplace/tee?reviews=2", scope)).toBe(true);
    expect(pageInScope("http://x.test/marketplace/tee-shirt", scope)).toBe(false);
    expect(pageInScope("http://x.test/marketplace", scope)).toBe(false);
    // A client navigation's data request is its page's.
    expect(pageInScope("page-data:http://x.test/marketplace/tee.data?reviews=2", scope)).toBe(true);
    expect(pageInScope("http://x.test/_root.data", { dataPrefixes: [], paths: ["/"] })).toBe(true);
    expect(pageInScope("anything", null)).toBe(true);
    const area = { dataPrefixes: [], paths: ["/"], pathPrefixes: ["/events"] };
    expect(pageInScope("http://x.test/events/naija-fest?x=1", area)).toBe(true);
    expect(pageInScope("http://x.test/", area)).toBe(true);
    expect(pageInScope("http://x.test/marketplace", area)).toBe(false);
  });
});
