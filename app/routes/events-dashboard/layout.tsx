import { data, isRouteErrorResponse, Link, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorView, NotFoundView } from "~/components/error-views";
import { Button } from "~/components/ui/button";
import { LinkTabs } from "~/components/ui/tabs";
import { requireOrganizerArea } from "~/features/events/event-access.server";
import { eventToasts } from "~/features/events/messages";
import { organizerCopy } from "~/features/events/organizer-messages";
import { pageMeta } from "~/lib/seo";

export const meta = () =>
  pageMeta({ title: organizerCopy.title, description: organizerCopy.intro, noindex: true });

/**
 * The frame of the events dashboard (001 §2): event organizers and admins. Each page
 * checks again for itself; a refused visitor's 403 is drawn by the boundary below.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireOrganizerArea(request);
  return data(null, { headers: { "Cache-Control": "private, no-store" } });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

const TABS = [
  { to: "/events/dashboard", label: organizerCopy.tabs.dashboard },
  { to: "/events/dashboard/create", label: organizerCopy.tabs.create },
  { to: "/events/dashboard/analytics", label: organizerCopy.tabs.analytics },
] as const;

export default function EventsDashboardLayout() {
  const { pathname } = useLocation();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold text-ink">{organizerCopy.title}</h1>
        <p className="text-muted">{organizerCopy.intro}</p>
      </header>
      <LinkTabs
        aria-label={organizerCopy.title}
        items={TABS.map((tab) => ({ ...tab, active: pathname === tab.to }))}
      />
      <Outlet />
    </div>
  );
}

/** Signed in without the role: the spec's screen, with where to go from here. */
function OrganizerAccessRequired() {
  const m = eventToasts.organizerAccessRequired;
  return (
    <div className="mx-auto max-w-2xl px-4 py-14">
      <h1 className="text-2xl font-bold text-ink">{m.title}</h1>
      <p className="mt-3 text-muted">{m.message}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/dashboard/profile">{organizerCopy.openMyDashboard}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/contact">{organizerCopy.contactAdmin}</Link>
        </Button>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error)) {
    if (
      error.status === 403 &&
      (error.data as { organizerAccessRequired?: boolean })?.organizerAccessRequired
    )
      return <OrganizerAccessRequired />;
    if (error.status === 404) return <NotFoundView />;
    return <ErrorView status={error.status} path={pathname} body={error.data} />;
  }
  return <ErrorView status={500} path={pathname} />;
}
