import { CalendarX, Pencil, ScanLine, TicketPercent } from "lucide-react";
import { Link } from "react-router";
import { EmptyState } from "~/components/section";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateTime } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { placeLine } from "~/lib/places";
import {
  attendeesCsvFile,
  attendeesCsvPath,
  checkInPath,
  promoCodesPath,
} from "../organizer-paths";
import { organizerCopy as t } from "../organizer-messages";
import type { OrganizerEvent } from "../organizer-dashboard.server";
import { ExportCsvLink } from "./export-csv-link";

function StatusBadges({ event }: { event: OrganizerEvent }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {event.status === "cancelled" ? (
        <Badge variant="danger">{t.status.cancelled}</Badge>
      ) : event.ended ? (
        <Badge variant="secondary">{t.status.ended}</Badge>
      ) : (
        <Badge variant="success">{t.status[event.status]}</Badge>
      )}
      {event.rescheduled && event.status !== "cancelled" ? (
        <Badge variant="info">{t.status.rescheduled}</Badge>
      ) : null}
      <Badge
        variant={
          event.moderationStatus === "approved"
            ? "outline"
            : event.moderationStatus === "rejected"
              ? "danger"
              : "warning"
        }
      >
        {t.moderation[event.moderationStatus]}
      </Badge>
    </div>
  );
}

/**
 * The organizer's events with their ticket types and sold counts, and what they can
 * do with each (001 §2): View (only where a public page exists; admins get the
 * moderation preview otherwise), Edit, Cancel, Export CSV.
 */
export function OrganizerEvents({
  events,
  canPreview,
}: {
  events: OrganizerEvent[];
  /** Staff may open the moderation preview of an event not public yet. */
  canPreview: boolean;
}) {
  if (!events.length)
    return <EmptyState title={t.noEvents.title} description={t.noEvents.message} />;
  return (
    <ul className="grid gap-4">
      {events.map((event) => {
        const open = event.status !== "cancelled";
        return (
          <li key={event.id}>
            <Card>
              <CardHeader className="gap-2">
                <CardTitle as="h3" className="text-base break-words">
                  {event.title}
                </CardTitle>
                <p className="text-sm text-muted">
                  {formatDateTime(event.startDatetime)} WAT · {placeLine(event.city, event.state)}
                </p>
                <StatusBadges event={event} />
              </CardHeader>
              <CardContent className="grid gap-4">
                <ul className="grid gap-1 text-sm">
                  {event.ticketTypes.map((tt) => (
                    <li key={tt.id} className="flex flex-wrap justify-between gap-x-4">
                      <span className="font-medium text-ink">
                        {tt.name} · {formatPrice(tt.price)}
                      </span>
                      <span className="text-muted tabular-nums">
                        {t.soldOf(tt.sold, tt.quantity)}
                      </span>
                    </li>
                  ))}
                </ul>
                <div
                  className="flex flex-wrap gap-2"
                  role="group"
                  aria-label={t.actionsFor(event.title)}
                >
                  {event.isPublic ? (
                    <Button asChild size="sm" variant="outline">
                      <Link to={`/events/${event.slug}`}>{t.view}</Link>
                    </Button>
                  ) : canPreview ? (
                    <Button asChild size="sm" variant="outline">
                      <Link to={`/admin/preview/event/${event.id}`}>{t.preview}</Link>
                    </Button>
                  ) : null}
                  {open ? (
                    <Button asChild size="sm" variant="outline">
                      <Link to={`/events/dashboard/${event.id}/edit`}>
                        <Pencil aria-hidden="true" /> {t.edit}
                      </Link>
                    </Button>
                  ) : null}
                  <ExportCsvLink
                    href={attendeesCsvPath(event.id)}
                    filename={attendeesCsvFile(event.id)}
                  />
                  <Button asChild size="sm" variant="outline">
                    {/* A full page load: only the check-in page's response lets the
                        camera in (Permissions-Policy, docs/decisions on the door). */}
                    <Link to={checkInPath(event.id)} reloadDocument>
                      <ScanLine aria-hidden="true" /> {t.checkIn}
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <Link to={promoCodesPath(event.id)}>
                      <TicketPercent aria-hidden="true" /> {t.promoCodes}
                    </Link>
                  </Button>
                  {open ? (
                    <Button asChild size="sm" variant="ghost">
                      <Link to={`/events/dashboard/${event.id}/cancel`}>
                        <CalendarX aria-hidden="true" /> {t.cancel}
                      </Link>
                    </Button>
                  ) : null}
                </div>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
