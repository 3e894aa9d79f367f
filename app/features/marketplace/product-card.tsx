import { MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { formatNaira } from "~/lib/money";
import type { ProductCard as ProductCardData } from "./public-products.server";
import { imageView, type ImageView } from "~/lib/media/responsive";
import { pick } from "~/lib/pick";
import { CardAddToCart } from "./components/add-to-cart-form";

export function StockBadge({ inStock }: { inStock: boolean }) {
  return inStock ? (
    <Badge variant="success">In Stock</Badge>
  ) : (
    <Badge variant="danger">Out of Stock</Badge>
  );
}

const PRODUCT_CARD_FIELDS = [
  "id",
  "slug",
  "title",
  "price",
  "compareAtPrice",
  "inStock",
  "onSale",
  "category",
  "location",
  "storeName",
  "hasOptions",
  "rating",
  "reviewCount",
] as const;

/** What a card draws, and all a loader sends the browser for it (hydration data). */
export type ProductCardView = Pick<ProductCardData, (typeof PRODUCT_CARD_FIELDS)[number]> & {
  image: ImageView | null;
};

export const productCardView = (p: ProductCardData): ProductCardView => ({
  ...pick(p, PRODUCT_CARD_FIELDS),
  image: imageView(p.image),
});

export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductCardView;
  priority?: boolean;
}) {
  return (
    <li className="group card relative hover:ring-brand-600">
      <div className="relative">
        <ResponsiveImage image={product.image} alt="" aspect="aspect-square" priority={priority} />
        <div className="absolute left-3 top-3 flex gap-1">
          {product.onSale ? <Badge variant="onImageDanger">Sale</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-muted">{product.category}</p>
        <h3 className="line-clamp-2 font-semibold text-ink">
          <Link to={`/marketplace/${product.slug}`} className="after:absolute after:inset-0">
            {product.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">{product.storeName}</p>
        {product.rating != null ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <Star aria-hidden="true" className="size-3.5 fill-accent-500 text-accent-500" />
            <span>
              {product.rating.toFixed(1)} <span className="sr-only">out of 5</span> (
              {product.reviewCount}
              <span className="sr-only"> reviews</span>)
            </span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-baseline gap-2 pt-2">
          <span className="font-semibold text-brand-700">{formatNaira(product.price)}</span>
          {product.onSale && product.compareAtPrice ? (
            <s className="text-sm text-muted">
              <span className="sr-only">Was </span>
              {formatNaira(product.compareAtPrice)}
            </s>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-2 pt-1">
          <StockBadge inStock={product.inStock} />
          {product.location ? (
            <span className="flex items-center gap-1 truncate text-xs text-muted">
              <MapPin aria-hidden="true" className="size-3" /> {product.location}
            </span>
          ) : null}
        </div>
        <div className="pt-2">
          <CardAddToCart product={product} />
        </div>
      </div>
    </li>
  );
}
