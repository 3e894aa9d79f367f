import { BadgeCheck, Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useRef } from "react";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { SafeLink } from "~/components/ui/safe-link";
import { providerBadges, topProvidersCopy } from "./messages";
import { AD_IMPRESSIONS_ENDPOINT, adClickPath } from "./ad-tracking-constants";
import type { ProviderPlan, TopProvider } from "./top-providers.server";
import { imageView, type ImageView } from "~/lib/media/responsive";

/** A provider as the browser gets it: pictures without their variants' keys. */
export type TopProviderView = Omit<TopProvider, "logo" | "banner"> & {
  logo: ImageView | null;
  banner: ImageView | null;
};

export const topProviderView = (p: TopProvider): TopProviderView => ({
  ...p,
  logo: imageView(p.logo),
  banner: imageView(p.banner),
});

/** Badge by plan (spec 000 §3): enterprise, premium, any other. */
export function providerBadge(plan: ProviderPlan): {
  label: string;
  variant: BadgeProps["variant"];
} {
  const b = providerBadges;
  if (plan === "enterprise") return { label: b.enterprise, variant: "default" };
  if (plan === "premium") return { label: b.premium, variant: "info" };
  return { label: b.other, variant: "secondary" };
}

/** Part of a card that must be on screen before it counts as seen. */
const VISIBLE_SHARE = 0.5;
/** Cards that come into view together are reported in one request. */
const BATCH_DELAY_MS = 1_000;

/**
 * Reports each card once per page view, when at least half of it is on screen. Only
 * ids are sent; the server decides what counts. Without JavaScript nothing is sent.
 */
function useImpressions(list: React.RefObject<HTMLUListElement | null>) {
  useEffect(() => {
    const root = list.current;
    if (!root || !("IntersectionObserver" in window)) return;
    const pending = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(timer);
      if (pending.size === 0) return;
      const body = new URLSearchParams({ pageUrl: window.location.pathname });
      for (const id of pending) body.append("id", id);
      pending.clear();
      navigator.sendBeacon?.(AD_IMPRESSIONS_ENDPOINT, body);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.adId;
          if (!entry.isIntersecting || !id || document.visibilityState !== "visible") continue;
          observer.unobserve(entry.target);
          pending.add(id);
          clearTimeout(timer);
          timer = setTimeout(flush, BATCH_DELAY_MS);
        }
      },
      { threshold: VISIBLE_SHARE },
    );
    root.querySelectorAll<HTMLElement>("[data-ad-id]").forEach((card) => observer.observe(card));
    // Leaving the page (or the tab) must not lose cards seen in the last second.
    const onHide = () => document.visibilityState === "hidden" && flush();
    document.addEventListener("visibilitychange", onHide);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", onHide);
      flush();
    };
  }, [list]);
}

/** The home page's paid top-provider listings (spec 000 §7), in display order. */
export function TopProviders({ providers }: { providers: TopProviderView[] }) {
  const list = useRef<HTMLUListElement>(null);
  useImpressions(list);
  return (
    <ul ref={list} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {providers.map((p) => (
        <ProviderCard key={p.id} provider={p} />
      ))}
    </ul>
  );
}

/** What a card shows follows the plan's features (spec 001 §9). */
function ProviderCard({ provider: p }: { provider: TopProviderView }) {
  const badge = providerBadge(p.plan);
  const t = topProvidersCopy;
  const paidExtras = p.plan !== "basic";
  return (
    <li
      data-ad-id={p.id}
      className="flex flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-line"
    >
      {p.banner ? (
        <ResponsiveImage image={p.banner} alt="" preset="wideCard" aspect="aspect-[4/1]" whole />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <ResponsiveImage
            image={p.logo}
            alt=""
            preset="avatar"
            aspect="aspect-square"
            className="w-14 shrink-0 rounded-lg"
            fallbackLabel={p.businessName}
          />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold leading-snug text-ink">{p.businessName}</h3>
            <p className="text-sm text-muted">{p.title}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant={badge.variant}>
            <BadgeCheck aria-hidden="true" /> {badge.label}
          </Badge>
          <Badge variant="outline">{t.sponsored}</Badge>
        </div>
        {paidExtras && p.description ? (
          <p
            className={
              p.plan === "enterprise" ? "text-sm text-ink" : "line-clamp-3 text-sm text-ink"
            }
          >
            {p.description}
          </p>
        ) : null}
        <dl className="mt-auto grid gap-1 text-sm text-muted">
          {p.phone ? (
            <Detail icon={Phone} label={t.phone}>
              <a
                className="underline underline-offset-2"
                href={`tel:${p.phone.replace(/\s+/g, "")}`}
              >
                {p.phone}
              </a>
            </Detail>
          ) : null}
          <Detail icon={Mail} label={t.email}>
            <a className="break-all underline underline-offset-2" href={`mailto:${p.email}`}>
              {p.email}
            </a>
          </Detail>
          {p.address ? (
            <Detail icon={MapPin} label={t.address}>
              {p.address}
            </Detail>
          ) : null}
        </dl>
        {paidExtras && p.targetUrl ? (
          <SafeLink
            href={p.targetUrl}
            via={adClickPath(p.id)}
            sponsored
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t.visit(p.businessName)}
          </SafeLink>
        ) : null}
      </div>
    </li>
  );
}

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Phone;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
