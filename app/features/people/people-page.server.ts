import { and, eq, gt, sql } from "drizzle-orm";
import { profiles, usernameHistory } from "~/db/schema";
import { OLD_USERNAME_DAYS, profilePath, usernameProblem } from "~/features/profile/username-rules";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { classifyLink } from "~/lib/links";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { hasPublicPage } from "./public-page";
import { publicPageWhere } from "./public-page.server";

/** What a public page shows of its person: nothing private (no e-mail, phone, city). */
export interface PublicPerson {
  id: string;
  username: string;
  name: string;
  bio: string | null;
  /** One of the 36 states or Abuja (FCT), as the profile form stores it. */
  state: string | null;
  avatarKey: string | null;
  cover: StoredImage | null;
  /** Only links the link-safety rules let leave the site, normalised. */
  links: { label: string; href: string }[];
  joinedAt: string;
  role: string;
  /** Whether the person takes support from fans (the tips helper's panel reads it). */
  supportEnabled: boolean;
}

export type PersonPageAnswer =
  | { kind: "page"; person: PublicPerson }
  /** Another spelling of the name, or a name given up within OLD_USERNAME_DAYS: 301. */
  | { kind: "redirect"; to: string }
  /** No such page, or one nobody may see: the site's 404, revealing nothing. */
  | { kind: "notFound" };

const personColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  bio: profiles.bio,
  state: profiles.state,
  avatarKey: profiles.avatarKey,
  coverKey: profiles.coverKey,
  links: profiles.links,
  createdAt: profiles.createdAt,
  role: profiles.role,
  supportEnabled: profiles.supportEnabled,
  profileHidden: profiles.profileHidden,
  suspendedAt: profiles.suspendedAt,
};

async function loadPersonPage(name: string): Promise<PersonPageAnswer> {
  const db = await getDb();
  // citext: the lookup is case-blind, and the unique index answers it.
  const [found] = await db
    .select(personColumns)
    .from(profiles)
    .where(eq(profiles.username, name))
    .limit(1);
  if (found) {
    if (!hasPublicPage(found)) return { kind: "notFound" };
    const username = found.username!;
    if (username !== name) return { kind: "redirect", to: profilePath(username) };
    const images = await loadImages(db, [found.coverKey]);
    return {
      kind: "page",
      person: {
        id: found.id,
        username,
        name: found.fullName?.trim() || username,
        bio: found.bio,
        state: found.state,
        avatarKey: found.avatarKey,
        cover: found.coverKey ? (images.get(found.coverKey) ?? null) : null,
        links: found.links.flatMap((link) => {
          const verdict = classifyLink(link.url);
          return verdict.kind === "external" ? [{ label: link.label, href: verdict.href }] : [];
        }),
        joinedAt: found.createdAt.toISOString(),
        role: found.role,
        supportEnabled: found.supportEnabled,
      },
    };
  }
  // A name given up lately leads to its person's page, if they still have one.
  const [moved] = await db
    .select({ username: profiles.username })
    .from(usernameHistory)
    .innerJoin(profiles, eq(profiles.id, usernameHistory.userId))
    .where(
      and(
        eq(usernameHistory.username, name),
        gt(usernameHistory.changedAt, sql`now() - make_interval(days => ${OLD_USERNAME_DAYS})`),
        publicPageWhere(),
      ),
    )
    .limit(1);
  return moved?.username
    ? { kind: "redirect", to: profilePath(moved.username) }
    : { kind: "notFound" };
}

/**
 * The person behind `/@{name}` (`handle` is the path segment, "@" included): their page,
 * a permanent redirect (another case, an old name), or not found. Hidden, suspended
 * and viewer, moderator and admin accounts are not found, exactly like unknown names.
 */
export function findPersonPage({ handle }: { handle: string }): Promise<PersonPageAnswer> {
  if (!handle.startsWith("@")) return Promise.resolve({ kind: "notFound" });
  const name = handle.slice(1);
  // No name ever had another length: skip the database for junk.
  if (usernameProblem(name) === "length") return Promise.resolve({ kind: "notFound" });
  return cached(`people:page:${name}`, PUBLIC_TTL_MS, () => loadPersonPage(name));
}
