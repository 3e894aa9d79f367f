import { data } from "react-router";
import type { Route } from "./+types/search";
import { PageHeader } from "~/components/section";
import { readSearchParams } from "~/features/search/search-params.server";
import { SearchingStatus, SearchPageForm, useSearchPageBusy } from "~/features/search/search-form";
import { SearchResults, typeResultsView } from "~/features/search/search-results";
import { searchForClient } from "~/features/search/search-for-client.server";
import { publicPageHeaders } from "~/lib/http-cache";
import { ServerPart } from "~/lib/server-part";
import { fromServer, serverOnly } from "~/lib/server-only";
import { renderParts } from "~/lib/server-part.server";
import { pageMeta } from "~/lib/seo";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readSearchParams(new URL(request.url));
  // Past the per-client limit: 429 with the catalogue's "wait small" message.
  const results = await searchForClient({ params, clientIp: context.clientIp ?? null });
  const views = results.map(typeResultsView);
  return data({
    params,
    // Drawn by the server part only: kept out of the page's data.
    results: serverOnly(views),
    // A client navigation's data (another URL than the document's) carries the results.
    parts: renderParts(request, () => ({
      results: <SearchResults params={params} results={views} />,
    })),
  });
}

export const headers = publicPageHeaders;

export const meta = ({ data: d }: Route.MetaArgs) =>
  pageMeta({
    title: d?.params.q ? `Search: ${d.params.q}` : "Search",
    description: "Search events, products, stays and creator content across Naija Creators.",
    // Result pages are endless variations of the same items: keep them out of indexes.
    noindex: true,
  });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { params, parts } = loaderData;
  const results = import.meta.env.SSR ? fromServer(loaderData.results) : null;
  const busy = useSearchPageBusy();
  return (
    <>
      <PageHeader
        title="Search"
        description="Find events, products, stays and creator content in one place."
      >
        <div className="mt-6">
          <SearchPageForm params={params} />
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
        <SearchingStatus busy={busy} />
        {/* Results change only with the URL: a server part (ADR 049). */}
        <ServerPart id="search-results" html={parts.results}>
          {import.meta.env.SSR && results && <SearchResults params={params} results={results} />}
        </ServerPart>
      </div>
    </>
  );
}
