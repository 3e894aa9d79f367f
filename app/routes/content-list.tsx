import type { Route } from "./+types/content-list";
import { NewsletterCard } from "~/components/layout/site-footer";
import { CardListBody, CardListResults, type CardListPage } from "~/components/list-results";
import { PageHeader } from "~/components/section";
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
import { cardListPageData } from "~/lib/card-list-page.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return cardListPageData(request, results, async () => {
    // The not-found page's search box lands here as /content?search=term (001 §2).
    const filters = readContentFilters(new URL(request.url).searchParams);
    const result = await listPublicContent(filters);
    return { result, items: result.items.map(contentCardView), filters };
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
const results = (list: CardListPage<ContentCardView, ContentFilters>) => {
  const { filters } = list;
  const filtered = hasContentFilters(filters);
  return (
    <CardListBody
      list={list}
      path="/content"
      filtered={filtered}
      empty={
        !filtered
          ? emptyStates.content
          : filters.search && !filters.type && !filters.category
            ? emptyStates.search(filters.search)
            : listFilterCopy.content.noMatches
      }
      hrefFor={(p) => contentListHref({ ...filters, page: p })}
      card={(x, i) => <ContentCard key={x.id} item={x} priority={i < 2} />}
    />
  );
};

export default function ContentListPage({ loaderData }: Route.ComponentProps) {
  const { search } = loaderData.filters;
  return (
    <>
      <PageHeader
        title="Content"
        description="Videos, music, art and writing from Nigerian creators."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <ContentFiltersForm filters={loaderData.filters} />
        <CardListResults
          id="content-results"
          path="/content"
          data={loaderData}
          countNote={search ? shellCopy.listSearch.resultsFor(search) : ""}
          results={import.meta.env.SSR ? results : undefined}
        />
      </div>
      <NewsletterCard source="content" />
    </>
  );
}
