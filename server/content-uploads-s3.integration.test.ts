import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentUploads } from "~/db/schema";
import { createContent } from "~/features/content/create-content.server";
import { resetContentUploads } from "~/features/content/content-uploads.server";
import { cleanAbandonedUploads } from "~/features/content/upload-cleanup-job.server";
import { SNIFF_BYTES } from "~/features/content/upload-bytes.server";
import { getDb } from "~/lib/db/client.server";
import { resetEnvCache } from "~/lib/env.server";
import { readAll } from "~/lib/storage/body.server";
import { getStorage, resetStorageCache } from "~/lib/storage/storage.server";
import { createUser } from "../scripts/seed/factories/users";
import { startS3Fake, type S3Fake } from "../tests/fakes/s3-fake";
import { serverBuildForTests } from "../tests/support/server-build";
import { sessionCookie } from "../tests/support/sessions";
import { tusRequests } from "../tests/support/tus-requests";
import { createServerApp } from "./app";

// The tus uploads on the S3 store (issue 15: "its S3 store when S3 is configured"),
// against an S3 stand-in that keeps S3's rules (parts of at least 5 MiB but the last,
// NoSuchUpload once a multipart upload is finished): creation, PATCHes in pieces
// (whole parts and an incomplete tail kept as `<id>.part`), a PATCH cut off midway,
// resuming from HEAD's offset, the finish, and createContent moving the file from the
// upload to its storage key in the same bucket, leaving nothing of the upload behind.

const MiB = 1024 * 1024;
const S3_ENV = {
  S3_BUCKET: "naija-media",
  S3_REGION: "eu-west-1",
  S3_ACCESS_KEY_ID: "AKIDTUS",
  S3_SECRET_ACCESS_KEY: "tus-secret",
};

let s3: S3Fake;
let app: ReturnType<typeof createServerApp>;
const tus = tusRequests(() => app);
let creator: { id: string; cookie: string };

async function resetUploadsAndStorage() {
  resetEnvCache();
  resetStorageCache();
  await resetContentUploads();
}

/** A real PNG of about `bytes` (noise does not compress, level 0 does not try). */
async function noisyPng(side: number) {
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 11)) % 251;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Bytes that stop arriving after `sent` bytes, as when a phone loses its connection. */
function brokenOff(bytes: Buffer, sent: number) {
  let done = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (done) return controller.error(new Error("connection lost"));
      done = true;
      controller.enqueue(new Uint8Array(bytes.subarray(0, sent)));
    },
  });
}

const details = {
  contentType: "image" as const,
  title: "Lagos from the bridge",
  description: "Third Mainland Bridge at dawn",
  category: "Art" as const,
  tags: ["lagos"],
};

const idOf = (location: string) => location.split("/").pop()!;

/** Everything of one upload in the bucket: its file, `.info`, `.part`, multipart upload. */
function leftInBucket(id: string) {
  return [
    ...[id, `${id}.info`, `${id}.part`].filter((key) => s3.objects.has(key)),
    ...[...s3.uploads.values()].filter((u) => u.key === id).map(() => "multipart upload"),
  ];
}

beforeAll(async () => {
  s3 = await startS3Fake({ bucket: S3_ENV.S3_BUCKET });
  Object.assign(process.env, S3_ENV, { S3_ENDPOINT: s3.endpoint });
  await resetUploadsAndStorage();
  app = createServerApp({ build: await serverBuildForTests(), clientDir: path.resolve("public") });
  const email = "s3-uploader@example.com";
  const user = await createUser(await getDb(), { email, role: "creator", password: "s3-pass-123" });
  creator = { id: user.id, cookie: await sessionCookie(email, "s3-pass-123") };
});

afterAll(async () => {
  for (const name of [...Object.keys(S3_ENV), "S3_ENDPOINT"]) delete process.env[name];
  await resetUploadsAndStorage();
  await s3.close();
});

beforeEach(() => s3.reset());

