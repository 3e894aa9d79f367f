import { donationFulfilment } from "~/features/donations/donation-fulfilment.server";
import type { Fulfilments } from "~/features/payments/fulfilment";
import { registerFulfilments } from "~/features/payments/fulfilment-registry.server";

/**
 * Composition: what each purchase type's payment delivers. The only module that
 * imports every selling area; a purchase type (PURCHASE_TYPES) without an entry
 * here does not compile. Imported once by each entry (server/main.ts for webhooks
 * and jobs, entry.server.tsx for requests).
 */
export const FULFILMENTS = {
  donation: donationFulfilment,
} satisfies Fulfilments;

registerFulfilments(FULFILMENTS);
