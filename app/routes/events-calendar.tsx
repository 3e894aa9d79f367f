import { data } from "react-router";
import type { Route } from "./+types/events-calendar";
import { eventIcs } from "~/features/events/event-calendar";
import { getPublicEvent } from "~/features/events/public-events.server";
import { placeLine } from "~/lib/places";
import { siteOrigin } from "~/lib/request.server";

/** /events/{slug}/calendar.ics: the event as an iCalendar file ("Add to calendar"). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const event = await getPublicEvent(params.slug);
  if (!event) throw data(null, { status: 404 });
  const origin = siteOrigin(request);
  const url = `${origin}/events/${event.slug}`;
  const body = eventIcs({
    uid: `${event.id}@${new URL(origin).hostname}`,
    title: event.title,
    description: `${event.description}\n\n${url}`,
    location: placeLine(event.venueName, event.venueAddress, event.city, event.state),
    url,
    start: new Date(event.startDatetime),
    end: new Date(event.endDatetime),
    stamp: new Date(),
    cancelled: event.status === "cancelled",
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
