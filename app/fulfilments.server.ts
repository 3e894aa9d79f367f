import { adFulfilment } from "~/features/advertising/ad-payment.server";
import { donationFulfilment } from "~/features/donations/donation-fulfilment.server";
import { ticketFulfilment } from "~/features/events/ticket-fulfilment.server";
import { bookingFulfilment } from "~/features/stays/booking-fulfilment.server";
import { orderFulfilment } from "~/features/marketplace/order-fulfilment.server";
import { tipFulfilment } from "~/features/tips/tip-fulfilment.server";
import type { Fulfilments } from "~/features/payments/fulfilment";
import { registerFulfilments } from "~/features/payments/fulfilment-registry.server";

/**
 * Composition: what each purchase type's payment delivers. The only module that
 * imports every selling area; `PurchaseType` is this map's keys, so selling a type
 * without an entry here does not compile. Imported once by each entry (server/main.ts for webhooks
 * and jobs, entry.server.tsx for requests).
 */
export const FULFILMENTS = {
  donation: donationFulfilment,
  ticket: ticketFulfilment,
  advertisement: adFulfilment,
  order: orderFulfilment,
  booking: bookingFulfilment,
  tip: tipFulfilment,
} satisfies Fulfilments;

registerFulfilments(FULFILMENTS);
