import { and, eq, ne } from "drizzle-orm";
import { profiles, roleChanges } from "~/db/schema";
import { canSwitchOwnRole, isSelfServiceRole } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { forgetUser } from "~/lib/user-cache.server";
import { registerImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { profileMessages, profileToasts } from "~/features/profile/messages";
import type { ProfileInput } from "./profile-schema";

function isUniqueViolation(error: unknown) {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

const usernameTaken = () =>
  new AppError("validation", {
    message: profileToasts.updateFailed,
    fieldErrors: { username: [profileMessages.usernameTaken] },
  });

/**
 * Saves the Profile tab for the signed-in user `userId` (only ever their own profile).
 * One transaction: the profile row is locked, the username checked for a clash (the
 * citext unique index is the final word under concurrency), a role switch allowed only
 * from a viewer or self-service role to one of the four self-service roles (never
 * admin or moderator: the schema refuses them, and an admin's or moderator's own
 * role cannot be changed here), written to the audit log with the user as
 * actor, and a new avatar (already stored by storeAvatar) recorded.
 */
export async function updateProfile(
  db: Db,
  { userId, input, avatar }: { userId: string; input: ProfileInput; avatar?: StoredImage | null },
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

      if (input.username) {
        const [clash] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.username, input.username), ne(profiles.id, userId)))
          .limit(1);
        if (clash) throw usernameTaken();
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

      if (avatar) await registerImages(tx, [avatar], userId);

      await tx
        .update(profiles)
        .set({
          fullName: input.fullName,
          username: input.username,
          bio: input.bio,
          role,
          ...(avatar ? { avatarKey: avatar.key } : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, userId));
      return { roleChanged: role !== current.role, role };
    });
    // Names and avatars appear on public cards (creator of a content item, etc.).
    invalidatePublicCache();
    // And in the header, and the role guards every page: the next request reads them anew.
    forgetUser(userId);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
