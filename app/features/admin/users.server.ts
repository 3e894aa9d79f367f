import { and, count, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { profiles, roleChanges } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { can } from "~/features/accounts/permissions";
import type { Role } from "~/features/accounts/roles";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { AppError } from "~/lib/app-error.server";
import type { Db } from "~/lib/db/client.server";
import { forgetUser } from "~/lib/user-cache.server";
import { accountNoticeCopy, adminCopy, userToasts } from "~/features/admin/messages";
import { roleLabel } from "~/lib/messages/shell";
import { toPage } from "~/lib/pagination";

export const USERS_PAGE_SIZE = 20;

export interface RoleChangeEntry {
  id: string;
  fromRole: Role;
  toRole: Role;
  at: string;
  actorName: string | null;
}

export interface UserCard {
  id: string;
  /** Spec 001 §2: full name, else username, else 'Unknown User'. */
  name: string;
  email: string;
  role: Role;
  joinedAt: string;
  history: RoleChangeEntry[];
  /** Set while an admin's suspension lasts (ADR 072). */
  suspendedAt: string | null;
  suspendedReason: string | null;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Users matching `query` in name, username or e-mail, newest first, with their
 * role-change history (latest five) so the admin sees who changed what.
 */
export async function searchUsers(db: Db, { query, page }: { query: string; page: number }) {
  const q = query.trim();
  const where = q
    ? or(
        ilike(profiles.fullName, likePattern(q)),
        ilike(sql`${profiles.username}::text`, likePattern(q)),
        ilike(sql`${profiles.email}::text`, likePattern(q)),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE),
    db.select({ n: count() }).from(profiles).where(where),
  ]);

  const actor = alias(profiles, "actor");
  const ids = rows.map((r) => r.id);
  const history = ids.length
    ? await db
        .select({
          id: roleChanges.id,
          targetId: roleChanges.targetId,
          fromRole: roleChanges.fromRole,
          toRole: roleChanges.toRole,
          createdAt: roleChanges.createdAt,
          actorFullName: actor.fullName,
          actorUsername: actor.username,
          actorEmail: actor.email,
        })
        .from(roleChanges)
        .leftJoin(actor, eq(actor.id, roleChanges.actorId))
        .where(inArray(roleChanges.targetId, ids))
        .orderBy(desc(roleChanges.createdAt))
    : [];

  const cards: UserCard[] = rows.map((r) => ({
    id: r.id,
    name: r.fullName?.trim() || r.username?.trim() || adminCopy.unknownUser,
    email: r.email,
    role: r.role,
    joinedAt: r.createdAt.toISOString(),
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    suspendedReason: r.suspendedReason,
    history: history
      .filter((h) => h.targetId === r.id)
      .slice(0, 5)
      .map((h) => ({
        id: h.id,
        fromRole: h.fromRole,
        toRole: h.toRole,
        at: h.createdAt.toISOString(),
        actorName: h.actorEmail
          ? displayName({
              fullName: h.actorFullName,
              username: h.actorUsername,
              email: h.actorEmail,
            })
          : null,
      })),
  }));
  return toPage(cards, total?.n ?? 0, page, USERS_PAGE_SIZE);
}

/**
 * The one way to change another user's role (docs/product-decisions.md > Roles). The actor's right
 * is read from the database inside the transaction, never taken from the request; the
 * change and its audit row commit together; the last admin cannot be demoted, so the
 * product never loses its administrators.
 */
export async function changeUserRole(
  db: Db,
  actorId: string,
  { userId, role }: { userId: string; role: Role },
) {
  const result = await db.transaction(async (tx) => {
    const [actorRow] = await tx
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    if (!can(actorRow?.role, "users:change-role")) throw new AppError("forbidden");

    const [target] = await tx
      .select({ id: profiles.id, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    if (!target) throw new AppError("notFound", { message: userToasts.userNotFound });
    if (target.role === role) return { changed: false as const, from: target.role, to: role };

    if (target.role === "admin") {
      // Serialise demotions of admins: lock every admin row, then count the others.
      const admins = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.role, "admin"), ne(profiles.id, target.id)))
        .for("update");
      if (admins.length === 0) throw new AppError("validation", { message: userToasts.lastAdmin });
    }

    await tx
      .update(profiles)
      .set({ role, updatedAt: new Date() })
      .where(eq(profiles.id, target.id));
    await tx
      .insert(roleChanges)
      .values({ actorId, targetId: target.id, fromRole: target.role, toRole: role });
    await notifyUsers(tx, [
      {
        userId: target.id,
        type: "account.role_changed",
        title: accountNoticeCopy.roleChangedTitle,
        message: accountNoticeCopy.roleChangedMessage(roleLabel(role)),
        data: { href: "/dashboard", role },
      },
    ]);
    return { changed: true as const, from: target.role, to: role };
  });
  // Committed: the person's next page already sees (and is guarded by) the new role.
  if (result.changed) forgetUser(userId);
  return result;
}
