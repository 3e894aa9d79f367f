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

export function AdStatusBadge({ status }: { status: AdView["status"] }) {
  return <Badge variant={STATUS_VARIANT[status]}>{adsTabCopy.status[status]}</Badge>;
}

export function AdPaymentBadge({ status }: { status: AdView["paymentStatus"] }) {
  return <Badge variant={PAYMENT_VARIANT[status]}>{adsTabCopy.payment[status]}</Badge>;
}
