import { lt, sql } from "drizzle-orm";
import { rateLimitWindows } from "~/db/schema";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";

/**
 * A fixed-window counter per key (e.g. "link-click:<client address>") in the
 * database, so every app process on it counts the same hits: one upsert per hit
 * counts it and answers, atomically (the row lock orders concurrent hits), against the
 * database's clock. Enough to stop one client flooding an endpoint or a mailbox.
 */
export type RateLimit = { limit: number; windowMs: number };

/** No limit uses a window this long: rows older than this are only clutter. */
const KEEP_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;
let lastSweep = 0;

/**
 * Counts one hit for `key`; false when the key is over its limit in this window.
 * Inside a transaction pass it as `db` (PGlite has one connection: another would wait
 * for the transaction forever); the hit then counts only if the transaction commits.
 */
export async function takeRateLimit(key: string, { limit, windowMs }: RateLimit, tx?: Db | Tx) {
  const db = tx ?? (await getDb());
  const w = rateLimitWindows;
  const ended = sql`${w.windowStart} <= now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await db
    .insert(w)
    .values({ key })
    .onConflictDoUpdate({
      target: w.key,
      set: {
        windowStart: sql`case when ${ended} then now() else ${w.windowStart} end`,
        hits: sql`case when ${ended} then 1 else ${w.hits} + 1 end`,
      },
    })
    .returning({ hits: w.hits });
  if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = Date.now();
    await db.delete(w).where(lt(w.windowStart, new Date(Date.now() - KEEP_MS)));
  }
  return row!.hits <= limit;
}

/** For tests: forgets every window. */
export async function resetRateLimits() {
  await (await getDb()).delete(rateLimitWindows);
}

/**
 * Limits for public forms that store rows or send e-mail to an address somebody
 * typed: generous for a person, tight enough that a script cannot flood a mailbox or
 * the admins' inbox from one address.
 */
export const FORM_LIMITS = {
  /** Confirmation e-mails to one address. */
  newsletterPerEmail: { limit: 3, windowMs: 60 * 60_000 },
  newsletterPerClient: { limit: 20, windowMs: 10 * 60_000 },
  contactPerClient: { limit: 10, windowMs: 10 * 60_000 },
  brokenLinkPerClient: { limit: 20, windowMs: 10 * 60_000 },
  /**
   * Holds made (a checkout started) from one address: a person starting again a few
   * times, or several people behind one mobile carrier's address, stay well under it;
   * a script churning holds does not (docs/decisions/054-hold-caps.md).
   */
  holdsPerClient: { limit: 20, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimit>;

/** Counts the hit under every key; false as soon as one of them is over its limit. */
export async function takeRateLimits(hits: [key: string, limit: RateLimit][]) {
  for (const [key, limit] of hits) if (!(await takeRateLimit(key, limit))) return false;
  return true;
}
