/**
 * A small in-process cache for public, anonymous data (listings, the home page).
 * PGlite runs on the main thread, so every query costs the whole process CPU time;
 * public lists change rarely and may be seconds stale (docs/design.md, performance).
 *
 * - single flight: concurrent misses for one key share one load;
 * - stale-while-revalidate: an expired entry is served once more while a fresh
 *   copy loads in the background, so no visitor waits at expiry;
 * - `invalidatePublicCache()` drops everything after a write that changes what the
 *   public sees broadly (moderation, new items); `invalidatePublicPages` drops only the
 *   pages and data one write changed (a sale, a hold); other processes catch up within TTL.
 */
type Entry = {
  value: Promise<unknown>;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
};

const store = new Map<string, Entry>();
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

/**
 * What one write changed, for `invalidatePublicPages`: the data-cache keys starting with
 * any of `dataPrefixes`, and the pages (any query string) whose path is one of `paths`
 * or starts with one of `pathPrefixes`.
 */
export type PublicScope = {
  dataPrefixes: readonly string[];
  paths: readonly string[];
  pathPrefixes?: readonly string[];
};

const pathInScope = (path: string, scope: PublicScope) =>
  scope.paths.includes(path) || !!scope.pathPrefixes?.some((prefix) => path.startsWith(prefix));
type Listener = (scope: PublicScope | null) => void;

const listeners = new Set<Listener>();

/** Everything public may have changed (moderation, a new item): drop every copy. */
export function invalidatePublicCache() {
  store.clear();
  for (const listener of listeners) listener(null);
}

/**
 * The page a key is for: a page key (`<origin><path><search>`) or a `page-data:` data
 * key, a client navigation's data request (`/x.data`, `/_root.data` for `/`) counted as
 * its page.
 */
export function pathOfKey(key: string): string | null {
  let path: string;
  try {
    path = new URL(key.startsWith("page-data:") ? key.slice("page-data:".length) : key).pathname;
  } catch {
    return null;
  }
  if (path === "/_root.data") return "/";
  return path.endsWith(".data") ? path.slice(0, -".data".length) : path;
}

/**
 * Only what one write changed (a sale's stock, a hold, a review): the other pages stay
 * cached, so a busy shop does not empty the whole cache on every order (issue 31).
 * Called where the write happens; a render that read the old rows just before keeps
 * them at most PUBLIC_TTL_MS, as any cached copy may.
 */
export function invalidatePublicPages(scope: PublicScope) {
  for (const key of [...store.keys()]) {
    const path = key.startsWith("page-data:") ? pathOfKey(key) : null;
    if (
      scope.dataPrefixes.some((prefix) => key.startsWith(prefix)) ||
      (path !== null && pathInScope(path, scope))
    )
      store.delete(key);
  }
  for (const listener of listeners) listener(scope);
}

/** Whether a page key falls in a scope (null: everything). */
export function pageInScope(key: string, scope: PublicScope | null) {
  if (!scope) return true;
  const path = pathOfKey(key);
  return path !== null && pathInScope(path, scope);
}

/**
 * Lets other caches (the server's page cache, shared bodies) drop their copies with the
 * data: all of them (scope null) or the pages in the scope.
 */
export function onPublicCacheInvalidated(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How long public listings may be stale in this process. */
export const PUBLIC_TTL_MS = 15_000;
