// Content: 62 items (video only when ffmpeg can make it), with real media files,
// featured picks, two pending review and one reported item.
import * as schema from "~/db/schema";
import type { ContentType } from "~/features/content/catalog";
import { CONTENT_TYPE_LABELS } from "~/features/content/catalog";
import type { Db } from "~/lib/db/client.server";
import { buildContent, contentKeys, CONTENT_FILE } from "../factories/content";
import { makeCoverImage, makePdfDocument, makeVideo, makeWavAudio } from "../factories/media";
import { buildQueueEntry, buildReport } from "../factories/moderation";
import { CONTENT_IDEAS, type ContentIdea } from "../factories/naija-data";
import { allDone, registerAll, type SeedImage } from "../media-jobs";
import { COVER, DAY, HOUR, insertAll, type SeedContext } from "../seed-context";
import type { PeoplePlan } from "./people";

export type ContentPlan = Awaited<ReturnType<typeof plan>>;

/** `videoProbe` resolves to null when ffmpeg cannot make a video here. */
export async function plan(ctx: SeedContext, people: PeoplePlan, videoProbe: Promise<unknown>) {
  const { root, now, media, approvedBy } = ctx;
  const { creator, creators, viewer } = people;
  const rngContent = root.fork("content");
  const canVideo = (await videoProbe) !== null;
  const mix: Record<ContentType, number> = canVideo
    ? { video: 15, audio: 16, image: 16, document: 15 }
    : { video: 0, audio: 21, image: 21, document: 20 };
  const contentPlan: Array<{ type: ContentType; idea: ContentIdea }> = (
    Object.keys(mix) as ContentType[]
  ).flatMap((type) =>
    rngContent
      .shuffle(CONTENT_IDEAS[type])
      .slice(0, mix[type])
      .map((idea) => ({ type, idea })),
  );
  const contentOrder = rngContent.shuffle(contentPlan);
  // The two pending items (last) are never videos, which a machine without ffmpeg lacks.
  for (let k = 1; k <= 2; k++) {
    const at = contentOrder.length - k;
    if (contentOrder[at]!.type === "video") {
      const swap = contentOrder.findIndex((c) => c.type !== "video");
      [contentOrder[at], contentOrder[swap]] = [contentOrder[swap]!, contentOrder[at]!];
    }
  }
  const creatorOf = (i: number) =>
    i < 7 || i === contentOrder.length - 1 ? creator : creators[1 + (i % (creators.length - 1))]!;
  const plannedContent = contentOrder.map(({ type, idea }, i) => {
    const owner = creatorOf(i);
    const pending = i >= contentOrder.length - 2;
    const createdAt = pending
      ? new Date(now - rngContent.int(1, 20) * HOUR)
      : new Date(now - rngContent.int(1, 120) * DAY - rngContent.int(0, 86_399) * 1000);
    const item = buildContent(rngContent, {
      idea,
      contentType: type,
      creatorId: owner.id,
      createdAt,
      updatedAt: createdAt,
      publishedAt: createdAt,
      moderationStatus: pending ? "pending" : "approved",
      moderatedAt: pending ? null : new Date(createdAt.getTime() + rngContent.int(1, 24) * HOUR),
      moderatedBy: pending ? null : approvedBy(),
      // Views skew low with a few hits.
      viewCount: Math.round(40 + rngContent.next() ** 3 * 25_000),
    });
    return { item, owner, pending, type, idea };
  });
  const featurable = plannedContent.filter((c) => !c.pending);
  for (const type of Object.keys(mix) as ContentType[]) {
    for (const c of rngContent.pickMany(
      featurable.filter((c) => c.type === type),
      3,
    ))
      c.item.isFeatured = true;
  }
  const contentJobs: Array<Promise<unknown>> = [];
  const contentImages: Array<Promise<SeedImage>> = [];
  let droppedVideos = 0;
  for (const c of plannedContent) {
    const { item, type, idea, owner } = c;
    const keys = contentKeys(item.slug, type);
    item.mediaKey = keys.mediaKey;
    item.thumbnailKey = keys.thumbnailKey;
    item.originalFilename = `${item.slug.replace(/-[a-z0-9]+$/, "")}.${CONTENT_FILE[type].ext}`;
    const seed = rngContent.int(1, 1_000_000);
    if (type === "image") {
      item.width = COVER.width;
      item.height = COVER.height;
      contentImages.push(
        media
          .image(
            keys.mediaKey,
            () =>
              makeCoverImage({
                title: item.title,
                subtitle: `Photo by ${owner.name}`,
                width: COVER.width,
                height: COVER.height,
              }),
            COVER,
            owner.id,
          )
          .then((stored) => {
            item.fileSize = stored.bytes;
            return stored;
          }),
      );
      continue;
    }
    contentImages.push(
      media.image(
        keys.thumbnailKey,
        () =>
          makeCoverImage({
            title: item.title,
            subtitle: `${CONTENT_TYPE_LABELS[type]} · ${idea.category} · ${owner.name}`,
            width: 800,
            height: 450,
          }),
        { width: 800, height: 450 },
        owner.id,
      ),
    );
    if (type === "audio") {
      const seconds = 6 + (seed % 5);
      item.durationSeconds = seconds;
      contentJobs.push(
        media
          .file(keys.mediaKey, "audio/wav", () => makeWavAudio({ seconds, seed }))
          .then((size) => (item.fileSize = size ?? 0)),
      );
    } else if (type === "document") {
      item.durationSeconds = null;
      contentJobs.push(
        media
          .file(keys.mediaKey, "application/pdf", () =>
            makePdfDocument({
              title: item.title,
              paragraphs: [idea.description, ...(idea.paragraphs ?? [])],
              author: owner.name,
            }),
          )
          .then((size) => (item.fileSize = size ?? 0)),
      );
    } else {
      const seconds = 3;
      item.durationSeconds = seconds;
      item.width = 320;
      item.height = 180;
      contentJobs.push(
        media
          .file(keys.mediaKey, "video/mp4", () => makeVideo({ seconds, title: item.title, seed }))
          .then((size) => {
            if (size === null) {
              item.fileSize = -1; // dropped below
              droppedVideos++;
            } else item.fileSize = size;
          }),
      );
    }
  }
  const contentReport = featurable.find((c) => c.owner.id !== creator.id && c.type !== "video")!;
  // A viewer's report on someone else's item (drawn after the items, as it always was).
  const report = buildReport(rngContent, {
    itemType: "content",
    itemId: contentReport.item.id,
    reporterId: viewer.id,
    reason: "Copyright violation",
    description: "I think this uses my photo without credit.",
    createdAt: new Date(now - 5 * HOUR),
  });

  return {
    rngContent,
    plannedContent,
    contentImages,
    contentJobs,
    contentReport,
    report,
    canVideo,
    viewer,
    creatorId: creator.id,
    now,
    droppedVideos: () => droppedVideos,
  };
}

