import { getSessionUser } from "~/lib/auth.server";
import { isBotUserAgent } from "~/lib/bots";
import { takeRateLimit } from "~/lib/rate-limit.server";
import { contentViewSchema, recordContentView } from "./record-content-view.server";

/** Per client address: a person opening many items is fine; a script replaying views is not. */
export const CONTENT_VIEW_LIMIT = { limit: 60, windowMs: 60_000 };

/**
 * Whether the request comes from one of our own pages: the browser says so
 * (Sec-Fetch-Site), or, from an older one, the Referer is ours. An image on another
 * site could otherwise count its visitors as views.
 */
function fromOurPage(request: Request) {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site) return site === "same-origin";
  const referer = request.headers.get("Referer");
  try {
    return !!referer && new URL(referer).origin === new URL(request.url).origin;
  } catch {
    return false;
  }
}

/**
 * One view of a content page, from its beacon (JavaScript) or its <noscript> image,
 * under the same rules (docs/decisions/034-content-processing.md): crawlers are
 * answered but never counted, each address is rate-limited, the id must be an id, and
 * recordContentView counts one per visitor per item per Lagos day, public items only.
 */
export async function countContentView({
  request,
  clientIp,
  id,
  fromOwnPage = false,
}: {
  request: Request;
  clientIp: string | null;
  id: unknown;
  /** A GET (the image) must show it was asked for by our own page; a POST passed the cross-site guard. */
  fromOwnPage?: boolean;
}): Promise<"counted" | "ignored" | "limited" | "invalid"> {
  const userAgent = request.headers.get("User-Agent");
  if (isBotUserAgent(userAgent)) return "ignored";
  if (fromOwnPage && !fromOurPage(request)) return "ignored";
  if (!(await takeRateLimit(`content-view:${clientIp ?? "unknown"}`, CONTENT_VIEW_LIMIT)))
    return "limited";
  const parsed = contentViewSchema.safeParse({ id });
  if (!parsed.success) return "invalid";
  const user = await getSessionUser(request);
  const counted = await recordContentView({
    contentId: parsed.data.id,
    visitor: { userId: user?.id ?? null, ip: clientIp, userAgent: userAgent!.slice(0, 512) },
  });
  return counted ? "counted" : "ignored";
}
