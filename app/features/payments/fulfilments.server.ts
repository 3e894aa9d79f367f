import { registerDonationFulfilment } from "./donations.server";

/**
 * The one place purchases plug into the checkout: each area registers what its
 * payments fulfil and release (events, marketplace, stays and advertising add
 * theirs here). Called at boot and before any confirmation; registering twice is
 * harmless.
 */
export function registerFulfilments() {
  registerDonationFulfilment();
}
