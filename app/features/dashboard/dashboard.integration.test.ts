import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { profiles, roleChanges } from "~/db/schema";
import { signInWithPassword } from "~/features/accounts/sign-in.server";
import {
  listNotifications,
  notifyUsers,
  unreadNotificationCount,
} from "~/features/notifications/notifications.server";
import {
  completeOnboardingStep,
  finishOnboarding,
  getOnboardingState,
  stepsForRole,
} from "~/features/onboarding/onboarding.server";
import { storeAvatar } from "~/features/profile/avatar.server";
import { profileSchema } from "~/features/profile/profile-schema";
import { updateProfile } from "~/features/profile/update-profile.server";
import { AppError } from "~/lib/app-error.server";
import { getSessionUser, type SessionUser } from "~/lib/auth.server";
import { getDb } from "~/lib/db/client.server";
import { profileMessages } from "~/features/profile/messages";
import { validation } from "~/lib/messages/validation";
import { getStorage } from "~/lib/storage/storage.server";
import * as dashboardIndex from "~/routes/dashboard/index";
import * as dashboardLayout from "~/routes/dashboard/layout";
import * as analyticsPage from "~/routes/dashboard/analytics";
import * as contentPage from "~/routes/dashboard/content";
import * as notificationsPage from "~/routes/dashboard/notifications";
import { action as profileAction } from "~/routes/dashboard/profile";
import { createUser, type CreatedUser } from "../../../scripts/seed/factories/users";
import { createContent } from "../../../scripts/seed/factories/content";
import { createProperty } from "../../../scripts/seed/factories/stays";
import { outcomeOf } from "../../../tests/support/sessions";

const input = (v: Record<string, string>) => profileSchema.parse(v);

async function thrown(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error("expected a rejection");
}

function sessionUserOf(u: CreatedUser): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    emailVerified: true,
    role: u.profile.role,
    fullName: u.profile.fullName,
    username: u.profile.username,
    avatarKey: u.profile.avatarKey,
    createdAt: u.profile.createdAt.toISOString(),
    onboardingCompletedAt: u.profile.onboardingCompletedAt?.toISOString() ?? null,
  };
}

async function signedInCookie(email: string, password: string) {
  const result = await signInWithPassword({
    email,
    password,
    ip: "10.20.30.40",
    headers: new Headers({ "user-agent": "vitest" }),
  });
  if (!result.ok) throw new Error("sign-in failed");
  return result.setCookies.map((c) => c.split(";")[0]).join("; ");
}

