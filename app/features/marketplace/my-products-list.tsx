import { Form, Link } from "react-router";
import { OwnerListings } from "~/components/owner-listings";
import { Button } from "~/components/ui/button";
import { formatNaira } from "~/lib/money";
import type { MyProduct } from "./my-products.server";
import { myProductsCopy as t } from "./product-form-messages";

/** The dashboard's Products page: each product with its states, stock and actions. */
export function MyProductsList({ items }: { items: MyProduct[] }) {
  return (
    <OwnerListings
      items={items}
      copy={t}
      headingId="my-products-heading"
      addHref="/create/product"
      publicPath="/marketplace"
      editPath="/dashboard/products"
      idField="productId"
      facts={(p) => `${formatNaira(p.price)}${p.isDigital ? ` · ${t.digital}` : ""}`}
      tools={(p) =>
        p.isDigital ? null : p.hasOptions ? (
          <Link
            to={`/dashboard/products/${p.id}/edit`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t.stockPerOption(p.title)}
          </Link>
        ) : (
          // A change from the stock the seller saw (`from`), so a sale meanwhile is kept.
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="stock" />
            <input type="hidden" name="productId" value={p.id} />
            <input type="hidden" name="from" value={p.stock} />
            <label className="grid gap-1 text-xs text-muted">
              {t.stockLabel(p.title)}
              <input
                name="stock"
                inputMode="numeric"
                defaultValue={p.stock}
                className="h-9 w-24 rounded-md border border-line-strong px-2 text-sm text-ink"
              />
            </label>
            <Button type="submit" size="sm" variant="outline">
              {t.saveStock}
            </Button>
          </Form>
        )
      }
    />
  );
}
