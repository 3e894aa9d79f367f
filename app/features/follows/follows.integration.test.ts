import { and, eq, inArray, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  events,
  followUpdates,
  follows,
  notifications,
  outgoingMail,
  products,
  profiles,
  tips,
} from "~/db/schema";
import { moderateQueueEntry } from "~/features/moderation/moderation.server";
import { setProductActive } from "~/features/marketplace/manage-product.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Db } from "~/lib/db/client.server";
import * as followsRoute from "~/routes/follows";
import { createEvent } from "../../../scripts/seed/factories/events";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createQueueEntry } from "../../../scripts/seed/factories/moderation";
import { createPaymentTransaction } from "../../../scripts/seed/factories/payments";
import { createUser, type Role } from "../../../scripts/seed/factories/users";
import { expectViolation, PG } from "../../../tests/support/db-errors";
import { sessionCookie } from "../../../tests/support/sessions";
import { audienceOverTime } from "./audience-analytics.server";
import { runFollowDigest } from "./follow-digest-job.server";
import { followPerson, unfollowPerson } from "./follow-person.server";
import { followSummary, peopleFollowedBy } from "./follow-summary.server";
import { followToasts } from "./messages";
import { FOLLOW_NOTICE_TYPE } from "./notify-followers.server";

let db: Db;
let moderatorId: string;

beforeAll(async () => {
  db = await getDb();
  moderatorId = (await createUser(db, { role: "moderator" })).id;
});

const person = (role: Role = "creator", extra: Parameters<typeof createUser>[1] = {}) =>
  createUser(db, { role, ...extra });

async function refusal(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("following", () => {
  it("is idempotent both ways, and every count is a count of rows", async () => {
    const fan = await person("viewer");
    const creator = await person("creator");
    expect(await followPerson({ followerId: fan.id, followeeId: creator.id })).toMatchObject({
      changed: true,
    });
    expect(await followPerson({ followerId: fan.id, followeeId: creator.id })).toMatchObject({
      changed: false,
    });
    const rows = await db.select().from(follows).where(eq(follows.followeeId, creator.id));
    expect(rows).toHaveLength(1);
    expect(await followSummary({ profileId: creator.id, viewerId: fan.id })).toEqual({
      followers: 1,
      following: 0,
      viewerFollows: true,
    });
    expect(await followSummary({ profileId: fan.id, viewerId: null })).toEqual({
      followers: 0,
      following: 1,
      viewerFollows: false,
    });
    expect((await peopleFollowedBy({ userId: fan.id })).map((p) => p.id)).toEqual([creator.id]);

    expect(await unfollowPerson({ followerId: fan.id, followeeId: creator.id })).toMatchObject({
      changed: true,
    });
    expect(await unfollowPerson({ followerId: fan.id, followeeId: creator.id })).toMatchObject({
      changed: false,
    });
    expect(await followSummary({ profileId: creator.id, viewerId: fan.id })).toEqual({
      followers: 0,
      following: 0,
      viewerFollows: false,
    });
  });

  it("refuses following oneself with a clear message; the database refuses it too", async () => {
    const creator = await person("creator");
    const error = await refusal(() =>
      followPerson({ followerId: creator.id, followeeId: creator.id }),
    );
    expect(error.userMessage).toEqual(followToasts.self);
    expect(error.status).toBe(400);
    await expectViolation(
      db.insert(follows).values({ followerId: creator.id, followeeId: creator.id }),
      { code: PG.checkViolation, constraint: "follows_not_self" },
    );
  });

  it("refuses people without a public page: hidden, suspended, no username, viewers, staff", async () => {
    const fan = await person("viewer");
    const hidden = await person("creator");
    await db.update(profiles).set({ profileHidden: true }).where(eq(profiles.id, hidden.id));
    const suspended = await person("vendor");
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, suspended.id));
    const nameless = await person("creator", { username: null });
    const targets = [
      hidden,
      suspended,
      nameless,
      await person("viewer"),
      await person("moderator"),
      await person("admin"),
    ];
    for (const target of targets) {
      const error = await refusal(() =>
        followPerson({ followerId: fan.id, followeeId: target.id }),
      );
      expect(error.userMessage).toEqual(followToasts.notFollowable);
    }
    // A made-up id is the same answer, not a 500.
    const error = await refusal(() => followPerson({ followerId: fan.id, followeeId: "nope" }));
    expect(error.userMessage).toEqual(followToasts.notFollowable);
    expect(await db.select().from(follows).where(eq(follows.followerId, fan.id))).toEqual([]);
  });
});

