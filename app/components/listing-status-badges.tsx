import { Badge, type BadgeProps } from "~/components/ui/badge";
import { listingStateLabels as labels } from "~/lib/messages/listing-forms";

const MODERATION_VARIANT: Record<"pending" | "approved" | "rejected", BadgeProps["variant"]> = {
  approved: "success",
  pending: "warning",
  rejected: "danger",
};

/** A listing's two states in its owner's list: on sale or not, and its review. */
export function ListingStatusBadges({
  status,
  moderationStatus,
}: {
  status: "draft" | "active" | "inactive";
  moderationStatus: "pending" | "approved" | "rejected";
}) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant="outline">{labels.status[status]}</Badge>
      <Badge variant={MODERATION_VARIANT[moderationStatus]}>
        {labels.moderation[moderationStatus]}
      </Badge>
    </span>
  );
}
