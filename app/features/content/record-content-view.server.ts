import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { content, contentViews } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getSecrets } from "~/lib/secrets.server";
import { publicContentWhere } from "./content-kind.server";

/**
 * Views of content (issue 15; docs/decisions/034-content-processing.md): one per visitor
 * per item per Lagos day, sent by the content page's beacon after it loads, so a page
 * served from the anonymous page cache counts like any other, and crawlers (which the
 * beacon endpoint turns away by user agent, and which seldom run scripts) do not.
 */

/** What the beacon posts: the item's id. */
export const contentViewSchema = z.object({ id: z.uuid() });

/** The Lagos calendar date of `now` ("2026-11-24"); WAT is UTC+1 all year. */
export function watDayOf(now: Date) {
  return new Date(now.getTime() + 60 * 60_000).toISOString().slice(0, 10);
}

/**
 * Who viewed, without a cookie: a signed-in person by their id; anyone else by a keyed
 * hash of the day, their address and their browser (what cookieless analytics such as
 * Plausible do). The day is inside the hash, so keys cannot be linked from one day to
 * the next, and no address is stored.
 */
export function contentVisitorKey({
  userId,
  ip,
  userAgent,
  day,
}: {
  userId: string | null;
  ip: string | null;
  userAgent: string;
  day: string;
}) {
  if (userId) return `u:${userId}`;
  const mac = createHmac("sha256", getSecrets().sessionSecret)
    .update(`content-view\n${day}\n${ip ?? "unknown"}\n${userAgent}`)
    .digest("base64url");
  return `a:${mac.slice(0, 32)}`;
}

/**
 * Counts a view of a public item unless this visitor was counted for it today; true when
 * counted. One statement: the day's row and the running total move together, and two
 * beacons racing each other cannot count twice (the primary key decides).
 */
export async function recordContentView({
  contentId,
  visitor,
  now = new Date(),
}: {
  contentId: string;
  visitor: { userId: string | null; ip: string | null; userAgent: string };
  now?: Date;
}): Promise<boolean> {
  const day = watDayOf(now);
  const visitorKey = contentVisitorKey({ ...visitor, day });
  const db = await getDb();
  const result = (await db.execute(sql`
    with added as (
      insert into ${contentViews} (content_id, visitor_key, day, created_at)
      select ${content.id}, ${visitorKey}, ${day}::date, ${now.toISOString()}::timestamptz
      from ${content}
      where ${content.id} = ${contentId} and ${publicContentWhere()}
      on conflict do nothing
      returning content_id
    )
    update ${content} set view_count = view_count + 1
    where id in (select content_id from added)
    returning id
  `)) as unknown as { rows: unknown[] };
  // The public pages show view counts up to a cache period late: a view does not clear
  // the anonymous caches (that would end caching for any page people actually watch).
  return result.rows.length > 0;
}
