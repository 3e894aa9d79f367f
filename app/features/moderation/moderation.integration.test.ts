import { and, eq, isNotNull } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  content,
  events,
  moderationQueue,
  notifications,
  outgoingMail,
  products,
  properties,
  reports,
  vendorProfiles,
} from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import { AppError } from "~/lib/app-error.server";
import { getPublicEvent } from "~/features/events/public-events.server";
import { createContent } from "../../../scripts/seed/factories/content";
import { createEvent } from "../../../scripts/seed/factories/events";
import { createProduct } from "../../../scripts/seed/factories/marketplace";
import { createQueueEntry } from "../../../scripts/seed/factories/moderation";
import { createProperty } from "../../../scripts/seed/factories/stays";
import { createUser } from "../../../scripts/seed/factories/users";
import { sessionsForEveryRole } from "../../../tests/support/sessions";
import * as reportRoute from "~/routes/report";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { generalErrors } from "~/lib/messages/error-pages";
import { validation } from "~/lib/messages/validation";
import { listModerationQueue, moderateQueueEntry } from "./moderation.server";
import type { ReportAnswer } from "./report-form";
import { REPORT_RATE_LIMIT, reportItem } from "./report-item.server";
import type { ItemType } from "./moderated-items.server";

let db: Db;
let moderatorId: string;

beforeAll(async () => {
  db = await getDb();
  moderatorId = (await createUser(db, { role: "moderator", email: "mod-int@example.com" })).id;
});

/** A pending item of each type with its owner and queue entry. */
async function pendingItem(type: ItemType) {
  const owner = await createUser(db, { role: "creator" });
  let id: string;
  let title: string;
  if (type === "content") {
    const c = await createContent(db, { creatorId: owner.id, moderationStatus: "pending" });
    [id, title] = [c.id, c.title];
  } else if (type === "event") {
    const e = await createEvent(db, {
      organizerId: owner.id,
      moderationStatus: "pending",
      status: "draft",
    });
    [id, title] = [e.id, e.title];
  } else if (type === "product") {
    const [vendor] = await db
      .insert(vendorProfiles)
      .values({ userId: owner.id, storeName: "Test Store" })
      .returning();
    const p = await createProduct(db, {
      vendorId: vendor!.id,
      moderationStatus: "pending",
      status: "draft",
    });
    [id, title] = [p.id, p.title];
  } else {
    const p = await createProperty(db, {
      ownerId: owner.id,
      moderationStatus: "pending",
      status: "draft",
    });
    [id, title] = [p.id, p.title];
  }
  const entry = await createQueueEntry(db, { itemType: type, itemId: id, title, userId: owner.id });
  return { owner, id, title, entry };
}

async function itemState(type: ItemType, id: string) {
  const table = { content, event: events, product: products, property: properties }[type];
  const [row] = await db
    .select({ status: table.status, moderationStatus: table.moderationStatus })
    .from(table)
    .where(eq(table.id, id));
  return row;
}

const LIVE_STATUS: Record<ItemType, string> = {
  content: "published",
  event: "published",
  product: "active",
  property: "active",
};

