import { BadgeCheck, Mail, MapPin, Phone } from "lucide-react";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { SafeLinkFor } from "~/components/ui/safe-link";
import { providerBadges, topProvidersCopy } from "./messages";
import { adClickPath } from "~/lib/ads/ad-tracking-constants";
import type { ProviderPlan, TopProvider } from "./top-providers.server";
import { imageView, type ImageView } from "~/lib/media/responsive";
import type { LinkPolicy } from "~/lib/links";

/** A provider as its card draws it: pictures without their variants' keys. */
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

/**
 * The home page's paid top-provider listings (spec 000 §7), in display order: a server
 * part (ADR 049), its links judged by the server's link policy; the page counts their
 * impressions around it (AdImpressions).
 */
export function TopProviders({
  providers,
  policy,
}: {
  providers: TopProviderView[];
  policy: LinkPolicy;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {providers.map((p) => (
        <ProviderCard key={p.id} provider={p} policy={policy} />
      ))}
    </ul>
  );
}

/** What a card shows follows the plan's features (spec 001 §9). */
function ProviderCard({ provider: p, policy }: { provider: TopProviderView; policy: LinkPolicy }) {
  const badge = providerBadge(p.plan);
  const t = topProvidersCopy;
  const paidExtras = p.plan !== "basic";
  return (
    <li data-ad-id={p.id} className="card">
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
          <SafeLinkFor
            policy={policy}
            href={p.targetUrl}
            via={adClickPath(p.id)}
            sponsored
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t.visit(p.businessName)}
          </SafeLinkFor>
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
