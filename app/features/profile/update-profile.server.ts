import { and, eq, gt, ne, sql } from "drizzle-orm";
import { profiles, roleChanges, usernameHistory } from "~/db/schema";
import { canSwitchOwnRole, isSelfServiceRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { forgetUser } from "~/lib/user-cache.server";
import { registerImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { profileMessages, profileToasts } from "~/features/profile/messages";
import type { ProfileUpdate } from "./profile-schema";
import { OLD_USERNAME_DAYS } from "./username-rules";

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const usernameRefused = (message: string) =>
  new AppError("validation", {
    message: profileToasts.updateFailed,
    fieldErrors: { username: [message] },
  });

const usernameTaken = () => usernameRefused(profileMessages.usernameTaken);

/**
 * Claims `name` for `userId` inside the caller's transaction (ADR 072). An advisory
 * lock on the lower-cased name serialises every claim of it, so of two people asking
 * at once one wins and the other is told it is taken (the unique index stays the last
 * word). A name somebody else gave up within OLD_USERNAME_DAYS is still theirs: its old
 * links lead to them. The claimer taking back their own old name removes its row.
 */
async function claimUsername(tx: Tx, { userId, name }: { userId: string; name: string }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(lower(${name})))`);
  const [clash] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.username, name), ne(profiles.id, userId)))
    .limit(1);
  if (clash) throw usernameTaken();
  const [kept] = await tx
    .select({ userId: usernameHistory.userId })
    .from(usernameHistory)
    .where(
      and(
        eq(usernameHistory.username, name),
        gt(usernameHistory.changedAt, sql`now() - make_interval(days => ${OLD_USERNAME_DAYS})`),
      ),
    )
    .limit(1);
  if (kept && kept.userId !== userId) {
    throw usernameRefused(profileMessages.usernameKept(OLD_USERNAME_DAYS));
  }
  // Their own old name back, or another's expired one: it leads here alone from now on.
  await tx.delete(usernameHistory).where(eq(usernameHistory.username, name));
}

/**
 * Saves the Profile tab for the signed-in user `userId` (only ever their own profile).
 * One transaction: the profile row is locked; a new username claimed (claimUsername)
 * and the old one kept in username_history, so /@old redirects for 90 days; a role
 * switch allowed only from a viewer or self-service role to one of the four
 * self-service roles (never admin or moderator: the schema refuses them, and an
 * admin's or moderator's own role cannot be changed here), written to the audit log
 * with the user as actor; a new avatar or cover (already stored) recorded; the public
 * page's state, links and switches saved when the form carried them.
 */
export async function updateProfile(
  db: Db,
  {
    userId,
    input,
    avatar,
    cover,
  }: {
    userId: string;
    input: ProfileUpdate;
    avatar?: StoredImage | null;
    cover?: StoredImage | null;
  },
) {
  try {
    const result = await db.transaction(async (tx: Tx) => {
      const [current] = await tx
        .select()
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for("update")
        .limit(1);
      if (!current) throw new AppError("notFound", { message: profileToasts.notFound });

      // Only a change of name is a claim: the same name in another case is a respelling.
      const renamed =
        (input.username ?? "").toLowerCase() !== (current.username ?? "").toLowerCase();
      if (input.username && renamed) await claimUsername(tx, { userId, name: input.username });
      if (current.username && renamed) {
        await tx
          .insert(usernameHistory)
          .values({ username: current.username, userId })
          .onConflictDoUpdate({
            target: usernameHistory.username,
            set: { userId, changedAt: sql`now()` },
          });
      }

      let role = current.role;
      if (input.role && input.role !== current.role) {
        if (!canSwitchOwnRole(current.role)) {
          throw new AppError("forbidden", {
            fieldErrors: { role: [profileMessages.roleRestricted] },
          });
        }
        // The schema allows only these; checked again here, where the right is decided.
        if (!isSelfServiceRole(input.role)) {
          throw new AppError("forbidden", {
            fieldErrors: { role: [profileMessages.roleNotAllowed] },
          });
        }
        role = input.role;
        await tx
          .insert(roleChanges)
          .values({ actorId: userId, targetId: userId, fromRole: current.role, toRole: role });
      }

      const images = [avatar, cover].filter((i): i is StoredImage => !!i);
      if (images.length) await registerImages(tx, images, userId);

      await tx
        .update(profiles)
        .set({
          fullName: input.fullName,
          username: input.username,
          bio: input.bio,
          role,
          ...(input.state !== undefined ? { state: input.state } : {}),
          ...(input.links !== undefined ? { links: input.links } : {}),
          ...(input.settings ?? {}),
          ...(avatar ? { avatarKey: avatar.key } : {}),
          ...(cover ? { coverKey: cover.key } : input.removeCover ? { coverKey: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, userId));
      return { roleChanged: role !== current.role, role };
    });
    // Names and avatars appear on public cards (creator of a content item, etc.), and
    // the public page and its old addresses change with the profile.
    invalidatePublicCache();
    // And in the header, and the role guards every page: the next request reads them anew.
    forgetUser(userId);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
