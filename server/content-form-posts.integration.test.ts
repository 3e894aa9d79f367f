import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { content, contentUploads, mediaAssets } from "~/db/schema";
import { POSTED_FORM_MAX_BYTES } from "~/features/content/posted-upload.server";
import { processContentJob } from "~/features/content/process-content-job.server";
import {
  ABANDONED_AFTER_MS,
  cleanAbandonedUploads,
} from "~/features/content/upload-cleanup-job.server";
import { getDb } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import { readAll } from "~/lib/storage/body.server";
import { getStorage } from "~/lib/storage/storage.server";
import { serverBuildForTests } from "../tests/support/server-build";
import { signedInUser } from "../tests/support/sessions";
import { noisyPng } from "../tests/support/test-images";
import { createServerApp } from "./app";

// The content form without JavaScript (issue 15): the file posts with the form, streamed
// to storage by the server's edge, held to the tus path's rules (type, name, size by
// Content-Length and by counting, real bytes), then created by the same action and
// createContent. A refusal comes back with the spec's message and what was typed.

const ORIGIN = "http://localhost";
const PASSWORD = "posted-password-1";
let app: ReturnType<typeof createServerApp>;
let creator: { id: string; cookie: string };
let viewer: { id: string; cookie: string };
let png: Buffer;

const signedIn = async (email: string, role: "creator" | "viewer") =>
  signedInUser(await getDb(), { email, role, password: PASSWORD });

beforeAll(async () => {
  app = createServerApp({ build: await serverBuildForTests(), clientDir: path.resolve("public") });
  creator = await signedIn("posted-creator@example.com", "creator");
  viewer = await signedIn("posted-viewer@example.com", "viewer");
  png = await noisyPng(80, 60);
});

type Part = [name: string, value: string | { bytes: Buffer; filename: string; type?: string }];

/** The form as a browser posts it: the text fields first, then the files (DOM order). */
async function post(
  who: { cookie: string } | null,
  parts: Part[],
  { page = "/create/content", contentLength }: { page?: string; contentLength?: number } = {},
) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === "string") form.append(name, value);
    else
      form.append(
        name,
        new File([new Uint8Array(value.bytes)], value.filename, { type: value.type ?? "" }),
      );
  }
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return app.request(`${ORIGIN}${page}`, {
    method: "POST",
    headers: {
      Origin: ORIGIN,
      "Content-Type": encoded.headers.get("Content-Type")!,
      "Content-Length": String(contentLength ?? body.length),
      ...(who ? { Cookie: who.cookie } : {}),
    },
    body,
  });
}

const details = (title: string, contentType = "image"): Part[] => [
  ["contentType", contentType],
  ["title", title],
  ["description", "Posted without JavaScript"],
  ["category", "Art"],
  ["tags", "lagos, art"],
];

async function itemTitled(title: string) {
  const [row] = await (await getDb()).select().from(content).where(eq(content.title, title));
  return row;
}

async function uploadsOf(ownerId: string) {
  return (await getDb()).select().from(contentUploads).where(eq(contentUploads.ownerId, ownerId));
}

/** What the page shows of a refused form: its status and its HTML. */
async function page(res: Response) {
  return { status: res.status, html: await res.text() };
}

/** An MP4's first box, enough for file-type (the processing job is not run here). */
function mp4Head() {
  const ftyp = Buffer.from("00000018667479706d703432000000006d70343269736f6d", "hex");
  return Buffer.concat([ftyp, Buffer.alloc(8192, 7)]);
}