describe("the /follows action", () => {
  const post = (body: Record<string, string>, cookie?: string) =>
    followsRoute.action({
      request: new Request("http://localhost/follows", {
        method: "POST",
        body: new URLSearchParams(body),
        headers: cookie ? { Cookie: cookie } : {},
      }),
      params: {},
      context: {},
    } as never) as Promise<Response>;

  it("sends a signed-out visitor to sign in and back to the page", async () => {
    const creator = await person("creator");
    const res = await post({
      followeeId: creator.id,
      intent: "follow",
      returnTo: "/content/some-song",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(
      `/auth/sign-in?redirectTo=${encodeURIComponent("/content/some-song")}`,
    );
  });

  it("follows and unfollows, back to the page; bad input and other hosts are refused plainly", async () => {
    const fan = await person("viewer", {
      email: "follow-action@example.com",
      password: "pw-follow-1",
    });
    const cookie = await sessionCookie("follow-action@example.com", "pw-follow-1");
    const creator = await person("creator");

    const followed = await post(
      { followeeId: creator.id, intent: "follow", returnTo: "/content/x?tab=1" },
      cookie,
    );
    expect(followed.headers.get("Location")).toBe("/content/x?tab=1");
    expect(await db.select().from(follows).where(eq(follows.followerId, fan.id))).toHaveLength(1);

    const evil = await post(
      { followeeId: creator.id, intent: "unfollow", returnTo: "//evil.example/x" },
      cookie,
    );
    expect(evil.headers.get("Location")).toBe("/dashboard/following");
    expect(await db.select().from(follows).where(eq(follows.followerId, fan.id))).toHaveLength(0);

    for (const body of [
      { followeeId: "not-an-id", intent: "follow" },
      { followeeId: creator.id, intent: "befriend" },
      { followeeId: fan.id, intent: "follow" },
    ]) {
      const res = await post({ ...body, returnTo: "/dashboard/following" }, cookie);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/dashboard/following");
    }
    expect(await db.select().from(follows).where(eq(follows.followerId, fan.id))).toHaveLength(0);
  });
});

/** A creator-owned event waiting for review, with its queue entry. */
async function pendingEvent(ownerId: string) {
  const event = await createEvent(db, {
    organizerId: ownerId,
    status: "published",
    moderationStatus: "pending",
  });
  const entry = await createQueueEntry(db, {
    itemType: "event",
    itemId: event.id,
    title: event.title,
    userId: ownerId,
  });
  return { event, entry };
}

const noticesOf = (itemId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.type, FOLLOW_NOTICE_TYPE)))
    .then((rows) => rows.filter((n) => n.data.itemId === itemId));

