import type { Route } from "./+types/api-link-clicks";
import { linkClickSchema } from "~/features/links/link-click-schema";
import { recordLinkClick } from "~/features/links/link-clicks.server";
import { isBotUserAgent } from "~/lib/bots";
import { generalErrors } from "~/lib/messages/error-pages";
import { takeRateLimit } from "~/lib/rate-limit.server";

/** Per client address: plenty for a person clicking links, not for a script. */
export const LINK_CLICK_LIMIT = { limit: 30, windowMs: 60_000 };

const noContent = () => new Response(null, { status: 204 });

/** Outbound link clicks, sent by SafeLink with navigator.sendBeacon (nobody reads the answer). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  // Crawlers and previewers "click" too; they are answered but not counted.
  if (isBotUserAgent(request.headers.get("User-Agent"))) return noContent();
  if (!(await takeRateLimit(`link-click:${context.clientIp ?? "unknown"}`, LINK_CLICK_LIMIT))) {
    return Response.json({ error: generalErrors.rateLimited }, { status: 429 });
  }
  const form = await request.formData().catch(() => null);
  const parsed = linkClickSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) {
    return Response.json({ error: generalErrors.validation }, { status: 400 });
  }
  await recordLinkClick(parsed.data);
  return noContent();
}

/** Nothing to see here for a GET: the endpoint only takes POSTs. */
export function loader() {
  return Response.json({ error: generalErrors.notFound }, { status: 405 });
}
