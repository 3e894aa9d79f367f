import { AsyncLocalStorage } from "node:async_hooks";
import { getLogger } from "~/lib/logger.server";
import type { Db } from "./client.server";

/**
 * Work that must wait for the transaction it belongs to to commit: dropping cached
 * copies of what it changed. Dropped inside the transaction, a page rendered in the
 * meantime from the old committed rows (PostgreSQL answers other connections from them)
 * would be cached again and served stale for the cache's TTL; dropped after the commit,
 * the next reader sees the new rows. Rolled back: nothing runs (nothing changed).
 */
const pending = new AsyncLocalStorage<Array<() => void>>();

/**
 * Runs `work` once the current transaction commits (its outermost `db.transaction`
 * returns), or now when called outside one. Savepoints (tx.transaction) share their
 * transaction's list.
 */
export function afterCommit(work: () => void) {
  const list = pending.getStore();
  if (list) list.push(work);
  else work();
}

/** Makes `db.transaction` collect afterCommit work and run it after a commit. */
export function runAfterCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (...args: Parameters<Db["transaction"]>) => {
    const list: Array<() => void> = [];
    const result = await pending.run(list, () => transaction(...args));
    for (const work of list) {
      try {
        work();
      } catch (error) {
        getLogger().error({ err: error }, "after-commit work failed");
      }
    }
    return result;
  }) as Db["transaction"];
  return db;
}
