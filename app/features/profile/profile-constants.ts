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
