import { CONTENT_SEARCH_MAX_LENGTH } from "~/components/content-search-form";
import { FilterForm, FilterSelect } from "~/components/filter-form";
import { Input } from "~/components/ui/input";
import { listFilterCopy as t } from "~/lib/messages/list-filters";
import { shellCopy } from "~/lib/messages/shell";
import { CONTENT_CATEGORIES, CONTENT_TYPE_LABELS, CONTENT_TYPES } from "../catalog";
import {
  CONTENT_SORTS,
  contentFieldValues,
  contentListHref,
  readContentFilters,
  type ContentFilters,
} from "../content-filters";

const TYPE_OPTIONS = CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] }));
const SORT_OPTIONS = CONTENT_SORTS.map((value) => ({ value, label: t.content.sorts[value] }));

/** /content's filters: search, type, category and sort, in the URL (FilterForm). */
export function ContentFiltersForm({ filters }: { filters: ContentFilters }) {
  const c = t.content;
  return (
    <FilterForm
      action="/content"
      label={c.heading}
      values={contentFieldValues(filters)}
      hrefFor={(query) => contentListHref({ ...readContentFilters(query), page: 1 })}
      applyLabel={t.apply}
      clearLabel={t.clear}
      className="mb-6"
    >
      <div>
        <label htmlFor="content-search" className="sr-only">
          {shellCopy.listSearch.contentLabel}
        </label>
        <Input
          id="content-search"
          type="search"
          name="search"
          defaultValue={filters.search}
          placeholder={shellCopy.listSearch.contentPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={CONTENT_SEARCH_MAX_LENGTH}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
        <FilterSelect
          id="content-type"
          label={c.typeLabel}
          name="type"
          value={filters.type}
          anyLabel={t.anyType}
          options={TYPE_OPTIONS}
        />
        <FilterSelect
          id="content-category"
          label={c.categoryLabel}
          name="category"
          value={filters.category}
          anyLabel={t.anyCategory}
          options={CONTENT_CATEGORIES}
        />
        <FilterSelect
          id="content-sort"
          label={c.sortLabel}
          name="sort"
          value={filters.sort}
          options={SORT_OPTIONS}
        />
      </div>
    </FilterForm>
  );
}
