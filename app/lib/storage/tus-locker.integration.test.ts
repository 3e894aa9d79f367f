import pg from "pg";
import { ERRORS } from "@tus/utils";
import { afterAll, describe, expect, it, vi } from "vitest";
import { PostgresLocker } from "./tus-locker.server";

// The tus lock shared by processes on one PostgreSQL (ADR 041). Each PostgresLocker
// has its own connection, as each app process does, so two of them stand for two
// processes. PGlite is one process, where @tus/server's memory locker is the right one
// (content-uploads.server.ts picks it): these run on the PostgreSQL suite only.

const url = process.env.DATABASE_URL;
const lockers: PostgresLocker[] = [];

function locker(acquireLockTimeoutMs = 2000) {
  const made = new PostgresLocker({ connectionString: url!, acquireLockTimeoutMs, retryMs: 20 });
  lockers.push(made);
  return made;
}

const running = () => new AbortController().signal;

afterAll(async () => {
  await Promise.all(lockers.map((l) => l.close()));
});

describe.skipIf(!url)("the PostgreSQL tus locker", () => {
  it("keeps a second process out of an upload, asks the holder to let go, and gives the lock once released", async () => {
    const first = locker();
    const second = locker(300);
    const held = first.newLock("9b0c7a52-0000-4000-8000-000000000001");
    const askedToLetGo = vi.fn();
    await held.lock(running(), askedToLetGo);

    await expect(
      second.newLock("9b0c7a52-0000-4000-8000-000000000001").lock(running(), () => {}),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    // The other process heard the request (NOTIFY) and told its request to stop.
    await vi.waitFor(() => expect(askedToLetGo).toHaveBeenCalled());

    // Another upload is not held up.
    const other = second.newLock("9b0c7a52-0000-4000-8000-000000000002");
    await other.lock(running(), () => {});
    await other.unlock();

    const third = locker(5000);
    const waiting = third.newLock("9b0c7a52-0000-4000-8000-000000000001").lock(running(), () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));
    await held.unlock();
    await expect(waiting).resolves.toBeUndefined();
  });

  it("keeps two requests of one process apart (PostgreSQL's session locks are re-entrant)", async () => {
    const one = locker(300);
    const askedToLetGo = vi.fn();
    const first = one.newLock("9b0c7a52-0000-4000-8000-000000000003");
    await first.lock(running(), askedToLetGo);
    await expect(
      one.newLock("9b0c7a52-0000-4000-8000-000000000003").lock(running(), () => {}),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(askedToLetGo).toHaveBeenCalled();
    await first.unlock();
    const again = one.newLock("9b0c7a52-0000-4000-8000-000000000003");
    await again.lock(running(), () => {});
    await again.unlock();
  });

  it("stops a request whose lock died with its connection, and lets another process take it", async () => {
    const dying = locker();
    const stopped = vi.fn();
    await dying.newLock("9b0c7a52-0000-4000-8000-000000000004").lock(running(), stopped);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await (
        await dying.client()
      ).query<{ pid: number }>("select pg_backend_pid() as pid");
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(stopped).toHaveBeenCalled());
    const next = locker(1000).newLock("9b0c7a52-0000-4000-8000-000000000004");
    await next.lock(running(), () => {});
    await next.unlock();
  });

  it("gives up when the request stops waiting", async () => {
    const holder = locker();
    await holder.newLock("9b0c7a52-0000-4000-8000-000000000005").lock(running(), () => {});
    const stop = new AbortController();
    const waiting = locker(10_000)
      .newLock("9b0c7a52-0000-4000-8000-000000000005")
      .lock(stop.signal, () => {});
    setTimeout(() => stop.abort(), 50);
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
  });
});
