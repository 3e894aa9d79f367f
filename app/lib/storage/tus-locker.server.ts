import { createHash } from "node:crypto";
import type { Client } from "pg";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/utils";
import { getLogger } from "~/lib/logger.server";

/**
 * A tus `Locker` shared by every app process on one PostgreSQL (ADR 041: locks).
 *
 * @tus/server locks an upload for each HEAD, PATCH and DELETE so two requests never
 * write one upload at once; its default locker lives in one process's memory. With
 * several processes behind a load balancer, a resumed upload's PATCH may reach another
 * process than the one still finishing the dropped PATCH, and both would append.
 *
 * Here a lock is a session-level advisory lock, taken with `pg_try_advisory_lock` on
 * one dedicated connection per process (never a pool connection: a session lock
 * belongs to the connection that took it, and a blocking wait would stall the others).
 * Session locks are re-entrant within a connection, so this process's own requests
 * are kept apart in memory first, as @tus/server's memory locker does. A request that
 * finds the lock taken asks the holder to let go, as the memory locker does: in this
 * process by calling its release callback, in another by `NOTIFY`, which the holder's
 * process hears on its connection. If that connection is lost, PostgreSQL has dropped
 * its locks: every request holding one is told to stop, so none writes unguarded.
 */

const CHANNEL = "tus_lock_release";
/** The advisory lock space of tus uploads (two-key form: no clash with pg-boss's one-key locks). */
const LOCK_SPACE = 0x7475_7300; // "tus\0"

type Holder = { requestRelease: RequestRelease; acquired: boolean; client?: Client };

export type PostgresLockerOptions = {
  connectionString: string;
  /** How long a request waits for a lock before giving up (tus answers 500). */
  acquireLockTimeoutMs?: number;
  /** Pause between two tries while another process holds the lock. */
  retryMs?: number;
};

/** The upload id as the second key of its advisory lock. */
export function uploadLockKey(id: string) {
  return createHash("sha256").update(id).digest().readInt32BE(0);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });

export class PostgresLocker implements Locker {
  readonly holders = new Map<string, Holder>();
  private connection: Promise<Client> | undefined;
  readonly acquireLockTimeoutMs: number;
  readonly retryMs: number;

  constructor(private readonly options: PostgresLockerOptions) {
    this.acquireLockTimeoutMs = options.acquireLockTimeoutMs ?? 30_000;
    this.retryMs = options.retryMs ?? 100;
  }

  newLock(id: string): Lock {
    return new PostgresLock(id, this);
  }

  /** The process's lock connection, opened (and listening) on first use. */
  client(): Promise<Client> {
    this.connection ??= this.connect().catch((error: unknown) => {
      this.connection = undefined;
      throw error;
    });
    return this.connection;
  }

  private async connect() {
    const { default: pg } = await import("pg");
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      keepAlive: true,
    });
    const lost = (error?: unknown) => this.lost(client, error);
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const holder = this.holders.get(message.payload);
      // Another process wants this upload: the request holding it here stops soon.
      if (holder?.acquired) void holder.requestRelease();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    return client;
  }

  /** The connection died: PostgreSQL released its locks, so their requests must stop. */
  private lost(client: Client, error?: unknown) {
    if (this.connection === undefined) return;
    void this.connection.then((current) => {
      if (current !== client) return;
      this.connection = undefined;
      getLogger().warn({ err: error }, "tus lock connection lost; stopping the uploads it held");
      for (const [id, holder] of this.holders) {
        if (holder.client !== client) continue;
        this.holders.delete(id);
        void holder.requestRelease();
      }
    });
  }

  /** Closes the lock connection (its locks are released with it). */
  async close() {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) await (await connection).end();
  }
}

class PostgresLock implements Lock {
  private holder: Holder | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: PostgresLocker,
  ) {}

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { holders } = this.locker;
    const deadline = Date.now() + this.locker.acquireLockTimeoutMs;
    const key = uploadLockKey(this.id);
    let askedAt = 0;
    while (!stopSignal.aborted) {
      const here = holders.get(this.id);
      if (here) {
        await here.requestRelease();
      } else {
        // Claimed in memory before the first await: this process's next request for
        // the same upload waits here instead of re-entering the session lock.
        const holder: Holder = { requestRelease, acquired: false };
        holders.set(this.id, holder);
        try {
          const client = await this.locker.client();
          const { rows } = await client.query<{ ok: boolean }>(
            "select pg_try_advisory_lock($1, $2) as ok",
            [LOCK_SPACE, key],
          );
          if (rows[0]?.ok) {
            holder.acquired = true;
            holder.client = client;
            this.holder = holder;
            return;
          }
          holders.delete(this.id);
          // Another process holds it: ask once a second, it stops its request soon.
          if (Date.now() - askedAt >= 1000) {
            askedAt = Date.now();
            await client.query("select pg_notify($1, $2)", [CHANNEL, this.id]);
          }
        } catch (error) {
          if (holders.get(this.id) === holder) holders.delete(this.id);
          throw error;
        }
      }
      if (Date.now() >= deadline) break;
      await sleep(this.locker.retryMs, stopSignal);
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  async unlock(): Promise<void> {
    const holder = this.holder;
    this.holder = undefined;
    // Lost with its connection (already released by PostgreSQL): nothing to give back.
    if (!holder || this.locker.holders.get(this.id) !== holder) return;
    this.locker.holders.delete(this.id);
    await holder
      .client!.query("select pg_advisory_unlock($1, $2)", [LOCK_SPACE, uploadLockKey(this.id)])
      .catch((error: unknown) =>
        // The connection broke: PostgreSQL released the lock with it.
        getLogger().warn({ err: error, id: this.id }, "tus unlock failed"),
      );
  }
}

/**
 * Wraps a locker so that a lock is given back only once the upload store has finished
 * writing that upload (tus-store.server.ts, RunningWrites: @tus/server unlocks as soon
 * as a PATCH's body fails, before the store's write has stopped), or after `maxWaitMs`.
 */
export function lockUntilWritten(
  locker: Locker,
  store: { writesSettled(id: string): Promise<void> },
  maxWaitMs = 30_000,
): Locker {
  return {
    newLock(id) {
      const lock = locker.newLock(id);
      return {
        lock: (signal, requestRelease) => lock.lock(signal, requestRelease),
        async unlock() {
          let timer: NodeJS.Timeout | undefined;
          const givenUp = new Promise<void>((resolve) => {
            timer = setTimeout(resolve, maxWaitMs);
          });
          await Promise.race([store.writesSettled(id), givenUp]);
          clearTimeout(timer);
          await lock.unlock();
        },
      };
    },
  };
}
