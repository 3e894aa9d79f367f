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
import { PGlite } from "@electric-sql/pglite";
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

function target(message) {
  if (!message.tx) return db;
  const entry = open.get(message.tx);
  if (!entry) throw new Error(`Transaction ${message.tx} is not open`);
  return entry.tx;
}

async function handle(message) {
  switch (message.op) {
    case "query":
      return target(message).query(message.sql, message.params ?? [], queryOptions(message));
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
