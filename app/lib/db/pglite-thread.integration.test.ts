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

/**
 * A transaction writes one row and holds; a count read outside it, sent meanwhile, is
 * answered only after the commit (one connection), and sees the row.
 */
async function expectReadAfterCommit(write: string, count: string, params: unknown[]) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const order: string[] = [];
  const inside = thread.transaction(async (tx) => {
    await tx.query(write);
    await held;
    order.push("commit");
  });
  // Let BEGIN and the write reach the thread before the outside read is sent.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const outside = thread.query<{ n: number }>(count, params).then((result) => {
    order.push("read");
    return result.rows[0].n;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(order).toEqual([]);
  release();
  await inside;
  expect(await outside).toBe(1);
  expect(order).toEqual(["commit", "read"]);
}

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
    await expectReadAfterCommit(
      "insert into things (id, label) values (20, 'in a transaction')",
      "select count(*)::int as n from things where id = $1",
      [20],
    );
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

describe("named statements (ADR 051)", () => {
  const preparedCount = async () =>
    (
      await thread.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where name like 'naija_%'",
      )
    ).rows[0].n;
  const isPrepared = async (text: string) =>
    (
      await thread.query<{ n: number }>(
        "select count(*)::int as n from pg_prepared_statements where statement = $1",
        [text],
      )
    ).rows[0].n === 1;

  beforeAll(async () => {
    await thread.exec(`create table kinds (id int primary key, at timestamptz, doc jsonb,
      tags text[], note text)`);
  });

  it("prepares a statement on its second use, and answers as PGlite's own query", async () => {
    const insert = "insert into kinds (id, at, doc, tags, note) values ($1, $2, $3, $4, $5)";
    const at = new Date("2026-11-28T09:00:00.000Z");
    await thread.query(insert, [1, at, { a: 1 }, ["x", "y"], null]);
    expect(await isPrepared(insert)).toBe(false);
    await thread.query(insert, [2, at, { b: [2] }, [], "two"]);
    expect(await isPrepared(insert)).toBe(true);
    await thread.query(insert, [3, null, null, null, "three"]);

    const read = "select id, at, doc, tags, note from kinds where id = any($1) order by id";
    const once = await thread.query(`${read} -- used once`, [[1, 2, 3]]);
    await thread.query(read, [[1, 2, 3]]);
    const prepared = await thread.query(read, [[1, 2, 3]]);
    expect(await isPrepared(read)).toBe(true);
    expect(prepared.rows).toEqual(once.rows);
    expect(prepared.fields).toEqual(once.fields);
    expect(prepared.rows[0]).toEqual({ id: 1, at, doc: { a: 1 }, tags: ["x", "y"], note: null });
    const arrays = await thread.query(read, [[2]], { rowMode: "array" });
    expect(arrays.rows).toEqual([[2, at, { b: [2] }, [], "two"]]);
    const raw = await thread.query<{ at: unknown }>(read, [[1]], {
      parsers: { 1184: (value: string) => value },
    });
    expect(raw.rows[0].at).toBe("2026-11-28 09:00:00+00");
  });

  it("keeps PostgreSQL's error fields, and the statement, after a failing use", async () => {
    const insert = "insert into kinds (id, note) values ($1, $2)";
    await thread.query(insert, [10, "ten"]);
    await thread.query(insert, [11, "eleven"]);
    const error: unknown = await thread.query(insert, [10, "again"]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", constraint: "kinds_pkey" });
    await thread.query(insert, [12, "twelve"]);
    const ids = await thread.query<{ id: number }>(
      "select id from kinds where id >= 10 order by id",
    );
    expect(ids.rows.map((r) => r.id)).toEqual([10, 11, 12]);
  });

  it("runs prepared inside a transaction and rolls back with it", async () => {
    const insert = "insert into kinds (id, note) values ($1, 'in a transaction')";
    await expect(
      thread.transaction(async (tx) => {
        await tx.query(insert, [20]);
        await tx.query(insert, [21]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const left = await thread.query<{ n: number }>(
      "select count(*)::int as n from kinds where id in (20, 21)",
    );
    expect(left.rows[0].n).toBe(0);
    // A prepared statement is not part of the transaction: it outlives the rollback.
    expect(await isPrepared(insert)).toBe(true);
  });

  it("makes a prepared statement outside a transaction wait until it ends", async () => {
    const count = "select count(*)::int as n from kinds where id = $1";
    await thread.query(count, [30]);
    await thread.query(count, [30]);
    expect(await isPrepared(count)).toBe(true);
    await expectReadAfterCommit(
      "insert into kinds (id, note) values (30, 'in a transaction')",
      count,
      [30],
    );
  });

  it("prepares again when a table's change alters the statement's result", async () => {
    await thread.exec("create table shapes (id int primary key, label text)");
    await thread.exec("insert into shapes values (1, 'round')");
    const read = "select * from shapes where id = $1";
    await thread.query(read, [1]);
    expect((await thread.query(read, [1])).rows).toEqual([{ id: 1, label: "round" }]);
    await thread.exec("alter table shapes add column sides int not null default 0");
    expect((await thread.query(read, [1])).rows).toEqual([{ id: 1, label: "round", sides: 0 }]);
  });

  it("keeps at most 256 statements, closing the least recently used", async () => {
    for (let i = 0; i < 300; i++) {
      const text = `select $1::int + ${i} as n`;
      await thread.query(text, [1]);
      expect((await thread.query<{ n: number }>(text, [1])).rows[0].n).toBe(1 + i);
    }
    expect(await preparedCount()).toBeLessThanOrEqual(256);
    expect((await thread.query<{ n: number }>("select $1::int + 0 as n", [5])).rows[0].n).toBe(5);
  });
});