describe("moderation decisions", () => {
  for (const type of ["content", "event", "product", "property"] as const) {
    it(`approving a ${type} makes it live, removes the entry and tells the owner`, async () => {
      const { owner, id, entry } = await pendingItem(type);
      const outcome = await moderateQueueEntry(db, moderatorId, {
        queueId: entry.id,
        decision: "approve",
        notes: "Looks great",
      });
      expect(outcome.decision).toBe("approve");
      expect(await itemState(type, id)).toEqual({
        status: LIVE_STATUS[type],
        moderationStatus: "approved",
      });
      expect(
        await db.select().from(moderationQueue).where(eq(moderationQueue.id, entry.id)),
      ).toHaveLength(0);
      const [notice] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.id));
      expect(notice?.type).toBe("moderation.approved");
      expect(notice?.message).toContain("Looks great");
      const mail = await db.select().from(outgoingMail).where(eq(outgoingMail.to, owner.email));
      expect(mail.at(-1)?.template).toBe("moderation_approved");
    });

    it(`rejecting a ${type} hides it and tells the owner`, async () => {
      const { owner, id, entry } = await pendingItem(type);
      await moderateQueueEntry(db, moderatorId, {
        queueId: entry.id,
        decision: "reject",
        notes: null,
      });
      expect((await itemState(type, id))?.moderationStatus).toBe("rejected");
      const [notice] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.id));
      expect(notice?.type).toBe("moderation.rejected");
      const mail = await db.select().from(outgoingMail).where(eq(outgoingMail.to, owner.email));
      expect(mail.at(-1)?.template).toBe("moderation_rejected");
    });
  }

  it("an approved event appears on its public page", async () => {
    const { id, entry } = await pendingItem("event");
    const [row] = await db.select({ slug: events.slug }).from(events).where(eq(events.id, id));
    expect(await getPublicEvent(row!.slug)).toBeNull();
    await moderateQueueEntry(db, moderatorId, {
      queueId: entry.id,
      decision: "approve",
      notes: null,
    });
    expect((await getPublicEvent(row!.slug))?.id).toBe(id);
  });

  it("the same entry decided twice (two moderators) gives one decision and a clear error", async () => {
    const { owner, entry } = await pendingItem("product");
    const results = await Promise.allSettled([
      moderateQueueEntry(db, moderatorId, { queueId: entry.id, decision: "approve", notes: null }),
      moderateQueueEntry(db, moderatorId, { queueId: entry.id, decision: "reject", notes: null }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failure = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(failure.reason).toBeInstanceOf(AppError);
    expect((failure.reason as AppError).status).toBe(404);
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, owner.id)),
    ).toHaveLength(1);
  });

  it("refuses anyone without the moderation right, whatever the caller claims", async () => {
    const { id, entry } = await pendingItem("content");
    for (const role of ["creator", "vendor", "viewer", "event_organizer"] as const) {
      const user = await createUser(db, { role });
      await expect(
        moderateQueueEntry(db, user.id, { queueId: entry.id, decision: "approve", notes: null }),
      ).rejects.toMatchObject({ kind: "forbidden" });
    }
    expect((await itemState("content", id))?.moderationStatus).toBe("pending");
  });

  it("a report lands in the queue; rejecting settles the report and every entry of the item", async () => {
    const { owner, id, entry } = await pendingItem("content");
    const reporter = await createUser(db, { role: "viewer" });
    const reported = await reportItem(db, {
      itemType: "content",
      itemId: id,
      reason: "Spam or misleading",
      details: "Same post three times",
      reporterId: reporter.id,
    });
    expect(reported.status).toBe("created");
    const [report] = await db.select().from(reports).where(eq(reports.itemId, id));
    expect(report).toMatchObject({
      reporterId: reporter.id,
      reason: "Spam or misleading",
      description: "Same post three times",
      status: "open",
    });
    const queue = await listModerationQueue(db, 1);
    const listed = queue.items.find((q) => q.itemId === id && q.report);
    expect(listed?.report).toMatchObject({
      reason: "Spam or misleading",
      description: "Same post three times",
    });
    expect(listed?.owner?.id).toBe(owner.id);
    // Moderators and admins hear of it in-app, with the reason (spec 001 §7).
    const [heard] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, moderatorId), eq(notifications.type, "report")));
    expect(heard).toMatchObject({ title: "Content reported" });
    expect(heard?.data).toMatchObject({
      item_type: "content",
      item_id: id,
      reason: "Spam or misleading",
      description: "Same post three times",
    });
    // Newest first.
    const times = queue.items.map((q) => q.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const outcome = await moderateQueueEntry(db, moderatorId, {
      queueId: listed!.id,
      decision: "reject",
      notes: "Spam",
    });
    expect(outcome.report).toBe(true);
    expect((await itemState("content", id))?.moderationStatus).toBe("rejected");
    const left = await db
      .select()
      .from(moderationQueue)
      .where(and(eq(moderationQueue.itemType, "content"), eq(moderationQueue.itemId, id)));
    expect(left).toHaveLength(0);
    expect(entry.id).toBeTruthy();
    const [r] = await db.select().from(reports).where(eq(reports.id, report!.id));
    expect(r?.status).toBe("resolved");
    // The owner hears that the item was removed after a report, with the reason.
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(notice?.type).toBe("moderation.rejected");
    expect(notice?.title).toBe("Your content was removed");
    expect(notice?.message).toContain("Spam or misleading");
  });

  it("approving a report dismisses it: the item stays as it was and the owner hears nothing", async () => {
    const owner = await createUser(db, { role: "creator" });
    const live = await createContent(db, { creatorId: owner.id });
    const reporter = await createUser(db, { role: "creator" });
    await reportItem(db, {
      itemType: "content",
      itemId: live.id,
      reason: "Copyright violation",
      reporterId: reporter.id,
    });
    const [queued] = await db
      .select()
      .from(moderationQueue)
      .where(eq(moderationQueue.itemId, live.id));
    expect(queued?.reportId).toBeTruthy();
    const outcome = await moderateQueueEntry(db, moderatorId, {
      queueId: queued!.id,
      decision: "approve",
      notes: null,
    });
    expect(outcome).toMatchObject({ decision: "approve", report: true });
    expect(await itemState("content", live.id)).toEqual({
      status: "published",
      moderationStatus: "approved",
    });
    const [r] = await db.select().from(reports).where(eq(reports.itemId, live.id));
    expect(r?.status).toBe("dismissed");
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, owner.id)),
    ).toHaveLength(0);
    expect(
      await db.select().from(outgoingMail).where(eq(outgoingMail.to, owner.email)),
    ).toHaveLength(0);
  });

  it("dismissing a report on an item still waiting for review leaves it pending", async () => {
    const { id, entry } = await pendingItem("content");
    const reporter = await createUser(db, { role: "creator" });
    await reportItem(db, {
      itemType: "content",
      itemId: id,
      reason: "Other violation",
      reporterId: reporter.id,
    });
    const [reportEntry] = await db
      .select()
      .from(moderationQueue)
      .where(and(eq(moderationQueue.itemId, id), isNotNull(moderationQueue.reportId)));
    await moderateQueueEntry(db, moderatorId, {
      queueId: reportEntry!.id,
      decision: "approve",
      notes: null,
    });
    expect((await itemState("content", id))?.moderationStatus).toBe("pending");
    // The item's own review entry is still there.
    expect(
      await db.select().from(moderationQueue).where(eq(moderationQueue.id, entry.id)),
    ).toHaveLength(1);
  });
});

