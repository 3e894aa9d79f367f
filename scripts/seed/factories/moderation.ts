import { moderationQueue, reports } from "~/db/schema";
import { REPORT_REASONS } from "~/features/moderation/report-constants";
import type { Db, Tx } from "~/lib/db/client.server";
import { testRng, type Rng } from "./random";

export type NewQueueEntry = typeof moderationQueue.$inferInsert;
export type QueueEntryRow = typeof moderationQueue.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type ReportRow = typeof reports.$inferSelect;
export type ItemType = NewQueueEntry["itemType"];

/** A moderation queue row for a new item (pure). */
export function buildQueueEntry(
  rng: Rng,
  overrides: Partial<NewQueueEntry> & { itemType: ItemType; itemId: string; title: string },
): NewQueueEntry & { id: string } {
  return { id: overrides.id ?? rng.uuid(), userId: null, reportId: null, ...overrides };
}

export async function createQueueEntry(
  db: Db | Tx,
  overrides: Partial<NewQueueEntry> & { itemType: ItemType; itemId: string; title: string },
  rng: Rng = testRng(),
): Promise<QueueEntryRow> {
  const [row] = await db
    .insert(moderationQueue)
    .values(buildQueueEntry(rng, overrides))
    .returning();
  return row!;
}

/** A user's report about an item (pure); open, with a reason from the spec's list. */
export function buildReport(
  rng: Rng,
  overrides: Partial<NewReport> & { itemType: ItemType; itemId: string },
): NewReport & { id: string } {
  return {
    id: overrides.id ?? rng.uuid(),
    reason: rng.pick(REPORT_REASONS),
    description: null,
    status: "open",
    ...overrides,
  };
}

export async function createReport(
  db: Db | Tx,
  overrides: Partial<NewReport> & { itemType: ItemType; itemId: string },
  rng: Rng = testRng(),
): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(buildReport(rng, overrides)).returning();
  return row!;
}
