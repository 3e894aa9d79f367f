import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outgoingMail, profiles, sessions as sessionRows } from "~/db/schema";
import { changeUserRole } from "~/features/admin/users.server";
import {
  markNotificationsRead,
  notifyUsers,
  unreadNotificationCount,
} from "~/features/notifications/notifications.server";
import { finishOnboarding } from "~/features/onboarding/onboarding.server";
import { updateProfile } from "~/features/profile/update-profile.server";
import { getAuth, getSessionUser, SESSION_CACHE_TTL_MS } from "~/lib/auth.server";
import { getDb, type Db } from "~/lib/db/client.server";
import { withQueryStats } from "~/lib/db/query-stats.server";
import { requestPasswordReset, resetPassword } from "~/features/accounts/sign-in.server";
import { createUser } from "../../scripts/seed/factories/users";
import { sessionCookie } from "../../tests/support/sessions";

// Signed-in pages answer "who is this?" from a short in-process cache; every change to
// the answer made through the product must show on the very next request.
let db: Db;
let adminId: string;

beforeAll(async () => {
  db = await getDb();
  adminId = (await createUser(db, { email: "cache-admin@example.com", role: "admin" })).id;
});

async function signedIn(email: string, extra: { onboardingCompletedAt?: Date | null } = {}) {
  const user = await createUser(db, {
    email,
    role: "creator",
    password: "cache-password-1",
    ...extra,
  });
  return { userId: user.id, cookie: await sessionCookie(email, "cache-password-1") };
}

const page = (cookie: string, method = "GET") =>
  new Request("http://localhost/events", { method, headers: { Cookie: cookie } });

/** The user a page view sees, and how many statements it took to know. */
async function lookup(cookie: string, method = "GET") {
  const { result, stats } = await withQueryStats(() => getSessionUser(page(cookie, method)));
  return { user: result, queries: stats.queries };
}

describe("the session lookup cache", () => {
  it("answers repeated page views without the database, and each view sees the same user", async () => {
    const { userId, cookie } = await signedIn("cache-repeat@example.com");
    const first = await lookup(cookie);
    expect(first.user?.id).toBe(userId);
    expect(first.queries).toBeGreaterThan(0);
    const again = await lookup(cookie);
    expect(again).toEqual({ user: first.user, queries: 0 });
  });

  it("a role changed by an admin guards the person's very next page", async () => {
    const { userId, cookie } = await signedIn("cache-role@example.com");
    expect((await lookup(cookie)).user?.role).toBe("creator");
    await changeUserRole(db, adminId, { userId, role: "viewer" });
    expect((await lookup(cookie)).user?.role).toBe("viewer");
  });

  it("a profile edit (name, self-service role) shows on the next page", async () => {
    const { userId, cookie } = await signedIn("cache-profile@example.com");
    await lookup(cookie);
    await updateProfile(db, {
      userId,
      input: { fullName: "Ngozi Renamed", username: null, bio: null, role: "event_organizer" },
    });
    const { user } = await lookup(cookie);
    expect(user).toMatchObject({ fullName: "Ngozi Renamed", role: "event_organizer" });
  });

  it("finishing onboarding shows on the next page", async () => {
    const { cookie } = await signedIn("cache-onboarding@example.com", {
      onboardingCompletedAt: null,
    });
    const before = (await lookup(cookie)).user!;
    expect(before.onboardingCompletedAt).toBeNull();
    await finishOnboarding(db, before);
    expect((await lookup(cookie)).user?.onboardingCompletedAt).not.toBeNull();
  });

  it("signing out ends the session for the next request, on every cached copy", async () => {
    const { cookie } = await signedIn("cache-signout@example.com");
    expect((await lookup(cookie)).user).not.toBeNull();
    const auth = await getAuth();
    await auth.api.signOut({ headers: new Headers({ Cookie: cookie }) });
    expect((await lookup(cookie)).user).toBeNull();
  });

  it("a password reset (better-auth revokes every session) takes effect at once", async () => {
    const { cookie } = await signedIn("cache-reset@example.com");
    expect((await lookup(cookie)).user).not.toBeNull();
    await requestPasswordReset("cache-reset@example.com");
    const [mail] = await db
      .select({ text: outgoingMail.text })
      .from(outgoingMail)
      .where(eq(outgoingMail.to, "cache-reset@example.com"))
      .orderBy(desc(outgoingMail.createdAt))
      .limit(1);
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).pathname.split("/").pop()!;
    expect(await resetPassword({ token, password: "cache-password-2" })).toEqual({ ok: true });
    expect((await lookup(cookie)).user).toBeNull();
  });

  it("a session deleted behind the product's back (another process) is refused to actions at once and to pages within the TTL", async () => {
    const { cookie } = await signedIn("cache-elsewhere@example.com");
    const { user } = await lookup(cookie);
    await db.delete(sessionRows).where(eq(sessionRows.userId, user!.id));
    expect((await lookup(cookie, "POST")).user).toBeNull();
    // This process was not told: its page views may still see the session, for at most the TTL.
    expect(SESSION_CACHE_TTL_MS).toBeLessThanOrEqual(10_000);
    const { user: page } = await lookup(cookie);
    expect(page?.id).toBe(user!.id);
  });

  it("a header with two session cookies is never matched to a cached answer", async () => {
    const a = await signedIn("cache-two-a@example.com");
    const b = await signedIn("cache-two-b@example.com");
    await lookup(a.cookie);
    await lookup(b.cookie);
    const both = `${a.cookie}; ${b.cookie}`;
    await lookup(both);
    expect((await lookup(both)).queries).toBeGreaterThan(0);
  });
});

describe("the bell's unread count cache", () => {
  it("a new notice and marking read both show on the next page", async () => {
    const { userId } = await signedIn("cache-bell@example.com");
    expect(await unreadNotificationCount(db, userId)).toBe(0);
    await db.transaction((tx) =>
      notifyUsers(tx, [{ userId, type: "test.notice", title: "Hello", message: "A notice" }]),
    );
    expect(await unreadNotificationCount(db, userId)).toBe(1);
    const { stats } = await withQueryStats(() => unreadNotificationCount(db, userId));
    expect(stats.queries).toBe(0);
    await markNotificationsRead(db, userId);
    expect(await unreadNotificationCount(db, userId)).toBe(0);
  });

  it("a role change's own notice counts at once", async () => {
    const { userId } = await signedIn("cache-bell-role@example.com");
    expect(await unreadNotificationCount(db, userId)).toBe(0);
    await changeUserRole(db, adminId, { userId, role: "vendor" });
    expect(await unreadNotificationCount(db, userId)).toBe(1);
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.role).toBe("vendor");
  });
});
