// The embedded database's own thread (ADR 045). PGlite is PostgreSQL compiled to
// WebAssembly: every statement is planned and run synchronously on the thread that
// owns it. On the main thread that meant page rendering stood still while a query ran,
// and a dashboard page spent ~45 % of the event loop inside PGlite. Here it runs
// beside the renderer, on the machine's other core.
//
// Plain JavaScript on purpose: a worker is started from a file path, and this file
// must load the same way from the sources (tests, scripts) and from the build.
//
// Protocol (one message per call, answered by id):
//   { id, op: "query", sql, params, tx?, rowMode?, rawTypes? } → { id, result }
//   { id, op: "exec", sql, tx?, rawTypes? }                    → { id, result }
//   { id, op: "begin", tx }        → { id } once the transaction is open (it holds
//                                     PGlite's transaction lock until it ends)
//   { id, op: "end", tx, commit }  → { id } after COMMIT (or ROLLBACK)
//   { id, op: "close" }            → { id } after PGlite has closed
// Failures answer { id, error: { message, name, ...fields } } with PostgreSQL's fields
// (code, constraint, detail, …) copied, since callers read them.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";

const port = parentPort;
if (!port) throw new Error("pglite-thread.mjs runs as a worker thread");

/** Open transactions by the caller's id: PGlite's handle, how to end it, and its outcome. */
const open = new Map();
const identity = (value) => value;

/**
 * Options for one call. Parser functions cannot cross threads, so the caller names
 * the types it wants left as PostgreSQL's text (drizzle asks that for dates and
 * intervals), and this side maps them to an identity parser.
 */
function queryOptions(message) {
  const options = {};
  if (message.rowMode) options.rowMode = message.rowMode;
  if (message.rawTypes?.length)
    options.parsers = Object.fromEntries(message.rawTypes.map((oid) => [oid, identity]));
  return options;
}

function plainError(error) {
  const fields = {};
  if (error && typeof error === "object") {
    for (const [key, value] of Object.entries(error)) {
      // PGlite attaches the statement's params and options: not needed, maybe not cloneable.
      if (key === "params" || key === "queryOptions") continue;
      if (value === undefined || typeof value === "function") continue;
      fields[key] = value;
    }
  }
  return {
    ...fields,
    name: error?.name ?? "Error",
    message: error?.message ?? String(error),
    stack: error?.stack,
  };
}

// Named statements (ADR 051). PGlite's `query` parses, describes and plans a statement
// on every call, in five trips into WebAssembly; planning alone was over half of the
// ticket checkout's statement (0.85 of 1.57 ms). A statement seen a second time is
// prepared by name once, then each call is one trip: bind, describe, execute, sync
// (the checkout statement: 1.33 → 0.32 ms). PostgreSQL replans a prepared statement
// itself when the tables under it change.
const { serialize } = protocol;
const NO_SYNC = { syncToFs: false };
const PREPARE_ON_USE = 2;
const MAX_PREPARED = 256;
const MAX_COUNTED = 4096;
/** SQL → { name, paramTypes }, oldest use first (evicted statements are closed). */
const prepared = new Map();
/** SQL → uses so far, for statements not (yet) prepared. */
const uses = new Map();
/** Names of statements dropped from the cache, closed before the next prepared call. */
const toClose = [];
let statementCount = 0;

/** Drops `sql`'s statement from the cache (it is closed by the next prepared call). */
function forget(sql) {
  const entry = prepared.get(sql);
  if (!entry) return;
  prepared.delete(sql);
  toClose.push(entry.name);
}

