import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import { storeAvatar } from "./avatar.server";
import type { ProfileInput } from "./profile-schema";
import { canSwitchOwnRole } from "~/features/accounts/roles";
import { updateProfile } from "./update-profile.server";

/**
 * The Profile page's form as stored. A session whose profile row is missing (a race
 * with account deletion) still gets a form, filled from the session.
 */
export async function loadProfileEditor({ user }: { user: SessionUser }) {
  const db = await getDb();
  const [profile] = await db
    .select({
      fullName: profiles.fullName,
      username: profiles.username,
      bio: profiles.bio,
      avatarKey: profiles.avatarKey,
      role: profiles.role,
    })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .limit(1);
  return {
    profile: profile ?? {
      fullName: user.fullName,
      username: user.username,
      bio: null,
      avatarKey: user.avatarKey,
      role: user.role,
    },
    canSwitchRole: canSwitchOwnRole(profile?.role ?? user.role),
  };
}

/**
 * Saves the Profile form: a new avatar is stored first (image work never holds the
 * database), then the profile is updated in its own transaction.
 */
export async function saveProfile({
  userId,
  input,
  avatarFile,
}: {
  userId: string;
  input: ProfileInput;
  avatarFile: File | null;
}) {
  const avatar =
    avatarFile && avatarFile.size > 0
      ? await storeAvatar({ bytes: Buffer.from(await avatarFile.arrayBuffer()) })
      : null;
  return updateProfile(await getDb(), { userId, input, avatar });
}
