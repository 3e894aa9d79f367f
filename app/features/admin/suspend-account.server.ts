import { eq } from "drizzle-orm";
import { profiles, sessions } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { can } from "~/features/accounts/permissions";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getLogger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { forgetUser } from "~/lib/user-cache.server";
import { accountReinstatedMail, accountSuspendedMail } from "./account-suspension-mails";
import { userToasts } from "./messages";

async function lockTarget(tx: Tx, actorId: string, userId: string) {
  const [actor] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  if (!can(actor?.role, "users:suspend")) throw new AppError("forbidden");
  const [target] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
  if (!target) throw new AppError("notFound", { message: userToasts.userNotFound });
  return target;
}

/**
 * An admin suspends an account (issue 35, ADR 072). In one transaction: the profile
 * row is marked (who, when, why), every session of the person is deleted (signed out
 * everywhere; a session cookie that survives in a cache is refused by the session
 * lookup, which treats a suspended profile as signed out) and the e-mail telling them
 * is queued. What the mark stops is read from the row where it matters: sign-in, the
 * public page, new payments to them (createPayment) and their payouts (createPayout).
 * Admins cannot be suspended (demote first), nor can one suspend oneself.
 */
export async function suspendAccount(opts: {
  db: Db;
  actorId: string;
  userId: string;
  reason: string;
}) {
  const { db, actorId, userId, reason } = opts;
  if (actorId === userId)
    throw new AppError("validation", { message: userToasts.cannotSuspendSelf });
  const target = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, actorId, userId);
    if (row.role === "admin")
      throw new AppError("validation", { message: userToasts.cannotSuspendAdmin });
    if (row.suspendedAt) throw new AppError("validation", { message: userToasts.alreadySuspended });
    await tx
      .update(profiles)
      .set({ suspendedAt: new Date(), suspendedBy: actorId, suspendedReason: reason })
      .where(eq(profiles.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await sendMail(
      {
        to: row.email,
        ...accountSuspendedMail.render({
          origin: publicBaseUrl(),
          name: displayName(row),
          reason,
        }),
      },
      tx,
    );
    return row;
  });
  forgetUser(userId);
  // Their page and their name on cards leave the public pages' cache.
  invalidatePublicCache();
  getLogger().info({ audit: "account.suspended", actorId, userId, reason }, "account suspended");
  return { name: displayName(target) };
}

/** An admin lifts a suspension: the person may sign in, sell and be paid again. */
export async function reinstateAccount(opts: { db: Db; actorId: string; userId: string }) {
  const { db, actorId, userId } = opts;
  const target = await db.transaction(async (tx) => {
    const row = await lockTarget(tx, actorId, userId);
    if (!row.suspendedAt) throw new AppError("validation", { message: userToasts.notSuspended });
    await tx
      .update(profiles)
      .set({ suspendedAt: null, suspendedBy: null, suspendedReason: null })
      .where(eq(profiles.id, userId));
    await sendMail(
      {
        to: row.email,
        ...accountReinstatedMail.render({ origin: publicBaseUrl(), name: displayName(row) }),
      },
      tx,
    );
    return row;
  });
  forgetUser(userId);
  invalidatePublicCache();
  getLogger().info({ audit: "account.reinstated", actorId, userId }, "account reinstated");
  return { name: displayName(target) };
}
