import type { Route } from "./+types/marketplace-list";
import { CardListBody, CardListResults, type CardListPage } from "~/components/list-results";
import { PageHeader } from "~/components/section";
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
import { cardListPageData } from "~/lib/card-list-page.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  return cardListPageData(request, results, async () => {
    const filters = readProductFilters(new URL(request.url).searchParams);
    const result = await listPublicProducts(filters);
    return { result, items: result.items.map(productCardView), filters };
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
const results = (list: CardListPage<ProductCardView, ProductFilters>) => {
  const filtered = hasProductFilters(list.filters);
  return (
    <CardListBody
      list={list}
      path="/marketplace"
      filtered={filtered}
      empty={filtered ? listFilterCopy.marketplace.noMatches : emptyStates.marketplace}
      hrefFor={(p) => productListHref({ ...list.filters, page: p })}
      card={(x, i) => <ProductCard key={x.id} product={x} priority={i < 2} />}
    />
  );
};

export default function MarketplaceListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Marketplace"
        description="Fashion, food, crafts, gadgets and services from Nigerian vendors."
      />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <ProductFiltersForm filters={loaderData.filters} />
        <CardListResults
          id="products-results"
          path="/marketplace"
          data={loaderData}
          results={import.meta.env.SSR ? results : undefined}
        />
      </div>
    </>
  );
}
