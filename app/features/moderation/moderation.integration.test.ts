import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
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
import { createContent } from "../../../tests/factories/content";
import { createEvent } from "../../../tests/factories/events";
import { createProduct } from "../../../tests/factories/marketplace";
import { createQueueEntry, createReport } from "../../../tests/factories/moderation";
import { createProperty } from "../../../tests/factories/stays";
import { createUser } from "../../../tests/factories/users";
import { listModerationQueue, moderateQueueEntry } from "./moderation.server";
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
    const { id, title, entry } = await pendingItem("content");
    const reporter = await createUser(db, { role: "viewer" });
    const report = await createReport(db, {
      itemType: "content",
      itemId: id,
      reporterId: reporter.id,
      reason: "Spam or misleading",
    });
    const reportEntry = await createQueueEntry(db, {
      itemType: "content",
      itemId: id,
      title,
      reportId: report.id,
    });
    const queue = await listModerationQueue(db, 1);
    const listed = queue.items.find((q) => q.id === reportEntry.id);
    expect(listed?.report?.reason).toBe("Spam or misleading");
    // Newest first.
    const times = queue.items.map((q) => q.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    await moderateQueueEntry(db, moderatorId, {
      queueId: reportEntry.id,
      decision: "reject",
      notes: "Spam",
    });
    const left = await db
      .select()
      .from(moderationQueue)
      .where(and(eq(moderationQueue.itemType, "content"), eq(moderationQueue.itemId, id)));
    expect(left).toHaveLength(0);
    expect(entry.id).toBeTruthy();
    const [r] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(r?.status).toBe("resolved");
  });
});
