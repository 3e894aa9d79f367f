import type { Route } from "./+types/marketplace-list";
import { ListBody, ListResults } from "~/components/list-results";
import { CardGrid, PageHeader } from "~/components/section";
import { ProductFiltersForm } from "~/features/marketplace/components/product-filters-form";
import {
  ProductCard,
  productCardView,
  type ProductCardView,
} from "~/features/marketplace/product-card";
import {
  hasProductFilters,
  productListHref,
  readProductFilters,
  type ProductFilters,
} from "~/features/marketplace/product-filters";
import { listPublicProducts } from "~/features/marketplace/public-products.server";
import { listFilterCopy } from "~/lib/messages/list-filters";
import { emptyStates } from "~/lib/messages/listings";
import { publicPageHeaders } from "~/lib/http-cache";
import { ServerPart } from "~/lib/server-part";
import { fromServer, serverOnly } from "~/lib/server-only";
import { renderParts } from "~/lib/server-part.server";
import { sharedPageData } from "~/lib/shared-body.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return sharedPageData(request, async () => {
    const filters = readProductFilters(new URL(request.url).searchParams);
    const result = await listPublicProducts(filters);
    const items = result.items.map(productCardView);
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
    title: data && data.page > 1 ? `Marketplace (page ${data.page})` : "Marketplace",
    description: "Fashion, food, crafts, gadgets and services from Nigerian vendors.",
    // A filtered list is not a page of its own for search engines.
    noindex: !!data && hasProductFilters(data.filters),
  });

/** The cards (or why there are none) and the pages: a server part (ADR 049). */
function Results({
  items,
  filters,
  page,
  pageCount,
}: {
  items: ProductCardView[];
  filters: ProductFilters;
  page: number;
  pageCount: number;
}) {
  const filtered = hasProductFilters(filters);
  return (
    <ListBody
      path="/marketplace"
      page={page}
      pageCount={pageCount}
      empty={filtered ? listFilterCopy.marketplace.noMatches : emptyStates.marketplace}
      filtered={filtered}
      hrefFor={(p) => productListHref({ ...filters, page: p })}
    >
      {items.length ? (
        <CardGrid>
          {items.map((x, i) => (
            <ProductCard key={x.id} product={x} priority={i < 2} />
          ))}
        </CardGrid>
      ) : null}
    </ListBody>
  );
}

export default function MarketplaceListPage({ loaderData }: Route.ComponentProps) {
  const { page, pageCount, total, capped, filters, parts } = loaderData;
  const items = import.meta.env.SSR ? fromServer(loaderData.items) : null;
  return (
    <>
      <PageHeader
        title="Marketplace"
        description="Fashion, food, crafts, gadgets and services from Nigerian vendors."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <ProductFiltersForm filters={filters} />
        <ListResults
          id="products-results"
          path="/marketplace"
          total={total}
          capped={capped}
          page={page}
          pageCount={pageCount}
        >
          <ServerPart id="products-results-body" html={parts.results}>
            {import.meta.env.SSR && items && (
              <Results items={items} filters={filters} page={page} pageCount={pageCount} />
            )}
          </ServerPart>
        </ListResults>
      </div>
    </>
  );
}
