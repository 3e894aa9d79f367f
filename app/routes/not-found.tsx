import type { Route } from "./+types/not-found";
import { NotFoundView } from "~/components/error-views";
import { errorPageCopy } from "~/lib/messages/error-pages";
import { pageMeta } from "~/lib/seo";
import { notFoundAnswer, notFoundPost } from "~/not-found.server";

/** Unknown paths: 404 (410 for gone ones), guarded areas checked first (not-found.server.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return notFoundAnswer(request);
}

/** Posts to unknown paths: the same guard first (401/403), then 405 — never a 500. */
export function action({ request }: Route.ActionArgs) {
  return notFoundPost(request);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-cache" };
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  const text = page?.gone ? errorPageCopy.gone : errorPageCopy.notFound;
  return pageMeta({ title: text.title, description: text.message, noindex: true });
};

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundView gone={loaderData.gone} />;
}
