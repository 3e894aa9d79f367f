/**
 * A small in-process cache for public, anonymous data (listings, the home page).
 * PGlite runs on the main thread, so every query costs the whole process CPU time;
 * public lists change rarely and may be seconds stale (docs/design.md, performance).
 *
 * - single flight: concurrent misses for one key share one load;
 * - stale-while-revalidate: an expired entry is served once more while a fresh
 *   copy loads in the background, so no visitor waits at expiry;
 * - `invalidatePublicCache()` drops everything after a write that changes what the
 *   public sees (moderation, new items, sales); other processes catch up within TTL.
 */
type Entry = {
  value: Promise<unknown>;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
};

const registry = globalThis as typeof globalThis & { __naijaCache?: Map<string, Entry> };
const store = (registry.__naijaCache ??= new Map());
const MAX_ENTRIES = 2_000;

export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = store.get(key);
  if (hit && now < hit.freshUntil) return hit.value as Promise<T>;
  if (hit && now < hit.staleUntil) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const next = load();
      next.then(
        () => store.set(key, fresh(next, ttlMs)),
        () => {
          hit.refreshing = false;
        },
      );
    }
    return hit.value as Promise<T>;
  }
  const value = load();
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value as string);
  store.set(key, fresh(value, ttlMs));
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

function fresh(value: Promise<unknown>, ttlMs: number): Entry {
  const now = Date.now();
  return { value, freshUntil: now + ttlMs, staleUntil: now + ttlMs * 4, refreshing: false };
}

const listeners = ((
  globalThis as typeof globalThis & { __naijaCacheListeners?: Set<() => void> }
).__naijaCacheListeners ??= new Set());

export function invalidatePublicCache() {
  store.clear();
  for (const listener of listeners) listener();
}

/** Lets other caches (the server's page cache) drop their copies with the data. */
export function onPublicCacheInvalidated(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long public listings may be stale in this process. */
export const PUBLIC_TTL_MS = 15_000;
