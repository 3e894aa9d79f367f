import type { Route } from "./+types/sitemap";
import { parseSitemapPart, sitemapStream } from "~/features/site/sitemap.server";
import { siteOrigin } from "~/lib/request.server";

/** /sitemap.xml, streamed from the database (000 §2). */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const partParam = url.searchParams.get("part");
  const part = parseSitemapPart(partParam);
  if (partParam !== null && !part) return new Response("Not Found", { status: 404 });
  return new Response(sitemapStream({ origin: siteOrigin(request), part }), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers fetch it rarely; an hour keeps repeated fetches off the database.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
