import { Link } from "react-router";
import type { Route } from "./+types/content-list";
import { CONTENT_SEARCH_MAX_LENGTH, ContentSearchForm } from "~/components/content-search-form";
import { NewsletterCard } from "~/components/layout/site-footer";
import { CardGrid, EmptyState, PageHeader } from "~/components/section";
import { Pagination } from "~/components/ui/pagination";
import { ContentCard, contentCardView } from "~/features/content/content-card";
import { listPublicContent } from "~/features/content/public-content.server";
import { emptyStates } from "~/lib/messages/listings";
import { shellCopy } from "~/lib/messages/shell";
import { pageFromUrl } from "~/lib/pagination";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  // The not-found page's search box lands here as /content?search=term (001 §2).
  const search = (new URL(request.url).searchParams.get("search") ?? "")
    .trim()
    .slice(0, CONTENT_SEARCH_MAX_LENGTH);
  const result = await listPublicContent({ page: pageFromUrl(request.url), search });
  return { ...result, items: result.items.map(contentCardView), search };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data && data.page > 1 ? `Content (page ${data.page})` : "Content",
    description: "Videos, music, art and writing from Nigerian creators.",
    // A searched list is not a page of its own for search engines.
    noindex: !!data?.search,
  });

function contentHref(page: number, search: string) {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const q = params.toString();
  return q ? `/content?${q}` : "/content";
}

export default function ContentListPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total, search } = loaderData;
  return (
    <>
      <PageHeader
        title="Content"
        description="Videos, music, art and writing from Nigerian creators."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <ContentSearchForm id="content-search" defaultValue={search} className="mb-6" />
        {/* The cards' headings (h3) sit under this one: a level is never skipped. */}
        <h2 className="mb-4 text-sm font-normal text-muted" aria-live="polite">
          {total.toLocaleString("en-NG")} {total === 1 ? "result" : "results"}
          {search ? ` ${shellCopy.listSearch.resultsFor(search)}` : ""}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
          {search ? (
            <>
              {" · "}
              <Link to="/content" className="font-medium text-brand-700 underline">
                {shellCopy.listSearch.clear}
              </Link>
            </>
          ) : null}
        </h2>
        {items.length ? (
          <CardGrid>
            {items.map((x, i) => (
              <ContentCard key={x.id} item={x} priority={i < 2} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...(search ? emptyStates.search(search) : emptyStates.content)} />
        )}
        <Pagination
          className="mt-8"
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => contentHref(p, search)}
        />
      </div>
      <NewsletterCard source="content" />
    </>
  );
}
