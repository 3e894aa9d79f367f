import { AlertTriangle, CalendarPlus, Star, Ticket } from "lucide-react";
import { data, Form, Link, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/events-item";
import type { loader as rootLoader } from "~/root";
import { ReportControl } from "~/features/moderation/report-form";
import { SoldOutWaitlist } from "~/features/events/components/sold-out-waitlist";
import { WaitlistOfferNotice } from "~/features/events/components/waitlist-offer-notice";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SafeLink } from "~/components/ui/safe-link";
import { EventShare } from "~/features/events/components/event-share";
import {
  mapsUrl,
  tagHref,
  ticketSaleState,
  type TicketSaleState,
} from "~/features/events/event-page";
import { setEventFeatured } from "~/features/events/feature-event.server";
import { eventPageCopy as t } from "~/features/events/messages";
import { getPublicEvent, type EventDetail } from "~/features/events/public-events.server";
import { requirePermission } from "~/features/accounts/guards.server";
import { formatDateTime } from "~/lib/dates";
import { redirectAfter } from "~/lib/flash.server";
import { parseForm } from "~/lib/form-action.server";
import { formatPrice } from "~/lib/money";
import { publicPageHeaders } from "~/lib/http-cache";
import { JsonLd } from "~/components/json-ld";
import { originFromMatches, pageMeta } from "~/lib/seo";
import { absoluteUrl, imageUrl } from "~/lib/absolute-url";
import { siteOrigin } from "~/lib/request.server";
import { sharedPageData } from "~/lib/shared-body.server";
import { eventJsonLd } from "~/lib/structured-data";
import { TicketPicker } from "~/features/events/components/ticket-picker";
import { ticketPicker } from "~/features/events/ticket-picker.server";
import { EventFacts } from "~/features/events/components/event-facts";

export async function loader({ params, request }: Route.LoaderArgs) {
  // The same for everyone, kept per URL as long as the public lists (a sale, a change to
  // the event or its tickets drops it): what anonymous visitors' cached page shows.
  const page = await sharedPageData(request, async () => {
    const event = await getPublicEvent(params.slug);
    if (!event) return null;
    const origin = siteOrigin(request);
    const now = new Date();
    // Sale states are decided here, at one `now`, so the server's HTML and the browser's
    // hydration agree.
    const sales = Object.fromEntries(
      event.ticketTypes.map((tt) => [tt.id, ticketSaleState(tt, event, now)]),
    ) as Record<string, TicketSaleState>;
    return {
      event,
      sales,
      url: `${origin}/events/${event.slug}`,
      // schema.org data is built here so its code never ships to the browser.
      jsonLd: eventJsonLd(origin, event),
      picker: await ticketPicker(event.id),
    };
  });
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The admin's Feature / Unfeature button (one form, one schema). */
const featureSchema = z.object({ featured: z.enum(["true", "false"]) });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requirePermission(request, "events:feature");
  const parsed = await parseForm(request, featureSchema);
  if (!parsed.ok) return parsed.response;
  const event = await getPublicEvent(params.slug);
  if (!event) throw data(null, { status: 404 });
  return redirectAfter(`/events/${event.slug}`, () =>
    setEventFeatured({
      actorId: user.id,
      eventId: event.id,
      featured: parsed.data.featured === "true",
    }),
  );
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const origin = originFromMatches(matches);
  return pageMeta({
    title: data.event.title,
    description: data.event.description.slice(0, 160),
    // The cover as the share picture: the uploaded one's variant, or the URL given.
    image: imageUrl(origin, data.event.coverImage) ?? absoluteUrl(origin, data.event.coverImageUrl),
  });
};

/** "Sat, 14 Dec 2026, 7:30 pm WAT": event times are Lagos time and say so. */
const wat = (d: string) => `${formatDateTime(d)} WAT`;

function StatusBanner({ event }: { event: EventDetail }) {
  if (event.status === "cancelled") {
    return (
      <div role="alert" className="mb-6 rounded-card bg-danger/10 px-4 py-3 text-danger">
        <p className="flex items-center gap-2 font-semibold">
          <AlertTriangle aria-hidden="true" className="size-4" /> {t.cancelledBanner}
        </p>
        {event.cancelledAt ? (
          <p className="text-sm">{t.cancelledOn(wat(event.cancelledAt))}</p>
        ) : null}
        {event.cancellationReason ? (
          <p className="mt-1 text-sm whitespace-pre-line">{event.cancellationReason}</p>
        ) : null}
      </div>
    );
  }
  if (event.previousStartDatetime) {
    return (
      <p
        role="status"
        className="mb-6 rounded-card bg-brand-50 px-4 py-3 font-medium text-brand-800"
      >
        {t.rescheduled(wat(event.previousStartDatetime), wat(event.startDatetime))}
      </p>
    );
  }
  if (event.hasEnded) {
    return (
      <p role="status" className="mb-6 rounded-card bg-surface px-4 py-3 font-medium text-ink">
        {t.ended}
      </p>
    );
  }
  return null;
}

