import { and, eq, isNull } from "drizzle-orm";
import { events } from "~/db/schema";
import { AppError } from "~/lib/app-error.server";
import { invalidatePublicCache } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { fetchOutbound, OutboundError } from "~/lib/outbound-fetch.server";
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

/**
 * The image behind a cover link, at most COVER_MAX_BYTES, through the app's outbound
 * guard (lib/outbound-fetch.server.ts: public addresses only, connected to the address
 * checked, few redirects). COVER_LINKS_PRIVATE_HOSTS=on lets a LAN set-up through.
 */
async function fetchCoverBytes(link: string): Promise<Buffer> {
  try {
    const { body } = await fetchOutbound(link, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: COVER_MAX_BYTES,
      maxRedirects: MAX_REDIRECTS,
      accept: "image/*",
      ...(getEnv().COVER_LINKS_PRIVATE_HOSTS === "on" ? { allowAddress: () => true } : {}),
    });
    return body;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    // A timeout, a lost connection or a server error may pass; the rest stays so.
    const passing =
      error.problem === "timeout" ||
      error.problem === "network" ||
      (error.problem === "status" && (error.status ?? 0) >= 500);
    if (passing) throw new Error(`cover link: ${error.message}`);
    throw new CoverLinkRefused(error.problem);
  }
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
