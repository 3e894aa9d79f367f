import { data } from "react-router";
import type { Route } from "./+types/calendar-feed";
import { etagMatches, propertyIcs, tokenOfFile } from "~/features/stays/property-ical.server";
import { siteOrigin } from "~/lib/request.server";

/**
 * /calendars/{token}.ics: a property's booked, held and blocked nights as an iCal
 * feed for Airbnb, Booking.com or a phone (the token is the credential). Private and
 * revalidated: an unchanged feed answers 304 to its ETag.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = tokenOfFile(params.file);
  const feed = token
    ? await propertyIcs({ token, host: new URL(siteOrigin(request)).hostname })
    : null;
  if (!feed) throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const headers = {
    ETag: feed.etag,
    "Cache-Control": "private, no-cache",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  };
  if (etagMatches(request.headers.get("If-None-Match"), feed.etag))
    return new Response(null, { status: 304, headers });
  return new Response(feed.body, {
    headers: {
      ...headers,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="calendar.ics"',
    },
  });
}
