import { Worker } from "node:worker_threads";

// The main thread's handle on the embedded database, which runs in its own worker
// thread (pglite-thread.mjs, ADR 045). It offers the part of PGlite's interface the
// product uses (drizzle's driver, pg-boss's executeSql, migrations): query, exec,
// transaction, close, with PGlite's semantics: one connection, statements outside a
// transaction wait while one is open.

export interface ThreadResults<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface ThreadQueryOptions {
  rowMode?: "array" | "object";
  /**
   * Only parsers that leave PostgreSQL's text as it is (drizzle's, for dates and
   * intervals) can be honoured: functions do not cross threads.
   */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

export interface ThreadTransaction {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: ThreadQueryOptions,
  ): Promise<ThreadResults<T>>;
  exec(sql: string, options?: ThreadQueryOptions): Promise<ThreadResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

interface Message {
  id?: number;
  ready?: boolean;
  result?: unknown;
  error?: Record<string, unknown> & { message: string; name: string };
}

type Pending = { resolve(value: unknown): void; reject(error: unknown): void };

const PROBE = "2026-01-01 00:00:00+00";

function rawTypes(options: ThreadQueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  const oids = Object.keys(options.parsers).map(Number);
  for (const oid of oids) {
    if (options.parsers[oid](PROBE, oid) !== PROBE)
      throw new Error(
        `PGlite runs in its own thread: a parser for type ${oid} that changes the value cannot be sent there`,
      );
  }
  return oids;
}

function remoteError(error: NonNullable<Message["error"]>) {
  const { message, name, stack, ...fields } = error;
  const rebuilt = Object.assign(new Error(message), fields);
  rebuilt.name = name;
  if (typeof stack === "string")
    rebuilt.stack = `${rebuilt.stack}\n--- in the database thread ---\n${stack}`;
  return rebuilt;
}

export class PgliteThread {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #nextTx = 1;
  #failed: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (message: Message) => {
      if (message.id === undefined) return;
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      this.#settled();
      if (message.error) pending.reject(remoteError(message.error));
      else pending.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.#failed = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (!this.#failed) fail(new Error(`The database thread stopped (exit code ${code})`));
    });
  }

  /** Starts the thread and opens PGlite in `dataDir` there (seconds: it boots PostgreSQL). */
  static async open(dataDir: string): Promise<PgliteThread> {
    const worker = new Worker(new URL("./pglite-thread.mjs", import.meta.url), {
      workerData: { dataDir },
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: Message) => {
        if (!message.ready) return;
        cleanup();
        resolve();
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const onExit = (code: number) => {
        cleanup();
        reject(
          new Error(`The database thread stopped while opening ${dataDir} (exit code ${code})`),
        );
      };
      const cleanup = () => {
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
      };
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
    });
    const thread = new PgliteThread(worker);
    thread.#settled();
    return thread;
  }

  // The thread keeps the process alive only while a call is waiting on it, as an
  // in-process PGlite did: a script that forgets close() still ends.
  #settled() {
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: ThreadQueryOptions,
  ): Promise<ThreadResults<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: ThreadQueryOptions): Promise<ThreadResults[]> {
    return this.#call({ op: "exec", sql, rawTypes: rawTypes(options) });
  }

  #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[] | undefined,
    options: ThreadQueryOptions | undefined,
  ): Promise<ThreadResults<T>> {
    return this.#call({
      op: "query",
      tx,
      sql,
      params: params ?? [],
      rowMode: options?.rowMode,
      rawTypes: rawTypes(options),
    });
  }

  /**
   * PGlite's transaction: BEGIN, `work` with a handle whose statements run inside it,
   * COMMIT when it resolves, ROLLBACK when it throws or calls rollback().
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#call({ op: "begin", tx });
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const handle: ThreadTransaction = {
      query: async (sql, params, options) => {
        ensureOpen();
        return this.#query(tx, sql, params, options);
      },
      exec: async (sql, options) => {
        ensureOpen();
        return this.#call({ op: "exec", tx, sql, rawTypes: rawTypes(options) });
      },
      rollback: async () => {
        ensureOpen();
        closed = true;
        await this.#call({ op: "end", tx, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(handle);
    } catch (error) {
      if (!closed) {
        closed = true;
        // The work's own error is the one worth reporting.
        await this.#call({ op: "end", tx, commit: false }).catch(() => {});
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: "end", tx, commit: true });
    }
    return result;
  }

  async close() {
    if (!this.#failed) await this.#call({ op: "close" });
    await this.#worker.terminate();
  }
}
