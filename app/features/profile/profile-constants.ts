// Zod-free limits the profile form shows in the browser; profile-schema.ts validates
// with them on both sides, but a component importing them from there would ship Zod.

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const BIO_MAX = 500;
export const FULL_NAME_MAX = 100;
/** Avatar uploads: bytes in the request (checked before parsing) and in the file. */
export const AVATAR_MAX_MB = 5;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;
export const AVATAR_TYPES = ["JPG", "PNG", "WebP", "GIF", "AVIF"] as const;
/** Links on the public page (issue 35): how many, and how long each part may be. */
export const LINKS_MAX = 5;
export const LINK_LABEL_MAX = 40;
export const LINK_URL_MAX = 500;
/** The cover picture: bytes in the file; shown at most this wide. */
export const COVER_MAX_MB = 5;
export const COVER_MAX_WIDTH = 1920;
/** The whole profile form: an avatar and a cover, plus its text fields. */
export const PROFILE_FORM_MAX_BYTES = (AVATAR_MAX_MB + COVER_MAX_MB) * 1024 * 1024 + 128 * 1024;
