import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { controlClass, Input } from "~/components/ui/input";
import { formatNaira } from "~/lib/money";
import type { BuyingOptions } from "../buying-options.server";
import { addToCartCopy as copy } from "../add-to-cart-copy";
import { MAX_LINE_QUANTITY } from "../cart-constants";

/**
 * "Add to cart" on a product page: a plain form posting to /cart, which answers with a
 * redirect back here and the "Added to cart" toast (with or without JavaScript; with it,
 * React Router posts it and the header's count follows on the same page).
 */
export function AddToCartForm({
  productId,
  slug,
  buying,
}: {
  productId: string;
  slug: string;
  buying: BuyingOptions;
}) {
  const soldOut = buying.maxQuantity < 1;
  return (
    <Form
      method="post"
      action="/cart"
      preventScrollReset
      className="mt-6 space-y-3 rounded-card border border-line p-4"
      aria-label={copy.addToCart}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={`/marketplace/${slug}`} />
      {buying.price !== null ? <input type="hidden" name="price" value={buying.price} /> : null}
      {buying.options.map((option, i) => (
        <label key={option.name} className="block text-sm font-medium text-ink">
          {option.name}
          {/* A plain native select: works without JavaScript and ships no widget code. */}
          <select
            name={`option${i}`}
            required
            defaultValue=""
            className={`${controlClass} mt-1 block h-10 px-3`}
          >
            <option value="" disabled>
              {copy.chooseOption(option.name)}
            </option>
            {option.values.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
      ))}
      {buying.options.length && buying.price === null ? (
        <ul className="text-sm text-muted" aria-label={copy.pricesByOption}>
          {buying.variants.map((v) => (
            <li key={v.id}>
              {v.label}: {formatNaira(v.price)}
              {v.available < 1 ? ` (${copy.soldOut})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-3">
        <label className="text-sm font-medium text-ink">
          {copy.quantity}
          <Input
            type="number"
            name="quantity"
            inputMode="numeric"
            min={1}
            max={Math.max(1, Math.min(buying.maxQuantity, MAX_LINE_QUANTITY))}
            defaultValue={1}
            required
            className="mt-1 h-10 w-24"
          />
        </label>
        <Button type="submit" disabled={soldOut}>
          {copy.addToCart}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A product card's own control: a simple product is added one at a time from the
 * card; a product with options links to its page to choose them.
 */
export function CardAddToCart({
  product,
}: {
  product: {
    id: string;
    slug: string;
    title: string;
    price: number;
    hasOptions: boolean;
    inStock: boolean;
  };
}) {
  if (product.hasOptions)
    return (
      <Link
        to={`/marketplace/${product.slug}`}
        className="relative z-10 text-sm font-medium text-brand-700 hover:underline"
        aria-label={copy.chooseOptionsFor(product.title)}
      >
        {copy.chooseOptions}
      </Link>
    );
  if (!product.inStock) return null;
  // A plain form: cards are rendered inside server parts (no data router there).
  return (
    <form method="post" action="/cart" className="relative z-10">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="price" value={product.price} />
      <input type="hidden" name="quantity" value="1" />
      <ReturnHere />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        aria-label={copy.addToCartNamed(product.title)}
      >
        {copy.addToCart}
      </Button>
    </form>
  );
}

/** The page the card sits on, to come back to after adding. */
function ReturnHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="returnTo" value={`${pathname}${search}`} />;
}
