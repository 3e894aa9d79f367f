import type { Route } from "./+types/attendees-csv";
import { attendeesCsv } from "~/features/events/attendees-csv.server";
import { eventIdFrom, requireOrganizerArea } from "~/features/events/event-access.server";
import { attendeesCsvFile } from "~/features/events/organizer-paths";
import { csvHeaders } from "~/lib/csv";

/**
 * Export CSV (001 §7, §9): the event's attendees, `attendees-{eventId}.csv`. Refusals
 * (not signed in, not the organizer or an admin, unknown event) are the usual statuses.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireOrganizerArea(request);
  const eventId = eventIdFrom(params.eventId);
  const csv = await attendeesCsv({ eventId, actorId: user.id });
  return new Response(csv, { headers: csvHeaders(attendeesCsvFile(eventId)) });
}
