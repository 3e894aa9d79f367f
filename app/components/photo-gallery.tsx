import { ResponsiveImage } from "~/components/responsive-image";
import type { ImageView } from "~/lib/media/responsive";
import { photoGalleryCopy as t } from "~/lib/messages/photo-gallery";

/*
 * An item page's photos: the first one large, the rest as small squares under it. Both
 * item pages with photos (a product's, a stay's) draw it through here. Rendered as a
 * server part on both (ADR 049): no code of it reaches the browser.
 */

const LAYOUTS = {
  /** A product: a square photo beside the buying panel, every other one under it. */
  square: {
    frame: "space-y-3",
    first: { preset: "gallery", aspect: "aspect-square" },
    beside: 0,
    rest: "grid grid-cols-4 gap-2",
  },
  /** A stay: a wide photo across the page, two more beside it, the rest under them. */
  wide: {
    frame: "grid gap-2 sm:grid-cols-[2fr_1fr]",
    first: { preset: "hero", aspect: "aspect-[4/3]" },
    beside: 2,
    rest: "mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5",
  },
} as const;

export function PhotoGallery({
  photos,
  title,
  layout,
}: {
  photos: ImageView[];
  /** The item's title: the first photo's alt text, and the others' ("…, photo 2"). */
  title: string;
  layout: keyof typeof LAYOUTS;
}) {
  const l = LAYOUTS[layout];
  const [first, ...others] = photos;
  const beside = others.slice(0, l.beside);
  const rest = others.slice(l.beside);
  const restList = rest.length ? (
    <ul className={l.rest} aria-label={l.beside ? t.all : t.more}>
      {rest.map((img, i) => (
        <li key={img.key}>
          <ResponsiveImage
            image={img}
            alt={t.photo(title, i + 2 + l.beside)}
            preset="thumb"
            aspect="aspect-square"
            className="rounded-lg"
          />
        </li>
      ))}
    </ul>
  ) : null;
  return (
    <>
      <div className={l.frame}>
        <ResponsiveImage
          image={first ?? null}
          alt={title}
          preset={l.first.preset}
          aspect={l.first.aspect}
          priority
          className="rounded-card"
        />
        {beside.length ? (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1" aria-label={t.more}>
            {beside.map((img, i) => (
              <li key={img.key}>
                <ResponsiveImage
                  image={img}
                  alt={t.photo(title, i + 2)}
                  preset="wideCard"
                  aspect="aspect-[4/3]"
                  className="rounded-card"
                />
              </li>
            ))}
          </ul>
        ) : null}
        {/* Under the first photo in the same column, or across the page under both. */}
        {l.beside ? null : restList}
      </div>
      {l.beside ? restList : null}
    </>
  );
}
