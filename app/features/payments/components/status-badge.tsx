import { Badge } from "~/components/ui/badge";
import { paymentCentreCopy } from "~/features/payments/messages";
import { statusTone } from "../payment-centre-constants";

/** Spec 001 §4 colours: success green, failure red, pending amber, others grey. */
export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={statusTone(status)} data-status={status}>
      {paymentCentreCopy.statuses[status] ?? status}
    </Badge>
  );
}
