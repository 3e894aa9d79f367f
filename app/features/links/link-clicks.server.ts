import { linkClicks } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { classifyLink } from "~/lib/links";
import type { LinkClick } from "./link-click-schema";

/** Records one outbound click (one row per click: counts are never taken from the client). */
export async function recordLinkClick(click: LinkClick) {
  const verdict = classifyLink(click.url);
  if (verdict.kind !== "external") return;
  const db = await getDb();
  await db.insert(linkClicks).values({ url: verdict.href, pageUrl: click.pageUrl ?? null });
}
