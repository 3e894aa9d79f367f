import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { content, contentViews, mediaAssets, moderationQueue } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import { AppError } from "~/lib/app-error.server";
import { getStorage } from "~/lib/storage/storage.server";
import * as contentEdit from "~/routes/dashboard/content-edit";
import * as myContent from "~/routes/dashboard/content";
import { createContent, createUploadedContent } from "../../../scripts/seed/factories/content";
import { makeCoverImage, makeWavAudio } from "../../../scripts/seed/factories/media";
import { createUser } from "../../../scripts/seed/factories/users";
import { sessionCookie } from "../../../tests/support/sessions";
import { contentDetailsSchema } from "./content-details-schema";
import {
  deleteContent,
  removeContentFilesJob,
  replaceContentThumbnail,
  updateContentDetails,
} from "./manage-content.server";
import { contentManageCopy, processingCopy } from "./messages";
import { markContentFailed, processContent } from "./process-content-job.server";
import { recordContentView } from "./record-content-view.server";

let owner: { id: string; role: "creator" };
let cookie: string;
let png: Buffer;

beforeAll(async () => {
  const db = await getDb();
  const user = await createUser(db, {
    role: "creator",
    email: "manage-owner@example.com",
    password: "manage-password-1",
  });
  owner = { id: user.id, role: "creator" };
  cookie = await sessionCookie("manage-owner@example.com", "manage-password-1");
  png = await makeCoverImage({ title: "New thumb", width: 800, height: 450, format: "png" });
});

// Removal jobs other tests (and files) left behind are run first, so counts are this test's.
beforeEach(async () => {
  await runDueJobs([removeContentFilesJob]);
});

const details = (v: Record<string, string>) => contentDetailsSchema.parse(v);

async function queueEntries(itemId: string) {
  return (await getDb())
    .select()
    .from(moderationQueue)
    .where(and(eq(moderationQueue.itemType, "content"), eq(moderationQueue.itemId, itemId)));
}

async function rowOf(id: string) {
  const [row] = await (await getDb()).select().from(content).where(eq(content.id, id));
  return row;
}

describe("editing details", () => {
  it("an approved item whose words change goes back to review, still published", async () => {
    const item = await createContent(await getDb(), { creatorId: owner.id });
    expect(item.moderationStatus).toBe("approved");
    const { backToReview } = await updateContentDetails({
      contentId: item.id,
      actor: owner,
      input: details({
        title: "  Afrobeats live in Ikeja  ",
        description: "New words",
        category: "Music",
        tags: "afrobeats, , lagos ,afrobeats",
      }),
    });
    expect(backToReview).toBe(true);
    expect(await rowOf(item.id)).toMatchObject({
      title: "Afrobeats live in Ikeja",
      description: "New words",
      category: "Music",
      tags: ["afrobeats", "lagos"],
      status: "published",
      moderationStatus: "pending",
    });
    expect(await queueEntries(item.id)).toHaveLength(1);
  });

  it("a category change alone keeps the approval; a pending item's queue entry follows its title", async () => {
    const item = await createContent(await getDb(), { creatorId: owner.id, category: "Music" });
    const keep = details({
      title: item.title,
      description: item.description,
      category: "Comedy",
      tags: item.tags.join(","),
    });
    expect(
      (await updateContentDetails({ contentId: item.id, actor: owner, input: keep })).backToReview,
    ).toBe(false);
    expect(await rowOf(item.id)).toMatchObject({
      category: "Comedy",
      moderationStatus: "approved",
    });
    expect(await queueEntries(item.id)).toHaveLength(0);

    const pending = await createContent(await getDb(), {
      creatorId: owner.id,
      moderationStatus: "pending",
    });
    await (
      await getDb()
    )
      .insert(moderationQueue)
      .values({ itemType: "content", itemId: pending.id, title: pending.title, userId: owner.id });
    await updateContentDetails({
      contentId: pending.id,
      actor: owner,
      input: details({ title: "Renamed while waiting", category: "Art" }),
    });
    const entries = await queueEntries(pending.id);
    expect(entries.map((e) => e.title)).toEqual(["Renamed while waiting"]);
  });

  it("refuses another creator (403) and unknown ids (404); admins may", async () => {
    const item = await createContent(await getDb(), { creatorId: owner.id });
    const input = details({ title: "Hijack", category: "Art" });
    const rival = await createUser(await getDb(), { role: "creator" });
    await expect(
      updateContentDetails({ contentId: item.id, actor: { id: rival.id, role: "creator" }, input }),
    ).rejects.toMatchObject({ kind: "forbidden" });
    await expect(
      updateContentDetails({ contentId: "nope", actor: owner, input }),
    ).rejects.toMatchObject({ kind: "notFound" });
    const admin = await createUser(await getDb(), { role: "admin" });
    await updateContentDetails({
      contentId: item.id,
      actor: { id: admin.id, role: "admin" },
      input,
    });
    expect((await rowOf(item.id))!.title).toBe("Hijack");
  });
});

