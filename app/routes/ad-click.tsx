import { Ban } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/ad-click";
import { liveAdTarget, recordAdClick } from "~/features/advertising/top-providers.server";
import { isBotUserAgent } from "~/lib/bots";
import { getEnv } from "~/lib/env.server";
import { classifyLink } from "~/lib/links";
import { errorPageCopy } from "~/lib/messages/error-pages";
import { shellCopy } from "~/lib/messages/shell";
import { topProvidersCopy } from "~/features/advertising/messages";
import { takeRateLimit } from "~/lib/rate-limit.server";
import { pageMeta } from "~/lib/seo";

/** Per client address: more clicks than a person makes still go through, uncounted. */
export const AD_CLICK_LIMIT = { limit: 20, windowMs: 60_000 };

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * A top-provider card's link: counts the click, then sends the browser to the ad's
 * stored target. The target comes from the database only, and goes through the same
 * link rules as every other link: an unsafe stored URL is never redirected to.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = z.uuid().safeParse(params.id);
  const target = id.success ? await liveAdTarget(id.data) : undefined;
  if (target === undefined) throw data(null, { status: 404 });
  const verdict = classifyLink(target, { partnerHosts: getEnv().PARTNER_HOSTS });
  if (verdict.kind !== "external" && verdict.kind !== "internal") {
    return data({ blocked: verdict.kind }, { headers: NO_STORE });
  }
  const userAgent = request.headers.get("User-Agent");
  const counts =
    !isBotUserAgent(userAgent) &&
    (await takeRateLimit(`ad-click:${context.clientIp ?? "unknown"}`, AD_CLICK_LIMIT));
  if (counts) {
    const referrer = request.headers.get("Referer");
    await recordAdClick(id.data!, {
      pageUrl: referrer ? pathOf(referrer) : null,
      userAgent: userAgent?.slice(0, 512) ?? null,
    });
  }
  // Like rel="noreferrer" on other outbound links: the advertiser learns nothing of the page.
  throw redirect(verdict.href, {
    status: 302,
    headers: { ...NO_STORE, "Referrer-Policy": "no-referrer" },
  });
}

function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname.slice(0, 2048);
  } catch {
    return null;
  }
}

export const meta = () =>
  pageMeta({
    title: shellCopy.unsafeLink,
    description: topProvidersCopy.blockedIntro,
    noindex: true,
  });

export default function AdClick({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center">
      <Ban aria-hidden="true" className="size-10 text-muted" />
      <h1 className="text-2xl font-bold">
        {loaderData.blocked === "gone" ? shellCopy.goneLink : shellCopy.unsafeLink}
      </h1>
      <p className="text-muted">{topProvidersCopy.blockedIntro}</p>
      <Link to="/" className="font-semibold text-brand-700 underline underline-offset-2">
        {errorPageCopy.notFoundPage.goHome}
      </Link>
    </div>
  );
}
