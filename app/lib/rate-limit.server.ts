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

/**
 * Limits for public forms that store rows or send e-mail to an address somebody
 * typed: generous for a person, tight enough that a script cannot flood a mailbox or
 * the admins' inbox from one address.
 */
export const FORM_LIMITS = {
  /** Confirmation e-mails to one address. */
  newsletterPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  newsletterPerClient: { limit: 20, windowMs: 10 * 60_000 },
  contactPerClient: { limit: 10, windowMs: 10 * 60_000 },
  brokenLinkPerClient: { limit: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

/** Counts the hit under every key; false as soon as one of them is over its limit. */
export function takeRateLimits(hits: [key: string, limit: RateLimit][], now = Date.now()) {
  return hits.every(([key, limit]) => takeRateLimit(key, limit, now));
}
