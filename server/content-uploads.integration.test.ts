import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { content, contentUploads, moderationQueue } from "~/db/schema";
import { createContent } from "~/features/content/create-content.server";
import { cleanAbandonedUploads } from "~/features/content/upload-cleanup-job.server";
import { processContentJob } from "~/features/content/process-content-job.server";
import { getDb } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import { readAll } from "~/lib/storage/body.server";
import { getStorage } from "~/lib/storage/storage.server";
import { serverBuildForTests } from "../tests/support/server-build";
import { signedInUser } from "../tests/support/sessions";
import { noisyPng } from "../tests/support/test-images";
import { tusRequests } from "../tests/support/tus-requests";
import { createServerApp } from "./app";

// Resumable content uploads through the whole server (issue 15): tus create / patch /
// resume / finish, the spec's limits at creation, the real bytes at the first PATCH and
// again at the finish, ownership, paths, turning a finished upload into content, and
// the cleanup of abandoned uploads.

const ORIGIN = "http://localhost";
const PASSWORD = "upload-password-1";
let app: ReturnType<typeof createServerApp>;
let creator: { id: string; cookie: string };
let other: { id: string; cookie: string };
let viewer: { id: string; cookie: string };
let png: Buffer;

const signedIn = async (email: string, role: "creator" | "viewer") =>
  signedInUser(await getDb(), { email, role, password: PASSWORD });

beforeAll(async () => {
  app = createServerApp({ build: await serverBuildForTests(), clientDir: path.resolve("public") });
  creator = await signedIn("uploader@example.com", "creator");
  other = await signedIn("other-uploader@example.com", "creator");
  viewer = await signedIn("viewer-uploader@example.com", "viewer");
  png = await noisyPng(96, 96);
});

const { create, patch, head } = tusRequests(() => app);

async function rowOf(location: string) {
  const id = location.split("/").pop()!;
  const [row] = await (
    await getDb()
  )
    .select()
    .from(contentUploads)
    .where(eq(contentUploads.id, id));
  return row;
}

describe("creating an upload", () => {
  it("needs a signed-in person who may create content", async () => {
    const size = png.length;
    expect((await create(null, { contentType: "image", filename: "a.png", size })).status).toBe(
      401,
    );
    expect((await create(viewer, { contentType: "image", filename: "a.png", size })).status).toBe(
      403,
    );
  });

  it("refuses an unknown content type, a size over the type's limit and a wrong name before any byte", async () => {
    const bad = await create(creator, { contentType: "game", filename: "a.png", size: 10 });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Invalid content type");

    const big = await create(creator, {
      contentType: "image",
      filename: "a.png",
      size: 50 * 1024 * 1024 + 1,
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("File too big. E no fit pass 50MB");
    const video = await create(creator, {
      contentType: "video",
      filename: "a.mp4",
      size: 2048 * 1024 * 1024 + 1,
    });
    expect(video.status).toBe(413);
    expect(await video.text()).toContain("2048MB");

    const named = await create(creator, { contentType: "image", filename: "a.exe", size: 10 });
    expect(named.status).toBe(415);
    expect(await named.text()).toContain(".jpg, .jpeg, .png, .gif, .webp");

    const rows = await (await getDb()).select().from(contentUploads);
    expect(rows).toEqual([]);
  });

  it("makes the id itself and binds the upload to its owner", async () => {
    const res = await create(creator, {
      contentType: "image",
      filename: "photo.png",
      size: png.length,
    });
    expect(res.status).toBe(201);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/uploads\/content\/[0-9a-f-]{36}$/);
    const row = await rowOf(location);
    expect(row).toMatchObject({
      ownerId: creator.id,
      contentType: "image",
      declaredSize: png.length,
      filename: "photo.png",
      finishedAt: null,
    });
  });
});

describe("sending the bytes", () => {
  it("resumes from the offset the server holds and finishes", async () => {
    const location = (
      await create(creator, { contentType: "image", filename: "photo.png", size: png.length })
    ).headers.get("Location")!;
    const half = 5000;
    const first = await patch(creator, location, 0, png.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get("Upload-Offset")).toBe(String(half));
    expect((await rowOf(location))?.mimeType).toBe("image/png");

    // The connection dropped: the client asks where to continue.
    const probe = await head(creator, location);
    expect(probe.status).toBe(200);
    expect(probe.headers.get("Upload-Offset")).toBe(String(half));
    expect(probe.headers.get("Upload-Length")).toBe(String(png.length));

    // A PATCH at the wrong offset is refused by the protocol.
    expect((await patch(creator, location, 10, png.subarray(10))).status).toBe(409);

    const rest = await patch(creator, location, half, png.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("Upload-Offset")).toBe(String(png.length));
    expect((await rowOf(location))?.finishedAt).toBeInstanceOf(Date);
  });

  it("refuses bytes that are not the declared type, whatever the name says", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n" + "x".repeat(5000));
    const location = (
      await create(creator, { contentType: "image", filename: "photo.png", size: pdf.length })
    ).headers.get("Location")!;
    const res = await patch(creator, location, 0, pdf);
    expect(res.status).toBe(415);
    expect(await res.text()).toContain("This file no be image, even though the name say so.");
    expect(await rowOf(location)).toBeUndefined();
    expect((await head(creator, location)).status).toBe(404);
  });

  it("checks the stored head again when the last byte arrives", async () => {
    // The first PATCH carried too little to judge (plain text so far), the next one binary.
    const start = Buffer.from("hello ");
    const junk = Buffer.alloc(6000, 0);
    const location = (
      await create(creator, {
        contentType: "document",
        filename: "notes.txt",
        size: start.length + junk.length,
      })
    ).headers.get("Location")!;
    expect((await patch(creator, location, 0, start)).status).toBe(204);
    const res = await patch(creator, location, start.length, junk);
    expect(res.status).toBe(415);
    expect(await rowOf(location)).toBeUndefined();
  });

  it("answers another person's HEAD, PATCH and DELETE as if the upload did not exist", async () => {
    const location = (
      await create(creator, { contentType: "image", filename: "photo.png", size: png.length })
    ).headers.get("Location")!;
    expect((await head(other, location)).status).toBe(404);
    expect((await patch(other, location, 0, png)).status).toBe(404);
    const del = await app.request(`${ORIGIN}${location}`, {
      method: "DELETE",
      headers: { "Tus-Resumable": "1.0.0", Cookie: other.cookie },
    });
    expect(del.status).toBe(404);
    expect(await rowOf(location)).toBeDefined();
    expect((await head(creator, location)).headers.get("Upload-Offset")).toBe("0");
  });

  it("never takes a path from the client", async () => {
    for (const p of [
      "/uploads/content/..%2F..%2Fsecrets.json",
      "/uploads/content/../../etc/passwd",
      "/uploads/content/not-a-uuid",
    ]) {
      const res = await patch(creator, p, 0, png);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.status).not.toBe(204);
    }
    // Never served back: the file is published through content.
    const location = (
      await create(creator, { contentType: "image", filename: "photo.png", size: png.length })
    ).headers.get("Location")!;
    const get = await app.request(`${ORIGIN}${location}`, { headers: { Cookie: creator.cookie } });
    expect(get.status).toBe(405);
  });
});

