import type { Route } from "./+types/bookings-list";
import { CardGrid, EmptyState, PageHeader } from "~/components/section";
import { Pagination } from "~/components/ui/pagination";
import { StayCard, stayCardView } from "~/features/stays/stay-card";
import { listPublicProperties } from "~/features/stays/public-properties.server";
import { emptyStates } from "~/lib/messages/listings";
import { pageFromUrl } from "~/lib/pagination";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const result = await listPublicProperties({ page: pageFromUrl(request.url) });
  return { ...result, items: result.items.map(stayCardView) };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data && data.page > 1 ? `Stays (page ${data.page})` : "Stays",
    description:
      "Apartments, hotels, rooms and studios to book across Nigeria, priced per night in naira.",
  });

export default function BookingsListPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total } = loaderData;
  return (
    <>
      <PageHeader
        title="Stays"
        description="Apartments, hotels, rooms and studios to book across Nigeria, priced per night in naira."
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
              <StayCard key={x.id} stay={x} priority={i < 2} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.bookings} />
        )}
        <Pagination
          className="mt-8"
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => (p === 1 ? "/bookings" : `/bookings?page=${p}`)}
        />
      </div>
    </>
  );
}
