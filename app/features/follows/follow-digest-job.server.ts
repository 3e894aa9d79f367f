import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { followUpdates, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { getDb, type Db } from "~/lib/db/client.server";
import { itemKinds, itemPath } from "~/lib/item-kind-registry.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { digestCutoff, planDigest, type PendingUpdate } from "./follow-digest";
import { followDigestMail } from "./follow-mails";

/** People handled per batch; a run goes on batch after batch until none is left. */
const BATCH = 200;

type Candidate = {
  id: string;
  email: string;
  fullName: string | null;
  username: string | null;
  followEmails: boolean;
  lastMailedAt: Date | null;
};

/**
 * People with follow updates not yet mailed who may be acted on now: follow e-mails off
 * (their rows are dropped), or no digest in the last 24 hours (DIGEST_INTERVAL_MS).
 * Reads the unmailed rows by their partial index; the last digest is max(mailed_at).
 */
async function candidates(db: Db, now: Date, after: string | null): Promise<Candidate[]> {
  const cutoff = digestCutoff(now);
  const result = (await db.execute(sql`
    select p.id, p.email, p.full_name, p.username, p.follow_emails, last.mailed_at
    from (select distinct user_id from ${followUpdates} where mailed_at is null) u
    join ${profiles} p on p.id = u.user_id
    left join lateral (
      select max(m.mailed_at) as mailed_at from ${followUpdates} m where m.user_id = u.user_id
    ) last on true
    where (not p.follow_emails or last.mailed_at is null or last.mailed_at <= ${cutoff.toISOString()}::timestamptz)
      ${after ? sql`and p.id > ${after}::uuid` : sql``}
    order by p.id
    limit ${BATCH}`)) as unknown as {
    rows: Array<{
      id: string;
      email: string;
      full_name: string | null;
      username: string | null;
      follow_emails: boolean;
      mailed_at: string | Date | null;
    }>;
  };
  return result.rows.map((r) => ({
    id: r.id,
    email: r.email,
    fullName: r.full_name,
    username: r.username,
    followEmails: r.follow_emails,
    lastMailedAt: r.mailed_at ? new Date(r.mailed_at) : null,
  }));
}

/**
 * The waiting rows of these people, each with its item as it is now: its page when
 * still public (the kind's public rule), else no path. One query per kind.
 */
async function pendingUpdates(db: Db, userIds: string[]) {
  const rows = await db
    .select({
      id: followUpdates.id,
      userId: followUpdates.userId,
      itemType: followUpdates.itemType,
      itemId: followUpdates.itemId,
      createdAt: followUpdates.createdAt,
      publisherFullName: profiles.fullName,
      publisherUsername: profiles.username,
      publisherEmail: profiles.email,
    })
    .from(followUpdates)
    .innerJoin(profiles, eq(profiles.id, followUpdates.publisherId))
    .where(and(inArray(followUpdates.userId, userIds), isNull(followUpdates.mailedAt)));

  const items = new Map<string, { title: string; path: string }>();
  for (const kind of itemKinds()) {
    const ids = [...new Set(rows.filter((r) => r.itemType === kind.type).map((r) => r.itemId))];
    if (!ids.length) continue;
    const found = await db
      .select({
        id: sql<string>`${kind.columns.id}`,
        slug: sql<string>`${kind.columns.slug}`,
        title: sql<string>`${kind.columns.title}`,
      })
      .from(kind.table)
      .where(and(inArray(kind.columns.id, ids), kind.publicWhere()));
    for (const f of found)
      items.set(`${kind.type}:${f.id}`, { title: f.title, path: itemPath(kind, f.slug) });
  }
  const nouns = new Map(itemKinds().map((k) => [k.type, k.noun]));

  const byUser = new Map<string, PendingUpdate[]>();
  for (const r of rows) {
    const item = items.get(`${r.itemType}:${r.itemId}`);
    const list = byUser.get(r.userId) ?? [];
    list.push({
      id: r.id,
      createdAt: r.createdAt,
      publisherName: displayName({
        fullName: r.publisherFullName,
        username: r.publisherUsername,
        email: r.publisherEmail,
      }),
      noun: nouns.get(r.itemType) ?? r.itemType,
      title: item?.title ?? "",
      path: item?.path ?? null,
    });
    byUser.set(r.userId, list);
  }
  return byUser;
}

/** Thrown inside a person's transaction when another run settled their rows first. */
class AlreadySettled extends Error {}

export type DigestRun = { mailed: number; dropped: number; waiting: number };

/**
 * Sends each due person one e-mail with what the people they follow published
 * (ADR 072): at most one per 24 hours, nothing for items no longer public, nothing for
 * people who switched follow e-mails off. Per person, one transaction sets `mailed_at`
 * on exactly the rows the mail lists and queues the mail (sendMail(mail, tx)), so a
 * retried run never mails twice and a failed one mails nothing.
 */
export async function runFollowDigest({ now = new Date() }: { now?: Date } = {}) {
  const db = await getDb();
  const origin = publicBaseUrl();
  const run: DigestRun = { mailed: 0, dropped: 0, waiting: 0 };
  let after: string | null = null;
  for (;;) {
    const people = await candidates(db, now, after);
    if (!people.length) break;
    after = people.at(-1)!.id;
    const updates = await pendingUpdates(
      db,
      people.map((p) => p.id),
    );
    for (const person of people) {
      const plan = planDigest({ ...person, updates: updates.get(person.id) ?? [] }, now);
      if (plan.action === "wait") {
        run.waiting++;
        continue;
      }
      try {
        await db.transaction(async (tx) => {
          if (plan.drop.length)
            await tx.delete(followUpdates).where(inArray(followUpdates.id, plan.drop));
          if (plan.action === "drop") return;
          const marked = await tx
            .update(followUpdates)
            .set({ mailedAt: now })
            .where(and(inArray(followUpdates.id, plan.mark), isNull(followUpdates.mailedAt)))
            .returning({ id: followUpdates.id });
          if (marked.length !== plan.mark.length) throw new AlreadySettled();
          await sendMail(
            {
              to: person.email,
              ...followDigestMail.render({
                origin,
                name: displayName(person),
                items: plan.items,
                more: plan.more,
              }),
            },
            tx,
          );
        });
      } catch (error) {
        if (!(error instanceof AlreadySettled)) throw error;
        continue;
      }
      if (plan.action === "send") run.mailed++;
      else run.dropped++;
    }
    if (people.length < BATCH) break;
  }
  return run;
}

/** Hourly, like the payout run; each person is mailed at most once a day. */
export const followDigestJob = defineJob<object>({
  name: "follows.digest",
  cron: "17 * * * *",
  retryLimit: 2,
  expireInSeconds: 600,
  async run() {
    await runFollowDigest();
  },
});
