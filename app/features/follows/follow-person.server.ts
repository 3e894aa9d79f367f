import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { follows, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { isConstraintViolation } from "~/lib/db/pg-errors.server";
import { followToasts } from "./messages";
import { publicPageWhere } from "~/features/people/public-page.server";

const idSchema = z.uuid();

const refuseSelf = () => new AppError("validation", { message: followToasts.self });
const refuseNotFollowable = () => new AppError("notFound", { message: followToasts.notFollowable });

export type FollowOutcome = { name: string; changed: boolean };

/**
 * `followerId` follows `followeeId` (ADR 072). Idempotent: following twice is one row
 * (`on conflict do nothing`), and `changed` says whether this call made it. Only a
 * person with a public page may be followed; nobody follows themselves. The check here
 * gives the clear message; the database's `follows_not_self` check stays the last word
 * and answers the same message, never a 500.
 */
export async function followPerson({
  followerId,
  followeeId,
}: {
  followerId: string;
  followeeId: string;
}): Promise<FollowOutcome> {
  if (!idSchema.safeParse(followeeId).success) throw refuseNotFollowable();
  if (followerId === followeeId) throw refuseSelf();
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      // Locked so a page hidden (or an account suspended) at this moment is decided once.
      const [person] = await tx
        .select({
          fullName: profiles.fullName,
          username: profiles.username,
          email: profiles.email,
        })
        .from(profiles)
        .where(and(eq(profiles.id, followeeId), publicPageWhere()))
        .for("share");
      if (!person) throw refuseNotFollowable();
      const made = await tx
        .insert(follows)
        .values({ followerId, followeeId })
        .onConflictDoNothing()
        .returning({ followerId: follows.followerId });
      return { name: displayName(person), changed: made.length > 0 };
    });
  } catch (error) {
    if (isConstraintViolation(error, "23514", "follows_not_self")) throw refuseSelf();
    throw error;
  }
}

/**
 * `followerId` stops following `followeeId`. Idempotent: unfollowing someone one does
 * not follow changes nothing. Anyone may be unfollowed, public page or not (a hidden
 * page's followers can still leave).
 */
export async function unfollowPerson({
  followerId,
  followeeId,
}: {
  followerId: string;
  followeeId: string;
}): Promise<FollowOutcome> {
  if (!idSchema.safeParse(followeeId).success) throw refuseNotFollowable();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
      .returning({ followeeId: follows.followeeId });
    const [person] = await tx
      .select({ fullName: profiles.fullName, username: profiles.username, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, followeeId));
    if (!person) throw refuseNotFollowable();
    return { name: displayName(person), changed: gone.length > 0 };
  });
}
