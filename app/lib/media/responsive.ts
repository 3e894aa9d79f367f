/**
 * How a stored image becomes `<img src srcset sizes width height>`. Used by React
 * components on server and client, so no server imports here.
 *
 * Key naming (written by image-variants.server.ts, served by server/media.ts):
 *   original  `<prefix>/<yyyy>/<mm>/<uuid>.<ext>`        e.g. `covers/2026/05/3f2a….jpg`
 *   variants  `<original without .ext>/w<width>.webp`     e.g. `covers/2026/05/3f2a…/w640.webp`
 * An original without an extension gets its variants under `<original>.v/` so the
 * variant folder never has the same name as the original's file (a clash on disk).
 * Widths are 320, 640 and 1024, fewer for smaller originals (never upscaled), plus
 * the original's own width when it lies below 1024 and is not in the list, so the
 * largest variant is always as sharp as the source allows.
 *
 * URLs: `<mediaBase>/<key>`, where mediaBase is `/media` (our route) or S3_PUBLIC_URL
 * (a CDN); loaders get it from `mediaBaseUrl()` in storage.server.ts.
 */

export const VARIANT_WIDTHS = [320, 640, 1024] as const;

/** What the database keeps for an image (e.g. in a jsonb column) and components receive. */
export type StoredImage = {
  /** The original as uploaded. Not for display: it may carry EXIF (GPS) metadata. */
  key: string;
  /** Displayed size after EXIF rotation. */
  width: number;
  height: number;
  /** WebP variants, ascending by width. */
  variants: ImageVariant[];
  /** `#rrggbb` of the dominant colour, painted while the image loads. */
  placeholderColor?: string;
};

export type ImageVariant = { width: number; key: string };

/**
 * A stored image as a page needs it to draw it: the variants' keys are left out, since
 * they follow from the original's key and their widths (key naming above). Loaders send
 * this to the browser, where every card's picture otherwise carried its key four times.
 */
export type ImageView = Omit<StoredImage, "variants"> & { variants: { width: number }[] };

export function imageView(image: ImageView | null): ImageView | null {
  if (!image) return null;
  const { key, width, height, placeholderColor, variants } = image;
  return {
    key,
    width,
    height,
    ...(placeholderColor ? { placeholderColor } : {}),
    variants: variantList(variants),
  };
}

/**
 * One frozen list per set of widths, shared by every image that has it: the hydration
 * data's encoder writes an object it has already written as a reference, so a page of
 * cards carries each list once instead of once per picture (a quarter of the home page's
 * entries were these lists). Nothing changes a view's variants (they are read and copied).
 */
const variantLists = new Map<string, { width: number }[]>();
function variantList(variants: readonly { width: number }[]) {
  const name = variants.map((v) => v.width).join();
  let list = variantLists.get(name);
  if (!list) {
    if (variantLists.size >= 1000) variantLists.clear();
    list = Object.freeze(variants.map((v) => Object.freeze({ width: v.width }))) as {
      width: number;
    }[];
    variantLists.set(name, list);
  }
  return list;
}

/**
 * `sizes` presets: how wide the image is drawn at each breakpoint of our layout, in CSS
 * pixels, gutters included (the browser multiplies by the screen's density and takes
 * the first variant at least that wide, so an overstated slot costs a larger file).
 * Card grids: `max-w-6xl` (1152 px) with `px-4` and `gap-4`.
 */
export const sizes = {
  /** Listing cards: 4 columns from 1024 px, 2 from 640 px, 1 on phones. */
  card: "(min-width: 1152px) 268px, (min-width: 1024px) calc(25vw - 20px), (min-width: 640px) calc(50vw - 24px), calc(100vw - 32px)",
  /** Featured cards: 3 columns from 1024 px, 2 from 640 px, 1 on phones. */
  wideCard:
    "(min-width: 1152px) 363px, (min-width: 1024px) calc(33.3vw - 21px), (min-width: 640px) calc(50vw - 24px), calc(100vw - 32px)",
  /** Detail page hero, capped by the content column (max-w-5xl = 1024px). */
  hero: "(min-width: 1024px) 1024px, 100vw",
  /** Product gallery beside details on desktop. */
  gallery: "(min-width: 1024px) 50vw, 100vw",
  thumb: "96px",
  avatar: "64px",
} as const;