describe("posting the content form with its file (no JavaScript)", () => {
  it("streams the file to its key and creates the item like a tus upload", async () => {
    const res = await post(creator, [
      ...details("Posted dusk"),
      ["file", { bytes: png, filename: "dusk.png", type: "image/png" }],
    ]);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/dashboard/content");
    const item = await itemTitled("Posted dusk");
    expect(item).toMatchObject({
      status: "published",
      moderationStatus: "pending",
      processingStatus: "processing",
      mimeType: "image/png",
      fileSize: png.length,
      originalFilename: "dusk.png",
    });
    expect(item!.mediaKey).toMatch(
      new RegExp(`^content-images/${creator.id}/\\d{4}/\\d{2}/.+\\.png$`),
    );
    const stored = await getStorage().get(item!.mediaKey);
    expect(Buffer.compare(await readAll(stored!.body), png)).toBe(0);
    // The upload was used and is gone; its bytes are now the item's.
    expect(await uploadsOf(creator.id)).toEqual([]);
    expect(await runDueJobs([processContentJob])).toBeGreaterThanOrEqual(1);
    expect((await itemTitled("Posted dusk"))!.processingStatus).toBe("ready");
  });

  it("gives a video its thumbnail through the image pipeline, and an image none of its own", async () => {
    const thumb = await sharp({
      create: { width: 320, height: 180, channels: 3, background: "#0a7d3b" },
    })
      .jpeg()
      .toBuffer();
    const res = await post(creator, [
      ...details("Posted market day", "video"),
      ["thumbnail", { bytes: thumb, filename: "cover.jpg", type: "image/jpeg" }],
      ["file", { bytes: mp4Head(), filename: "market.mp4", type: "video/mp4" }],
    ]);
    expect(res.status).toBe(302);
    const video = await itemTitled("Posted market day");
    expect(video!.thumbnailKey).toMatch(/^thumbnails\/.+\.webp$/);
    expect(await getStorage().exists(video!.thumbnailKey!)).toBe(true);
    const [asset] = await (
      await getDb()
    )
      .select()
      .from(mediaAssets)
      .where(eq(mediaAssets.key, video!.thumbnailKey!));
    expect(asset).toMatchObject({ width: 320, height: 180, ownerId: creator.id });

    // Sent along with an image (the field is hidden for images): the image is its own.
    await post(creator, [
      ...details("Posted with a stray thumbnail"),
      ["thumbnail", { bytes: thumb, filename: "cover.jpg", type: "image/jpeg" }],
      ["file", { bytes: png, filename: "stray.png", type: "image/png" }],
    ]);
    const image = await itemTitled("Posted with a stray thumbnail");
    expect(image!.thumbnailKey).toBe(image!.mediaKey);
  });

  it("refuses a thumbnail that is no picture, and keeps the file for the next submit", async () => {
    const res = await page(
      await post(creator, [
        ...details("Bad thumbnail", "video"),
        ["thumbnail", { bytes: Buffer.from("not a picture"), filename: "x.jpg" }],
        ["file", { bytes: mp4Head(), filename: "clip.mp4", type: "video/mp4" }],
      ]),
    );
    expect(res.status).toBe(415);
    expect(res.html).toContain("This file no be picture wey we fit use.");
    expect(await itemTitled("Bad thumbnail")).toBeUndefined();
    const [kept] = await uploadsOf(creator.id);
    expect(kept).toBeDefined();
    expect(res.html).toContain(`value="${kept!.id}"`);
    // Submitted again without a thumbnail and without a new file: the kept file is used.
    const again = await post(creator, [
      ...details("Bad thumbnail", "video"),
      ["uploadId", kept!.id],
    ]);
    expect(again.status).toBe(302);
    expect((await itemTitled("Bad thumbnail"))!.mediaKey).toBe(kept!.storageKey);
  });

  it("refuses bytes that are not the chosen type, whatever the name, keeping what was typed", async () => {
    const fake = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(6000, 120)]);
    const res = await page(
      await post(creator, [
        ...details("Not really a picture"),
        ["file", { bytes: fake, filename: "photo.png", type: "image/png" }],
      ]),
    );
    expect(res.status).toBe(415);
    expect(res.html).toContain("This file no be image, even though the name say so.");
    expect(res.html).toContain("Failed to upload content");
    expect(res.html).toContain('value="Not really a picture"');
    expect(res.html).toContain("Posted without JavaScript");
    expect(await uploadsOf(creator.id)).toEqual([]);
    // A name outside the type's extensions, and no type at all.
    const named = await post(creator, [
      ...details("Wrong name"),
      ["file", { bytes: png, filename: "photo.bmp", type: "image/png" }],
    ]);
    expect(named.status).toBe(415);
    const untyped = await page(
      await post(creator, [
        ["title", "No type"],
        ["file", { bytes: png, filename: "photo.png" }],
      ]),
    );
    expect(untyped.status).toBe(400);
    expect(untyped.html).toContain("Invalid content type");
    expect(await uploadsOf(creator.id)).toEqual([]);
  });

  it("refuses a size over the type's limit from Content-Length, then by counting the bytes", async () => {
    // The declared body is more than a written piece (25MB) and everything around it.
    const declared = await page(
      await post(
        creator,
        [
          ...details("Too long", "document"),
          ["file", { bytes: Buffer.from("short text"), filename: "a.txt" }],
        ],
        { contentLength: 40 * 1024 * 1024 },
      ),
    );
    expect(declared.status).toBe(413);
    expect(declared.html).toContain("File too big. E no fit pass 25MB");
    expect(declared.html).toContain('value="Too long"');
    // Over any type's limit: refused before a byte is read.
    const huge = await post(creator, [...details("Huge")], {
      contentLength: POSTED_FORM_MAX_BYTES + 1,
    });
    expect(huge.status).toBe(413);
    expect(huge.headers.get("Connection")).toBe("close");
    // A body whose declared length passes, but whose file is 25MB and one byte.
    const counted = await page(
      await post(creator, [
        ...details("Counted", "document"),
        ["file", { bytes: Buffer.alloc(25 * 1024 * 1024 + 1, 97), filename: "long.txt" }],
      ]),
    );
    expect(counted.status).toBe(413);
    expect(counted.html).toContain("File too big. E no fit pass 25MB");
    expect(await uploadsOf(creator.id)).toEqual([]);
    expect(await itemTitled("Counted")).toBeUndefined();
  });

  it("stores nothing for people who are signed out or may not create content", async () => {
    const parts: Part[] = [
      ...details("Not theirs"),
      ["file", { bytes: png, filename: "dusk.png", type: "image/png" }],
    ];
    const signedOut = await post(null, parts);
    expect(signedOut.status).toBe(401);
    const asViewer = await post(viewer, parts);
    expect(asViewer.status).toBe(403);
    expect(await uploadsOf(viewer.id)).toEqual([]);
    expect(await itemTitled("Not theirs")).toBeUndefined();
  });

  it("ignores a refusal the browser claims, and cleans up a posted file nobody used", async () => {
    const res = await post(creator, [
      ...details("Claimed refusal"),
      ["postedFileRefusal", JSON.stringify({ status: 415, message: "Made up" })],
      ["file", { bytes: png, filename: "claim.png", type: "image/png" }],
    ]);
    expect(res.status).toBe(302);
    expect(await itemTitled("Claimed refusal")).toBeDefined();

    // A refused form whose file was stored, then never submitted again.
    const refused = await post(creator, [
      ["contentType", "image"],
      ["category", "Art"],
      ["file", { bytes: png, filename: "left.png", type: "image/png" }],
    ]);
    expect(refused.status).toBe(400);
    const [left] = await uploadsOf(creator.id);
    expect(await getStorage().exists(left!.storageKey!)).toBe(true);
    const later = new Date(Date.now() + ABANDONED_AFTER_MS + 60_000);
    expect(await cleanAbandonedUploads({ now: later })).toBeGreaterThanOrEqual(1);
    expect(await uploadsOf(creator.id)).toEqual([]);
    expect(await getStorage().exists(left!.storageKey!)).toBe(false);
    // The items' own files stay.
    const item = await itemTitled("Claimed refusal");
    expect(await getStorage().exists(item!.mediaKey)).toBe(true);
  });
});
