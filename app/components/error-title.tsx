import { errorPageCopy } from "~/lib/messages/error-pages";
import { toastTitles } from "~/lib/messages/toast-settings";
import { SITE_NAME } from "~/lib/seo";

/**
 * The document title of an error answer drawn by the root error boundary, where no
 * route's `meta` runs: without it the page has no <title> (axe: document-title).
 * React hoists the element into <head>.
 */
export function ErrorTitle({ status }: { status: number }) {
  const heading =
    status === 404
      ? errorPageCopy.notFound.title
      : status === 410
        ? errorPageCopy.gone.title
        : `${toastTitles.error} ${status}`;
  return <title>{`${heading} | ${SITE_NAME}`}</title>;
}
