import { and, desc, eq, sql } from "drizzle-orm";
import { follows, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { getDb } from "~/lib/db/client.server";
import { publicPageWhere } from "~/features/people/public-page.server";

export type FollowSummary = {
  followers: number;
  following: number;
  /** The signed-in visitor follows this person (false when signed out). */
  viewerFollows: boolean;
};

/**
 * A person's follower and following counts, and whether the visitor follows them: every
 * figure a `count(*)` over the follow rows (ADR 072), never a stored counter. One query.
 */
export async function followSummary({
  profileId,
  viewerId,
}: {
  profileId: string;
  viewerId: string | null;
}): Promise<FollowSummary> {
  const db = await getDb();
  const result = (await db.execute(sql`
    select
      (select count(*)::int from ${follows} where ${follows.followeeId} = ${profileId}) as followers,
      (select count(*)::int from ${follows} where ${follows.followerId} = ${profileId}) as following,
      ${
        viewerId
          ? sql`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${profileId})`
          : sql`false`
      } as viewer`)) as unknown as {
    rows: Array<{ followers: number; following: number; viewer: boolean }>;
  };
  const row = result.rows[0];
  return {
    followers: Number(row?.followers ?? 0),
    following: Number(row?.following ?? 0),
    viewerFollows: Boolean(row?.viewer),
  };
}

export type FollowedPerson = {
  id: string;
  name: string;
  username: string | null;
  avatarKey: string | null;
  /** They still have a public page: their page can be linked (else it would be a 404). */
  public: boolean;
  since: string;
};

/** How many people the Following page lists at most (newest first). */
export const FOLLOWING_PAGE_LIMIT = 200;

/** The people `userId` follows, newest first, with what the Following page shows. */
export async function peopleFollowedBy({ userId }: { userId: string }): Promise<FollowedPerson[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      username: profiles.username,
      email: profiles.email,
      avatarKey: profiles.avatarKey,
      public: sql<boolean>`coalesce(${publicPageWhere()}, false)`,
      since: follows.createdAt,
    })
    .from(follows)
    .innerJoin(profiles, eq(profiles.id, follows.followeeId))
    .where(eq(follows.followerId, userId))
    .orderBy(desc(follows.createdAt), desc(follows.followeeId))
    .limit(FOLLOWING_PAGE_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    // A page that is no longer public shows no username (nor the e-mail's name).
    name: r.public ? displayName(r) : (r.fullName?.trim() ?? "") || "—",
    username: r.public ? r.username : null,
    avatarKey: r.public ? r.avatarKey : null,
    public: Boolean(r.public),
    since: r.since.toISOString(),
  }));
}

/** One person, when they have a public page: the "Follow again" offer after an unfollow. */
export async function followablePerson({ id }: { id: string }) {
  const db = await getDb();
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, username: profiles.username })
    .from(profiles)
    .where(and(eq(profiles.id, id), publicPageWhere()));
  return row ? { id: row.id, name: displayName(row) } : null;
}
