import { CalendarDays, MapPin, Ticket, User } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/events-item";
import { ReportControl } from "~/features/moderation/report-form";
import { SoldOutWaitlist } from "~/features/events/components/sold-out-waitlist";
import { WaitlistOfferNotice } from "~/features/events/components/waitlist-offer-notice";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { getPublicEvent } from "~/features/events/public-events.server";
import { formatDateTime } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { publicPageHeaders } from "~/lib/http-cache";
import { JsonLd } from "~/components/json-ld";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { imageUrl } from "~/lib/absolute-url";
import { siteOrigin } from "~/lib/request.server";
import { eventJsonLd } from "~/lib/structured-data";
import { placeLine } from "~/lib/places";

export async function loader({ params, request }: Route.LoaderArgs) {
  const event = await getPublicEvent(params.slug);
  if (!event) throw data(null, { status: 404 });
  // schema.org data is built here so its code never ships to the browser.
  return { event, jsonLd: eventJsonLd(siteOrigin(request), event) };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? pageMeta({
        title: data.event.title,
        description: data.event.description.slice(0, 160),
        image: imageUrl(originFromMatches(matches), data.event.coverImage),
      })
    : [];

export default function EventPage({ loaderData: { event, jsonLd } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-6">
      <JsonLd data={jsonLd} />
      <ResponsiveImage
        image={event.coverImage}
        alt=""
        preset="hero"
        priority
        className="rounded-card"
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <div className="flex flex-wrap gap-2">
            {event.tags.map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))}
            {event.isTrending ? <Badge variant="warning">Trending</Badge> : null}
            {event.hasEnded ? <Badge variant="outline">This event has ended</Badge> : null}
          </div>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {event.title}
          </h1>
          <dl className="mt-4 space-y-2 text-muted">
            <div className="flex gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="mt-0.5 size-4" />
                <span className="sr-only">Date and time</span>
              </dt>
              <dd>
                <time dateTime={event.startDatetime}>{formatDateTime(event.startDatetime)}</time> –{" "}
                <time dateTime={event.endDatetime}>{formatDateTime(event.endDatetime)}</time>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <MapPin aria-hidden="true" className="mt-0.5 size-4" />
                <span className="sr-only">Venue</span>
              </dt>
              <dd>{placeLine(event.venueName, event.venueAddress, event.city, event.state)}</dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <User aria-hidden="true" className="mt-0.5 size-4" />
                <span className="sr-only">Organizer</span>
              </dt>
              <dd>Organised by {event.organizerName}</dd>
            </div>
          </dl>
          <h2 className="mt-8 text-lg font-semibold text-ink">About this event</h2>
          <div className="mt-2 space-y-3 whitespace-pre-line text-ink">{event.description}</div>
        </div>
        <aside
          id="tickets"
          aria-labelledby="tickets-heading"
          className="h-fit rounded-card p-4 ring-1 ring-line"
        >
          <h2 id="tickets-heading" className="flex items-center gap-2 font-semibold text-ink">
            <Ticket aria-hidden="true" className="size-4" /> Tickets
          </h2>
          <WaitlistOfferNotice />
          <ul className="mt-3 divide-y divide-line">
            {event.ticketTypes.map((t) => (
              <li key={t.id} className="flex items-start justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-ink">{t.name}</p>
                  {t.description ? <p className="text-sm text-muted">{t.description}</p> : null}
                  <p className="text-sm text-muted">
                    {t.remaining === 0 ? "Sold out" : `${t.remaining.toLocaleString("en-NG")} left`}
                  </p>
                  {t.remaining === 0 && !event.hasEnded ? <SoldOutWaitlist ticketType={t} /> : null}
                </div>
                <p className="font-semibold text-brand-700">{formatPrice(t.price)}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="mt-8">
        <ReportControl itemType="event" itemId={event.id} itemPath={`/events/${event.slug}`} />
      </div>
    </article>
  );
}
