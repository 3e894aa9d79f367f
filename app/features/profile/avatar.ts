import { mediaUrl, variantKey } from "~/lib/media/responsive";

/**
 * Avatars are stored as a square 256 px image with WebP variants at these widths
 * (avatar.server.ts), so every width here always exists.
 */
export const AVATAR_SIZE = 256;
export const AVATAR_WIDTHS = [64, 128, 256] as const;
export type AvatarWidth = (typeof AVATAR_WIDTHS)[number];

/** URL of an avatar variant: 64 px for the header, 128 px for the profile form. */
export function avatarUrl(key: string, mediaBase = "/media", width: AvatarWidth = 64): string {
  return mediaUrl(variantKey(key, width), mediaBase);
}

/** `srcset` for a square avatar drawn `size` CSS pixels wide (1x and 2x screens). */
export function avatarSrcSet(key: string, mediaBase: string, size: 32 | 64 | 128) {
  const one = AVATAR_WIDTHS.find((w) => w >= size) ?? AVATAR_SIZE;
  const two = AVATAR_WIDTHS.find((w) => w >= size * 2) ?? AVATAR_SIZE;
  return `${avatarUrl(key, mediaBase, one)} 1x, ${avatarUrl(key, mediaBase, two)} 2x`;
}
