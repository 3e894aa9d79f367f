import { data } from "react-router";
import { NotFoundView } from "~/components/error-views";
import { copy } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";

// Unknown paths answer HTTP 404 with the not-found view; cacheable for an hour (spec 001 §9).
export function loader() {
  return data(null, { status: 404, headers: { "Cache-Control": "public, max-age=3600" } });
}

export function headers() {
  return { "Cache-Control": "public, max-age=3600" };
}

export const meta = () =>
  pageMeta({ title: copy.notFound.title, description: copy.notFound.message, noindex: true });

export default function NotFound() {
  return <NotFoundView />;
}
