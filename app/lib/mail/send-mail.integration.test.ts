import net from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingMail } from "~/db/schema";
import { JOBS } from "~/jobs.server";
import { getDatabase, getDb } from "~/lib/db/client.server";
import { enqueue, runDueJobs } from "~/lib/jobs/queue.server";
import { listFailedJobsForAdmin, retryJobForAdmin } from "~/features/admin/failed-jobs.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { deliverMailJob, sendMail } from "./send-mail.server";

/** A port nothing listens on (yet): the dead SMTP server. */
async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Makes a job in retry due now, as its back-off would after a while. */
async function makeRetriesDue() {
  const database = await getDatabase();
  await database.exec(
    "update pgboss.job set start_after = now() - interval '1 second' where state = 'retry'",
  );
}

let port: number;
let restoreEnv: () => void;
beforeAll(async () => {
  port = await freePort();
  restoreEnv = setEnv({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: "Naija <no-reply@naija.test>",
  });
});
afterAll(() => restoreEnv?.());

describe("e-mail as a job", () => {
  it("a dead SMTP server delays mail without failing what sent it; it goes out once the server is back", async () => {
    const db = await getDb();
    // What a sign-up or purchase does: record the mail and queue it, no SMTP on the way.
    const sent = await sendMail({
      to: "ada@example.com",
      subject: "Verify",
      text: "Click the link",
      headers: {
        "List-Unsubscribe": "<https://naija.example/newsletter/unsubscribe?token=t1>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(sent.delivered).toBe("queued");
    let [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, sent.id));
    expect(row).toMatchObject({ status: "queued", sentAt: null });

    // The worker tries: connection refused, kept for a retry with the reason.
    expect(await runDueJobs(JOBS)).toBe(1);
    [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, sent.id));
    expect(row!.status).toBe("queued");
    expect(row!.error).toMatch(/ECONNREFUSED|connect/i);
    const database = await getDatabase();
    const [job] = await database.query<{ state: string; later: boolean }>(
      "select state, start_after > now() as later from pgboss.job where name = 'mail.deliver' and data->>'mailId' = $1",
      [sent.id],
    );
    // Waiting out its back-off before the next attempt.
    expect(job).toMatchObject({ state: "retry", later: true });

    // The server comes back; the retry delivers it.
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        let text = "";
        stream.on("data", (chunk: Buffer) => (text += chunk.toString()));
        stream.on("end", () => {
          received.push(text);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      await makeRetriesDue();
      expect(await runDueJobs(JOBS)).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, sent.id));
    expect(row).toMatchObject({ status: "sent", error: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Verify");
    expect(received[0]).toContain("Click the link");
    // Extra headers travel with the mail (RFC 8058 one-click unsubscribe).
    expect(received[0]).toContain(
      "List-Unsubscribe: <https://naija.example/newsletter/unsubscribe?token=t1>",
    );
    expect(received[0]).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("a job exists if and only if its transaction commits", async () => {
    const db = await getDb();
    const database = await getDatabase();
    const count = async () =>
      (
        await database.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = 'mail.deliver'",
        )
      )[0]!.n;
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await sendMail({ to: "bola@example.com", subject: "Receipt", text: "Thanks" }, tx);
        throw new Error("the purchase failed");
      }),
    ).rejects.toThrow("the purchase failed");
    expect(await count()).toBe(before);
    expect(
      await db.select().from(outgoingMail).where(eq(outgoingMail.to, "bola@example.com")),
    ).toEqual([]);

    await db.transaction(async (tx) => {
      await sendMail({ to: "bola@example.com", subject: "Receipt", text: "Thanks" }, tx);
    });
    expect(await count()).toBe(before + 1);
  });

  it("after the last retry the mail is marked failed and the job is failed for admins to see", async () => {
    const db = await getDb();
    const [mail] = await db
      .insert(outgoingMail)
      .values({
        to: "chidi@example.com",
        from: "x@naija.test",
        subject: "Hi",
        text: "Hello",
        status: "queued",
      })
      .returning();
    await db.transaction((tx) => enqueue(tx, deliverMailJob, { mailId: mail!.id }));
    const database = await getDatabase();
    // Straight to the last attempt.
    await database.exec(
      `update pgboss.job set retry_count = retry_limit where name = 'mail.deliver' and data->>'mailId' = '${mail!.id}'`,
    );
    await runDueJobs(JOBS);
    const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, mail!.id));
    expect(row!.status).toBe("failed");
    const [job] = await database.query<{ state: string }>(
      "select state from pgboss.job where name = 'mail.deliver' and data->>'mailId' = $1",
      [mail!.id],
    );
    expect(job!.state).toBe("failed");

    // Admins see it (name, error, attempts) and can give it another run; others cannot.
    const admin = await createUser(db, { role: "admin" });
    const moderator = await createUser(db, { role: "moderator" });
    await expect(listFailedJobsForAdmin({ actorId: moderator.id })).rejects.toMatchObject({
      kind: "forbidden",
    });
    const failed = (await listFailedJobsForAdmin({ actorId: admin.id })).find(
      (f) => f.name === "mail.deliver",
    );
    expect(failed).toMatchObject({
      attempts: 9,
      error: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    await expect(
      retryJobForAdmin({ actorId: moderator.id, name: failed!.name, id: failed!.id }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    await retryJobForAdmin({ actorId: admin.id, name: failed!.name, id: failed!.id });
    const [again] = await database.query<{ state: string }>(
      "select state from pgboss.job where id = $1",
      [failed!.id],
    );
    expect(again!.state).toBe("retry");
    await expect(
      retryJobForAdmin({ actorId: admin.id, name: failed!.name, id: failed!.id }),
    ).rejects.toMatchObject({ kind: "notFound" });
  });
});
