import type { Route } from "./+types/index";
import { Pagination } from "~/components/ui/pagination";
import { can, canAny } from "~/features/accounts/permissions";
import { OrganizerEvents } from "~/features/events/components/organizer-events";
import { OrganizerStatCards } from "~/features/events/components/organizer-stats";
import { requireOrganizerArea } from "~/features/events/event-access.server";
import { organizerCopy } from "~/features/events/organizer-messages";
import { organizerEvents, organizerStats } from "~/features/events/organizer-dashboard.server";
import { pageFromUrl } from "~/lib/pagination";

/**
 * Dashboard tab: the stat cards and the signed-in organizer's own events, newest first.
 * An admin may run any event (events:manage on any), so they see every event here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireOrganizerArea(request);
  const page = pageFromUrl(request.url);
  const everyEvent = canAny(user.role, "events:manage");
  const organizerId = everyEvent ? null : user.id;
  const [stats, list] = await Promise.all([
    organizerStats({ organizerId }),
    organizerEvents({ organizerId, page }),
  ]);
  return { stats, list, everyEvent, canPreview: can(user.role, "moderation:review") };
}

export default function EventsDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, list, everyEvent, canPreview } = loaderData;
  return (
    <div className="grid min-w-0 gap-6">
      <OrganizerStatCards stats={stats} />
      <section aria-labelledby="your-events" className="grid min-w-0 gap-4">
        <h2 id="your-events" className="text-lg font-semibold text-ink">
          {everyEvent ? organizerCopy.allEvents : organizerCopy.yourEvents}
        </h2>
        <OrganizerEvents events={list.items} canPreview={canPreview} />
        <Pagination
          page={list.page}
          pageCount={list.pageCount}
          hrefFor={(p) => (p === 1 ? "/events/dashboard" : `/events/dashboard?page=${p}`)}
        />
      </section>
    </div>
  );
}