export async function insert(
  db: Db,
  content: ContentPlan,
  log: (line: string) => void,
): Promise<string> {
  const {
    rngContent,
    plannedContent,
    contentImages,
    contentJobs,
    contentReport,
    report,
    canVideo,
  } = content;
  const { viewer } = content;
  const [contentImagesDone] = await Promise.all([allDone(contentImages), allDone(contentJobs)]);
  const keptContent = plannedContent.filter((c) => c.item.fileSize !== -1);
  if (!canVideo)
    log(
      "  video demo files skipped: ffmpeg is not available here; made extra image, audio and document items instead",
    );
  else if (content.droppedVideos())
    log(`  ${content.droppedVideos()} video demo files skipped: ffmpeg could not make them`);
  await db.transaction(async (tx) => {
    await registerAll(tx, contentImagesDone);
    await insertAll(
      tx,
      schema.content,
      keptContent.map((c) => c.item),
    );
    await insertAll(tx, schema.reports, [report]);
    await insertAll(tx, schema.moderationQueue, [
      ...keptContent
        .filter((c) => c.pending)
        .map((c) =>
          buildQueueEntry(rngContent, {
            itemType: "content",
            itemId: c.item.id,
            title: c.item.title,
            userId: c.owner.id,
            createdAt: c.item.createdAt,
          }),
        ),
      buildQueueEntry(rngContent, {
        itemType: "content",
        itemId: contentReport.item.id,
        title: contentReport.item.title,
        userId: viewer.id,
        reportId: report.id,
        createdAt: report.createdAt,
      }),
    ]);
    // The demo creator's Analytics charts real days: views by made-up visitors over the
    // last 30 Lagos days (drawn last, so no other demo row changes).
    const creatorsItems = keptContent.filter((c) => c.owner.id === content.creatorId && !c.pending);
    await insertAll(
      tx,
      schema.contentViews,
      creatorsItems.flatMap((c) =>
        Array.from({ length: 30 }, (_, d) => {
          const at = new Date(content.now - d * DAY);
          const day = new Date(at.getTime() + HOUR).toISOString().slice(0, 10);
          return Array.from({ length: rngContent.int(0, 5) }, (_, v) => ({
            contentId: c.item.id,
            visitorKey: `a:demo-${d}-${v}`,
            day,
            createdAt: at,
          }));
        }).flat(),
      ),
    );
  });
  return `content: ${keptContent.length}`;
}
