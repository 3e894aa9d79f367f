import { Link } from "react-router";
import { EmptyState } from "~/components/section";
import { Pagination } from "~/components/ui/pagination";
import { emptyStates, searchCopy } from "~/lib/messages/listings";
import {
  SEARCH_TYPE_LABELS,
  searchHref,
  SINGLE_TYPE_PAGE_SIZE,
  type SearchParams,
} from "./search-params";
import { SearchResultCard, searchResultView, type SearchResultView } from "./search-result-card";
import type { TypeResults } from "./search.server";

export type TypeResultsView = Omit<TypeResults, "items"> & { items: SearchResultView[] };

/** What a loader sends the browser of one type's results. */
export const typeResultsView = (group: TypeResults): TypeResultsView => ({
  ...group,
  items: group.items.map(searchResultView),
});

/**
 * Results grouped by type, each with its total and a link to see all of that type;
 * or, when one type is chosen, that type a page at a time.
 */
export function SearchResults({
  params,
  results,
}: {
  params: SearchParams;
  /** Up to RESULTS_PER_TYPE of each type (search.server.ts), or one type's page. */
  results: TypeResultsView[];
}) {
  if (!params.q) return null;
  const total = results.reduce((n, r) => n + r.total, 0);
  if (total === 0) {
    const empty = emptyStates.search(params.q);
    return <EmptyState title={empty.title} description={empty.description} />;
  }
  if (params.type !== "all" && results[0]) {
    const only = results[0];
    return (
      <section aria-labelledby="results-heading" className="grid gap-3">
        <h2 id="results-heading" className="font-semibold">
          {SEARCH_TYPE_LABELS[only.type]} ({searchCopy.count(only.total, only.capped)})
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {only.items.map((r) => (
            <SearchResultCard key={r.id} result={r} />
          ))}
        </ul>
        <Pagination
          page={params.page}
          pageCount={Math.max(1, Math.ceil(only.total / SINGLE_TYPE_PAGE_SIZE))}
          hrefFor={(page) => searchHref({ ...params, page })}
        />
      </section>
    );
  }
  return (
    <div className="grid gap-8">
      {results
        .filter((group) => group.total > 0)
        .map((group) => {
          const items = group.items;
          const headingId = `results-${group.type}`;
          return (
            <section key={group.type} aria-labelledby={headingId} className="grid gap-3">
              <div className="flex items-baseline justify-between gap-3">
                <h2 id={headingId} className="text-lg font-semibold">
                  {SEARCH_TYPE_LABELS[group.type]} ({searchCopy.count(group.total, group.capped)})
                </h2>
                {group.total > items.length ? (
                  <Link
                    to={searchHref({ ...params, type: group.type, page: 1 })}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {searchCopy.showAll(group.total, group.capped)}
                    <span className="sr-only"> {SEARCH_TYPE_LABELS[group.type].toLowerCase()}</span>
                  </Link>
                ) : null}
              </div>
              <ul className="grid gap-3 md:grid-cols-2">
                {items.map((r) => (
                  <SearchResultCard key={r.id} result={r} />
                ))}
              </ul>
            </section>
          );
        })}
    </div>
  );
}
