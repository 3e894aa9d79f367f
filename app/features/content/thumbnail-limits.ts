// The thumbnail a creator gives a video or audio item (or replaces later), shared by the
// server's body guard (server/request-body.ts UPLOAD_RULES), the form and its help text.
// Client-safe.

export const THUMBNAIL_MAX_MB = 10;
export const THUMBNAIL_MAX_BYTES = THUMBNAIL_MAX_MB * 1024 * 1024;
/** The edit page's thumbnail form at its largest, plus room for its other fields. */
export const THUMBNAIL_FORM_MAX_BYTES = THUMBNAIL_MAX_BYTES + 64 * 1024;
/** Thumbnails are shown at most this wide (the content page's hero). */
export const THUMBNAIL_MAX_WIDTH = 1920;
/** The picture formats the file picker offers (the server reads the bytes whatever it says). */
export const THUMBNAIL_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