describe("replacing the thumbnail", () => {
  it("stores the picture through the image pipeline and removes the creator's previous one", async () => {
    const storage = getStorage();
    const item = await createContent(await getDb(), {
      creatorId: owner.id,
      contentType: "audio",
      thumbnailKey: null,
    });
    const first = await replaceContentThumbnail({ contentId: item.id, actor: owner, bytes: png });
    expect(first.key).toMatch(/^thumbnails\/.+\.webp$/);
    expect(first.variants.map((v) => v.width)).toEqual([320, 640, 800]);
    expect((await rowOf(item.id))!.thumbnailKey).toBe(first.key);

    const second = await replaceContentThumbnail({ contentId: item.id, actor: owner, bytes: png });
    expect((await rowOf(item.id))!.thumbnailKey).toBe(second.key);
    expect(await runDueJobs([removeContentFilesJob])).toBe(1);
    expect(await storage.exists(first.key)).toBe(false);
    expect(await storage.exists(first.variants[0]!.key)).toBe(false);
    expect(await storage.exists(second.key)).toBe(true);
    const assets = await (
      await getDb()
    )
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.key, first.key));
    expect(assets).toHaveLength(0);
  });

  it("keeps a video's poster frame when the thumbnail was the poster", async () => {
    const db = await getDb();
    const item = await createUploadedContent(db, getStorage(), {
      creatorId: owner.id,
      contentType: "audio",
      bytes: makeWavAudio({ seconds: 1 }),
      ext: "wav",
      mimeType: "audio/wav",
      thumbnailKey: "content/poster-like.jpg",
      posterKey: "content/poster-like.jpg",
    });
    await replaceContentThumbnail({ contentId: item.id, actor: owner, bytes: png });
    expect(await runDueJobs([removeContentFilesJob])).toBe(0);
  });

  it("refuses bytes that are no picture, with the field's message", async () => {
    const item = await createContent(await getDb(), { creatorId: owner.id });
    const error = await replaceContentThumbnail({
      contentId: item.id,
      actor: owner,
      bytes: Buffer.from("<svg onload=alert(1)>"),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toEqual({
      thumbnail: [contentManageCopy.thumbnailInvalid],
    });
  });

  it("works through the edit page's multipart form", async () => {
    const item = await createContent(await getDb(), { creatorId: owner.id });
    const form = new FormData();
    form.set("intent", "thumbnail");
    form.set("thumbnail", new File([new Uint8Array(png)], "thumb.png", { type: "image/png" }));
    const answer = (await contentEdit.action({
      request: new Request(`http://localhost/dashboard/content/${item.id}/edit`, {
        method: "POST",
        headers: { Cookie: cookie },
        body: form,
      }),
      params: { contentId: item.id },
      context: {},
    } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/dashboard/content/${item.id}/edit`);
    expect((await rowOf(item.id))!.thumbnailKey).toMatch(/^thumbnails\//);
  });
});

describe("deleting", () => {
  it("removes the row, its views and review entries, its image records, then its files", async () => {
    const db = await getDb();
    const storage = getStorage();
    const item = await createUploadedContent(db, storage, {
      creatorId: owner.id,
      contentType: "image",
      bytes: png,
      ext: "png",
      mimeType: "image/png",
    });
    expect(await processContent({ contentId: item.id })).toBe("ready");
    await db.update(content).set({ moderationStatus: "approved" }).where(eq(content.id, item.id));
    await db
      .insert(moderationQueue)
      .values({ itemType: "content", itemId: item.id, title: item.title, userId: owner.id });
    await recordContentView({
      contentId: item.id,
      visitor: { userId: owner.id, ip: null, userAgent: "Mozilla/5.0" },
    });

    await deleteContent({ contentId: item.id, actor: owner });
    expect(await rowOf(item.id)).toBeUndefined();
    expect(await queueEntries(item.id)).toHaveLength(0);
    expect(
      await db.select().from(contentViews).where(eq(contentViews.contentId, item.id)),
    ).toHaveLength(0);
    expect(
      await db.select().from(mediaAssets).where(eq(mediaAssets.key, item.mediaKey)),
    ).toHaveLength(0);
    // The files go after the commit, by the job.
    expect(await storage.exists(item.mediaKey)).toBe(true);
    expect(await runDueJobs([removeContentFilesJob])).toBe(1);
    expect(await storage.exists(item.mediaKey)).toBe(false);
    expect(await storage.exists(item.mediaKey.replace(/\.png$/, "/w640.webp"))).toBe(false);
  });

  it("refuses another creator and a moderator", async () => {
    const item = await createContent(await getDb(), { creatorId: owner.id });
    const rival = await createUser(await getDb(), { role: "creator" });
    const moderator = await createUser(await getDb(), { role: "moderator" });
    for (const actor of [
      { id: rival.id, role: "creator" as const },
      { id: moderator.id, role: "moderator" as const },
    ])
      await expect(deleteContent({ contentId: item.id, actor })).rejects.toMatchObject({
        kind: "forbidden",
      });
    expect(await rowOf(item.id)).toBeDefined();
  });
});

describe("My Content", () => {
  it("shows each item's processing state, the reason of a failure, and its manage links", async () => {
    const db = await getDb();
    const ready = await createContent(db, { creatorId: owner.id, title: "Ready one" });
    const waiting = await createContent(db, {
      creatorId: owner.id,
      title: "Waiting one",
      processingStatus: "processing",
    });
    const broken = await createContent(db, {
      creatorId: owner.id,
      title: "Broken one",
      processingStatus: "processing",
    });
    await markContentFailed({ contentId: broken.id, reason: processingCopy.reasons.unreadable });
    const data = (await myContent.loader({
      request: new Request("http://localhost/dashboard/content", { headers: { Cookie: cookie } }),
      params: {},
      context: {},
    } as never)) as Awaited<ReturnType<typeof myContent.loader>>;
    const byId = new Map(data.items.map((i) => [i.id, i]));
    expect(byId.get(ready.id)).toMatchObject({
      href: `/content/${ready.slug}`,
      manage: {
        editHref: `/dashboard/content/${ready.id}/edit`,
        deleteHref: `/dashboard/content/${ready.id}/delete`,
        processing: { status: "ready", label: "Ready", note: null },
      },
    });
    // Not public yet: no public link.
    expect(byId.get(waiting.id)).toMatchObject({
      href: null,
      manage: { processing: { status: "processing", note: processingCopy.hint.processing } },
    });
    expect(byId.get(broken.id)).toMatchObject({
      href: null,
      manage: {
        processing: { status: "failed", label: "Failed", note: processingCopy.reasons.unreadable },
      },
    });
  });
});
