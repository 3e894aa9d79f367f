import { imageAttributes, type ImageView, type SizesPreset } from "~/lib/media/responsive";
import { cn } from "~/lib/utils";

/**
 * A stored image as a responsive WebP <img>, lazy by default. The frame keeps its
 * aspect ratio before the image arrives, so nothing moves while a page loads.
 */
export function ResponsiveImage({
  image,
  alt,
  preset = "card",
  aspect = "aspect-video",
  priority = false,
  className,
  fallbackLabel,
  whole = false,
}: {
  image: ImageView | null;
  alt: string;
  preset?: SizesPreset;
  aspect?: string;
  /**
   * Show the whole picture in its own shape instead of cropping it to `aspect`: for
   * pictures whose words are part of them (an advertiser's banner), which a crop cuts.
   */
  whole?: boolean;
  priority?: boolean;
  className?: string;
  fallbackLabel?: string;
}) {
  if (!image) {
    return (
      <div
        className={cn(
          aspect,
          "flex items-center justify-center bg-brand-50 text-sm text-brand-700",
          className,
        )}
        role={fallbackLabel ? "img" : undefined}
        aria-label={fallbackLabel}
      >
        {fallbackLabel ? <span aria-hidden="true">{fallbackLabel.slice(0, 1)}</span> : null}
      </div>
    );
  }
  const attrs = imageAttributes(image, { preset });
  const style = whole
    ? { ...attrs.style, aspectRatio: `${image.width} / ${image.height}` }
    : attrs.style;
  return (
    <div className={cn(!whole && aspect, "overflow-hidden bg-surface", className)} style={style}>
      <img
        src={attrs.src}
        srcSet={attrs.srcSet}
        sizes={attrs.sizes}
        width={attrs.width}
        height={attrs.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={whole ? "h-full w-full object-contain" : "h-full w-full object-cover"}
      />
    </div>
  );
}
