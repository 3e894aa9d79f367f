import type { Route } from "./+types/bookings-list";
import { ListBody, ListResults } from "~/components/list-results";
import { CardGrid, PageHeader } from "~/components/section";
import { StayFiltersForm } from "~/features/stays/components/stay-filters-form";
import { StayCard, stayCardView, type StayCardView } from "~/features/stays/stay-card";
import { hasStayFilters, stayListHref, type StayFilters } from "~/features/stays/stay-filters";
import { listPublicProperties } from "~/features/stays/public-properties.server";
import { addDays, BOOKING_HORIZON_DAYS, lagosToday } from "~/features/stays/stay-dates";
import { readStaySearch, staySearchMessages } from "~/features/stays/stay-search";
import { listFilterCopy } from "~/lib/messages/list-filters";
import { emptyStates } from "~/lib/messages/listings";
import { publicPageHeaders } from "~/lib/http-cache";
import { ServerPart } from "~/lib/server-part";
import { fromServer, serverOnly } from "~/lib/server-only";
import { renderParts } from "~/lib/server-part.server";
import { sharedPageData } from "~/lib/shared-body.server";
import { pageMeta } from "~/lib/seo";

// The same for everyone: signed-in renders reuse the anonymous body (ADR 048, 079).
export function loader({ request }: Route.LoaderArgs) {
  return sharedPageData(request, async () => {
    // Dates are read against Lagos's today (stay-dates.ts); the form offers from it.
    const today = lagosToday();
    const filters = readStaySearch(new URL(request.url).searchParams, today);
    const result = await listPublicProperties(filters);
    const items = result.items.map(stayCardView);
    return {
      ...result,
      // Drawn by the server part only: kept out of the page's data.
      items: serverOnly(items),
      filters,
      days: { first: today, last: addDays(today, BOOKING_HORIZON_DAYS) },
      messages: staySearchMessages(filters.problems),
      // A client navigation's data (another URL than the document's) carries the results.
      parts: renderParts(request, () => ({
        results: (
          <Results
            items={items}
            filters={filters}
            page={result.page}
            pageCount={result.pageCount}
          />
        ),
      })),
    };
  });
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data && data.page > 1 ? `Stays (page ${data.page})` : "Stays",
    description:
      "Apartments, hotels, rooms and studios to book across Nigeria, priced per night in naira.",
    // A filtered list is not a page of its own for search engines.
    noindex: !!data && hasStayFilters(data.filters),
  });

/** The cards (or why there are none) and the pages: a server part (ADR 049). */
function Results({
  items,
  filters,
  page,
  pageCount,
}: {
  items: StayCardView[];
  filters: StayFilters;
  page: number;
  pageCount: number;
}) {
  const filtered = hasStayFilters(filters);
  return (
    <ListBody
      path="/bookings"
      page={page}
      pageCount={pageCount}
      empty={filtered ? listFilterCopy.bookings.noMatches : emptyStates.bookings}
      filtered={filtered}
      hrefFor={(p) => stayListHref({ ...filters, page: p })}
    >
      {items.length ? (
        <CardGrid>
          {items.map((x, i) => (
            <StayCard key={x.id} stay={x} priority={i < 2} />
          ))}
        </CardGrid>
      ) : null}
    </ListBody>
  );
}

export default function BookingsListPage({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, total, capped, filters, days, messages, parts } = loaderData;
  const items = import.meta.env.SSR ? fromServer(loaderData.items) : null;
  return (
    <>
      <PageHeader
        title="Stays"
        description="Apartments, hotels, rooms and studios to book across Nigeria, priced per night in naira."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <StayFiltersForm filters={filters} days={days} messages={messages} />
        <ListResults
          id="stays-results"
          path="/bookings"
          total={total}
          capped={capped}
          page={page}
          pageCount={pageCount}
        >
          <ServerPart id="stays-results-body" html={parts.results}>
            {import.meta.env.SSR && items && (
              <Results items={items} filters={filters} page={page} pageCount={pageCount} />
            )}
          </ServerPart>
        </ListResults>
      </div>
    </>
  );
}
