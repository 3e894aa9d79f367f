import { Star, Ticket } from "lucide-react";
import { data, Form, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/events-item";
import type { loader as rootLoader } from "~/root";
import { ReportControl } from "~/features/moderation/report-control";
import { SoldOutWaitlist } from "~/features/events/components/sold-out-waitlist";
import { WaitlistOfferNotice } from "~/features/events/components/waitlist-offer-notice";
import { Button } from "~/components/ui/button";
import { EventShare } from "~/features/events/components/event-share";
import { ticketSaleState, type TicketSaleState } from "~/features/events/event-page";
import { EventAbout, EventHead, EventTop } from "~/features/events/components/event-page-parts";
import { ServerPart } from "~/lib/server-part";
import { renderParts } from "~/lib/server-part.server";
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
import { pageMeta } from "~/lib/seo";
import { absoluteUrl, imageUrl } from "~/lib/absolute-url";
import { siteOrigin } from "~/lib/request.server";
import { sharedPageData, type SharedBodyHandle } from "~/lib/shared-body.server";
import { eventJsonLd } from "~/lib/structured-data";
import { TicketPicker } from "~/features/events/components/ticket-picker";
import { ticketPicker } from "~/features/events/ticket-picker.server";

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
      // The cover as the share picture (the uploaded one's variant, or the URL given),
      // made here so the URL helpers never ship to the browser.
      shareImage:
        imageUrl(origin, event.coverImage) ?? absoluteUrl(origin, event.coverImageUrl) ?? null,
      picker: await ticketPicker(event.id),
      // A client navigation's data (kept apart from a document's: another URL) carries
      // the server parts' HTML.
      parts: renderParts(request, () => ({
        top: <EventTop event={event} />,
        head: <EventHead event={event} />,
        about: <EventAbout event={event} />,
      })),
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

/** The sold-out types a page offers a waitlist form for (filled in with the person's details). */
function waitlistedTypes(event: EventDetail, sales: Record<string, TicketSaleState>) {
  const closed = event.status === "cancelled" || event.hasEnded;
  return closed ? [] : event.ticketTypes.filter((tt) => sales[tt.id] === "sold_out");
}

/**
 * The body is everyone's (ADR 048) unless it is an admin's (the Feature button) or it
 * has a waitlist form (filled in with the person's name and address).
 */
export const handle: SharedBodyHandle = {
  sharedBody: ({ user, data }) => {
    const page = data as Awaited<ReturnType<typeof loader>> | null;
    return !!page && user?.role !== "admin" && !waitlistedTypes(page.event, page.sales).length;
  },
};

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  return pageMeta({
    title: data.event.title,
    description: data.event.description.slice(0, 160),
    image: data.shareImage ?? undefined,
  });
};

/** "Sat, 14 Dec 2026, 7:30 pm WAT": event times are Lagos time and say so. */
const wat = (d: string) => `${formatDateTime(d)} WAT`;

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

export default function EventPage({
  loaderData: { event, sales, url, jsonLd, picker, parts },
}: Route.ComponentProps) {
  const isAdmin = useRouteLoaderData<typeof rootLoader>("root")?.user?.role === "admin";
  const closed = event.status === "cancelled" || event.hasEnded;
  const buying = !closed && picker?.state === "open" && picker.types.length > 0;
  return (
    <article className="mx-auto max-w-5xl px-4 py-6">
      <JsonLd data={jsonLd} />
      {/* What never changes in the browser is rendered by the server only (ADR 049). */}
      <ServerPart id="event-top" html={parts.top}>
        {import.meta.env.SSR && <EventTop event={event} />}
      </ServerPart>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <ServerPart id="event-head" html={parts.head}>
            {import.meta.env.SSR && <EventHead event={event} />}
          </ServerPart>
          <EventShare title={event.title} url={url} />
          <ServerPart id="event-about" html={parts.about}>
            {import.meta.env.SSR && <EventAbout event={event} />}
          </ServerPart>
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
          {waitlistedTypes(event, sales).map((tt) => (
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
