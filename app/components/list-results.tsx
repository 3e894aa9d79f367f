import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { CardGrid, EmptyState } from "~/components/section";
import { buttonVariants } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { listFilterCopy } from "~/lib/messages/list-filters";
import { ServerPart } from "~/lib/server-part";
import { fromServer, type ServerOnly } from "~/lib/server-only";

/**
 * The results of a filtered public list (/content, /marketplace, /bookings): a live
 * count that says "Updating…" while a new pick loads, then `children`: the list's
 * ListBody as a server part (ADR 049).
 */
export function ListResults({
  id,
  path,
  total,
  capped = false,
  page,
  pageCount,
  countNote = "",
  children,
}: {
  /** The heading's id (the section is named by it). */
  id: string;
  /** The list's path: while a navigation to it loads, the count says "Updating…". */
  path: string;
  total: number;
  /** More match than were counted: the count reads "1,000+". */
  capped?: boolean;
  page: number;
  pageCount: number;
  /** Said after the count, e.g. 'for "jazz"'. */
  countNote?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === path;
  return (
    <section aria-labelledby={id}>
      {/* The cards' headings (h3) sit under this one: a level is never skipped. */}
      <h2
        id={id}
        className="mb-4 text-sm font-normal text-muted"
        aria-live="polite"
        aria-busy={busy}
      >
        {busy
          ? listFilterCopy.updating
          : `${total.toLocaleString("en-NG")}${capped ? "+" : ""} ${total === 1 && !capped ? "result" : "results"}${
              countNote ? ` ${countNote}` : ""
            }${pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}`}
      </h2>
      {children}
    </section>
  );
}

/**
 * The cards, or an empty state that offers to clear the filters when they are what
 * emptied the list, and the pages. Rendered by the server only (a server part).
 */
export function ListBody({
  path,
  page,
  pageCount,
  empty,
  filtered,
  hrefFor,
  children,
}: {
  /** The list's path: the Clear link's target. */
  path: string;
  page: number;
  pageCount: number;
  empty: { title: string; description: string };
  filtered: boolean;
  hrefFor: (page: number) => string;
  /** The cards; null when there are none on this page. */
  children: ReactNode;
}) {
  return (
    <>
      {children ?? (
        <EmptyState
          {...empty}
          action={
            filtered ? (
              <Link to={path} className={buttonVariants({ variant: "outline" })}>
                {listFilterCopy.clear}
              </Link>
            ) : undefined
          }
        />
      )}
      <Pagination className="mt-8" page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}

/** One page of a card list as its server part draws it. */
export interface CardListPage<V, F> {
  items: V[];
  filters: F;
  page: number;
  pageCount: number;
}

/**
 * A card list's body (ListBody) with its cards in a grid: what a list route's `results`
 * renderer returns, for its loader (cardListPageData) and its document render alike.
 */
export function CardListBody<V, F>({
  list,
  path,
  filtered,
  empty,
  hrefFor,
  card,
}: {
  list: CardListPage<V, F>;
  path: string;
  filtered: boolean;
  empty: { title: string; description: string };
  hrefFor: (page: number) => string;
  card: (item: V, index: number) => ReactNode;
}) {
  return (
    <ListBody
      path={path}
      page={list.page}
      pageCount={list.pageCount}
      empty={empty}
      filtered={filtered}
      hrefFor={hrefFor}
    >
      {list.items.length ? <CardGrid>{list.items.map(card)}</CardGrid> : null}
    </ListBody>
  );
}

/**
 * A card list's results on its page: the live count, then the cards as a server part
 * (ADR 049). `results` is the route's renderer, passed as
 * `import.meta.env.SSR ? results : undefined` so the cards' components stay out of the
 * browser's JavaScript.
 */
export function CardListResults<V, F>({
  id,
  path,
  data,
  countNote,
  results,
}: {
  id: string;
  path: string;
  data: {
    items: ServerOnly<V[]>;
    filters: F;
    page: number;
    pageCount: number;
    total: number;
    capped: boolean;
    parts: { results?: string };
  };
  countNote?: string;
  results: ((page: CardListPage<V, F>) => ReactNode) | undefined;
}) {
  const { page, pageCount, filters } = data;
  return (
    <ListResults
      id={id}
      path={path}
      total={data.total}
      capped={data.capped}
      page={page}
      pageCount={pageCount}
      countNote={countNote}
    >
      <ServerPart id={`${id}-body`} html={data.parts.results}>
        {import.meta.env.SSR &&
          results?.({ items: fromServer(data.items), filters, page, pageCount })}
      </ServerPart>
    </ListResults>
  );
}