describe("tus uploads on the S3 store", () => {
  it("keeps a short PATCH as the incomplete tail, resumes from HEAD, finishes and moves the file", async () => {
    const png = await noisyPng(96);
    const created = await tus.create(creator, {
      contentType: "image",
      filename: "bridge.png",
      size: png.length,
    });
    expect(created.status).toBe(201);
    const location = created.headers.get("Location")!;
    const id = idOf(location);
    expect(s3.objects.has(`${id}.info`)).toBe(true);
    expect([...s3.uploads.values()].map((u) => u.key)).toEqual([id]);

    expect((await tus.patch(creator, location, 0, png.subarray(0, 5000))).status).toBe(204);
    // Under S3's 5 MiB floor for a part, and not the last bytes: kept aside as `.part`.
    expect(s3.objects.get(`${id}.part`)?.body.length).toBe(5000);
    const probe = await tus.head(creator, location);
    expect(probe.status).toBe(200);
    expect(probe.headers.get("Upload-Offset")).toBe("5000");
    expect((await tus.patch(creator, location, 10, png.subarray(10))).status).toBe(409);

    const rest = await tus.patch(creator, location, 5000, png.subarray(5000));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("Upload-Offset")).toBe(String(png.length));
    expect(Buffer.compare(s3.objects.get(id)!.body, png)).toBe(0);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(contentUploads)
      .where(eq(contentUploads.id, id));
    expect(row).toMatchObject({ mimeType: "image/png" });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    // The finished file's type was read back from the bucket by its first bytes only.
    const reads = s3.seen.filter((r) => {
      const url = new URL(r.url, s3.endpoint);
      const object = url.pathname === `/${S3_ENV.S3_BUCKET}/${id}`;
      return r.method === "GET" && object && !url.searchParams.has("uploadId");
    });
    expect(reads.map((r) => r.headers.range)).toEqual([`bytes=0-${SNIFF_BYTES - 1}`]);

    const item = await createContent({
      creatorId: creator.id,
      input: { ...details, uploadId: id },
    });
    expect(item.mediaKey).toMatch(new RegExp(`^content-images/${creator.id}/.+\\.png$`));
    const stored = await getStorage().get(item.mediaKey);
    expect(Buffer.compare(await readAll(stored!.body), png)).toBe(0);
    // Nothing of the upload is left in the bucket once it is content.
    expect(leftInBucket(id)).toEqual([]);
  });

  it("sends whole parts, survives a PATCH cut off midway and resumes where S3 holds the bytes", async () => {
    const png = await noisyPng(2000); // about 11.4 MiB: two 8 MiB parts at most
    expect(png.length).toBeGreaterThan(11 * MiB);
    const location = (
      await tus.create(creator, { contentType: "image", filename: "big.png", size: png.length })
    ).headers.get("Location")!;
    const id = idOf(location);

    // 9 MiB: one whole 8 MiB part and a 1 MiB tail.
    expect((await tus.patch(creator, location, 0, png.subarray(0, 9 * MiB))).status).toBe(204);
    const upload = [...s3.uploads.values()].find((u) => u.key === id)!;
    expect([...upload.parts.values()].map((p) => p.body.length)).toEqual([8 * MiB]);
    expect(s3.objects.get(`${id}.part`)?.body.length).toBe(1 * MiB);

    // The connection drops after 512 KiB of the next PATCH.
    const cut = await tus.patch(
      creator,
      location,
      9 * MiB,
      brokenOff(png.subarray(9 * MiB), 512 * 1024),
    );
    expect(cut.status).not.toBe(204);
    // Answered once the store stopped writing: the tail it took out of the bucket to
    // prepend is back in `.part` (with whatever of the 512 KiB reached it), and HEAD
    // offers exactly what the bucket holds. (A write still running after the answer
    // would change the bucket during this pause.)
    await new Promise((resolve) => setTimeout(resolve, 200));
    const offset = Number((await tus.head(creator, location)).headers.get("Upload-Offset"));
    expect(offset).toBeGreaterThanOrEqual(9 * MiB);
    expect(offset).toBeLessThanOrEqual(9 * MiB + 512 * 1024);
    expect(s3.objects.get(`${id}.part`)?.body.length).toBe(offset - 8 * MiB);

    const rest = await tus.patch(creator, location, offset, png.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get("Upload-Offset")).toBe(String(png.length));
    expect(Buffer.compare(s3.objects.get(id)!.body, png)).toBe(0);

    const item = await createContent({
      creatorId: creator.id,
      input: { ...details, uploadId: id },
    });
    const stored = await getStorage().get(item.mediaKey);
    expect(stored!.size).toBe(png.length);
    expect(Buffer.compare(await readAll(stored!.body), png)).toBe(0);
    expect(leftInBucket(id)).toEqual([]);
  });

  it("removes an abandoned upload's multipart upload, .info and tail from the bucket", async () => {
    const png = await noisyPng(96);
    const location = (
      await tus.create(creator, { contentType: "image", filename: "left.png", size: png.length })
    ).headers.get("Location")!;
    const id = idOf(location);
    await tus.patch(creator, location, 0, png.subarray(0, 5000));
    expect(leftInBucket(id)).toEqual([`${id}.info`, `${id}.part`, "multipart upload"]);
    await (
      await getDb()
    )
      .update(contentUploads)
      .set({ lastActivityAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(contentUploads.id, id));
    expect(await cleanAbandonedUploads()).toBeGreaterThanOrEqual(1);
    expect(leftInBucket(id)).toEqual([]);
  });

  it("refuses wrong bytes at the first PATCH and leaves nothing in the bucket", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n" + "x".repeat(5000));
    const location = (
      await tus.create(creator, { contentType: "image", filename: "photo.png", size: pdf.length })
    ).headers.get("Location")!;
    const res = await tus.patch(creator, location, 0, pdf);
    expect(res.status).toBe(415);
    expect(leftInBucket(idOf(location))).toEqual([]);
  });
});
