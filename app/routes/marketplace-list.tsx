import type { Route } from "./+types/marketplace-list";
import { CardGrid, EmptyState, PageHeader } from "~/components/section";
import { Pagination } from "~/components/ui/pagination";
import { ProductCard, productCardView } from "~/features/marketplace/product-card";
import { listPublicProducts } from "~/features/marketplace/public-products.server";
import { emptyStates } from "~/lib/messages/listings";
import { pageFromUrl } from "~/lib/pagination";
import { publicPageHeaders } from "~/lib/http-cache";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const result = await listPublicProducts({ page: pageFromUrl(request.url) });
  return { ...result, items: result.items.map(productCardView) };
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: data && data.page > 1 ? `Marketplace (page ${data.page})` : "Marketplace",
    description: "Fashion, food, crafts, gadgets and services from Nigerian vendors.",
  });

export default function MarketplaceListPage({ loaderData }: Route.ComponentProps) {
  const { items, page, pageCount, total } = loaderData;
  return (
    <>
      <PageHeader
        title="Marketplace"
        description="Fashion, food, crafts, gadgets and services from Nigerian vendors."
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
              <ProductCard key={x.id} product={x} priority={i < 2} />
            ))}
          </CardGrid>
        ) : (
          <EmptyState {...emptyStates.marketplace} />
        )}
        <Pagination
          className="mt-8"
          page={page}
          pageCount={pageCount}
          hrefFor={(p) => (p === 1 ? "/marketplace" : `/marketplace?page=${p}`)}
        />
      </div>
    </>
  );
}
