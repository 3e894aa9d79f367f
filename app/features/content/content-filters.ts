// What /content may be filtered by (issue 15): type, category, sort, and the search the
// not-found page sends (001 §2). Client-safe: the filter form and the loader share it.
import { filtersHref, findIn, oneOf, textParam, type FilterFieldValues } from "~/lib/list-filters";
import { pageNumber } from "~/lib/pagination";
import { CONTENT_SEARCH_MAX_LENGTH } from "~/components/content-search-form";
import { CONTENT_CATEGORIES, CONTENT_TYPES, type ContentType } from "./catalog";

export const CONTENT_SORTS = ["newest", "most_viewed"] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

export interface ContentFilters {
  /** One of CONTENT_TYPES, or "" for every type. */
  type: ContentType | "";
  /** One of CONTENT_CATEGORIES, or "" for all. */
  category: string;
  sort: ContentSort;
  search: string;
  page: number;
}

export const DEFAULT_CONTENT_FILTERS: ContentFilters = {
  type: "",
  category: "",
  sort: "newest",
  search: "",
  page: 1,
};

/** Reads /content's filters from its URL; anything unknown is its default. */
export function readContentFilters(params: URLSearchParams): ContentFilters {
  return {
    type: oneOf<ContentType | "">(CONTENT_TYPES, params.get("type"), ""),
    category: findIn(CONTENT_CATEGORIES, params.get("category")),
    sort: oneOf(CONTENT_SORTS, params.get("sort"), "newest"),
    search: textParam(params.get("search"), CONTENT_SEARCH_MAX_LENGTH),
    page: pageNumber(params.get("page")),
  };
}

/** The short URL of a /content view (defaults left out). */
export function contentListHref(f: Partial<ContentFilters>): string {
  const { type, category, search, sort, page } = f;
  return filtersHref(
    "/content",
    { type, category, search, sort, page },
    { sort: DEFAULT_CONTENT_FILTERS.sort },
  );
}

/** Whether anything narrows the list (the empty state then offers to clear it). */
export const hasContentFilters = (f: ContentFilters) => !!(f.type || f.category || f.search);

/** The form's fields as the list shows them now. */
export const contentFieldValues = (f: ContentFilters): FilterFieldValues => ({
  type: f.type,
  category: f.category,
  sort: f.sort,
  search: f.search,
});
