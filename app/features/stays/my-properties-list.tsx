import { Form, Link } from "react-router";
import { EmptyState } from "~/components/section";
import { ListingStatusBadges } from "~/components/listing-status-badges";
import { ResponsiveImage } from "~/components/responsive-image";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatNaira } from "~/lib/money";
import { placeLine } from "~/lib/places";
import type { MyProperty } from "./my-properties.server";
import { myPropertiesCopy as t, propertyFormCopy } from "./property-form-messages";

/** The dashboard's Properties page: each listing with its states and actions. */
export function MyPropertiesList({ items }: { items: MyProperty[] }) {
  return (
    <section aria-labelledby="my-properties-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-properties-heading" className="text-lg font-semibold text-ink">
            {t.title}
          </h2>
          <p className="text-sm text-muted">{t.intro}</p>
        </div>
        <Link to="/create/property" className={buttonVariants({ size: "sm" })}>
          {t.add}
        </Link>
      </div>
      {items.length === 0 ? (
        <EmptyState {...t.empty} />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {items.map((p) => {
            const type =
              propertyFormCopy.types[p.propertyType as keyof typeof propertyFormCopy.types];
            return (
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
                      <Link to={`/bookings/${p.slug}`} className="hover:underline">
                        {p.title}
                      </Link>
                    ) : (
                      p.title
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {type} · {placeLine(p.city, p.state)} · {formatNaira(p.basePricePerNight)}{" "}
                    {t.perNight} · {t.guests(p.maxGuests)}
                  </p>
                  <div className="mt-1">
                    <ListingStatusBadges status={p.status} moderationStatus={p.moderationStatus} />
                  </div>
                  {p.moderationStatus === "rejected" && p.moderationNotes ? (
                    <p className="mt-1 text-sm text-danger">{p.moderationNotes}</p>
                  ) : null}
                </div>
                <div className="flex flex-wrap content-start gap-2 sm:justify-end">
                  <Link
                    to={`/dashboard/properties/${p.id}/edit`}
                    className={buttonVariants({ size: "sm", variant: "outline" })}
                    aria-label={`${t.edit}: ${p.title}`}
                  >
                    {t.edit}
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="propertyId" value={p.id} />
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
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
