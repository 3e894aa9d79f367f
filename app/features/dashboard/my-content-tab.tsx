import { Link } from "react-router";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { formatDate } from "~/lib/dates";
import { dashboardCopy } from "~/features/dashboard/messages";
import { emptyStates } from "~/lib/messages/listings";
import { EmptyState } from "~/components/section";
import type { ItemManagement, ItemType, MyItem } from "./dashboard-types";

const KIND_LABEL: Record<ItemType, string> = {
  content: "Content",
  event: "Event",
  product: "Product",
  property: "Property",
};

const MODERATION_VARIANT: Record<MyItem["moderationStatus"], BadgeProps["variant"]> = {
  approved: "success",
  pending: "warning",
  rejected: "danger",
};

const PROCESSING_VARIANT: Record<
  NonNullable<ItemManagement["processing"]>["status"],
  BadgeProps["variant"]
> = {
  processing: "warning",
  ready: "success",
  failed: "danger",
};

const MODERATION_LABEL: Record<MyItem["moderationStatus"], string> = {
  approved: "Approved",
  pending: "Pending review",
  rejected: "Rejected",
};

/** My Content tab: everything the user made, with its status and review state. */
export function MyContentTab({ items }: { items: MyItem[] }) {
  const kinds = new Set(items.map((i) => i.kind));
  return (
    <section aria-labelledby="my-content-heading">
      <h2 id="my-content-heading" className="text-lg font-semibold text-ink">
        {dashboardCopy.tabs.content}
      </h2>
      {items.length === 0 ? (
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          <EmptyState {...dashboardCopy.noItems} />
          <EmptyState {...emptyStates.content} />
        </div>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-line rounded-card border border-line">
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1 basis-full sm:basis-0">
                  <p className="truncate font-medium text-ink">
                    {item.href ? (
                      <Link to={item.href} className="hover:underline">
                        {item.title}
                      </Link>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className="text-sm text-muted">
                    {KIND_LABEL[item.kind]} ·{" "}
                    <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
                  </p>
                  {item.manage?.processing?.note ? (
                    <p className="text-sm text-muted">{item.manage.processing.note}</p>
                  ) : null}
                </div>
                {item.manage?.processing ? (
                  <Badge variant={PROCESSING_VARIANT[item.manage.processing.status]}>
                    {item.manage.processing.label}
                  </Badge>
                ) : null}
                <Badge variant="outline" className="capitalize">
                  {item.status.replaceAll("_", " ")}
                </Badge>
                <Badge variant={MODERATION_VARIANT[item.moderationStatus]}>
                  {MODERATION_LABEL[item.moderationStatus]}
                </Badge>
                {item.manage ? (
                  <span className="flex gap-3 text-sm font-semibold">
                    <Link
                      to={item.manage.editHref}
                      className="text-brand-700 hover:underline"
                      aria-label={`${dashboardCopy.edit}: ${item.title}`}
                    >
                      {dashboardCopy.edit}
                    </Link>
                    <Link
                      to={item.manage.deleteHref}
                      className="text-danger hover:underline"
                      aria-label={`${dashboardCopy.delete}: ${item.title}`}
                    >
                      {dashboardCopy.delete}
                    </Link>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          {/* Areas the user has not used yet: the catalogue's nudge for each. */}
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            {!kinds.has("event") ? <EmptyState {...emptyStates.events} /> : null}
            {!kinds.has("product") ? <EmptyState {...emptyStates.marketplace} /> : null}
            {!kinds.has("property") ? <EmptyState {...emptyStates.bookings} /> : null}
          </div>
        </>
      )}
    </section>
  );
}
