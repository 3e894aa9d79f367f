import type { Route } from "./+types/api-ad-impressions";
import { adImpressionsSchema } from "~/features/advertising/ad-tracking-schema";
import { recordAdImpressions } from "~/features/advertising/top-providers.server";
import { isBotUserAgent } from "~/lib/bots";
import { generalErrors } from "~/lib/messages/error-pages";
import { takeRateLimit } from "~/lib/rate-limit.server";

/**
 * Per client address: a person browsing sends a batch or two per home page view;
 * a script replaying batches to inflate an advertiser's figures is cut off.
 */
export const AD_IMPRESSION_LIMIT = { limit: 20, windowMs: 60_000 };

/** Top-provider impressions, sent by the home page when cards come into view. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  // Crawlers render pages too; they are answered but not counted.
  if (isBotUserAgent(request.headers.get("User-Agent"))) return Response.json({ counted: 0 });
  if (
    !(await takeRateLimit(`ad-impression:${context.clientIp ?? "unknown"}`, AD_IMPRESSION_LIMIT))
  ) {
    return Response.json({ error: generalErrors.rateLimited }, { status: 429 });
  }
  const form = await request.formData().catch(() => null);
  const parsed = adImpressionsSchema.safeParse({
    ids: form?.getAll("id") ?? [],
    pageUrl: form?.get("pageUrl") ?? undefined,
  });
  if (!parsed.success) {
    return Response.json({ error: generalErrors.validation }, { status: 400 });
  }
  const counted = await recordAdImpressions(parsed.data.ids, {
    pageUrl: parsed.data.pageUrl ?? null,
    userAgent: request.headers.get("User-Agent")?.slice(0, 512) ?? null,
  });
  return Response.json({ counted });
}

export function loader() {
  return Response.json({ error: generalErrors.notFound }, { status: 405 });
}
