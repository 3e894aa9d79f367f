import { imageAttributes, type StoredImage } from "~/lib/media/responsive";

/** Makes a root-relative URL absolute on the site's public origin. */
export function absoluteUrl(origin: string, url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  return /^https?:\/\//.test(url) ? url : `${origin.replace(/\/+$/, "")}${url}`;
}

/** A displayable (variant) URL of a stored image: never the original, which may carry EXIF. */
export function imageUrl(origin: string, image: StoredImage | null | undefined) {
  return image ? absoluteUrl(origin, imageAttributes(image).src) : undefined;
}
