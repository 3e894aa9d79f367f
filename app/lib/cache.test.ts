import { afterEach, describe, expect, it, vi } from "vitest";
import { cached, invalidatePublicCache } from "./cache.server";

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
