import { Flame } from "lucide-react";
import { Link } from "react-router";
import { CardGrid, EmptyState } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { discoveryHref, hasFilters, type DiscoveryParams } from "../discovery";
import { EventCard, type EventCardView } from "../event-card";
import { eventListCopy as t } from "../messages";

// The events list's server parts (ADR 049): the cards and the page links change only
// with the URL, so only the server renders them.

/** This week's trending events: a strip that scrolls sideways on phones. */
export function TrendingStrip({ trending }: { trending: EventCardView[] }) {
  if (!trending.length) return null;
  return (
    <section aria-labelledby="trending-heading" className="mt-8">
      <h2
        id="trending-heading"
        className="mb-3 flex items-center gap-2 text-lg font-semibold text-ink"
      >
        <Flame aria-hidden="true" className="size-5 text-danger" /> {t.trendingHeading}
      </h2>
      {/* A strip that scrolls sideways on phones, one row of five on wide screens. */}
      <ul className="-mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
        {trending.map((x) => (
          <EventCard key={x.id} event={x} className="w-64 shrink-0 snap-start lg:w-auto" />
        ))}
      </ul>
    </section>
  );
}

/** The page of results (or why there are none) and the links to other pages. */
export function EventResults({
  params,
  items,
  page,
  pageCount,
}: {
  params: DiscoveryParams;
  items: EventCardView[];
  page: number;
  pageCount: number;
}) {
  const featured = params.tab === "featured";
  return (
    <>
      {items.length ? (
        <CardGrid>
          {items.map((x, i) => (
            <EventCard key={x.id} event={x} priority={i < 2} />
          ))}
        </CardGrid>
      ) : featured ? (
        <EmptyState
          {...t.noFeatured}
          action={
            <Link to="/events" className={buttonVariants({ variant: "outline" })}>
              {t.tabs.discover}
            </Link>
          }
        />
      ) : (
        <EmptyState
          {...t.noMatches}
          action={
            hasFilters(params) ? (
              <Link to="/events" className={buttonVariants({ variant: "outline" })}>
                {t.clear}
              </Link>
            ) : undefined
          }
        />
      )}
      <Pagination
        className="mt-8"
        page={page}
        pageCount={pageCount}
        hrefFor={(p) => discoveryHref({ ...params, page: p })}
      />
    </>
  );
}
