import { formatNaira } from "~/lib/money";
import { StockBadge } from "./product-card";
import { productOptionsCopy } from "./product-options";
import type { ProductOptionsView } from "./product-options-view.server";

/** The product page's options: each combination, its price and In Stock / Out of Stock. */
export function ProductOptionsList({ options }: { options: ProductOptionsView }) {
  return (
    <section aria-labelledby="options-heading" className="mt-6">
      <h2 id="options-heading" className="font-semibold text-ink">
        {productOptionsCopy.heading(options.names)}
      </h2>
      <ul className="mt-2 grid gap-2">
        {options.variants.map((v) => (
          <li
            key={v.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line px-3 py-2 text-sm"
          >
            <span className="font-medium break-words text-ink">{v.label}</span>
            <span className="flex items-center gap-2">
              <span className="text-ink">{formatNaira(v.price)}</span>
              <StockBadge inStock={v.inStock} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