describe("notifying followers when something turns public", () => {
  it("tells each follower once, in-app, and queues e-mail only for those who want it", async () => {
    const organizer = await person("event_organizer", { fullName: "Tunde Bakare" });
    const mailer = await person("viewer");
    const quiet = await person("creator");
    await db.update(profiles).set({ followEmails: false }).where(eq(profiles.id, quiet.id));
    const stranger = await person("viewer");
    for (const fan of [mailer, quiet])
      await followPerson({ followerId: fan.id, followeeId: organizer.id });

    const { event, entry } = await pendingEvent(organizer.id);
    // Nothing while it waits for review.
    expect(await noticesOf(event.id)).toEqual([]);

    await moderateQueueEntry(db, moderatorId, {
      queueId: entry.id,
      decision: "approve",
      notes: null,
    });
    const notices = await noticesOf(event.id);
    expect(notices.map((n) => n.userId).sort()).toEqual([mailer.id, quiet.id].sort());
    expect(notices[0]).toMatchObject({
      title: `Tunde Bakare published ${event.title}`,
      data: { itemType: "event", itemId: event.id, href: `/events/${event.slug}` },
    });
    expect(notices.some((n) => n.userId === stranger.id)).toBe(false);
    const updates = await db.select().from(followUpdates).where(eq(followUpdates.itemId, event.id));
    expect(updates.map((u) => u.userId)).toEqual([mailer.id]);
    expect(updates[0]).toMatchObject({ publisherId: organizer.id, itemType: "event" });

    // Reworded, back to review, approved again: nobody hears twice.
    await db.update(events).set({ moderationStatus: "pending" }).where(eq(events.id, event.id));
    const again = await createQueueEntry(db, {
      itemType: "event",
      itemId: event.id,
      title: event.title,
      userId: organizer.id,
    });
    await moderateQueueEntry(db, moderatorId, {
      queueId: again.id,
      decision: "approve",
      notes: null,
    });
    expect(await noticesOf(event.id)).toHaveLength(2);
    expect(
      await db.select().from(followUpdates).where(eq(followUpdates.itemId, event.id)),
    ).toHaveLength(1);
  });

  it("says nothing on a rejection, nor for a publisher whose page is hidden", async () => {
    const organizer = await person("event_organizer");
    const fan = await person("viewer");
    await followPerson({ followerId: fan.id, followeeId: organizer.id });
    const rejected = await pendingEvent(organizer.id);
    await moderateQueueEntry(db, moderatorId, {
      queueId: rejected.entry.id,
      decision: "reject",
      notes: "Blurry cover",
    });
    expect(await noticesOf(rejected.event.id)).toEqual([]);

    await db.update(profiles).set({ profileHidden: true }).where(eq(profiles.id, organizer.id));
    const quiet = await pendingEvent(organizer.id);
    await moderateQueueEntry(db, moderatorId, {
      queueId: quiet.entry.id,
      decision: "approve",
      notes: null,
    });
    expect(await noticesOf(quiet.event.id)).toEqual([]);
  });

  it("a product approved while switched off is news when its owner switches it on, once", async () => {
    const vendor = await person("vendor");
    const store = await createVendorProfile(db, { userId: vendor.id });
    const fan = await person("viewer");
    await followPerson({ followerId: fan.id, followeeId: vendor.id });
    const product = await createProduct(db, {
      vendorId: store.id,
      status: "inactive",
      moderationStatus: "pending",
    });
    const entry = await createQueueEntry(db, {
      itemType: "product",
      itemId: product.id,
      title: product.title,
      userId: vendor.id,
    });
    await moderateQueueEntry(db, moderatorId, {
      queueId: entry.id,
      decision: "approve",
      notes: null,
    });
    expect(await noticesOf(product.id)).toEqual([]);

    await setProductActive({ productId: product.id, actorId: vendor.id, active: true });
    expect(await noticesOf(product.id)).toHaveLength(1);
    await setProductActive({ productId: product.id, actorId: vendor.id, active: false });
    await setProductActive({ productId: product.id, actorId: vendor.id, active: true });
    expect(await noticesOf(product.id)).toHaveLength(1);
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row!.status).toBe("active");
  });
});

