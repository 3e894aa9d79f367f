import PgBoss from "pg-boss";
import { sql, type SQL } from "drizzle-orm";
import { getDatabase, type Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";

/**
 * Durable background jobs on pg-boss 10, in the product's own database (PGlite
 * embedded, PostgreSQL in production; docs/decisions/013-durable-jobs.md).
 *
 * A job is enqueued inside the caller's transaction, so it exists if and only if
 * that transaction commits: a purchase that rolls back sends no receipt, and one
 * that commits cannot lose its e-mail to a crash between commit and send.
 */

export const JOB_SCHEMA = "pgboss";

export type JobAttempt = {
  /** 0 on the first run. */
  retryCount: number;
  retryLimit: number;
  /** No retry follows if this run throws. */
  lastAttempt: boolean;
};

export interface JobDefinition<P extends object = object> {
  /** Queue name, `<area>.<verb>` (e.g. `mail.deliver`). */
  name: string;
  /** Runs the job; throwing schedules a retry until the retries are used up. */
  run(payload: P, attempt: JobAttempt): Promise<void>;
  /** Retries after the first run (default 5), with exponential back-off from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run taking longer than this is treated as failed (default 5 minutes). */
  expireInSeconds?: number;
  /**
   * Cron (Africa/Lagos). pg-boss sends one job per slot across every process
   * sharing the database, so scheduled work runs once however many are running.
   */
  cron?: string;
  /**
   * Errors no retry can cure (a refund the provider can never accept, a row that is
   * gone): the job fails at once for admins to see instead of retrying for hours.
   */
  isPermanent?(error: unknown): boolean;
}

export function defineJob<P extends object>(definition: JobDefinition<P>): JobDefinition<P> {
  return definition;
}

type JobsState = {
  boss?: PgBoss;
  started?: Promise<PgBoss>;
  workers?: boolean;
};
/** This process's pg-boss and whether it started. */
const state: JobsState = {};

/** pg-boss's SQL ($1 placeholders) as one drizzle statement, so it runs on a transaction. */
export function pgBossSql(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${driverValue(values[Number(part) - 1])}`);
  });
  return sql.join(chunks, sql.raw(""));
}

// pg-boss hands job data as an object for a ::jsonb parameter; PGlite wants its JSON text.
function driverValue(value: unknown) {
  if (value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)) {
    return JSON.stringify(value);
  }
  return value === undefined ? null : value;
}

function txDb(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await tx.execute(pgBossSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

async function bossInstance(): Promise<PgBoss> {
  if (state.boss) return state.boss;
  const database = await getDatabase();
  state.boss ??= new PgBoss({
    db: {
      executeSql: (text, values) => database.executeSql(text, values),
    },
    schema: JOB_SCHEMA,
    // Maintenance (expiry, archiving) every two minutes is plenty at our volume and
    // keeps an embedded single-connection database quiet.
    maintenanceIntervalSeconds: 120,
    // Finished jobs stay visible to admins for a week.
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  });
  state.boss.on("error", (error) => getLogger().error({ err: error }, "job queue error"));
  return state.boss;
}

function queueOptions(job: JobDefinition): PgBoss.Queue {
  return {
    name: job.name,
    retryLimit: job.retryLimit ?? 5,
    retryDelay: job.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds ?? 300,
  };
}

/**
 * Installs pg-boss's schema (its own migrations) and one queue per job, and
 * schedules the cron jobs. With `work`, this process also runs the jobs. Safe to
 * call from several processes at once: pg-boss takes an advisory lock to migrate.
 */
export async function startJobs(options: {
  jobs: readonly JobDefinition<never>[];
  work?: boolean;
  pollingIntervalSeconds?: number;
  /**
   * Off for tests that run due jobs themselves: a per-minute cron firing mid-test
   * would add jobs the test did not queue.
   */
  cron?: boolean;
}) {
  state.started ??= (async () => {
    const boss = await bossInstance();
    await boss.start();
    return boss;
  })().catch((error: unknown) => {
    state.started = undefined;
    throw error;
  });
  const boss = await state.started;
  const jobs = options.jobs as readonly JobDefinition[];
  for (const job of jobs) {
    const existing = await boss.getQueue(job.name);
    if (existing) await boss.updateQueue(job.name, queueOptions(job));
    else await boss.createQueue(job.name, queueOptions(job));
    if (job.cron && options.cron !== false)
      await boss.schedule(job.name, job.cron, {}, { tz: "Africa/Lagos" });
  }
  if (options.work && !state.workers) {
    state.workers = true;
    for (const job of jobs) {
      await boss.work(
        job.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        },
        async ([pgJob]) => {
          if (pgJob) await runJob(job, pgJob as PgBoss.JobWithMetadata<object>);
        },
      );
    }
  }
  return boss;
}

async function runJob(job: JobDefinition, pgJob: PgBoss.JobWithMetadata<object>) {
  const attempt: JobAttempt = {
    retryCount: pgJob.retryCount,
    retryLimit: pgJob.retryLimit,
    lastAttempt: pgJob.retryCount >= pgJob.retryLimit,
  };
  try {
    await job.run(pgJob.data, attempt);
  } catch (error) {
    const permanent = !attempt.lastAttempt && !!job.isPermanent?.(error);
    // pg-boss retries while retry_count < retry_limit: closing the gap makes the
    // failure recorded below final.
    if (permanent) {
      const database = await getDatabase();
      await database.query(
        `update ${JOB_SCHEMA}.job set retry_limit = retry_count where name = $1 and id = $2`,
        [job.name, pgJob.id],
      );
    }
    const final = attempt.lastAttempt || permanent;
    getLogger()[final ? "error" : "warn"](
      { err: error, job: job.name, jobId: pgJob.id, attempt: attempt.retryCount + 1 },
      final ? "job failed for good" : "job failed; it will be retried",
    );
    // pg-boss records the error as the job's output and schedules the retry.
    throw error;
  }
}

/**
 * Queues a job in the caller's transaction. Its queue must exist (startJobs at
 * boot); a missing queue is a programming error, reported loudly.
 */
export async function enqueue<P extends object>(
  tx: Tx,
  job: JobDefinition<P>,
  payload: P,
  options: { startAfterSeconds?: number; singletonKey?: string } = {},
) {
  const boss = await bossInstance();
  const id = await boss.send(job.name, payload, {
    db: txDb(tx),
    // As an instant: pg-boss's insert types its start_after parameter as a timestamp,
    // so a number of seconds is refused by the database.
    ...(options.startAfterSeconds
      ? { startAfter: new Date(Date.now() + options.startAfterSeconds * 1000) }
      : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  });
  if (!id && !options.singletonKey) throw new Error(`Job queue ${job.name} does not exist`);
  return id;
}

/**
 * Runs what is due in the given queues now, in this process, the way a worker
 * would (retries and failures recorded by pg-boss). For tests and maintenance
 * commands; the app's workers poll on their own.
 */
export async function runDueJobs(jobs: readonly JobDefinition<never>[], limit = 50) {
  const boss = await bossInstance();
  let ran = 0;
  for (const job of jobs as readonly JobDefinition[]) {
    const due = await boss.fetch<object>(job.name, { includeMetadata: true, batchSize: limit });
    for (const pgJob of due) {
      ran++;
      try {
        await runJob(job, pgJob);
        await boss.complete(job.name, pgJob.id);
      } catch (error) {
        await boss.fail(job.name, pgJob.id, { message: errorMessage(error) });
      }
    }
  }
  return ran;
}

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** Lets running jobs finish (within `timeoutMs`), then stops polling and scheduling. */
export async function stopJobs(timeoutMs = 8_000) {
  const boss = state.boss;
  if (!boss || !state.started) return;
  await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  state.started = undefined;
  state.workers = false;
  state.boss = undefined;
}

export type FailedJob = {
  id: string;
  name: string;
  error: string;
  /** Runs made, the first included. */
  attempts: number;
  failedAt: Date | null;
  createdAt: Date;
};

/** Jobs that used up their retries, newest first (kept for a week). */
export async function listFailedJobs(limit = 50): Promise<FailedJob[]> {
  const database = await getDatabase();
  const rows = await database.query<{
    id: string;
    name: string;
    output: { message?: string } | null;
    retry_count: number;
    completed_on: Date | null;
    created_on: Date;
  }>(
    `select id, name, output, retry_count, completed_on, created_on from ${JOB_SCHEMA}.job
     where state = 'failed' order by completed_on desc nulls last limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    error: (r.output?.message ?? JSON.stringify(r.output ?? {})).slice(0, 500),
    attempts: r.retry_count + 1,
    failedAt: r.completed_on,
    createdAt: r.created_on,
  }));
}

/** Gives a failed job one more run; false when it is no longer failed. */
export async function retryFailedJob(name: string, id: string) {
  const database = await getDatabase();
  const [row] = await database.query<{ state: string }>(
    `select state from ${JOB_SCHEMA}.job where name = $1 and id = $2`,
    [name, id],
  );
  if (row?.state !== "failed") return false;
  await (await bossInstance()).retry(name, id);
  return true;
}
