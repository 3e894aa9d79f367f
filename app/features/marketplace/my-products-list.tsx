import { Form, Link } from "react-router";
import { EmptyState } from "~/components/section";
import { ListingStatusBadges } from "~/components/listing-status-badges";
import { ResponsiveImage } from "~/components/responsive-image";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatNaira } from "~/lib/money";
import type { MyProduct } from "./my-products.server";
import { myProductsCopy as t } from "./product-form-messages";

/** The dashboard's Products page: each product with its states, stock and actions. */
export function MyProductsList({ items }: { items: MyProduct[] }) {
  return (
    <section aria-labelledby="my-products-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-products-heading" className="text-lg font-semibold text-ink">
            {t.title}
          </h2>
          <p className="text-sm text-muted">{t.intro}</p>
        </div>
        <Link to="/create/product" className={buttonVariants({ size: "sm" })}>
          {t.add}
        </Link>
      </div>
      {items.length === 0 ? (
        <EmptyState {...t.empty} />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {items.map((p) => (
            <li key={p.id} className="grid gap-3 p-4 sm:grid-cols-[5rem_1fr_auto]">
              <ResponsiveImage
                image={p.image}
                alt=""
                preset="thumb"
                aspect="aspect-square"
                className="w-20 rounded-md"
                fallbackLabel={p.title}
              />
              <div className="min-w-0">
                <p className="font-medium break-words text-ink">
                  {p.isPublic ? (
                    <Link to={`/marketplace/${p.slug}`} className="hover:underline">
                      {p.title}
                    </Link>
                  ) : (
                    p.title
                  )}
                </p>
                <p className="text-sm text-muted">
                  {formatNaira(p.price)}
                  {p.isDigital ? ` · ${t.digital}` : ""}
                </p>
                <div className="mt-1">
                  <ListingStatusBadges status={p.status} moderationStatus={p.moderationStatus} />
                </div>
                {p.moderationStatus === "rejected" && p.moderationNotes ? (
                  <p className="mt-1 text-sm text-danger">{p.moderationNotes}</p>
                ) : null}
              </div>
              <div className="grid content-start gap-2 sm:justify-items-end">
                {p.isDigital ? null : (
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
                )}
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/dashboard/products/${p.id}/edit`}
                    className={buttonVariants({ size: "sm", variant: "outline" })}
                    aria-label={`${t.edit}: ${p.title}`}
                  >
                    {t.edit}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="productId" value={p.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="outline"
                      name="intent"
                      value={p.status === "inactive" ? "reactivate" : "deactivate"}
                      aria-label={`${p.status === "inactive" ? t.reactivate : t.deactivate}: ${p.title}`}
                    >
                      {p.status === "inactive" ? t.reactivate : t.deactivate}
                    </Button>
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
