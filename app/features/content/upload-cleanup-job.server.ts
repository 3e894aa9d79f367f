import { isNotNull, lt, or } from "drizzle-orm";
import { contentUploads } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import { discardUpload } from "./content-uploads.server";

/**
 * How long an upload may sit untouched before it counts as abandoned: a day covers a
 * phone that lost its network overnight; a finished file whose form was never
 * submitted, or that a content row already took, waits no longer either.
 */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes abandoned uploads' bytes and rows. Rows are read first and each upload is
 * removed outside any transaction (storage may be S3). Returns how many went.
 */
export async function cleanAbandonedUploads({ now = new Date() }: { now?: Date } = {}) {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const rows = await db
    .select({ id: contentUploads.id })
    .from(contentUploads)
    .where(
      or(
        lt(contentUploads.lastActivityAt, cutoff),
        // Taken by a content row but not removed then (a failed delete): nothing needs it.
        isNotNull(contentUploads.contentId),
      ),
    )
    .limit(500);
  for (const row of rows) await discardUpload(row.id);
  if (rows.length) getLogger().info({ count: rows.length }, "abandoned uploads removed");
  return rows.length;
}

/** Hourly: pg-boss sends one per hour whatever the number of processes. */
export const cleanAbandonedUploadsJob = defineJob<object>({
  name: "content.uploads-cleanup",
  cron: "17 * * * *",
  retryLimit: 0,
  expireInSeconds: 600,
  async run() {
    await cleanAbandonedUploads();
  },
});