function saleLabel(state: TicketSaleState, tt: EventDetail["ticketTypes"][number]) {
  switch (state) {
    case "sold_out":
      return t.soldOut;
    case "not_yet":
      return t.notYetOnSale(wat(tt.salesStart!));
    case "sales_ended":
      return t.salesEnded;
    case "closed":
      return null;
    case "on_sale":
      return tt.salesEnd
        ? `${t.left(tt.remaining)} · ${t.salesEnd(wat(tt.salesEnd))}`
        : t.left(tt.remaining);
  }
}

/**
 * The stored cover (uploaded, or fetched from the organizer's link by
 * import-event-cover.server.ts): never a third-party <img>, which the CSP refuses.
 */
function Cover({ event }: { event: EventDetail }) {
  return (
    <ResponsiveImage
      image={event.coverImage}
      alt=""
      preset="hero"
      priority
      className="rounded-card"
    />
  );
}

export default function EventPage({
  loaderData: { event, sales, url, jsonLd, picker },
}: Route.ComponentProps) {
  const isAdmin = useRouteLoaderData<typeof rootLoader>("root")?.user?.role === "admin";
  const closed = event.status === "cancelled" || event.hasEnded;
  const buying = !closed && picker?.state === "open" && picker.types.length > 0;
  return (
    <article className="mx-auto max-w-5xl px-4 py-6">
      <JsonLd data={jsonLd} />
      <StatusBanner event={event} />
      <Cover event={event} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {event.tags.map((tag) => {
              const href = tagHref(tag);
              return (
                <li key={tag}>
                  {href ? (
                    <Link to={href} className="rounded-full focus-visible:outline-2">
                      <Badge variant="secondary">{tag}</Badge>
                    </Link>
                  ) : (
                    <Badge variant="secondary">{tag}</Badge>
                  )}
                </li>
              );
            })}
            {event.featured ? (
              <li>
                <Badge variant="outline">{t.featuredBadge}</Badge>
              </li>
            ) : null}
            {event.isTrending ? (
              <li>
                <Badge variant="warning">{t.trendingBadge}</Badge>
              </li>
            ) : null}
          </ul>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {event.title}
          </h1>
          <EventFacts
            event={event}
            className="text-muted"
            organizer={t.organizedBy(event.organizerName)}
            mapLink={
              <SafeLink
                href={mapsUrl(event.venueName, event.venueAddress, event.city, event.state)}
                className="font-medium text-brand-700 underline"
              >
                {t.mapLink}
              </SafeLink>
            }
          />
          <p className="mt-4">
            {/* A file download, not a page: a plain link. */}
            <a
              href={`/events/${event.slug}/calendar.ics`}
              download={`${event.slug}.ics`}
              className="inline-flex items-center gap-2 font-medium text-brand-700 underline"
            >
              <CalendarPlus aria-hidden="true" className="size-4" /> {t.addToCalendar}
            </a>
          </p>
          <EventShare title={event.title} url={url} />
          <h2 className="mt-8 text-lg font-semibold text-ink">{t.about}</h2>
          <div className="mt-2 space-y-3 whitespace-pre-line text-ink">{event.description}</div>
        </div>
        <aside
          id="tickets"
          aria-labelledby="tickets-heading"
          className="h-fit rounded-card p-4 ring-1 ring-line"
        >
          <h2 id="tickets-heading" className="flex items-center gap-2 font-semibold text-ink">
            <Ticket aria-hidden="true" className="size-4" /> {t.ticketsHeading}
          </h2>
          <WaitlistOfferNotice />
          {buying ? (
            // The picker lists every type with its price, seats left and window, so the
            // plain list below is only for events that no longer sell.
            <TicketPicker picker={picker} />
          ) : (
            <>
              {closed ? (
                <p className="mt-2 text-sm text-muted">
                  {event.status === "cancelled" ? t.noSalesCancelled : t.noSalesEnded}
                </p>
              ) : null}
              {event.ticketTypes.length ? (
                <ul className="mt-3 divide-y divide-line" data-testid="ticket-types">
                  {event.ticketTypes.map((tt) => (
                    <li key={tt.id} className="flex items-start justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <p className="font-medium text-ink">{tt.name}</p>
                        {tt.description ? (
                          <p className="text-sm text-muted">{tt.description}</p>
                        ) : null}
                        <p className="text-sm text-muted">{saleLabel(sales[tt.id], tt)}</p>
                      </div>
                      <p className="font-semibold text-brand-700">{formatPrice(tt.price)}</p>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-muted">{t.noTickets}</p>
              )}
            </>
          )}
          {event.ticketTypes
            .filter((tt) => !closed && sales[tt.id] === "sold_out")
            .map((tt) => (
              <SoldOutWaitlist key={tt.id} ticketType={tt} />
            ))}
        </aside>
      </div>
      {isAdmin ? (
        <Form method="post" className="mt-8">
          <input type="hidden" name="featured" value={event.featured ? "false" : "true"} />
          <Button type="submit" variant="outline">
            <Star aria-hidden="true" /> {event.featured ? t.unfeature : t.feature}
          </Button>
        </Form>
      ) : null}
      <div className="mt-8">
        <ReportControl itemType="event" itemId={event.id} itemPath={`/events/${event.slug}`} />
      </div>
    </article>
  );
}
