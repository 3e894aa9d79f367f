import type { HeadersFunction, MetaFunction } from "react-router";
import { NotFoundView } from "~/components/error-views";
import { errorPageCopy } from "~/lib/messages/error-pages";
import { pageMeta } from "~/lib/seo";

// The not-found page's browser half, shared by the catch-all route and each protected
// area's own catch-all (app/routes.ts): one view, one title, one Cache-Control rule.
// Their loaders live in not-found.server.ts.

type NotFoundData = { gone: boolean } | undefined;

export const notFoundHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-cache",
});

export const notFoundMeta: MetaFunction = ({ data }) => {
  const text = (data as NotFoundData)?.gone ? errorPageCopy.gone : errorPageCopy.notFound;
  return pageMeta({ title: text.title, description: text.message, noindex: true });
};

export function NotFoundPage({ loaderData }: { loaderData: NotFoundData }) {
  return <NotFoundView gone={!!loaderData?.gone} />;
}
