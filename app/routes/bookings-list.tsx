import type { Route } from "./+types/bookings-list";
import { ListResults } from "~/components/list-results";
import { CardGrid, PageHeader } from "~/components/section";
import { StayFiltersForm } from "~/features/stays/components/stay-filters-form";
import { StayCard, stayCardView } from "~/features/stays/stay-card";
import { hasStayFilters, readStayFilters, stayListHref } from "~/features/stays/stay-filters";
import { listPublicProperties } from "~/features/stays/public-properties.server";
import { listFilterCopy } from "~/lib/messages/list-filters";
import { emptyStates } from "~/lib/messages/listings";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = readStayFilters(new URL(request.url).searchParams);
  const result = await listPublicProperties(filters);
  return { ...result, items: result.items.map(stayCardView), filters };
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

export default function BookingsListPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total, capped, filters } = loaderData;
  const filtered = hasStayFilters(filters);
  return (
    <>
      <PageHeader
        title="Stays"
        description="Apartments, hotels, rooms and studios to book across Nigeria, priced per night in naira."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <StayFiltersForm filters={filters} />
        <ListResults
          id="stays-results"
          path="/bookings"
          total={total}
          capped={capped}
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
        </ListResults>
      </div>
    </>
  );
}
