import { redirect } from "react-router";
import type { Route } from "./+types/index";
import { authPathForMode } from "~/features/accounts/auth-paths";
import { movedUrl } from "~/lib/moved-url";

/**
 * `/auth` and the old `/auth?mode=…` addresses (reset links in e-mails already sent,
 * bookmarks): each page now has a path of its own. A `mode` is a permanent move; the
 * bare `/auth` is a door to sign-in that may open elsewhere one day, so it is 302.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mode = url.searchParams.get("mode");
  return redirect(movedUrl(url, authPathForMode(mode), ["mode"]), mode ? 301 : 302);
}
