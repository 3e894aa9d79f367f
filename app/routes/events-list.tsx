import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/events-list";
import { NewsletterCard } from "~/components/layout/site-footer";
import { PageHeader } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { DiscoveryFilters } from "~/features/events/components/discovery-filters";
import {
  DISCOVERY_TABS,
  discoveryHref,
  readDiscoveryParams,
  type DiscoveryParams,
} from "~/features/events/discovery";
import { EventResults, TrendingStrip } from "~/features/events/components/events-list-parts";
import { eventCardView } from "~/features/events/event-card";
import { eventListCopy as t } from "~/features/events/messages";
import {
  discoverEvents,
  featuredEvents,
  trendingEvents,
} from "~/features/events/public-events.server";
import { publicPageHeaders } from "~/lib/http-cache";
import { getLogger } from "~/lib/logger.server";
import { sharedPageData } from "~/lib/shared-body.server";
import { ServerPart } from "~/lib/server-part";
import { fromServer, serverOnly } from "~/lib/server-only";
import { renderParts, type PartsHtml } from "~/lib/server-part.server";
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
    return await sharedPageData(request, async () => {
      const { items, trending, ...tab } = await loadTab(params);
      return {
        params,
        failed: false,
        ...tab,
        // Drawn by the server parts only: kept out of the page's data.
        cards: serverOnly({ items, trending }),
        // A client navigation's data (another URL than the document's) carries the parts.
        parts: renderParts(request, () => ({
          trending: <TrendingStrip trending={trending} />,
          results: (
            <EventResults params={params} items={items} page={tab.page} pageCount={tab.pageCount} />
          ),
        })),
      };
    });
  } catch (err) {
    // The spec's error toast text in place of the list, not an error page. A 503 is
    // never kept by the page cache (server/page-cache.ts caches 200 and 404 only).
    getLogger().error({ err }, "events discovery failed");
    return data(
      {
        params,
        failed: true,
        capped: false,
        cards: serverOnly({ items: [], trending: [] }),
        page: params.page,
        pageSize: 0,
        total: 0,
        pageCount: 1,
        parts: {} as PartsHtml<"trending" | "results">,
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
  const { params, page, pageCount, total, capped, failed, parts } = loaderData;
  const cards = import.meta.env.SSR ? fromServer(loaderData.cards) : null;
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
            <ServerPart id="events-trending" html={parts.trending}>
              {import.meta.env.SSR && cards && <TrendingStrip trending={cards.trending} />}
            </ServerPart>
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
              {t.fetchFailed}
            </p>
          ) : (
            <ServerPart id="events-results-list" html={parts.results}>
              {import.meta.env.SSR && cards && (
                <EventResults
                  params={params}
                  items={cards.items}
                  page={page}
                  pageCount={pageCount}
                />
              )}
            </ServerPart>
          )}
        </section>
      </div>
      <NewsletterCard source="events" />
    </>
  );
}
