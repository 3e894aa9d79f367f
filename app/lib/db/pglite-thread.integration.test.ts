import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { PgliteThread } from "./pglite-thread.server";

// Its own in-memory PGlite in its own thread, whichever database the suite runs on.
let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.open("memory://");
  await thread.exec(`create table things (id int primary key, label text not null,
    made timestamptz not null default '2026-01-02 03:04:05+00')`);
});
afterAll(async () => {
  await thread?.close();
});

describe("PGlite in its own thread (ADR 045)", () => {
  it("answers statements with PGlite's results, rows as objects or arrays", async () => {
    await thread.query("insert into things (id, label) values ($1, $2), ($3, $4)", [
      1,
      "one",
      2,
      "two",
    ]);
    const objects = await thread.query<{ id: number; label: string }>(
      "select id, label from things order by id",
    );
    expect(objects.rows).toEqual([
      { id: 1, label: "one" },
      { id: 2, label: "two" },
    ]);
    expect(objects.fields.map((f) => f.name)).toEqual(["id", "label"]);
    const arrays = await thread.query("select id, label from things order by id", [], {
      rowMode: "array",
    });
    expect(arrays.rows).toEqual([
      [1, "one"],
      [2, "two"],
    ]);
  });

  it("leaves the types a caller asks for as PostgreSQL's text, and parses the rest", async () => {
    const parsed = await thread.query<{ made: unknown }>("select made from things where id = 1");
    expect(parsed.rows[0].made).toBeInstanceOf(Date);
    const raw = await thread.query<{ made: unknown }>("select made from things where id = 1", [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(raw.rows[0].made).toBe("2026-01-02 03:04:05+00");
  });

  it("refuses a parser that would change values, since it cannot run in the thread", async () => {
    expect(() =>
      thread.query("select 1", [], { parsers: { 1184: (value: string) => new Date(value) } }),
    ).toThrow(/cannot be sent there/);
  });

  it("reports PostgreSQL's error fields (code, constraint) to the caller", async () => {
    const error: unknown = await thread
      .query("insert into things (id, label) values (1, 'again')")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "things_pkey" });
    expect((error as Error).message).toContain("duplicate key");
  });

  it("commits a transaction's work, and rolls it all back when the work throws", async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into things (id, label) values (10, 'kept')");
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query("insert into things (id, label) values (11, 'lost')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const rows = await thread.query<{ id: number }>(
      "select id from things where id >= 10 order by id",
    );
    expect(rows.rows).toEqual([{ id: 10 }]);
  });

  it("makes statements outside a transaction wait until it ends (one connection)", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const inside = thread.transaction(async (tx) => {
      await tx.query("insert into things (id, label) values (20, 'in a transaction')");
      await held;
      order.push("commit");
    });
    // Let BEGIN and the insert reach the thread before the outside read is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = thread
      .query<{ n: number }>("select count(*)::int as n from things where id = 20")
      .then((result) => {
        order.push("read");
        return result.rows[0].n;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    release();
    await inside;
    expect(await outside).toBe(1);
    expect(order).toEqual(["commit", "read"]);
  });

  it("runs drizzle's transactions and savepoints through it", async () => {
    const db = drizzle(thread as never);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, label) values (30, 'outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into things (id, label) values (30, 'clash')`);
        }),
      ).rejects.toThrow();
      await tx.execute(sql`insert into things (id, label) values (31, 'after the savepoint')`);
    });
    const rows = await thread.query<{ label: string }>(
      "select label from things where id in (30, 31) order by id",
    );
    expect(rows.rows.map((r) => r.label)).toEqual(["outer", "after the savepoint"]);
  });

  it("keeps the main thread free while a statement runs", async () => {
    const started = performance.now();
    let timerFiredAt = 0;
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        timerFiredAt = performance.now() - started;
        resolve();
      }, 20),
    );
    // A busy statement (not pg_sleep): on the main thread it would hold the event loop,
    // and the timer could only fire once the statement had finished.
    let doneAt = 0;
    const busy = thread
      .query("select count(*) from generate_series(1, 3000000)")
      .then(() => (doneAt = performance.now() - started));
    await Promise.all([timer, busy]);
    expect(timerFiredAt).toBeLessThan(doneAt / 2);
  });
});
