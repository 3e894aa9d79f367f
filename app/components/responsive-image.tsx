import { imageAttributes, type SizesPreset, type StoredImage } from "~/lib/media/responsive";
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
}: {
  image: StoredImage | null;
  alt: string;
  preset?: SizesPreset;
  aspect?: string;
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
  return (
    <div className={cn(aspect, "overflow-hidden bg-surface", className)} style={attrs.style}>
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
        className="h-full w-full object-cover"
      />
    </div>
  );
}
