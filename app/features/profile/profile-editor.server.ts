import { eq } from "drizzle-orm";
import { profiles } from "~/db/schema";
import type { SessionUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import { hasPublicPage } from "~/features/people/public-page";
import { loadImages } from "~/lib/media/image-records.server";
import { storeAvatar } from "./avatar.server";
import { storeProfileCover } from "./cover.server";
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
      state: profiles.state,
      links: profiles.links,
      coverKey: profiles.coverKey,
      supportEnabled: profiles.supportEnabled,
      profileHidden: profiles.profileHidden,
      followEmails: profiles.followEmails,
      suspendedAt: profiles.suspendedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .limit(1);
  const shown = profile ?? {
    fullName: user.fullName,
    username: user.username,
    bio: null,
    avatarKey: user.avatarKey,
    role: user.role,
    state: null,
    links: [],
    coverKey: null,
    supportEnabled: true,
    profileHidden: false,
    followEmails: true,
    suspendedAt: null,
  };
  const { suspendedAt, ...fields } = shown;
  const covers = await loadImages(db, [shown.coverKey]);
  return {
    profile: fields,
    cover: shown.coverKey ? (covers.get(shown.coverKey) ?? null) : null,
    // The page address is shown as a link only when it leads to a page (the same rule).
    hasPublicPage: hasPublicPage({ ...shown, suspendedAt }),
    canSwitchRole: canSwitchOwnRole(profile?.role ?? user.role),
  };
}

/**
 * Saves the Profile form: a new avatar and cover are stored first (image work never
 * holds the database), then the profile is updated in its own transaction.
 */
export async function saveProfile({
  userId,
  input,
  avatarFile,
  coverFile = null,
}: {
  userId: string;
  input: ProfileInput;
  avatarFile: File | null;
  coverFile?: File | null;
}) {
  const bytes = async (file: File | null) =>
    file && file.size > 0 ? Buffer.from(await file.arrayBuffer()) : null;
  const avatarBytes = await bytes(avatarFile);
  const coverBytes = await bytes(coverFile);
  const avatar = avatarBytes ? await storeAvatar({ bytes: avatarBytes }) : null;
  const cover = coverBytes ? await storeProfileCover({ bytes: coverBytes }) : null;
  return updateProfile(await getDb(), { userId, input, avatar, cover });
}
