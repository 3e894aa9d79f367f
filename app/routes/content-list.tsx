import type { Route } from "./+types/content-list";
import { CardGrid, EmptyState, PageHeader } from "~/components/section";
import { Pagination } from "~/components/ui/pagination";
import { ContentCard } from "~/features/content/content-card";
import { listPublicContent } from "~/features/content/public-content.server";
import { emptyStates } from "~/lib/messages";
import { pageFromUrl } from "~/lib/pagination";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  return listPublicContent({ page: pageFromUrl(request.url) });
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data && data.page > 1 ? `Content (page ${data.page})` : "Content",
    description: "Videos, music, art and writing from Nigerian creators.",
  });

export default function ContentListPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total } = loaderData;
  return (
    <>
      <PageHeader
        title="Content"
        description="Videos, music, art and writing from Nigerian creators."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <p className="mb-4 text-sm text-muted" aria-live="polite">
          {total.toLocaleString("en-NG")} {total === 1 ? "result" : "results"}
          {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
        </p>
        {items.length ? (
          <CardGrid>
            {items.map((x, i) => (
              <ContentCard key={x.id} item={x} priority={i < 2} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.content} />
        )}
        <Pagination
          className="mt-8"
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => (p === 1 ? "/content" : `/content?page=${p}`)}
        />
      </div>
    </>
  );
}
