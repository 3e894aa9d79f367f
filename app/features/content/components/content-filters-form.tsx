import { CONTENT_SEARCH_MAX_LENGTH } from "~/components/content-search-form";
import { FilterSelect, FilterText } from "~/components/filter-form";
import { filterFieldsOf, ListFilterForm } from "~/components/list-filter-form";
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
  const field = filterFieldsOf("content", filters);
  return (
    <ListFilterForm
      action="/content"
      label={c.heading}
      filters={filters}
      read={readContentFilters}
      fields={contentFieldValues}
      href={contentListHref}
    >
      <FilterText
        {...field("search")}
        label={shellCopy.listSearch.contentLabel}
        hideLabel
        placeholder={shellCopy.listSearch.contentPlaceholder}
        maxLength={CONTENT_SEARCH_MAX_LENGTH}
      />
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
        <FilterSelect
          {...field("type")}
          label={c.typeLabel}
          anyLabel={t.anyType}
          options={TYPE_OPTIONS}
        />
        <FilterSelect
          {...field("category")}
          label={c.categoryLabel}
          anyLabel={t.anyCategory}
          options={CONTENT_CATEGORIES}
        />
        <FilterSelect {...field("sort")} label={c.sortLabel} options={SORT_OPTIONS} />
      </div>
    </ListFilterForm>
  );
}
