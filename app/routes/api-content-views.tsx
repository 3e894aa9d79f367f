import type { Route } from "./+types/api-content-views";
import {
  contentViewSchema,
  recordContentView,
} from "~/features/content/record-content-view.server";
import { getSessionUser } from "~/lib/auth.server";
import { isBotUserAgent } from "~/lib/bots";
import { generalErrors } from "~/lib/messages/error-pages";
import { takeRateLimit } from "~/lib/rate-limit.server";

/** Per client address: a person opening many items is fine; a script replaying views is not. */
export const CONTENT_VIEW_LIMIT = { limit: 60, windowMs: 60_000 };

const noContent = () => new Response(null, { status: 204 });

/** A content page's view, sent by its beacon once the page has loaded (nobody reads the answer). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const userAgent = request.headers.get("User-Agent");
  // Crawlers and previewers load pages too; they are answered but never counted.
  if (isBotUserAgent(userAgent)) return noContent();
  if (!(await takeRateLimit(`content-view:${context.clientIp ?? "unknown"}`, CONTENT_VIEW_LIMIT))) {
    return Response.json({ error: generalErrors.rateLimited }, { status: 429 });
  }
  const form = await request.formData().catch(() => null);
  const parsed = contentViewSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return Response.json({ error: generalErrors.validation }, { status: 400 });
  const user = await getSessionUser(request);
  await recordContentView({
    contentId: parsed.data.id,
    visitor: {
      userId: user?.id ?? null,
      ip: context.clientIp,
      userAgent: userAgent!.slice(0, 512),
    },
  });
  return noContent();
}

/** The endpoint only takes POSTs. */
export function loader() {
  return Response.json({ error: generalErrors.notFound }, { status: 405 });
}