describe("reporting an item", () => {
  beforeEach(() => resetRateLimits());

  it("one open report per person per item: a repeat is answered, not stored again", async () => {
    const event = await createEvent(db, { organizerId: (await createUser(db)).id });
    const reporter = await createUser(db, { role: "creator" });
    const input = {
      itemType: "event",
      itemId: event.id,
      reason: "Fraudulent activity",
      reporterId: reporter.id,
    };
    expect((await reportItem(db, input)).status).toBe("created");
    const again = await reportItem(db, { ...input, reason: "Other violation" });
    expect(again).toEqual({ status: "duplicate", itemPath: `/events/${event.slug}` });
    expect(await db.select().from(reports).where(eq(reports.itemId, event.id))).toHaveLength(1);
    expect(
      await db.select().from(moderationQueue).where(eq(moderationQueue.itemId, event.id)),
    ).toHaveLength(1);
    // Another person may report the same item.
    const other = await createUser(db, { role: "viewer" });
    expect((await reportItem(db, { ...input, reporterId: other.id })).status).toBe("created");
  });

  it("refuses items that are not public, and input without a reason from the list", async () => {
    const reporter = await createUser(db, { role: "creator" });
    const { id } = await pendingItem("event");
    await expect(
      reportItem(db, {
        itemType: "event",
        itemId: id,
        reason: "Spam or misleading",
        reporterId: reporter.id,
      }),
    ).rejects.toMatchObject({ kind: "notFound" });
    await expect(
      reportItem(db, {
        itemType: "product",
        itemId: "00000000-0000-4000-8000-000000000000",
        reason: "Spam or misleading",
        reporterId: reporter.id,
      }),
    ).rejects.toMatchObject({ kind: "notFound" });
    const live = await createContent(db, { creatorId: reporter.id });
    for (const reason of ["", "Because"]) {
      await expect(
        reportItem(db, { itemType: "content", itemId: live.id, reason, reporterId: reporter.id }),
      ).rejects.toMatchObject({
        kind: "validation",
        fieldErrors: { reason: [validation.required] },
      });
    }
    expect(await db.select().from(reports).where(eq(reports.reporterId, reporter.id))).toHaveLength(
      0,
    );
  });

  it("limits how many reports one person files in an hour", async () => {
    const reporter = await createUser(db, { role: "creator" });
    const owner = await createUser(db, { role: "creator" });
    for (let i = 0; i < REPORT_RATE_LIMIT.limit; i++) {
      const item = await createContent(db, { creatorId: owner.id });
      await reportItem(db, {
        itemType: "content",
        itemId: item.id,
        reason: "Spam or misleading",
        reporterId: reporter.id,
      });
    }
    const one = await createContent(db, { creatorId: owner.id });
    await expect(
      reportItem(db, {
        itemType: "content",
        itemId: one.id,
        reason: "Spam or misleading",
        reporterId: reporter.id,
      }),
    ).rejects.toMatchObject({ kind: "rateLimited" });
  });

  it("the /report action: signed out gets the unauthorized notice, no reason the validation notice, typed values kept", async () => {
    const live = await createContent(db, { creatorId: (await createUser(db)).id });
    const post = (body: Record<string, string>, cookie?: string) =>
      reportRoute.action({
        request: new Request(`http://localhost/report?type=content&id=${live.id}`, {
          method: "POST",
          body: new URLSearchParams(body),
          headers: cookie ? { Cookie: cookie } : {},
        }),
        params: {},
        context: {},
      } as never) as Promise<{ data: ReportAnswer; init: { status: number } } | Response>;

    const anon = await post({
      itemType: "content",
      itemId: live.id,
      reason: "Spam or misleading",
      details: "x",
    });
    expect(anon).not.toBeInstanceOf(Response);
    expect((anon as { init: { status: number } }).init.status).toBe(401);
    expect((anon as { data: ReportAnswer }).data).toMatchObject({
      signedOut: true,
      formError: generalErrors.unauthorized,
      values: { reason: "Spam or misleading", details: "x" },
    });

    const [session] = [...(await sessionsForEveryRole(db, "report")).values()];
    const noReason = await post(
      { itemType: "content", itemId: live.id, details: "It is fake" },
      session!.cookie,
    );
    expect((noReason as { init: { status: number } }).init.status).toBe(400);
    expect((noReason as { data: ReportAnswer }).data).toMatchObject({
      formError: generalErrors.validation,
      values: { details: "It is fake" },
    });

    const done = await post(
      { itemType: "content", itemId: live.id, reason: "Harassment or abuse" },
      session!.cookie,
    );
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("Location")).toBe(`/content/${live.slug}`);
    expect(await db.select().from(reports).where(eq(reports.itemId, live.id))).toHaveLength(1);
  });
});
