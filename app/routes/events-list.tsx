import { Flame } from "lucide-react";
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/events-list";
import { NewsletterCard } from "~/components/layout/site-footer";
import { CardGrid, EmptyState, PageHeader } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { DiscoveryFilters } from "~/features/events/components/discovery-filters";
import {
  DISCOVERY_TABS,
  discoveryHref,
  hasFilters,
  readDiscoveryParams,
  type DiscoveryParams,
} from "~/features/events/discovery";
import { EventCard, eventCardView } from "~/features/events/event-card";
import { eventPageCopy as t, eventToasts } from "~/features/events/messages";
import {
  discoverEvents,
  featuredEvents,
  trendingEvents,
} from "~/features/events/public-events.server";
import { publicPageHeaders } from "~/lib/http-cache";
import { getLogger } from "~/lib/logger.server";
import { sharedPageData } from "~/lib/shared-body.server";
import { pageMeta } from "~/lib/seo";

async function loadTab(params: DiscoveryParams) {
  const [list, trending] = await Promise.all([
    params.tab === "featured" ? featuredEvents({ page: params.page }) : discoverEvents(params),
    params.tab === "discover" ? trendingEvents() : Promise.resolve([]),
  ]);
  return {
    ...list,
    capped: "capped" in list ? list.capped : false,
    items: list.items.map(eventCardView),
    trending: trending.map(eventCardView),
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = readDiscoveryParams(new URL(request.url));
  try {
    return await sharedPageData(request, async () => ({
      params,
      failed: false,
      ...(await loadTab(params)),
    }));
  } catch (err) {
    // The spec's error toast text in place of the list, not an error page. A 503 is
    // never kept by the page cache (server/page-cache.ts caches 200 and 404 only).
    getLogger().error({ err }, "events discovery failed");
    return data(
      {
        params,
        failed: true,
        capped: false,
        items: [],
        trending: [],
        page: params.page,
        pageSize: 0,
        total: 0,
        pageCount: 1,
      },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control")
    ? { "Cache-Control": loaderHeaders.get("Cache-Control")! }
    : publicPageHeaders();
}

/** The same page for everyone: signed-in renders reuse its body (ADR 048). */
export const handle = { sharedBody: true };

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title:
      data?.params.tab === "featured"
        ? t.tabs.featured
        : data && data.page > 1
          ? `${t.listTitle} (page ${data.page})`
          : t.listTitle,
    description: t.listIntro,
  });

function Tabs({ params }: { params: DiscoveryParams }) {
  return (
    <nav aria-label={t.listTitle} className="mb-6 flex gap-1 border-b border-line">
      {DISCOVERY_TABS.map((tab) => {
        const current = params.tab === tab;
        return (
          <Link
            key={tab}
            to={discoveryHref({ tab })}
            aria-current={current ? "page" : undefined}
            className={
              current
                ? "-mb-px border-b-2 border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700"
                : "px-3 py-2 text-sm font-medium text-muted hover:text-ink"
            }
          >
            {t.tabs[tab]}
          </Link>
        );
      })}
    </nav>
  );
}

export default function EventsListPage({ loaderData }: Route.ComponentProps) {
  const { params, items, trending, page, pageCount, total, capped, failed } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/events";
  const featured = params.tab === "featured";
  return (
    <>
      <PageHeader title={t.listTitle} description={t.listIntro}>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href="#discover" className={buttonVariants()}>
            {t.browse}
          </a>
          <Link to="/create" className={buttonVariants({ variant: "outline" })}>
            {t.listYourEvent}
          </Link>
        </div>
      </PageHeader>
      <div id="discover" className="mx-auto max-w-6xl px-4 py-8">
        <Tabs params={params} />
        {featured ? null : (
          <>
            <DiscoveryFilters params={params} />
            {trending.length ? (
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
                    <EventCard
                      key={x.id}
                      event={x}
                      className="w-64 shrink-0 snap-start lg:w-auto"
                    />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
        <section aria-labelledby="events-results" className="mt-8">
          {/* The cards' headings (h3) sit under this one: a level is never skipped. */}
          <h2
            id="events-results"
            className="mb-4 text-sm font-normal text-muted"
            aria-live="polite"
            aria-busy={busy}
          >
            {busy
              ? t.loading
              : `${total.toLocaleString("en-NG")}${capped ? "+" : ""} ${total === 1 ? "event" : "events"}${
                  pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""
                }`}
          </h2>
          {failed ? (
            <p role="alert" className="rounded-card bg-danger/10 px-4 py-3 text-danger">
              {eventToasts.fetchFailed.message}
            </p>
          ) : items.length ? (
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
        </section>
      </div>
      <NewsletterCard source="events" />
    </>
  );
}
