import type { ReactElement } from "react";
import { serverOnly, type ServerOnly } from "~/lib/server-only";
import { renderParts, type PartsHtml } from "~/lib/server-part.server";
import { sharedPageData } from "~/lib/shared-body.server";
import type { CardListPage } from "~/components/list-results";

/**
 * The loader data of a filtered public card list (/content, /marketplace, /bookings):
 * the same for everyone, so signed-in renders reuse the anonymous body (ADR 048, 079);
 * the cards are drawn by a server part only (ADR 049) and kept out of the page's data,
 * and a client navigation's data (another URL than the document's) carries their HTML.
 * `load` reads the filters, lists one page and makes the cards' views; whatever else it
 * returns (the form's days, messages) goes to the page as it is.
 */
export function cardListPageData<
  V,
  F,
  R extends { page: number; pageCount: number; total: number; capped: boolean },
  E extends object,
>(
  request: Request,
  results: (page: CardListPage<V, F>) => ReactElement,
  load: () => Promise<{ result: R; items: V[]; filters: F; extra?: E }>,
): Promise<
  Omit<R, "items"> & E & { items: ServerOnly<V[]>; filters: F; parts: PartsHtml<"results"> }
> {
  return sharedPageData(request, async () => {
    const { result, items, filters, extra } = await load();
    const { items: _rows, ...counts } = result as R & { items?: unknown };
    const page = { items, filters, page: result.page, pageCount: result.pageCount };
    return {
      ...(counts as Omit<R, "items">),
      ...(extra as E),
      items: serverOnly(items),
      filters,
      parts: renderParts(request, () => ({ results: results(page) })),
    };
  });
}
