import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { ListingStatusBadges } from "~/components/listing-status-badges";
import { EmptyState } from "~/components/section";
import { ResponsiveImage } from "~/components/responsive-image";
import { Button, buttonVariants } from "~/components/ui/button";
import type { ImageView } from "~/lib/media/responsive";

/** What every owner's list row needs of a listing (products, properties). */
export type OwnerListing = {
  id: string;
  slug: string;
  title: string;
  status: "draft" | "active" | "inactive";
  moderationStatus: "pending" | "approved" | "rejected";
  moderationNotes: string | null;
  /** Whether the public list shows it: its title then links to its page. */
  isPublic: boolean;
  image: ImageView | null;
};

export type OwnerListingsCopy = {
  title: string;
  intro: string;
  add: string;
  empty: { title: string; description: string };
  edit: string;
  deactivate: string;
  reactivate: string;
};

/**
 * An owner's listings on their dashboard (My Products, My Properties): a heading with
 * the Add link, then each listing with its cover, its two states and a rejection's
 * notes, Edit and Deactivate/Reactivate (a plain form posting `intent` and
 * `<idField>` to the page's own action). `facts` is the kind's line under the title;
 * `tools` what the kind adds before the buttons (a product's stock).
 */
export function OwnerListings<T extends OwnerListing>({
  items,
  copy: t,
  headingId,
  addHref,
  publicPath,
  editPath,
  idField,
  facts,
  tools,
}: {
  items: T[];
  copy: OwnerListingsCopy;
  headingId: string;
  addHref: string;
  /** The public list's path; a listing's page is `<publicPath>/<slug>`. */
  publicPath: string;
  /** The dashboard page; a listing's edit page is `<editPath>/<id>/edit`. */
  editPath: string;
  idField: string;
  facts: (item: T) => ReactNode;
  tools?: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {t.title}
          </h2>
          <p className="text-sm text-muted">{t.intro}</p>
        </div>
        <Link to={addHref} className={buttonVariants({ size: "sm" })}>
          {t.add}
        </Link>
      </div>
      {items.length === 0 ? (
        <EmptyState {...t.empty} />
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line">
          {items.map((item) => {
            const toggle = item.status === "inactive" ? "reactivate" : "deactivate";
            return (
              <li key={item.id} className="grid gap-3 p-4 sm:grid-cols-[5rem_1fr_auto]">
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  preset="thumb"
                  aspect="aspect-square"
                  className="w-20 rounded-md"
                  fallbackLabel={item.title}
                />
                <div className="min-w-0">
                  <p className="font-medium break-words text-ink">
                    {item.isPublic ? (
                      <Link to={`${publicPath}/${item.slug}`} className="hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className="text-sm text-muted">{facts(item)}</p>
                  <div className="mt-1">
                    <ListingStatusBadges
                      status={item.status}
                      moderationStatus={item.moderationStatus}
                    />
                  </div>
                  {item.moderationStatus === "rejected" && item.moderationNotes ? (
                    <p className="mt-1 text-sm text-danger">{item.moderationNotes}</p>
                  ) : null}
                </div>
                <div className="grid content-start gap-2 sm:justify-items-end">
                  {tools?.(item)}
                  <div className="flex flex-wrap gap-2">
                    <Link
                      to={`${editPath}/${item.id}/edit`}
                      className={buttonVariants({ size: "sm", variant: "outline" })}
                      aria-label={`${t.edit}: ${item.title}`}
                    >
                      {t.edit}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name={idField} value={item.id} />
                      <Button
                        type="submit"
                        size="sm"
                        variant="outline"
                        name="intent"
                        value={toggle}
                        aria-label={`${t[toggle]}: ${item.title}`}
                      >
                        {t[toggle]}
                      </Button>
                    </Form>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
