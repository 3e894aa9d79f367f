// Photos of a listing (products, properties): limits shared by the server's body guard
// (server/request-body.ts UPLOAD_RULES), the forms' help text and the actions, and the
// one rule that orders a listing's photos after an edit. Client-safe: no server imports.

export const PHOTO_MAX_MB = 8;
/** How many photos a listing keeps at most. */
export const PHOTOS_MAX = 8;
/** One post carries at most this many megabytes of photos (the body is read whole). */
export const PHOTOS_POST_MAX_MB = 40;
/** The whole form: the photos plus room for its text fields. */
export const LISTING_FORM_MAX_BYTES = PHOTOS_POST_MAX_MB * 1024 * 1024 + 256 * 1024;
/** What the file pickers offer; the server reads the real bytes whatever the name says. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

/** A stored photo as the edit form posts it back: its key, the place asked for, removed or not. */
export type PostedPhoto = { key: string; position: number | null; remove: boolean };

/**
 * The listing's photos after an edit: the ones kept, in the places their owner typed
 * (ties and blanks keep their old order), then the new uploads in the order chosen.
 * Only keys the listing already has are taken from the form, so a post cannot attach
 * someone else's image. Null when the result would hold more than `max`.
 */
export function arrangePhotos({
  current,
  posted,
  added,
  max = PHOTOS_MAX,
}: {
  current: readonly string[];
  posted: readonly PostedPhoto[];
  added: readonly string[];
  max?: number;
}): string[] | null {
  const byKey = new Map(posted.map((p) => [p.key, p]));
  const kept = current
    .map((key, index) => ({ key, index, p: byKey.get(key) }))
    .filter(({ p }) => !p?.remove)
    .sort(
      (a, b) =>
        (a.p?.position ?? a.index + 1) - (b.p?.position ?? b.index + 1) || a.index - b.index,
    )
    .map(({ key }) => key);
  const result = [...kept, ...added];
  return result.length > max ? null : result;
}
