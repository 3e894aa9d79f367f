import dns from "node:dns/promises";
import net from "node:net";
import { and, eq, isNull } from "drizzle-orm";
import { events } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { isPublicAddress } from "~/lib/outbound-fetch.server";
import { defineJob } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import { registerImages } from "~/lib/media/image-records.server";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { storeEventCover } from "./event-cover.server";
import { COVER_MAX_BYTES } from "./event-form-limits";
import { coverLinkFailedNotice } from "./organizer-messages";
import { editEventPath } from "./organizer-paths";

/**
 * A cover given by link is fetched once, here, and stored like an uploaded one
 * (docs/decisions/033-event-cover-links.md): visitors then get our resized WebP
 * variants instead of a stranger's full-size photo on their data plan, the page never
 * asks a third-party host for anything (the CSP keeps img-src to our origin), and a
 * link that later breaks or changes cannot change the page. Until the job has run the
 * event shows no cover.
 */

const FETCH_TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 3;

class CoverLinkRefused extends Error {}

async function assertFetchable(url: URL) {
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new CoverLinkRefused("scheme");
  if (getEnv().COVER_LINKS_PRIVATE_HOSTS === "on") return;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const addresses = net.isIP(host)
    ? [host]
    : (await dns.lookup(host, { all: true })).map((a) => a.address);
  if (!addresses.length || !addresses.every(isPublicAddress))
    throw new CoverLinkRefused("private address");
}

/** The image behind a cover link, at most COVER_MAX_BYTES, following few redirects. */
async function fetchCoverBytes(link: string): Promise<Buffer> {
  let url = new URL(link);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    await assertFetchable(url);
    const response = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      headers: { accept: "image/*" },
    });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    // A missing or refused image will not appear by trying again; a server error may.
    if (response.status >= 500) throw new Error(`cover link answered ${response.status}`);
    if (!response.ok || !response.body) throw new CoverLinkRefused(`status ${response.status}`);
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > COVER_MAX_BYTES) throw new CoverLinkRefused("too large");
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > COVER_MAX_BYTES) throw new CoverLinkRefused("too large");
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }
  throw new CoverLinkRefused("too many redirects");
}

/**
 * Fetches the event's cover link and stores it as the event's cover, unless the
 * organizer changed the link or uploaded a cover meanwhile. Outside any transaction:
 * the fetch and the image work never hold the database.
 */
export async function importEventCover({ eventId, url }: { eventId: string; url: string }) {
  const db = await getDb();
  const current = async () =>
    (
      await db
        .select({ organizerId: events.organizerId })
        .from(events)
        .where(
          and(eq(events.id, eventId), eq(events.coverImageUrl, url), isNull(events.coverImageKey)),
        )
    )[0];
  if (!(await current())) return { imported: false as const };
  const cover = await storeEventCover({ bytes: await fetchCoverBytes(url) });
  const done = await db.transaction(async (tx) => {
    const [event] = await tx
      .update(events)
      .set({ coverImageKey: cover.key, updatedAt: new Date() })
      .where(
        and(eq(events.id, eventId), eq(events.coverImageUrl, url), isNull(events.coverImageKey)),
      )
      .returning({ organizerId: events.organizerId });
    if (event) await registerImages(tx, [cover], event.organizerId);
    return !!event;
  });
  if (done) invalidatePublicCache();
  return { imported: done };
}

/**
 * The import failed for good: the organizer hears it in their notifications, with the
 * edit page to upload the image instead, unless they have moved on from that link.
 */
export async function noticeCoverLinkFailed({ eventId, url }: { eventId: string; url: string }) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ organizerId: events.organizerId, title: events.title })
      .from(events)
      .where(
        and(eq(events.id, eventId), eq(events.coverImageUrl, url), isNull(events.coverImageKey)),
      );
    if (!event) return;
    await notifyUsers(tx, [
      {
        userId: event.organizerId,
        type: "events.cover-link-failed",
        title: coverLinkFailedNotice.title,
        message: coverLinkFailedNotice.message(event.title),
        data: { href: editEventPath(eventId) },
      },
    ]);
  });
}

// A refused link or bytes that are no image stay so; a timeout or a 5xx may pass.
const isPermanent = (error: unknown) =>
  error instanceof CoverLinkRefused || error instanceof AppError;

export const importEventCoverJob = defineJob<{ eventId: string; url: string }>({
  name: "events.import-cover",
  retryLimit: 4,
  retryDelaySeconds: 60,
  isPermanent,
  async run(payload, attempt) {
    try {
      await importEventCover(payload);
    } catch (error) {
      getLogger().warn(
        { eventId: payload.eventId, err: error instanceof Error ? error.message : error, attempt },
        "event cover link could not be imported",
      );
      if (attempt.lastAttempt || isPermanent(error)) await noticeCoverLinkFailed(payload);
      throw error;
    }
  },
});
