import { useRef } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import { imageView, type ImageView } from "~/lib/media/responsive";
import { adClickPath } from "../ad-tracking-constants";
import { topProvidersCopy } from "../messages";
import type { LiveBanner } from "../top-providers.server";
import { useAdImpressions } from "../use-ad-impressions";

/** A banner as the browser gets it: pictures without their variants' keys. */
export type BannerView = Omit<LiveBanner, "banner" | "logo"> & {
  banner: ImageView | null;
  logo: ImageView | null;
};

export const bannerView = (b: LiveBanner): BannerView => ({
  ...b,
  banner: imageView(b.banner),
  logo: imageView(b.logo),
});

/**
 * The banner bar of a placement (home, marketplace, events; issue 16): live, paid
 * banners only (the server decides). Each links through our tracked redirect, which
 * counts the click and sends the visitor to the advertiser's stored target; an
 * impression is reported once half of it has been visible for a second.
 */
export function BannerBar({ banners, label }: { banners: BannerView[]; label: string }) {
  const bar = useRef<HTMLElement>(null);
  useAdImpressions(bar);
  if (banners.length === 0) return null;
  return (
    <aside ref={bar} aria-label={label} className="mx-auto w-full max-w-6xl px-4 py-4">
      <ul className="grid gap-3 md:grid-cols-[repeat(auto-fit,minmax(18rem,1fr))]">
        {banners.map((b) => (
          <li key={b.id} data-ad-id={b.id}>
            <a
              href={adClickPath(b.id)}
              rel="sponsored noopener"
              className="group flex items-center gap-3 overflow-hidden rounded-card bg-white ring-1 ring-line hover:ring-brand-600"
            >
              {b.banner ? (
                <ResponsiveImage
                  image={b.banner}
                  alt={`${b.businessName}: ${b.title}`}
                  preset="wideCard"
                  aspect="aspect-[4/1]"
                  className="w-full"
                  whole
                />
              ) : (
                <span className="flex w-full items-center gap-3 p-3">
                  <ResponsiveImage
                    image={b.logo}
                    alt=""
                    preset="avatar"
                    aspect="aspect-square"
                    className="w-12 shrink-0 rounded-lg"
                    fallbackLabel={b.businessName}
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink group-hover:underline">
                      {b.title}
                    </span>
                    <span className="block text-sm text-muted">{b.businessName}</span>
                  </span>
                </span>
              )}
            </a>
            <p className="mt-1 text-xs text-muted">{topProvidersCopy.sponsored}</p>
          </li>
        ))}
      </ul>
    </aside>
  );
}
