import { AsyncLocalStorage } from "node:async_hooks";

/** Statements one request ran and the milliseconds they took (waiting for PGlite included). */
export interface QueryStats {
  queries: number;
  ms: number;
}

// The server (server/app.ts) opens the scope; the routes' loaders run the queries.
const storage = new AsyncLocalStorage<QueryStats>();

/**
 * Runs `work` counting the statements it sends to the database. The server opens this
 * scope only when debug logging is on (LOG_LEVEL=debug): measuring a page's query cost
 * should not cost every production request an extra async context.
 */
export async function withQueryStats<T>(
  work: () => Promise<T>,
): Promise<{ result: T; stats: QueryStats }> {
  const stats: QueryStats = { queries: 0, ms: 0 };
  const result = await storage.run(stats, work);
  return { result, stats };
}

/** Times one statement against the current request's scope, if one is open. */
export function timedQuery<T>(run: () => Promise<T>): Promise<T> {
  const stats = storage.getStore();
  if (!stats) return run();
  const started = performance.now();
  stats.queries++;
  return run().finally(() => {
    stats.ms += performance.now() - started;
  });
}

/**
 * Routes a client's `method` through `timedQuery`. Transactions run their statements on
 * the transaction's own connection and count as the one `transaction` call.
 */
export function countQueries<C extends object, K extends keyof C>(client: C, methods: K[]) {
  for (const method of methods) {
    const original = client[method];
    if (typeof original !== "function") continue;
    const bound = (original as (...args: unknown[]) => Promise<unknown>).bind(client);
    client[method] = ((...args: unknown[]) => timedQuery(() => bound(...args))) as C[K];
  }
}