/**
 * The widest variant a preset offers. A card is a preview at most ~600 CSS px wide: on
 * a phone (380 px slot, density 1.75 to 3) the browser would take the 960-1024 px
 * variant, two to three times the bytes of the 640 px one for a picture that is
 * opened in full on the item page anyway. Previews stop at 640 px; small pictures at 320.
 */
const widestVariant: Partial<Record<SizesPreset, number>> = {
  card: 640,
  wideCard: 640,
  thumb: 320,
  avatar: 320,
};

export type SizesPreset = keyof typeof sizes;

/** Folder holding an original's variants (see key naming above). */
export function variantBaseKey(originalKey: string): string {
  const slash = originalKey.lastIndexOf("/");
  const dot = originalKey.lastIndexOf(".");
  return dot > slash + 1 ? originalKey.slice(0, dot) : `${originalKey}.v`;
}

export function variantKey(originalKey: string, width: number): string {
  return `${variantBaseKey(originalKey)}/w${width}.webp`;
}

/** `<base>/<key>` with exactly one slash between them. */
export function mediaUrl(key: string, mediaBase = "/media"): string {
  return `${mediaBase.replace(/\/+$/, "")}/${key}`;
}

/**
 * `srcset` for variants stored as `<baseUrl>/w<width>.webp`:
 * `srcSetFor("/media/covers/2026/05/abc", [320, 640])`
 *   -> `"/media/covers/2026/05/abc/w320.webp 320w, /media/covers/2026/05/abc/w640.webp 640w"`.
 */
export function srcSetFor(baseUrl: string, widths: readonly number[]): string {
  const base = baseUrl.replace(/\/+$/, "");
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${base}/w${w}.webp ${w}w`)
    .join(", ");
}

/** The widths to produce for an original `width` pixels wide (never upscaled). */
export function variantWidthsFor(
  width: number,
  widths: readonly number[] = VARIANT_WIDTHS,
): number[] {
  const below = widths.filter((w) => w < width);
  const largest = Math.max(...widths);
  // Add the original width itself when it is smaller than our largest step.
  if (width <= largest && !below.includes(width)) below.push(width);
  return below.sort((a, b) => a - b);
}

/**
 * Attributes for an `<img>` of a stored image. `src` (for browsers without srcset
 * support and for crawlers) is the variant nearest 640 px; width/height are the real
 * aspect so the browser reserves the space (no layout shift).
 */
export function imageAttributes(
  image: ImageView,
  { mediaBase = "/media", preset = "card" }: { mediaBase?: string; preset?: SizesPreset } = {},
) {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  const widest = widestVariant[preset] ?? Infinity;
  const within = sorted.filter((v) => v.width <= widest);
  const variants = within.length ? within : sorted.slice(0, 1);
  const fallback = variants.filter((v) => v.width <= 640).at(-1) ?? variants[0];
  return {
    // No variants yet (processing pending): no src rather than the original, which
    // may still carry the uploader's GPS position; the placeholder colour shows instead.
    src: fallback ? mediaUrl(variantKey(image.key, fallback.width), mediaBase) : undefined,
    srcSet: variants.length
      ? srcSetFor(
          mediaUrl(variantBaseKey(image.key), mediaBase),
          variants.map((v) => v.width),
        )
      : undefined,
    sizes: variants.length ? sizes[preset] : undefined,
    width: image.width,
    height: image.height,
    style: image.placeholderColor ? { backgroundColor: image.placeholderColor } : undefined,
  };
}
