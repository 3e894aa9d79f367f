import { Check, MapPin } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/bookings-item";
import { ReportControl } from "~/features/moderation/report-control";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { propertyTypeLabel, stayFacts } from "~/features/stays/stay-card";
import { getPublicProperty } from "~/features/stays/public-properties.server";
import { cancellationPolicyCopy } from "~/features/stays/messages";
import { formatNaira } from "~/lib/money";
import { publicPageHeaders } from "~/lib/http-cache";
import { JsonLd } from "~/components/json-ld";
import { pageMeta } from "~/lib/seo";
import { imageUrl } from "~/lib/absolute-url";
import { siteOrigin } from "~/lib/request.server";
import { stayJsonLd } from "~/lib/structured-data";
import { placeLine } from "~/lib/places";

export async function loader({ params, request }: Route.LoaderArgs) {
  const stay = await getPublicProperty(params.slug);
  if (!stay) throw data(null, { status: 404 });
  // schema.org data is built here so its code never ships to the browser.
  const origin = siteOrigin(request);
  return {
    stay,
    jsonLd: stayJsonLd(origin, stay),
    // The share picture, made here so the URL helpers never ship to the browser.
    shareImage: imageUrl(origin, stay.photos[0]) ?? null,
  };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.stay.title,
        description: (data.stay.summary || data.stay.description).slice(0, 160),
        image: data.shareImage ?? undefined,
      })
    : [];

export default function StayPage({ loaderData: { stay, jsonLd } }: Route.ComponentProps) {
  const [first, ...rest] = stay.photos;
  return (
    <article className="mx-auto max-w-5xl px-4 py-6">
      <JsonLd data={jsonLd} />
      <div className="grid gap-2 sm:grid-cols-[2fr_1fr]">
        <ResponsiveImage
          image={first ?? null}
          alt={stay.title}
          preset="hero"
          aspect="aspect-[4/3]"
          priority
          className="rounded-card"
        />
        {rest.length ? (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1" aria-label="More photos">
            {rest.slice(0, 2).map((img, i) => (
              <li key={img.key}>
                <ResponsiveImage
                  image={img}
                  alt={`${stay.title}, photo ${i + 2}`}
                  preset="wideCard"
                  aspect="aspect-[4/3]"
                  className="rounded-card"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {rest.length > 2 ? (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="All photos">
          {rest.slice(2).map((img, i) => (
            <li key={img.key}>
              <ResponsiveImage
                image={img}
                alt={`${stay.title}, photo ${i + 4}`}
                preset="thumb"
                aspect="aspect-square"
                className="rounded-lg"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <Badge variant="secondary">{propertyTypeLabel[stay.propertyType]}</Badge>
          <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {stay.title}
          </h1>
          <p className="mt-1 flex items-center gap-1 text-muted">
            <MapPin aria-hidden="true" className="size-4" /> {placeLine(stay.city, stay.state)}
          </p>
          <p className="mt-2 text-ink">{stayFacts(stay).join(" · ")}</p>
          <p className="mt-1 text-sm text-muted">Hosted by {stay.hostName}</p>
          {stay.summary ? <p className="mt-6 text-lg text-ink">{stay.summary}</p> : null}
          <div className="mt-4 whitespace-pre-line text-ink">{stay.description}</div>
          <h2 className="mt-8 text-lg font-semibold text-ink">What this place offers</h2>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {stay.amenities.map((a) => (
              <li key={a} className="flex items-center gap-2 text-ink">
                <Check aria-hidden="true" className="size-4 text-brand-600" /> {a}
              </li>
            ))}
          </ul>
          {stay.houseRules ? (
            <>
              <h2 className="mt-8 text-lg font-semibold text-ink">House rules</h2>
              <p className="mt-2 whitespace-pre-line text-ink">{stay.houseRules}</p>
            </>
          ) : null}
        </div>
        <aside aria-labelledby="price-heading" className="h-fit rounded-card p-4 ring-1 ring-line">
          <h2 id="price-heading" className="sr-only">
            Price
          </h2>
          <p>
            <span className="text-2xl font-bold text-brand-700">
              {formatNaira(stay.basePricePerNight)}
            </span>
            <span className="text-muted"> / night</span>
          </p>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Cleaning fee</dt>
              <dd className="text-ink">{formatNaira(stay.cleaningFee)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Minimum stay</dt>
              <dd className="text-ink">
                {stay.minNights} night{stay.minNights === 1 ? "" : "s"}
              </dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">Up to</dt>
              <dd className="text-ink">{stay.maxGuests} guests</dd>
            </div>
          </dl>
          <div className="mt-3 grid gap-1 text-sm text-muted">
            {[
              cancellationPolicyCopy.policies[stay.cancellationPolicy],
              ...cancellationPolicyCopy.everyPolicy,
            ].map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </aside>
      </div>
      <div className="mt-8">
        <ReportControl itemType="property" itemId={stay.id} itemPath={`/bookings/${stay.slug}`} />
      </div>
    </article>
  );
}
