import type { ItemColumns, ModerationDecision } from "./item-kind";

/*
 * Small helpers the item-kind descriptors (features/<area>/<x>-kind.server.ts) share,
 * so each descriptor says only what is particular to its kind.
 */

/** The common columns of a kind's table, which all carry the same names. */
export function itemColumns(t: ItemColumns): ItemColumns {
  const { id, slug, title, status, moderationStatus, createdAt, updatedAt } = t;
  return { id, slug, title, status, moderationStatus, createdAt, updatedAt };
}

/**
 * What a moderation decision writes on an item of any kind (spec 001 §4): the verdict,
 * notes, who and when; approving also sets `live`, the kind's public status (published
 * or active). Rejecting leaves the status alone: `rejected` alone hides the item.
 */
export function decisionStamp<Live extends object>(d: ModerationDecision, live: Live) {
  const now = new Date();
  const stamp = {
    moderationStatus: d.approve ? ("approved" as const) : ("rejected" as const),
    moderationNotes: d.notes,
    moderatedBy: d.moderatorId,
    moderatedAt: now,
    updatedAt: now,
  };
  return d.approve ? { ...stamp, ...live } : stamp;
}
