import { Badge, type BadgeProps } from "~/components/ui/badge";
import { adsTabCopy } from "../ads-admin-messages";
import type { AdView } from "../ads-tab-view";

const STATUS_VARIANT: Record<AdView["status"], BadgeProps["variant"]> = {
  pending: "warning",
  approved: "info",
  active: "success",
  expired: "secondary",
  rejected: "danger",
};
const PAYMENT_VARIANT: Record<AdView["paymentStatus"], BadgeProps["variant"]> = {
  pending: "warning",
  paid: "success",
  overdue: "danger",
  refunded: "secondary",
};

/** `labelled`: outside a table with Status and Payment columns, two "Pending" badges
 * side by side would not say which is which. */
export function AdStatusBadge({
  status,
  labelled,
}: {
  status: AdView["status"];
  labelled?: boolean;
}) {
  const text = adsTabCopy.status[status];
  return (
    <Badge variant={STATUS_VARIANT[status]}>
      {labelled ? `${adsTabCopy.columns.status}: ${text}` : text}
    </Badge>
  );
}

export function AdPaymentBadge({
  status,
  labelled,
}: {
  status: AdView["paymentStatus"];
  labelled?: boolean;
}) {
  const text = adsTabCopy.payment[status];
  return (
    <Badge variant={PAYMENT_VARIANT[status]}>
      {labelled ? `${adsTabCopy.columns.payment}: ${text}` : text}
    </Badge>
  );
}