/** Closes dropped statements; one that cannot be closed now stays open, harmlessly. */
async function closeDropped() {
  while (toClose.length) {
    const name = toClose.shift();
    await db
      .execProtocol(concat([serialize.close({ type: "S", name }), serialize.sync()]), NO_SYNC)
      .catch(() => {});
  }
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether to run `sql` as a named statement: from its second use on. */
function worthPreparing(sql) {
  if (prepared.has(sql)) return true;
  const count = (uses.get(sql) ?? 0) + 1;
  if (count >= PREPARE_ON_USE) {
    uses.delete(sql);
    return true;
  }
  if (uses.size >= MAX_COUNTED) uses.delete(uses.keys().next().value);
  uses.set(sql, count);
  return false;
}

/** Runs under PGlite's query lock (the caller takes it, as PGlite's own query does). */
async function runPrepared(sql, params, options) {
  await closeDropped();
  let entry = prepared.get(sql);
  if (entry) {
    prepared.delete(sql); // most recently used last
  } else {
    const name = `naija_${++statementCount}`;
    const { messages } = await db.execProtocol(
      concat([
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      NO_SYNC,
    );
    entry = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (prepared.size >= MAX_PREPARED) {
      forget(prepared.keys().next().value);
      await closeDropped();
    }
  }
  prepared.set(sql, entry);
  // As PGlite's query serializes parameters: by the types the statement declares.
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[entry.paramTypes[i]];
    return serializer ? serializer(value) : value.toString();
  });
  const { messages } = await db.execProtocol(
    concat([
      serialize.bind({ statement: entry.name, values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ]),
    NO_SYNC,
  );
  return parse.parseResults(messages, db.parsers, options)[0];
}

/**
 * A statement of the "query" op: a named statement once it is worth it, else PGlite's
 * own query. Outside a transaction it waits for any transaction in progress, as
 * PGlite's query does (its transaction lock, then its query lock).
 */
async function query(message) {
  const { sql } = message;
  const options = queryOptions(message);
  const params = message.params ?? [];
  if (!worthPreparing(sql)) return target(message).query(sql, params, options);
  if (message.tx) {
    target(message); // still open?
    return db
      ._runExclusiveQuery(() => runPrepared(sql, params, options))
      .catch((error) => {
        // The transaction failed with it; the next use prepares the statement anew.
        if (isStaleStatement(error)) forget(sql);
        throw error;
      });
  }
  const once = () =>
    db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        const result = await runPrepared(sql, params, options);
        await db.syncToFs();
        return result;
      }),
    );
  try {
    return await once();
  } catch (error) {
    if (!isStaleStatement(error)) throw error;
    forget(sql);
    return once();
  }
}

/**
 * A named statement PostgreSQL can no longer run as prepared: its tables changed the
 * shape of its result (DDL since), or it is gone. Prepared again, it runs.
 */
function isStaleStatement(error) {
  return (
    error?.code === "26000" ||
    (error?.code === "0A000" && /cached plan must not change result type/.test(error.message))
  );
}

function target(message) {
  if (!message.tx) return db;
  const entry = open.get(message.tx);
  if (!entry) throw new Error(`Transaction ${message.tx} is not open`);
  return entry.tx;
}

async function handle(message) {
  switch (message.op) {
    case "query":
      return query(message);
    case "exec":
      return target(message).exec(message.sql, queryOptions(message));
    case "begin":
      return new Promise((resolve, reject) => {
        let finish;
        const ended = new Promise((r) => (finish = r));
        let opened = false;
        const done = db.transaction(async (tx) => {
          opened = true;
          open.set(message.tx, { tx, finish, done });
          resolve(undefined);
          if (!(await ended)) await tx.rollback();
        });
        // BEGIN itself failed: the caller is still waiting for "begin". Later
        // failures (COMMIT refused) are answered to "end", which awaits `done`.
        done.catch((error) => {
          if (!opened) reject(error);
        });
      });
    case "end": {
      const entry = open.get(message.tx);
      if (!entry) throw new Error(`Transaction ${message.tx} is not open`);
      open.delete(message.tx);
      entry.finish(Boolean(message.commit));
      await entry.done;
      return undefined;
    }
    case "close":
      await db.close();
      return undefined;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

const db = await PGlite.create(workerData.dataDir, {
  extensions: { citext, pg_trgm, btree_gist },
});

port.on("message", (message) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, result }),
    (error) => port.postMessage({ id: message.id, error: plainError(error) }),
  );
});
port.postMessage({ ready: true });
