// The daily follow e-mail's rules (issue 35, ADR 072), pure so they are unit-tested:
// who is due, what goes in, what is settled without a mail.

/** At most one digest per person in this time (the last one is max(mailed_at)). */
export const DIGEST_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** At most this many items are listed; the rest are counted and left to the notices page. */
export const DIGEST_MAX_ITEMS = 30;

/** A follow_updates row not mailed yet, with what the job found of its item now. */
export type PendingUpdate = {
  id: string;
  createdAt: Date;
  publisherName: string;
  /** The kind's noun ("content", "event", "product", "stay"). */
  noun: string;
  title: string;
  /** The item's public page, or null when it is no longer public (not mailed). */
  path: string | null;
};

export type DigestPerson = {
  followEmails: boolean;
  /** When their last digest was queued (max mailed_at), or null for never. */
  lastMailedAt: Date | null;
  updates: PendingUpdate[];
};

export type DigestItem = Pick<PendingUpdate, "publisherName" | "noun" | "title"> & {
  path: string;
};

export type DigestPlan =
  /** Mailed less than a day ago: everything waits for the next run. */
  | { action: "wait" }
  /** Nothing to mail: these rows are dropped (follow e-mails off, items gone). */
  | { action: "drop"; drop: string[] }
  /** One e-mail with `items` (and `more` not listed); `mark` mailed, `drop` removed. */
  | { action: "send"; items: DigestItem[]; more: number; mark: string[]; drop: string[] };

/** The earliest last digest that makes a person due at `now`. */
export function digestCutoff(now: Date): Date {
  return new Date(now.getTime() - DIGEST_INTERVAL_MS);
}

/** Whether a person whose last digest went at `lastMailedAt` may get one at `now`. */
export function isDue(lastMailedAt: Date | null, now: Date): boolean {
  return lastMailedAt === null || lastMailedAt.getTime() <= digestCutoff(now).getTime();
}

/**
 * What to do for one person at `now`. Follow e-mails switched off: their waiting rows
 * are dropped (the in-app notices stay). Not due: wait. Due: items still public go in,
 * oldest first, at most DIGEST_MAX_ITEMS listed, all of them marked mailed; items no
 * longer public are dropped and never mailed. Due with nothing public: dropped, no mail
 * (and so no new "last digest" either).
 */
export function planDigest(person: DigestPerson, now: Date): DigestPlan {
  const all = person.updates.map((u) => u.id);
  if (!person.followEmails) return { action: "drop", drop: all };
  if (!isDue(person.lastMailedAt, now)) return { action: "wait" };
  const live = person.updates
    .filter((u): u is PendingUpdate & { path: string } => u.path !== null)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const drop = person.updates.filter((u) => u.path === null).map((u) => u.id);
  if (live.length === 0) return { action: "drop", drop };
  return {
    action: "send",
    items: live
      .slice(0, DIGEST_MAX_ITEMS)
      .map(({ publisherName, noun, title, path }) => ({ publisherName, noun, title, path })),
    more: Math.max(0, live.length - DIGEST_MAX_ITEMS),
    mark: live.map((u) => u.id),
    drop,
  };
}
