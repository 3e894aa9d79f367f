import { z } from "zod";
import { pagePathField } from "~/lib/form-schemas";
import { TOP_PROVIDERS_LIMIT } from "~/lib/ads/ad-tracking-constants";

/**
 * One batch of ads seen on a page: the ids (one `id` field each, never a count) and
 * the path of the page. More ids than the page can show is a crafted request.
 */
export const adImpressionsSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(TOP_PROVIDERS_LIMIT),
  pageUrl: pagePathField(),
});