describe("profile update", () => {
  it("saves name, username and bio; a taken username (any case) gets the catalogue message", async () => {
    const db = await getDb();
    await createUser(db, { username: "ada_lagos" });
    const me = await createUser(db, { username: null });
    await updateProfile(db, {
      userId: me.id,
      input: input({ fullName: "Chidi Okeke", username: "chidi_builds", bio: "I build things." }),
    });
    const [row] = await db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(row).toMatchObject({
      fullName: "Chidi Okeke",
      username: "chidi_builds",
      bio: "I build things.",
    });

    const error = await thrown(
      updateProfile(db, {
        userId: me.id,
        input: input({ fullName: "Chidi Okeke", username: "ADA_Lagos" }),
      }),
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors?.username).toEqual([profileMessages.usernameTaken]);
    const [unchanged] = await db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(unchanged!.username).toBe("chidi_builds");
  });

  it("validates with the pidgin messages", () => {
    const r = profileSchema.safeParse({ fullName: " ", username: "no spaces!", role: "admin" });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain(validation.required);
    expect(messages).toContain(profileMessages.usernameFormat);
    // admin and moderator are not among the self-service roles.
    expect(messages).toContain(profileMessages.roleNotAllowed);
  });

  it("switches among the self-service roles and audits it with the user as actor", async () => {
    const db = await getDb();
    const me = await createUser(db, { role: "creator" });
    const result = await updateProfile(db, {
      userId: me.id,
      input: input({ fullName: "Funke Ade", role: "vendor" }),
    });
    expect(result).toEqual({ roleChanged: true, role: "vendor" });
    const audit = await db.select().from(roleChanges).where(eq(roleChanges.targetId, me.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: me.id, fromRole: "creator", toRole: "vendor" });
  });

  // Issue 30 §3.9: a viewer becomes a creator (or organizer, vendor, host) themselves.
  it("lets a viewer become a creator, audited with the viewer as actor", async () => {
    const db = await getDb();
    const me = await createUser(db, { role: "viewer" });
    const result = await updateProfile(db, {
      userId: me.id,
      input: input({ fullName: "Bisi Viewer", role: "creator" }),
    });
    expect(result).toEqual({ roleChanged: true, role: "creator" });
    const audit = await db.select().from(roleChanges).where(eq(roleChanges.targetId, me.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: me.id, fromRole: "viewer", toRole: "creator" });
  });

  it("never lets a viewer post themselves admin or moderator, through the form or the domain", async () => {
    const db = await getDb();
    const me = await createUser(db, { role: "viewer", password: "viewer-pass-1" });
    const cookie = await signedInCookie(me.email, "viewer-pass-1");
    for (const role of ["admin", "moderator", "viewer", "superuser"]) {
      const form = new FormData();
      form.set("fullName", "Bisi Viewer");
      form.set("role", role);
      const answer = (await profileAction({
        request: new Request("http://localhost/dashboard/profile", {
          method: "POST",
          body: form,
          headers: { Cookie: cookie },
        }),
        params: {},
        context: {},
      } as never)) as { init: { status: number }; data: Record<string, unknown> };
      expect(answer.init.status, role).toBe(400);
      expect(answer.data).toMatchObject({
        fieldErrors: { role: [profileMessages.roleNotAllowed] },
      });
    }
    // The domain step refuses too, should a caller skip the schema.
    for (const role of ["admin", "moderator"]) {
      const error = await thrown(
        updateProfile(db, {
          userId: me.id,
          input: { fullName: "Bisi", username: null, bio: null, role } as never,
        }),
      );
      expect((error as AppError).kind, role).toBe("forbidden");
    }
    const [row] = await db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(row!.role).toBe("viewer");
    expect(await db.select().from(roleChanges).where(eq(roleChanges.targetId, me.id))).toHaveLength(
      0,
    );
  });

  it("refuses a role switch for admins and moderators (their role is restricted)", async () => {
    const db = await getDb();
    for (const role of ["admin", "moderator"] as const) {
      const user = await createUser(db, { role });
      const error = await thrown(
        updateProfile(db, { userId: user.id, input: input({ fullName: "Boss", role: "creator" }) }),
      );
      expect((error as AppError).kind).toBe("forbidden");
      expect((error as AppError).fieldErrors?.role).toEqual([profileMessages.roleRestricted]);
      const [row] = await db.select().from(profiles).where(eq(profiles.id, user.id));
      expect(row!.role).toBe(role);
      expect(
        await db.select().from(roleChanges).where(eq(roleChanges.targetId, user.id)),
      ).toHaveLength(0);
    }
  });
});

describe("avatar upload", () => {
  it("checks the bytes, crops to a square and stores resized variants", async () => {
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#0a7a46" },
    })
      .jpeg()
      .toBuffer();
    const stored = await storeAvatar({ bytes: photo });
    expect(stored.key).toMatch(/^avatars\/\d{4}\/\d{2}\/.+\.webp$/);
    expect([stored.width, stored.height]).toEqual([256, 256]);
    expect(stored.variants.map((v) => v.width)).toEqual([64, 128, 256]);
    const small = await getStorage().get(stored.variants[0]!.key);
    const chunks: Buffer[] = [];
    for await (const c of small!.body as AsyncIterable<Buffer>) chunks.push(Buffer.from(c));
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 64, 64]);

    const fake = Buffer.from("GIF89a but really a script <script>alert(1)</script>");
    const error = await thrown(storeAvatar({ bytes: fake }));
    expect((error as AppError).kind).toBe("fileType");
    expect((error as AppError).fieldErrors?.avatar).toEqual([profileMessages.avatarInvalid]);
  });

  it("the dashboard action takes a multipart form, saves the avatar and answers field errors with the typed values", async () => {
    const db = await getDb();
    const me = await createUser(db, { password: "avatar-pass-1", username: null });
    await createUser(db, { username: "taken_name" });
    const cookie = await signedInCookie(me.email, "avatar-pass-1");
    const png = await sharp({
      create: { width: 300, height: 500, channels: 4, background: "#ff8800" },
    })
      .png()
      .toBuffer();

    const post = (form: FormData) =>
      profileAction({
        request: new Request("http://localhost/dashboard/profile", {
          method: "POST",
          body: form,
          headers: { Cookie: cookie, Origin: "http://localhost" },
        }),
        params: {},
        context: {},
      } as never);

    const bad = new FormData();
    bad.set("fullName", "Tolu Bello");
    bad.set("username", "Taken_Name");
    bad.set("bio", "Hello Lagos");
    const answer = (await post(bad)) as { init: { status: number }; data: Record<string, unknown> };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      values: { fullName: "Tolu Bello", username: "Taken_Name", bio: "Hello Lagos" },
      fieldErrors: { username: [profileMessages.usernameTaken] },
    });

    const good = new FormData();
    good.set("fullName", "Tolu Bello");
    good.set("username", "tolu_b");
    good.set("avatar", new File([png], "me.png", { type: "image/png" }));
    const ok = (await post(good)) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/dashboard/profile");
    const [row] = await db.select().from(profiles).where(eq(profiles.id, me.id));
    expect(row!.avatarKey).toMatch(/^avatars\//);
    expect(row!.username).toBe("tolu_b");
    const sessionUser = await getSessionUser(
      new Request("http://localhost/", { headers: { Cookie: cookie } }),
    );
    expect(sessionUser?.avatarKey).toBe(row!.avatarKey);
  });

  it("refuses the dashboard to a signed-out POST with 401", async () => {
    const error = await thrown(
      Promise.resolve(
        profileAction({
          request: new Request("http://localhost/dashboard/profile", {
            method: "POST",
            body: new FormData(),
          }),
          params: {},
          context: {},
        } as never),
      ),
    );
    expect((error as { init: { status: number } }).init.status).toBe(401);
  });
});

