// Rules shared by the owners' listings (products, properties): when an edit goes back
// to review, and what status (de/re)activation leaves. Pure, client-safe.

type ListingState = {
  moderationStatus: "pending" | "approved" | "rejected";
  status: "draft" | "active" | "inactive";
};

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((v, i) => v === b[i])
    : (a ?? null) === (b ?? null);

/**
 * Whether an edit needs a moderator: an approved listing whose public words or
 * pictures (`fields`) changed, or a rejected one edited at all (its owner's fix is a
 * new submission). A pending one is in the queue already.
 */
export function reviewedChange<Row extends ListingState>(
  stored: Row,
  next: Partial<Row>,
  fields: readonly (keyof Row)[],
): boolean {
  if (stored.moderationStatus === "pending") return false;
  if (stored.moderationStatus === "rejected") return true;
  return fields.some((f) => f in next && !same(stored[f], next[f]));
}

/**
 * The status after an owner deactivates (inactive, whatever its review) or reactivates
 * a listing: active once approved, else draft (awaiting review; approval makes it
 * active). Moderation never reactivates what its owner deactivated.
 */
export function nextListingStatus(stored: ListingState, active: boolean): ListingState["status"] {
  if (!active) return "inactive";
  return stored.moderationStatus === "approved" ? "active" : "draft";
}
