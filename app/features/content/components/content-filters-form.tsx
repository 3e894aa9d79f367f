import { CONTENT_SEARCH_MAX_LENGTH } from "~/components/content-search-form";
import { FilterField, FilterForm } from "~/components/filter-form";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
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
        <FilterField id="content-type" label={c.typeLabel}>
          <NativeSelect id="content-type" name="type" defaultValue={filters.type}>
            <option value="">{t.anyType}</option>
            {CONTENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CONTENT_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="content-category" label={c.categoryLabel}>
          <NativeSelect id="content-category" name="category" defaultValue={filters.category}>
            <option value="">{t.anyCategory}</option>
            {CONTENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="content-sort" label={c.sortLabel}>
          <NativeSelect id="content-sort" name="sort" defaultValue={filters.sort}>
            {CONTENT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {c.sorts[sort]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
      </div>
    </FilterForm>
  );
}
