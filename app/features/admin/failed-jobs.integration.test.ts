import { beforeAll, describe, expect, it } from "vitest";
import { outgoingMail } from "~/db/schema";
import { ROLES, type Role } from "~/features/accounts/roles";
import { getDatabase, getDb, type Db } from "~/lib/db/client.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { deliverMailJob } from "~/lib/mail/send-mail.server";
import * as jobsPage from "~/routes/admin/jobs";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";

// The real /admin/jobs page: who sees failed jobs, and retrying one.
let db: Db;
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;

beforeAll(async () => {
  db = await getDb();
  sessions = await sessionsForEveryRole(db, "jobs-page");
});

const args = (role: Role | null, method: string, body?: Record<string, string>) =>
  ({
    request: new Request("http://localhost/admin/jobs", {
      method,
      headers: new Headers(role ? { Cookie: sessions.get(role)!.cookie } : {}),
      body: body ? new URLSearchParams(body) : undefined,
    }),
    params: {},
    context: {},
  }) as never;

/** A delivery job that used up its retries, as the queue leaves it. */
async function failedMailJob() {
  const [mail] = await db
    .insert(outgoingMail)
    .values({ to: "tunde@example.com", from: "x@naija.test", subject: "Hi", text: "Hello" })
    .returning();
  const id = (await db.transaction((tx) => enqueue(tx, deliverMailJob, { mailId: mail!.id })))!;
  const database = await getDatabase();
  await database.query(
    `update pgboss.job set state = 'failed', retry_count = retry_limit, completed_on = now(),
       output = '{"message":"connect ECONNREFUSED 127.0.0.1:2525"}'::jsonb where id = $1`,
    [id],
  );
  return id;
}

describe("/admin/jobs", () => {
  it("admins see failed jobs; moderators are sent to their queue; others are refused", async () => {
    const id = await failedMailJob();
    expect(await outcomeOf(() => jobsPage.loader(args(null, "GET")))).toBe(
      `302 /auth/sign-in?redirectTo=${encodeURIComponent("/admin/jobs")}`,
    );
    for (const role of ROLES) {
      const answer = await outcomeOf(() => jobsPage.loader(args(role, "GET")));
      expect(answer, role).toBe(
        role === "admin" ? "200" : role === "moderator" ? "302 /admin/moderation" : "302 /",
      );
    }
    const { jobs } = await jobsPage.loader(args("admin", "GET"));
    expect(jobs.find((j) => j.id === id)).toMatchObject({
      name: "mail.deliver",
      error: "connect ECONNREFUSED 127.0.0.1:2525",
      attempts: 9,
    });
  });

  it("retry: admin only, the job runs again; a second retry finds nothing to retry", async () => {
    const id = await failedMailJob();
    const body = { name: "mail.deliver", id };
    expect(await outcomeOf(() => jobsPage.action(args(null, "POST", body)))).toBe("401");
    expect(await outcomeOf(() => jobsPage.action(args("moderator", "POST", body)))).toBe("403");
    expect(await outcomeOf(() => jobsPage.action(args("admin", "POST", body)))).toBe(
      "302 /admin/jobs",
    );
    const database = await getDatabase();
    const state = async () =>
      (
        await database.query<{ state: string }>("select state from pgboss.job where id = $1", [id])
      )[0]!.state;
    expect(await state()).toBe("retry");
    // Already retried: told so, nothing changes.
    expect(await outcomeOf(() => jobsPage.action(args("admin", "POST", body)))).toBe(
      "302 /admin/jobs",
    );
    expect(await state()).toBe("retry");
  });

  it("a malformed retry answers 400 with the form's message and changes nothing", async () => {
    const id = await failedMailJob();
    const answer = await outcomeOf(() =>
      jobsPage.action(args("admin", "POST", { name: "<script>", id })),
    );
    expect(answer).toBe("400");
    const database = await getDatabase();
    const [row] = await database.query<{ state: string }>(
      "select state from pgboss.job where id = $1",
      [id],
    );
    expect(row!.state).toBe("failed");
  });
});
