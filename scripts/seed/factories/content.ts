import { content } from "~/db/schema";
import { type ContentType } from "~/features/content/catalog";
import type { Db, Tx } from "~/lib/db/client.server";
import { slugWithSuffix } from "~/lib/slug";
import { newStorageKey } from "~/lib/storage/keys";
import type { StorageAdapter } from "~/lib/storage/storage.server";
import { CONTENT_IDEAS, type ContentIdea } from "./naija-data";
import { testRng, type Rng } from "./random";
import { createUser } from "./users";

export type NewContent = typeof content.$inferInsert;
export type ContentRow = typeof content.$inferSelect;

/** File details per type, matching what the demo media helpers produce. */
export const CONTENT_FILE: Record<ContentType, { ext: string; mimeType: string }> = {
  video: { ext: "mp4", mimeType: "video/mp4" },
  audio: { ext: "wav", mimeType: "audio/wav" },
  image: { ext: "jpg", mimeType: "image/jpeg" },
  document: { ext: "pdf", mimeType: "application/pdf" },
};

/** Storage keys the seed uses: `demo/content/<slug>/media.<ext>` and `.../thumbnail.jpg`. */
export function contentKeys(slug: string, type: ContentType) {
  const mediaKey = `demo/content/${slug}/media.${CONTENT_FILE[type].ext}`;
  return {
    mediaKey,
    thumbnailKey: type === "image" ? mediaKey : `demo/content/${slug}/thumbnail.jpg`,
  };
}

export type ContentOverrides = Partial<NewContent> & { idea?: ContentIdea };

const DAY = 86_400_000;

/**
 * Insert values for a content item (pure). Published and approved by default, with
 * storage keys under `demo/content/<slug>/` (no file is stored: the seed does that).
 */
export function buildContent(
  rng: Rng,
  overrides: ContentOverrides & { creatorId: string },
): NewContent & { id: string; slug: string } {
  const { idea: givenIdea, ...values } = overrides;
  const type: ContentType =
    values.contentType ?? rng.pick(["video", "audio", "image", "document"] as const);
  const idea = givenIdea ?? rng.pick(CONTENT_IDEAS[type]);
  const title = values.title ?? idea.title;
  const slug = values.slug ?? slugWithSuffix(title, rng.suffix(5));
  const keys = contentKeys(slug, type);
  const createdAt =
    values.createdAt ?? new Date(Date.now() - rng.int(1, 120) * DAY - rng.int(0, 86_399) * 1000);
  const timed = type === "video" || type === "audio";
  const sized = type === "video" || type === "image";
  return {
    id: values.id ?? rng.uuid(),
    slug,
    title,
    contentType: type,
    description: idea.description,
    category: idea.category,
    tags: [...idea.tags],
    durationSeconds: timed ? rng.int(30, 600) : null,
    mediaKey: keys.mediaKey,
    mimeType: CONTENT_FILE[type].mimeType,
    fileSize: rng.int(50_000, 5_000_000),
    originalFilename: `${slug.slice(0, 40)}.${CONTENT_FILE[type].ext}`,
    thumbnailKey: keys.thumbnailKey,
    width: sized ? (type === "video" ? 320 : 1024) : null,
    height: sized ? (type === "video" ? 180 : 576) : null,
    status: "published",
    isFeatured: false,
    viewCount: rng.int(20, 5_000),
    moderationStatus: "approved",
    moderatedAt: values.moderationStatus === "pending" ? null : createdAt,
    publishedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
    ...values,
  };
}

export async function createContent(
  db: Db | Tx,
  overrides: ContentOverrides = {},
  rng: Rng = testRng(),
): Promise<ContentRow> {
  const creatorId = overrides.creatorId ?? (await createUser(db, { role: "creator" }, rng)).id;
  const [row] = await db
    .insert(content)
    .values(buildContent(rng, { ...overrides, creatorId }))
    .returning();
  return row!;
}

/**
 * An uploaded file as the upload leaves it (stored under a fresh key) and its row waiting
 * for the processing job: what a finished upload hands over, for tests of what follows.
 */
export async function createUploadedContent(
  db: Db | Tx,
  storage: StorageAdapter,
  {
    bytes,
    ext,
    mimeType,
    ...overrides
  }: ContentOverrides & { bytes: Buffer; ext: string; mimeType: string },
  rng: Rng = testRng(),
): Promise<ContentRow> {
  const mediaKey = newStorageKey({ prefix: "content", ext });
  await storage.put(mediaKey, bytes, { contentType: mimeType });
  return createContent(
    db,
    {
      mediaKey,
      mimeType,
      fileSize: bytes.length,
      originalFilename: `upload.${ext}`,
      thumbnailKey: null,
      durationSeconds: null,
      width: null,
      height: null,
      viewCount: 0,
      processingStatus: "processing",
      moderationStatus: "pending",
      ...overrides,
    },
    rng,
  );
}