describe("notifications", () => {
  it("lists newest first, counts unread, and viewing the tab marks them read", async () => {
    const db = await getDb();
    const me = await createUser(db, { password: "notes-pass-1", role: "event_organizer" });
    await notifyUsers(db, [
      { userId: me.id, type: "moderation.approved", title: "Event approved", message: "Live now." },
    ]);
    await new Promise((r) => setTimeout(r, 5));
    await notifyUsers(db, [
      { userId: me.id, type: "ticket_sale", title: "Trending", message: "10 tickets sold." },
    ]);
    expect((await listNotifications(db, me.id)).map((n) => n.title)).toEqual([
      "Trending",
      "Event approved",
    ]);
    expect(await unreadNotificationCount(db, me.id)).toBe(2);

    const cookie = await signedInCookie(me.email, "notes-pass-1");
    const page = (await notificationsPage.loader({
      request: new Request("http://localhost/dashboard/notifications", {
        headers: { Cookie: cookie },
      }),
      params: {},
      context: {},
    } as never)) as { notifications: Array<{ title: string; unread: boolean }> };
    expect(page.notifications.map((n) => [n.title, n.unread])).toEqual([
      ["Trending", true],
      ["Event approved", true],
    ]);
    expect(await unreadNotificationCount(db, me.id)).toBe(0);
  });
});

describe("my content and analytics", () => {
  it("lists the user's own items with statuses and real figures", async () => {
    const db = await getDb();
    const me = await createUser(db, { password: "content-pass-1" });
    await createContent(db, { creatorId: me.id, title: "Jollof Masterclass", viewCount: 120 });
    const cookie = await signedInCookie(me.email, "content-pass-1");
    const load = (tab: "content" | "analytics") =>
      (tab === "content" ? contentPage.loader : analyticsPage.loader)({
        request: new Request(`http://localhost/dashboard/${tab}`, {
          headers: { Cookie: cookie },
        }),
        params: {},
        context: {},
      } as never) as Promise<Record<string, unknown>>;
    const mine = (await load("content")) as { items: Array<{ title: string; kind: string }> };
    expect(mine.items.map((i) => [i.kind, i.title])).toEqual([["content", "Jollof Masterclass"]]);
    const stats = (await load("analytics")) as {
      analytics: { content: { items: number; views: number } };
    };
    expect(stats.analytics.content).toMatchObject({ items: 1, views: 120 });
  });
});

