import { AlertTriangle, CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { formatDateTime } from "~/lib/dates";
import { OutboundLink } from "~/components/ui/outbound-link";
import { OwnerName } from "~/features/people/owner-name";
import { mapsUrl, tagHref } from "../event-page";
import { eventDetailsCopy as t } from "../messages";
import type { EventDetail } from "../public-events.server";
import { EventFacts } from "./event-facts";

// The event page's server parts (ADR 049): what never changes in the browser, rendered
// by the server only. Nothing here reads the router's data or holds state.

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

/**
 * The status banner and the cover: the stored cover (uploaded, or fetched from the
 * organizer's link by import-event-cover.server.ts), never a third-party <img>, which
 * the CSP refuses.
 */
export function EventTop({ event }: { event: EventDetail }) {
  return (
    <>
      <StatusBanner event={event} />
      <ResponsiveImage
        image={event.coverImage}
        alt=""
        preset="hero"
        priority
        className="rounded-card"
      />
    </>
  );
}

/** Tags and badges, the title, when and where, the organizer and the calendar file. */
export function EventHead({ event }: { event: EventDetail }) {
  return (
    <>
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
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{event.title}</h1>
      <EventFacts
        event={event}
        className="text-muted"
        organizer={
          <>
            {t.organizedBy}{" "}
            <OwnerName name={event.organizerName} username={event.organizerUsername} />
          </>
        }
        mapLink={
          // A map search the server builds from the venue: no user-supplied URL.
          <OutboundLink
            href={mapsUrl(event.venueName, event.venueAddress, event.city, event.state)}
            className="font-medium text-brand-700 underline"
          >
            {t.mapLink}
          </OutboundLink>
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
    </>
  );
}

/** The organizer's description. */
export function EventAbout({ event }: { event: EventDetail }) {
  return (
    <>
      <h2 className="mt-8 text-lg font-semibold text-ink">{t.about}</h2>
      <div className="mt-2 space-y-3 whitespace-pre-line text-ink">{event.description}</div>
    </>
  );
}
