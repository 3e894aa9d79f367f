import { z } from "zod";
import { pagePathField } from "~/lib/form-schemas";

/** Top providers shown on the home page (spec 000 §9). */
export const TOP_PROVIDERS_LIMIT = 10;

/** Where the home page's impression script posts (navigator.sendBeacon, form-encoded). */
export const AD_IMPRESSIONS_ENDPOINT = "/api/ads/impressions";

/** The link a top-provider card points at: our endpoint counts, then redirects. */
export const adClickPath = (id: string) => `/ads/${id}/click`;

/**
 * One batch of ads seen on a page: the ids (one `id` field each, never a count) and
 * the path of the page. More ids than the page can show is a crafted request.
 */
export const adImpressionsSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(TOP_PROVIDERS_LIMIT),
  pageUrl: pagePathField(),
});