describe("old dashboard addresses", () => {
  it("move ?tab= links (notifications, old e-mails) to the page's own path, keeping other parameters", async () => {
    const db = await getDb();
    const me = await createUser(db, { password: "moved-pass-1" });
    const cookie = await signedInCookie(me.email, "moved-pass-1");
    const visit = (path: string) =>
      outcomeOf(() =>
        dashboardIndex.loader({
          request: new Request(`http://localhost${path}`, { headers: { Cookie: cookie } }),
          params: {},
          context: {},
        } as never),
      );
    expect(await visit("/dashboard?tab=notifications")).toBe("301 /dashboard/notifications");
    expect(await visit("/dashboard?tab=content&step=2")).toBe("301 /dashboard/content?step=2");
    expect(await visit("/dashboard?tab=bogus")).toBe("301 /dashboard/profile");
    expect(await visit("/dashboard")).toBe("302 /dashboard/profile");
    // Signed out: the guard answers first, as on every dashboard page.
    expect(
      await outcomeOf(() =>
        dashboardIndex.loader({
          request: new Request("http://localhost/dashboard?tab=content"),
          params: {},
          context: {},
        } as never),
      ),
    ).toBe(`302 /auth/sign-in?redirectTo=${encodeURIComponent("/dashboard?tab=content")}`);
  });

  it("a profile form that fails to parse answers 400 with field errors and the typed values", async () => {
    const db = await getDb();
    const me = await createUser(db, { password: "parse-pass-1" });
    const cookie = await signedInCookie(me.email, "parse-pass-1");
    const form = new FormData();
    form.set("fullName", "");
    form.set("bio", "Typed before the mistake");
    const answer = (await profileAction({
      request: new Request("http://localhost/dashboard/profile", {
        method: "POST",
        body: form,
        headers: { Cookie: cookie },
      }),
      params: {},
      context: {},
    } as never)) as { init: { status: number }; data: Record<string, unknown> };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      values: { fullName: "", bio: "Typed before the mistake" },
      fieldErrors: { fullName: [validation.required] },
    });
  });
});

describe("onboarding", () => {
  it("is due for a new user, keeps completed steps on the server, and completion hides it", async () => {
    const db = await getDb();
    const created = await createUser(db, { role: "event_organizer", onboardingCompletedAt: null });
    const user = sessionUserOf(created);
    const steps = stepsForRole("event_organizer");

    const first = await getOnboardingState(db, user, { visibility: null });
    expect(first).toMatchObject({ percent: 0, current: 0, paused: false });
    expect(first!.title).toContain("event organizer");

    const next = await completeOnboardingStep(db, user, steps[0]!.id);
    await completeOnboardingStep(db, user, steps[0]!.id); // twice: stored once
    expect(next).toBe(1);
    const [row] = await db
      .select({ steps: profiles.onboardingSteps })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    expect(row!.steps).toEqual([steps[0]!.id]);

    // Another device: the same state comes from the server.
    const again = await getOnboardingState(db, user, { visibility: null, requestedStep: "3" });
    expect(again!.steps[0]!.done).toBe(true);
    expect(again!.current).toBe(2);
    expect(again!.percent).toBe(Math.round(100 / steps.length));

    // Skip for now hides it for this browser session only.
    expect(await getOnboardingState(db, user, { visibility: "skipped" })).toBeNull();
    expect((await getOnboardingState(db, user, { visibility: "paused" }))!.paused).toBe(true);

    await expect(completeOnboardingStep(db, user, "not-a-step")).rejects.toBeInstanceOf(AppError);

    await finishOnboarding(db, user);
    const [done] = await db
      .select({ at: profiles.onboardingCompletedAt })
      .from(profiles)
      .where(and(eq(profiles.id, user.id)));
    expect(done!.at).toBeInstanceOf(Date);
    expect(
      await getOnboardingState(
        db,
        { ...user, onboardingCompletedAt: done!.at!.toISOString() },
        {
          visibility: null,
        },
      ),
    ).toBeNull();
  });

  it("is not shown after the first 24 hours", async () => {
    const db = await getDb();
    const old = await createUser(db, {
      createdAt: new Date(Date.now() - 25 * 3600 * 1000),
      onboardingCompletedAt: null,
    });
    expect(await getOnboardingState(db, sessionUserOf(old), { visibility: null })).toBeNull();
  });
});

describe("listing pages", () => {
  it("are offered to someone who owns a property, however the listing came to be, once their account changes", async () => {
    const db = await getDb();
    const me = await createUser(db, { role: "creator", password: "owned-pass-1" });
    const cookie = await signedInCookie(me.email, "owned-pass-1");
    const tabs = async () =>
      (
        (await dashboardLayout.loader({
          request: new Request("http://localhost/dashboard/profile", {
            headers: { Cookie: cookie },
          }),
          params: {},
          context: {},
        } as never)) as { tabs: string[] }
      ).tabs;
    expect(await tabs()).not.toContain("properties");
    // Listed while they were a host: the row exists, the kept answer does not know yet.
    await createProperty(db, { ownerId: me.id });
    await updateProfile(db, { userId: me.id, input: input({ fullName: "Ade Former Host" }) });
    expect(await tabs()).toContain("properties");
    expect(await tabs()).not.toContain("products");
  });
});
