import type { Route } from "./+types/events-list";
import { NewsletterCard } from "~/components/layout/site-footer";
import { CardGrid, EmptyState, PageHeader } from "~/components/section";
import { Pagination } from "~/components/ui/pagination";
import { EventCard, eventCardView } from "~/features/events/event-card";
import { listPublicEvents } from "~/features/events/public-events.server";
import { emptyStates } from "~/lib/messages/listings";
import { pageFromUrl } from "~/lib/pagination";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const result = await listPublicEvents({ page: pageFromUrl(request.url) });
  return { ...result, items: result.items.map(eventCardView) };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data && data.page > 1 ? `Events (page ${data.page})` : "Events",
    description:
      "Concerts, conferences, festivals and meetups across Nigeria. Get your tickets in naira.",
  });

export default function EventsListPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total } = loaderData;
  return (
    <>
      <PageHeader
        title="Events"
        description="Concerts, conferences, festivals and meetups across Nigeria. Get your tickets in naira."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        {/* The cards' headings (h3) sit under this one: a level is never skipped. */}
        <h2 className="mb-4 text-sm font-normal text-muted" aria-live="polite">
          {total.toLocaleString("en-NG")} {total === 1 ? "result" : "results"}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </h2>
        {items.length ? (
          <CardGrid>
            {items.map((x, i) => (
              <EventCard key={x.id} event={x} priority={i < 2} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.events} />
        )}
        <Pagination
          className="mt-8"
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => (p === 1 ? "/events" : `/events?page=${p}`)}
        />
      </div>
      <NewsletterCard source="events" />
    </>
  );
}
