import { useRef } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import { adClickPath } from "~/lib/ads/ad-tracking-constants";
import { useAdImpressions } from "~/lib/ads/use-ad-impressions";
import { SafeLink } from "~/components/ui/safe-link";
import type { BannerAd } from "./chrome-types";
import { shellCopy } from "~/lib/messages/shell";

/** Paid banner ads for this page's placement; the bar is absent when none are active. */
export function BannerBar({ banners }: { banners: BannerAd[] }) {
  const bar = useRef<HTMLElement>(null);
  // An impression once half a banner was visible for a second (issue 16).
  useAdImpressions(bar);
  if (banners.length === 0) return null;
  return (
    <aside
      ref={bar}
      aria-label={shellCopy.bannerBar.label}
      className="border-b border-line bg-surface"
    >
      <ul className="mx-auto grid max-w-6xl gap-3 px-4 py-3 sm:grid-cols-2 lg:grid-cols-3">
        {banners.map((ad, index) => {
          const body = (
            <>
              <ResponsiveImage
                image={ad.image}
                alt=""
                preset="thumb"
                aspect="aspect-[4/1]"
                whole
                className="w-28 shrink-0 rounded"
              />
              <span className="min-w-0">
                <span className="block text-xs font-medium uppercase tracking-wide text-muted">
                  {shellCopy.bannerBar.item(ad.businessName)}
                </span>
                <span className="block truncate font-semibold text-ink">{ad.title}</span>
              </span>
            </>
          );
          return (
            <li
              key={ad.id}
              data-ad-id={ad.id}
              className={index > 0 ? "hidden min-w-0 sm:block" : "min-w-0"}
            >
              {/* The advertiser's target URL is user-supplied: SafeLink judges it; the click goes through our counting redirect. */}
              <SafeLink
                href={ad.targetUrl}
                via={adClickPath(ad.id)}
                sponsored
                keepContentWhenBlocked
                className="flex items-center gap-3 rounded-lg bg-white p-2 shadow-sm ring-1 ring-line hover:ring-brand-600"
              >
                {body}
              </SafeLink>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
