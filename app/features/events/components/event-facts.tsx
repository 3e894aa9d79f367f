import { CalendarDays, MapPin, User } from "lucide-react";
import type { ReactNode } from "react";
import { formatDateTime } from "~/lib/dates";
import { placeLine } from "~/lib/places";
import { cn } from "~/lib/utils";
import type { EventDetail } from "../public-events.server";

export type EventFactsData = Pick<
  EventDetail,
  "startDatetime" | "endDatetime" | "venueName" | "venueAddress" | "city" | "state"
>;

/**
 * When and where an event is, as the event page and the tickets page show it: start –
 * end in Lagos time labelled WAT, the venue line, and optionally a map link after the
 * venue and the organizer.
 */
export function EventFacts({
  event,
  mapLink,
  organizer,
  className,
}: {
  event: EventFactsData;
  mapLink?: ReactNode;
  organizer?: ReactNode;
  className?: string;
}) {
  return (
    <dl className={cn("mt-4 space-y-2", className)}>
      <div className="flex gap-2">
        <dt>
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4" />
          <span className="sr-only">Date and time</span>
        </dt>
        <dd>
          <time dateTime={event.startDatetime}>{formatDateTime(event.startDatetime)}</time> –{" "}
          <time dateTime={event.endDatetime}>{formatDateTime(event.endDatetime)}</time> WAT
        </dd>
      </div>
      <div className="flex gap-2">
        <dt>
          <MapPin aria-hidden="true" className="mt-0.5 size-4" />
          <span className="sr-only">Venue</span>
        </dt>
        <dd>
          {placeLine(event.venueName, event.venueAddress, event.city, event.state)}
          {mapLink ? <> {mapLink}</> : null}
        </dd>
      </div>
      {organizer ? (
        <div className="flex gap-2">
          <dt>
            <User aria-hidden="true" className="mt-0.5 size-4" />
            <span className="sr-only">Organizer</span>
          </dt>
          <dd>{organizer}</dd>
        </div>
      ) : null}
    </dl>
  );
}
