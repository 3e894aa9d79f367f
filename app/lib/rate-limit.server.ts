/**
 * A fixed-window counter per key (e.g. "link-click:<client address>"), in this
 * process's memory: enough to stop one client flooding a tracking endpoint. Several
 * app processes each keep their own windows, which only makes the limit looser.
 */
export type RateLimit = { limit: number; windowMs: number };

const windows = new Map<string, { start: number; count: number }>();
let lastSweep = 0;

/** Counts one hit for `key`; false when the key is over its limit in this window. */
export function takeRateLimit(key: string, { limit, windowMs }: RateLimit, now = Date.now()) {
  if (now - lastSweep > windowMs) {
    // Forget finished windows so the map stays as small as the set of active clients.
    for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
    lastSweep = now;
  }
  const current = windows.get(key);
  if (!current || now - current.start >= windowMs) {
    windows.set(key, { start: now, count: 1 });
    return true;
  }
  current.count++;
  return current.count <= limit;
}

/** For tests. */
export function resetRateLimits() {
  windows.clear();
}
