import { MapPin, Truck } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/marketplace-item";
import { ReportControl } from "~/features/moderation/report-control";
import { PhotoGallery } from "~/components/photo-gallery";
import { Badge } from "~/components/ui/badge";
import { StockBadge } from "~/features/marketplace/product-card";
import { getPublicProduct } from "~/features/marketplace/public-products.server";
import { getBuyingOptions } from "~/features/marketplace/buying-options.server";
import { AddToCartForm } from "~/features/marketplace/components/add-to-cart-form";
import { ProductOptionsList } from "~/features/marketplace/product-options-list";
import { optionsViewOf } from "~/features/marketplace/product-options-view.server";
import { ItemReviews } from "~/features/reviews/components/product-reviews";
import { listItemReviews } from "~/features/reviews/list-reviews.server";
import { pageNumber } from "~/lib/pagination";
import { ServerPart } from "~/lib/server-part";
import { renderParts } from "~/lib/server-part.server";
import { sharedPageData } from "~/lib/shared-body.server";
import { formatNaira } from "~/lib/money";
import { publicPageHeaders } from "~/lib/http-cache";
import { JsonLd } from "~/components/json-ld";
import { OwnerName } from "~/features/people/owner-name";
import { pageMeta } from "~/lib/seo";
import { imageUrl } from "~/lib/absolute-url";
import { siteOrigin } from "~/lib/request.server";
import { productJsonLd } from "~/lib/structured-data";

export async function loader({ params, request }: Route.LoaderArgs) {
  // The same for everyone, kept per URL as long as the public lists (a sale, a hold or a
  // review drops it: invalidateProductPages), so signed-in renders reuse the anonymous
  // body (ADR 048, 079).
  const page = await sharedPageData(request, async () => {
    const product = await getPublicProduct(params.slug);
    if (!product) return null;
    // schema.org data is built here so its code never ships to the browser.
    const origin = siteOrigin(request);
    const buying = await getBuyingOptions(product.id);
    const options = optionsViewOf(buying);
    const reviews = await listItemReviews({
      itemType: "product",
      itemId: product.id,
      page: pageNumber(new URL(request.url).searchParams.get("reviews")),
    });
    return {
      product,
      buying,
      options,
      reviews,
      // What never changes in the browser (the options list, the reviews) is rendered by
      // the server only (ADR 049); a client navigation's data carries its HTML.
      parts: renderParts(request, () => ({
        photos: <PhotoGallery photos={product.images} title={product.title} layout="square" />,
        // Shown only for a product with options (an empty list is never placed).
        options: <ProductOptionsList options={options ?? { names: [], variants: [] }} />,
        reviews: (
          <ItemReviews
            itemType="product"
            itemId={product.id}
            itemPath={`/marketplace/${product.slug}`}
            rating={product.rating}
            reviewCount={product.reviewCount}
            page={reviews}
          />
        ),
      })),
      jsonLd: productJsonLd(origin, product),
      // The share picture, made here so the URL helpers never ship to the browser.
      shareImage: imageUrl(origin, product.images[0]) ?? null,
    };
  });
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta({
        title: data.product.title,
        description: data.product.description.slice(0, 160),
        image: data.shareImage ?? undefined,
        type: "product",
      })
    : [];

export default function ProductPage({
  loaderData: { product, buying, options, jsonLd, reviews, parts },
}: Route.ComponentProps) {
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-6 lg:grid-cols-2">
      <JsonLd data={jsonLd} />
      <ServerPart id="product-photos" html={parts.photos}>
        {import.meta.env.SSR && (
          <PhotoGallery photos={product.images} title={product.title} layout="square" />
        )}
      </ServerPart>
      <div>
        <p className="text-sm font-medium uppercase tracking-wide text-muted">{product.category}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {product.title}
        </h1>
        <p className="mt-1 text-muted">
          Sold by <OwnerName name={product.storeName} username={product.sellerUsername} />
        </p>
        <div className="mt-4 flex flex-wrap items-baseline gap-3">
          <span className="text-2xl font-bold text-brand-700">{formatNaira(product.price)}</span>
          {product.onSale && product.compareAtPrice ? (
            <>
              <s className="text-muted">
                <span className="sr-only">Was </span>
                {formatNaira(product.compareAtPrice)}
              </s>
              <Badge variant="danger">Sale</Badge>
            </>
          ) : null}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <StockBadge inStock={product.inStock} />
          {!product.isDigital ? (
            <span className="text-sm text-muted">
              {product.stock > 0
                ? `${product.stock.toLocaleString("en-NG")} in stock`
                : "None left right now"}
            </span>
          ) : (
            <span className="text-sm text-muted">Digital delivery</span>
          )}
        </div>
        <AddToCartForm productId={product.id} slug={product.slug} buying={buying} />
        {options ? (
          <ServerPart id="product-options" html={parts.options}>
            {import.meta.env.SSR && <ProductOptionsList options={options} />}
          </ServerPart>
        ) : null}
        <div className="mt-6 whitespace-pre-line text-ink">{product.description}</div>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {product.shipsFrom && !product.isDigital ? (
            <>
              <dt className="flex items-center gap-1 text-muted">
                <MapPin aria-hidden="true" className="size-4" /> Ships from
              </dt>
              <dd className="text-ink">{product.shipsFrom}</dd>
            </>
          ) : null}
          <dt className="flex items-center gap-1 text-muted">
            <Truck aria-hidden="true" className="size-4" /> Delivery
          </dt>
          <dd className="text-ink">{product.delivery.join(" · ")}</dd>
          {product.sku ? (
            <>
              <dt className="text-muted">SKU</dt>
              <dd className="text-ink">{product.sku}</dd>
            </>
          ) : null}
          {product.weightKg ? (
            <>
              <dt className="text-muted">Weight</dt>
              <dd className="text-ink">{Number(product.weightKg)} kg</dd>
            </>
          ) : null}
        </dl>
        {product.tags.length ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {product.tags.map((t) => (
              <li key={t}>
                <Badge variant="outline">{t}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {product.storeBio ? (
          <section aria-labelledby="store-heading" className="mt-8 rounded-card bg-surface p-4">
            <h2 id="store-heading" className="font-semibold text-ink">
              About {product.storeName}
            </h2>
            <p className="mt-1 text-sm text-muted">{product.storeBio}</p>
          </section>
        ) : null}
      </div>
      <div className="lg:col-span-2">
        <ServerPart id="product-reviews" html={parts.reviews}>
          {import.meta.env.SSR && (
            <ItemReviews
              itemType="product"
              itemId={product.id}
              itemPath={`/marketplace/${product.slug}`}
              rating={product.rating}
              reviewCount={product.reviewCount}
              page={reviews}
            />
          )}
        </ServerPart>
      </div>
      <div className="mt-8 lg:col-span-2">
        <ReportControl
          itemType="product"
          itemId={product.id}
          itemPath={`/marketplace/${product.slug}`}
        />
      </div>
    </article>
  );
}