async function finishedUpload(who: { cookie: string }) {
  const location = (
    await create(who, { contentType: "image", filename: "art.png", size: png.length })
  ).headers.get("Location")!;
  expect((await patch(who, location, 0, png)).status).toBe(204);
  return location.split("/").pop()!;
}

const details = {
  contentType: "image" as const,
  title: "Lagos at dusk",
  description: "Colours of the lagoon",
  category: "Art" as const,
  tags: ["lagos", "art"],
};

describe("creating content from a finished upload", () => {
  it("moves the file to its own key and publishes the item pending review, processing", async () => {
    const uploadId = await finishedUpload(creator);
    const item = await createContent({ creatorId: creator.id, input: { ...details, uploadId } });
    expect(item).toMatchObject({
      status: "published",
      moderationStatus: "pending",
      processingStatus: "processing",
      mimeType: "image/png",
      fileSize: png.length,
      creatorId: creator.id,
    });
    expect(item.mediaKey).toMatch(
      new RegExp(`^content-images/${creator.id}/\\d{4}/\\d{2}/.+\\.png$`),
    );
    expect(item.thumbnailKey).toBe(item.mediaKey);
    const stored = await getStorage().get(item.mediaKey);
    expect(Buffer.compare(await readAll(stored!.body), png)).toBe(0);
    const db = await getDb();
    const queue = await db
      .select()
      .from(moderationQueue)
      .where(eq(moderationQueue.itemId, item.id));
    expect(queue).toHaveLength(1);
    // The upload's own copy is gone, and the id cannot make a second item.
    expect(await db.select().from(contentUploads).where(eq(contentUploads.id, uploadId))).toEqual(
      [],
    );
    await expect(
      createContent({ creatorId: creator.id, input: { ...details, uploadId } }),
    ).rejects.toMatchObject({ kind: "validation" });
    // Its processing job was queued with it: once run, the item is ready (public).
    expect(await runDueJobs([processContentJob])).toBeGreaterThanOrEqual(1);
    const [done] = await db.select().from(content).where(eq(content.id, item.id));
    expect(done!.processingStatus).toBe("ready");
  });

  it("refuses another person's upload, an unfinished one and a type that does not match", async () => {
    const theirs = await finishedUpload(other);
    await expect(
      createContent({ creatorId: creator.id, input: { ...details, uploadId: theirs } }),
    ).rejects.toMatchObject({ kind: "validation" });
    await expect(
      createContent({
        creatorId: other.id,
        input: { ...details, contentType: "video", uploadId: theirs },
      }),
    ).rejects.toMatchObject({ kind: "validation" });
    const unfinished = (
      await create(creator, { contentType: "image", filename: "art.png", size: png.length })
    ).headers.get("Location")!;
    await patch(creator, unfinished, 0, png.subarray(0, 5000));
    await expect(
      createContent({
        creatorId: creator.id,
        input: { ...details, uploadId: unfinished.split("/").pop()! },
      }),
    ).rejects.toMatchObject({ kind: "validation" });
    const db = await getDb();
    expect(await db.select().from(content).where(eq(content.creatorId, creator.id))).toHaveLength(
      1,
    );
  });
});

describe("abandoned uploads", () => {
  it("are removed with their bytes once untouched for a day; fresh ones stay", async () => {
    const stale = (
      await create(creator, { contentType: "image", filename: "old.png", size: png.length })
    ).headers.get("Location")!;
    await patch(creator, stale, 0, png.subarray(0, 5000));
    const fresh = (
      await create(creator, { contentType: "image", filename: "new.png", size: png.length })
    ).headers.get("Location")!;
    const db = await getDb();
    await db
      .update(contentUploads)
      .set({ lastActivityAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(contentUploads.id, stale.split("/").pop()!));
    expect(await cleanAbandonedUploads()).toBeGreaterThanOrEqual(1);
    expect(await rowOf(stale)).toBeUndefined();
    expect(await rowOf(fresh)).toBeDefined();
    // The bytes went too: the store no longer knows the upload.
    await db.insert(contentUploads).values({
      id: stale.split("/").pop()!,
      ownerId: creator.id,
      contentType: "image",
      declaredSize: png.length,
      filename: "old.png",
    });
    expect((await head(creator, stale)).status).toBe(404);
  });
});
