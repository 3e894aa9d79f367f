import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { can } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { listFailedJobs, retryFailedJob } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";

async function requireJobsRight(actorId: string) {
  const db = await getDb();
  const [actor] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  if (!can(actor?.role, "jobs:manage")) throw new AppError("forbidden");
}

/** Failed background jobs (name, error, attempts) for an admin. */
export async function listFailedJobsForAdmin(options: { actorId: string; limit?: number }) {
  await requireJobsRight(options.actorId);
  const jobs = await listFailedJobs(options.limit);
  return jobs.map((j) => ({
    id: j.id,
    name: j.name,
    error: j.error,
    attempts: j.attempts,
    failedAt: j.failedAt?.toISOString() ?? null,
  }));
}

/** An admin gives a failed job another run. */
export async function retryJobForAdmin(options: { actorId: string; name: string; id: string }) {
  await requireJobsRight(options.actorId);
  const retried = await retryFailedJob(options.name, options.id);
  if (!retried) throw new AppError("notFound");
  getLogger().info(
    {
      audit: "job.retried",
      actor: `admin:${options.actorId}`,
      job: options.name,
      jobId: options.id,
    },
    "failed job retried",
  );
}
