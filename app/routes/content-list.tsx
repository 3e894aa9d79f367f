import type { Route } from "./+types/content-list";
import { NewsletterCard } from "~/components/layout/site-footer";
import { ListBody, ListResults } from "~/components/list-results";
import { CardGrid, PageHeader } from "~/components/section";
import { ContentFiltersForm } from "~/features/content/components/content-filters-form";
import {
  ContentCard,
  contentCardView,
  type ContentCardView,
} from "~/features/content/content-card";
import {
  contentListHref,
  hasContentFilters,
  readContentFilters,
  type ContentFilters,
} from "~/features/content/content-filters";
import { listPublicContent } from "~/features/content/public-content.server";
import { listFilterCopy } from "~/lib/messages/list-filters";
import { emptyStates } from "~/lib/messages/listings";
import { shellCopy } from "~/lib/messages/shell";
import { publicPageHeaders } from "~/lib/http-cache";
import { ServerPart } from "~/lib/server-part";
import { fromServer, serverOnly } from "~/lib/server-only";
import { renderParts } from "~/lib/server-part.server";
import { sharedPageData } from "~/lib/shared-body.server";
import { pageMeta } from "~/lib/seo";

// The same for everyone: signed-in renders reuse the anonymous body (ADR 048, 079).
export function loader({ request }: Route.LoaderArgs) {
  return sharedPageData(request, async () => {
    // The not-found page's search box lands here as /content?search=term (001 §2).
    const filters = readContentFilters(new URL(request.url).searchParams);
    const result = await listPublicContent(filters);
    const items = result.items.map(contentCardView);
    return {
      ...result,
      // Drawn by the server part only: kept out of the page's data.
      items: serverOnly(items),
      filters,
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
    title: data && data.page > 1 ? `Content (page ${data.page})` : "Content",
    description: "Videos, music, art and writing from Nigerian creators.",
    // A searched or filtered list is not a page of its own for search engines.
    noindex: !!data && hasContentFilters(data.filters),
  });

/** The cards (or why there are none) and the pages: a server part (ADR 049). */
function Results({
  items,
  filters,
  page,
  pageCount,
}: {
  items: ContentCardView[];
  filters: ContentFilters;
  page: number;
  pageCount: number;
}) {
  const filtered = hasContentFilters(filters);
  return (
    <ListBody
      path="/content"
      page={page}
      pageCount={pageCount}
      empty={
        !filtered
          ? emptyStates.content
          : filters.search && !filters.type && !filters.category
            ? emptyStates.search(filters.search)
            : listFilterCopy.content.noMatches
      }
      filtered={filtered}
      hrefFor={(p) => contentListHref({ ...filters, page: p })}
    >
      {items.length ? (
        <CardGrid>
          {items.map((x, i) => (
            <ContentCard key={x.id} item={x} priority={i < 2} />
          ))}
        </CardGrid>
      ) : null}
    </ListBody>
  );
}

export default function ContentListPage({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, total, capped, filters, parts } = loaderData;
  const items = import.meta.env.SSR ? fromServer(loaderData.items) : null;
  const { search } = filters;
  return (
    <>
      <PageHeader
        title="Content"
        description="Videos, music, art and writing from Nigerian creators."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <ContentFiltersForm filters={filters} />
        <ListResults
          id="content-results"
          path="/content"
          total={total}
          capped={capped}
          page={page}
          pageCount={pageCount}
          countNote={search ? shellCopy.listSearch.resultsFor(search) : ""}
        >
          <ServerPart id="content-results-body" html={parts.results}>
            {import.meta.env.SSR && items && (
              <Results items={items} filters={filters} page={page} pageCount={pageCount} />
            )}
          </ServerPart>
        </ListResults>
      </div>
      <NewsletterCard source="content" />
    </>
  );
}
