import { getDb } from "~/lib/db/client.server";
import type { ItemType } from "~/lib/item-kind";
import { listModerationQueue, moderateQueueEntry, pendingReviewCount } from "./moderation.server";
import type { ModerationInput } from "./moderation.server";
import { previewItem } from "./preview.server";
import { reportItem, reportTarget } from "./report-item.server";

// What the moderation and report pages call: one options object each, the database
// fetched here, so routes never handle it (issue 11).

/** The moderation queue's page `page` (the admin area's Moderation page). */
/** How many entries wait in the queue (the admin's Pending Reviews card). */
export async function countPendingReviews() {
  return pendingReviewCount(await getDb());
}

export async function loadReviewQueue({ page }: { page: number }) {
  return listModerationQueue(await getDb(), page);
}

/** A moderator's decision on one queue entry. */
export async function decideQueueEntry({
  moderatorId,
  input,
}: {
  moderatorId: string;
  input: ModerationInput;
}) {
  return moderateQueueEntry(await getDb(), moderatorId, input);
}

/** An item as a moderator previews it, whatever its state; null when there is none. */
export async function loadPreview({ type, id }: { type: string; id: string }) {
  return previewItem(await getDb(), type, id);
}

/** The public item a report would be about; null when it is not public. */
export async function findReportTarget(target: {
  itemType: ItemType;
  itemId: string;
  reviewId?: string | null;
}) {
  return reportTarget(await getDb(), target);
}

/** A signed-in user's report of a public item. */
export async function fileReport(input: {
  itemType: string;
  itemId: string;
  reviewId?: string | null;
  reason: string;
  details?: string | null;
  reporterId: string;
}) {
  return reportItem(await getDb(), input);
}
