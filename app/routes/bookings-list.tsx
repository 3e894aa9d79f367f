import type { Route } from "./+types/bookings-list";
import { CardListBody, CardListResults, type CardListPage } from "~/components/list-results";
import { PageHeader } from "~/components/section";
import { StayFiltersForm } from "~/features/stays/components/stay-filters-form";
import { StayCard, stayCardView, type StayCardView } from "~/features/stays/stay-card";
import { hasStayFilters, stayListHref, type StayFilters } from "~/features/stays/stay-filters";
import { listPublicProperties } from "~/features/stays/public-properties.server";
import { addDays, BOOKING_HORIZON_DAYS, lagosToday } from "~/features/stays/stay-dates";
import { readStaySearch, staySearchMessages } from "~/features/stays/stay-search";
import { listFilterCopy } from "~/lib/messages/list-filters";
import { emptyStates } from "~/lib/messages/listings";
import { publicPageHeaders } from "~/lib/http-cache";
import { cardListPageData } from "~/lib/card-list-page.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return cardListPageData(request, results, async () => {
    // Dates are read against Lagos's today (stay-dates.ts); the form offers from it.
    const today = lagosToday();
    const filters = readStaySearch(new URL(request.url).searchParams, today);
    const result = await listPublicProperties(filters);
    return {
      result,
      items: result.items.map(stayCardView),
      filters,
      extra: {
        days: { first: today, last: addDays(today, BOOKING_HORIZON_DAYS) },
        messages: staySearchMessages(filters.problems),
      },
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
const results = (list: CardListPage<StayCardView, StayFilters>) => {
  const filtered = hasStayFilters(list.filters);
  return (
    <CardListBody
      list={list}
      path="/bookings"
      filtered={filtered}
      empty={filtered ? listFilterCopy.bookings.noMatches : emptyStates.bookings}
      hrefFor={(p) => stayListHref({ ...list.filters, page: p })}
      card={(x, i) => <StayCard key={x.id} stay={x} priority={i < 2} />}
    />
  );
};

export default function BookingsListPage({ loaderData }: Route.ComponentProps) {
  const { filters, days, messages } = loaderData;
  return (
    <>
      <PageHeader
        title="Stays"
        description="Apartments, hotels, rooms and studios to book across Nigeria, priced per night in naira."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <StayFiltersForm filters={filters} days={days} messages={messages} />
        <CardListResults
          id="stays-results"
          path="/bookings"
          data={loaderData}
          results={import.meta.env.SSR ? results : undefined}
        />
      </div>
    </>
  );
}
