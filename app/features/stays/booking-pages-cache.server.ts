import { invalidateItemPages } from "~/lib/item-kind-registry.server";

/**
 * A stay's nights changed (a request, a payment, a release): its public page (with
 * every ?month/?checkIn variant, the booking panel's calendar), the stays list, home and
 * search are dropped; the rest of the site stays cached (issue 31). Called after the
 * change commits, or in the fulfilment's transaction as the other areas do.
 */
export function invalidateStayPages(...slugs: string[]) {
  invalidateItemPages("property", slugs);
}
