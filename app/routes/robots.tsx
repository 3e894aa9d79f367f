import type { Route } from "./+types/robots";
import { robotsTxt } from "~/features/site/robots";
import { siteOrigin } from "~/lib/request.server";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
