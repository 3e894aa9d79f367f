import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetUser, userCache } from "./user-cache.server";

let n = 0;
const fresh = (ttlMs = 1_000, maxEntries?: number) =>
  userCache<string>(`test-${++n}`, { ttlMs, maxEntries });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-24T06:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("userCache", () => {
  it("answers a key from one load until the TTL, then loads again", async () => {
    const cache = fresh(1_000);
    const load = vi.fn(async () => ({ value: "amaka", userId: "u1" }));
    expect(await cache.get("k", load)).toBe("amaka");
    expect(await cache.get("k", load)).toBe("amaka");
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_001);
    expect(await cache.get("k", load)).toBe("amaka");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one load between concurrent callers", async () => {
    const cache = fresh();
    const gate = deferred<{ value: string; userId: string }>();
    const load = vi.fn(() => gate.promise);
    const both = Promise.all([cache.get("k", load), cache.get("k", load)]);
    gate.resolve({ value: "tunde", userId: "u1" });
    expect(await both).toEqual(["tunde", "tunde"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never keeps an entry past its own end (a session's expiry)", async () => {
    const cache = fresh(10_000);
    const load = vi.fn(async () => ({ value: "x", userId: "u1", expiresAt: Date.now() + 500 }));
    await cache.get("k", load);
    vi.advanceTimersByTime(501);
    await cache.get("k", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("answers but does not keep a null load, nor a failed one", async () => {
    const cache = fresh();
    const none = vi.fn(async () => null);
    expect(await cache.get("k", none)).toBeNull();
    expect(await cache.get("k", none)).toBeNull();
    expect(none).toHaveBeenCalledTimes(2);
    const failing = vi.fn(async () => {
      throw new Error("db down");
    });
    await expect(cache.get("f", failing)).rejects.toThrow("db down");
    await expect(cache.get("f", failing)).rejects.toThrow("db down");
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("forgetUser drops that person's entries in every cache, and no one else's", async () => {
    const a = fresh();
    const b = fresh();
    const load = (userId: string) => vi.fn(async () => ({ value: userId, userId }));
    const [a1, a2, b1] = [load("u1"), load("u2"), load("u1")];
    await a.get("cookie-1", a1);
    await a.get("cookie-2", a2);
    await b.get("u1", b1);
    forgetUser("u1");
    await a.get("cookie-1", a1);
    await a.get("cookie-2", a2);
    await b.get("u1", b1);
    expect([a1.mock.calls.length, a2.mock.calls.length, b1.mock.calls.length]).toEqual([2, 1, 2]);
  });

  it("forgets every session of a person (two devices), also after entries were renewed", async () => {
    const cache = fresh(1_000);
    const load = vi.fn(async () => ({ value: "v", userId: "u1" }));
    await cache.get("phone", load);
    await cache.get("laptop", load);
    vi.advanceTimersByTime(1_001);
    await cache.get("phone", load); // renewed after its TTL
    expect(load).toHaveBeenCalledTimes(3);
    cache.forgetUser("u1");
    expect(cache.size).toBe(0);
    await cache.get("phone", load);
    await cache.get("laptop", load);
    expect(load).toHaveBeenCalledTimes(5);
  });

  it("does not store a load that was in flight when someone's data changed", async () => {
    const cache = fresh();
    const gate = deferred<{ value: string; userId: string }>();
    const stale = cache.get("k", () => gate.promise);
    // The change commits while the read that began before it is still running.
    cache.forgetUser("u9");
    gate.resolve({ value: "old role", userId: "u1" });
    expect(await stale).toBe("old role");
    const load = vi.fn(async () => ({ value: "new role", userId: "u1" }));
    expect(await cache.get("k", load)).toBe("new role");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("stays within maxEntries, dropping the oldest", async () => {
    const cache = fresh(60_000, 3);
    for (const key of ["a", "b", "c", "d"]) {
      await cache.get(key, async () => ({ value: key, userId: key }));
    }
    expect(cache.size).toBe(3);
    const reload = vi.fn(async () => ({ value: "a", userId: "a" }));
    await cache.get("a", reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("is one cache per name, shared by every caller (both server bundles)", () => {
    const name = `shared-${++n}`;
    expect(userCache(name, { ttlMs: 1 })).toBe(userCache(name, { ttlMs: 1 }));
  });
});
