import { and, asc, gt, sql } from "drizzle-orm";
import { profiles } from "~/db/schema";
import { publicPageWhere } from "~/features/people/public-page.server";
import { profilePath } from "~/features/profile/username-rules";
import { getDb } from "~/lib/db/client.server";
import type { PublicItemLink } from "./item-links.server";

/** The sitemap's part name for people's pages (`?part=people-0`), beside the item areas. */
export const PEOPLE_AREA = "people";

/** How many people have a public page (the page's own rule: public-page.server.ts). */
export async function countPublicPeople(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(profiles)
    .where(publicPageWhere());
  return Number(row.n);
}

/**
 * People's public pages (/@username) in username order, as publicItemLinks reads items:
 * keyset batches on the unique username index, from the `skip`-th on, at most `limit`.
 * Hidden, suspended and non-selling accounts are never listed.
 */
export async function* publicPeopleLinks({
  batchSize = 5_000,
  skip = 0,
  limit = Infinity,
}: { batchSize?: number; skip?: number; limit?: number } = {}): AsyncGenerator<PublicItemLink[]> {
  const db = await getDb();
  const lastmod = sql<string>`to_char(${profiles.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  let after: string | null = null;
  if (skip > 0) {
    const [start] = await db
      .select({ username: profiles.username })
      .from(profiles)
      .where(publicPageWhere())
      .orderBy(asc(profiles.username))
      .offset(skip - 1)
      .limit(1);
    if (!start?.username) return;
    after = start.username;
  }
  let left = limit;
  while (left > 0) {
    const rows = await db
      .select({ username: profiles.username, lastmod })
      .from(profiles)
      .where(
        after === null ? publicPageWhere() : and(publicPageWhere(), gt(profiles.username, after)),
      )
      .orderBy(asc(profiles.username))
      .limit(Math.min(batchSize, left));
    if (rows.length === 0) return;
    yield rows.map((r) => ({ path: profilePath(r.username!), lastmod: r.lastmod }));
    left -= rows.length;
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1].username!;
  }
}