describe("the daily digest", () => {
  const digestsTo = (email: string) =>
    db
      .select()
      .from(outgoingMail)
      .where(and(eq(outgoingMail.to, email), eq(outgoingMail.template, "follow_digest")));

  it("mails each person at most once a day, skips what is no longer public and people who said no", async () => {
    const organizer = await person("event_organizer", { fullName: "Ngozi Eze" });
    const fan = await person("viewer", { fullName: "Ada Obi" });
    const quiet = await person("viewer");
    for (const f of [fan, quiet])
      await followPerson({ followerId: f.id, followeeId: organizer.id });

    const first = await pendingEvent(organizer.id);
    const gone = await pendingEvent(organizer.id);
    for (const { entry } of [first, gone])
      await moderateQueueEntry(db, moderatorId, {
        queueId: entry.id,
        decision: "approve",
        notes: null,
      });
    // The quiet fan switches follow e-mails off after the rows were queued.
    await db.update(profiles).set({ followEmails: false }).where(eq(profiles.id, quiet.id));
    // One of the two events is cancelled before the digest: not public any more.
    await db.update(events).set({ status: "cancelled" }).where(eq(events.id, gone.event.id));

    const t0 = new Date();
    await runFollowDigest({ now: t0 });
    const mails = await digestsTo(fan.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Ngozi Eze published ${first.event.title} (event)`);
    expect(mails[0]!.text).toContain(`/events/${first.event.slug}`);
    expect(mails[0]!.text).not.toContain(gone.event.title);
    expect(mails[0]!.text).toContain("/dashboard/profile");
    expect(mails[0]!.html).toContain("Hello Ada Obi");
    expect(await digestsTo(quiet.email)).toEqual([]);
    // The quiet fan's rows and the cancelled event's are settled without a mail.
    expect(
      await db
        .select()
        .from(followUpdates)
        .where(
          and(inArray(followUpdates.userId, [fan.id, quiet.id]), isNull(followUpdates.mailedAt)),
        ),
    ).toEqual([]);

    // Something new an hour later: it waits for the next day.
    const second = await pendingEvent(organizer.id);
    await moderateQueueEntry(db, moderatorId, {
      queueId: second.entry.id,
      decision: "approve",
      notes: null,
    });
    await runFollowDigest({ now: new Date(t0.getTime() + 3_600_000) });
    await runFollowDigest({ now: new Date(t0.getTime() + 23 * 3_600_000) });
    expect(await digestsTo(fan.email)).toHaveLength(1);

    await runFollowDigest({ now: new Date(t0.getTime() + 24 * 3_600_000) });
    const later = await digestsTo(fan.email);
    expect(later).toHaveLength(2);
    const newest = later.find((m) => m.id !== mails[0]!.id)!;
    expect(newest.text).toContain(second.event.title);
    expect(newest.text).not.toContain(first.event.title);
    // A run again changes nothing: every row is mailed.
    await runFollowDigest({ now: new Date(t0.getTime() + 48 * 3_600_000) });
    expect(await digestsTo(fan.email)).toHaveLength(2);
  });
});

describe("audience over time", () => {
  it("counts followers per week from the rows, and distinct paying supporters per week", async () => {
    const creator = await person("creator");
    const now = new Date("2026-11-20T12:00:00Z"); // a Friday
    const weeksAgo = (w: number) => new Date(now.getTime() - w * 7 * 86_400_000);
    const fans = await Promise.all([1, 2, 3].map(() => person("viewer")));
    await db.insert(follows).values([
      { followerId: fans[0]!.id, followeeId: creator.id, createdAt: weeksAgo(5) },
      { followerId: fans[1]!.id, followeeId: creator.id, createdAt: weeksAgo(1) },
      { followerId: fans[2]!.id, followeeId: creator.id, createdAt: weeksAgo(0) },
    ]);
    const tip = async (
      fanId: string | null,
      status: "completed" | "failed" | "partially_refunded",
      at: Date,
      email?: string,
    ) => {
      const [row] = await db
        .insert(tips)
        .values({ creatorId: creator.id, fanUserId: fanId, createdAt: at })
        .returning();
      await createPaymentTransaction(db, {
        userId: fanId,
        transactionType: "tip",
        orderId: row!.id,
        sellerUserId: creator.id,
        paymentStatus: status,
        createdAt: at,
        paidAt: at,
        email: email ?? "fan@example.com",
      });
    };
    // This week: one fan twice, a guest, and a failed payment that does not count.
    await tip(fans[0]!.id, "completed", weeksAgo(0));
    await tip(fans[0]!.id, "partially_refunded", weeksAgo(0));
    await tip(null, "completed", weeksAgo(0), "Guest@Example.com");
    await tip(fans[1]!.id, "failed", weeksAgo(0));
    // Two weeks ago: one fan. Twenty weeks ago: outside the period.
    await tip(fans[1]!.id, "completed", weeksAgo(2));
    await tip(fans[2]!.id, "completed", weeksAgo(20));

    const audience = await audienceOverTime({ userId: creator.id, now });
    expect(audience.weeks).toHaveLength(12);
    expect(audience.weeks.at(-1)!.week).toBe("2026-11-16");
    expect(audience.weeks.map((w) => w.followers)).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 3]);
    expect(audience.weeks.at(-1)).toMatchObject({ newFollowers: 1, supporters: 2 });
    expect(audience.weeks.at(-3)!.supporters).toBe(1);
    expect(audience.weeks.slice(0, 9).every((w) => w.supporters === 0)).toBe(true);
    expect(audience).toMatchObject({ followers: 3, supporters: 3 });
  });
});
