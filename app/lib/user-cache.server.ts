/**
 * Short in-process caches of per-person reads that every signed-in page repeats: who the
 * session cookie belongs to (better-auth's session and user rows plus our profile) and
 * the bell's unread count. Without them each signed-in page ran those 4 statements before
 * its own, on a database that answers one statement at a time
 * (docs/decisions/026-signed-in-render-cost.md).
 *
 * Correctness comes from explicit invalidation, the TTL only bounds what another
 * process may serve after a change made elsewhere:
 * - `forgetUser(id)` drops everything cached for that person in every user cache; the
 *   writes that change a session's answer call it after they commit (sign-out and
 *   password resets through better-auth's hooks, role changes, profile edits, onboarding);
 * - it also drops every load still in flight, whoever it is for: a read that began before
 *   the change committed must not be stored after it;
 * - an entry never outlives what it caches (`expiresAt`, the session's own expiry).
 */
interface Entry<T> {
  value: Promise<T | null>;
  /** Whose data this is; known once the load has settled. */
  userId: string | null;
  settled: boolean;
  expiresAt: number;
}

export interface Loaded<T> {
  value: T;
  userId: string;
  /** A hard end (epoch ms) before the TTL, e.g. when the session expires. */
  expiresAt?: number;
}

export interface UserCache<T> {
  /** The cached value for `key`, or `load()`'s; a null load is answered, never kept. */
  get(key: string, load: () => Promise<Loaded<T> | null>): Promise<T | null>;
  /** Drops `userId`'s entries and every load in flight. */
  forgetUser(userId: string): void;
  clear(): void;
  readonly size: number;
}

const caches = new Map<string, UserCache<unknown>>();

/** One named cache; the same name answers the same cache wherever it is asked for. */
export function userCache<T>(
  name: string,
  { ttlMs, maxEntries = 10_000 }: { ttlMs: number; maxEntries?: number },
): UserCache<T> {
  const existing = caches.get(name);
  if (existing) return existing as UserCache<T>;
  const created = createUserCache<T>(ttlMs, maxEntries);
  caches.set(name, created as UserCache<unknown>);
  return created;
}

/** The person's account changed: no user cache may answer for them from before. */
export function forgetUser(userId: string) {
  for (const cache of caches.values()) cache.forgetUser(userId);
}

function createUserCache<T>(ttlMs: number, maxEntries: number): UserCache<T> {
  const entries = new Map<string, Entry<T>>();
  // Indexes, so forgetting one person costs their own entries (a notice sent to
  // thousands forgets each of them), not a walk over everyone's.
  const keysByUser = new Map<string, Set<string>>();
  const pending = new Set<string>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    pending.delete(key);
    if (entry.userId === null) return;
    const keys = keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.userId);
  }

  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && (!hit.settled || now < hit.expiresAt)) return hit.value;
      if (hit) remove(key);
      const entry: Entry<T> = {
        value: Promise.resolve(null),
        userId: null,
        settled: false,
        expiresAt: 0,
      };
      entry.value = load().then(
        (loaded) => {
          if (entries.get(key) === entry) {
            if (loaded) {
              pending.delete(key);
              entry.userId = loaded.userId;
              entry.expiresAt = Math.min(now + ttlMs, loaded.expiresAt ?? Infinity);
              entry.settled = true;
              let keys = keysByUser.get(loaded.userId);
              if (!keys) keysByUser.set(loaded.userId, (keys = new Set()));
              keys.add(key);
            } else remove(key);
          }
          return loaded ? loaded.value : null;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) remove(key);
          throw error;
        },
      );
      // Oldest first: a flood of distinct keys (made-up cookies) cannot grow it unbounded.
      if (entries.size >= maxEntries) remove(entries.keys().next().value as string);
      entries.set(key, entry);
      pending.add(key);
      return entry.value;
    },
    forgetUser(userId) {
      for (const key of [...(keysByUser.get(userId) ?? []), ...pending]) remove(key);
    },
    clear() {
      entries.clear();
      keysByUser.clear();
      pending.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
