import type { ReactNode } from "react";
import { FilterForm, FilterNumber } from "~/components/filter-form";
import type { FilterFieldValues } from "~/lib/list-filters";
import { listFilterCopy as t } from "~/lib/messages/list-filters";

/**
 * The filters of /content, /marketplace and /bookings: FilterForm with the lists'
 * shared words, driven by the list's own URL reader (`read`), form values (`fields`)
 * and writer (`href`, page 1 after any change). Apart from filter-form.tsx so /events,
 * which has its own words, does not load these.
 */
export function ListFilterForm<Filters extends { page: number }>({
  action,
  label,
  filters,
  read,
  fields,
  href,
  children,
}: {
  action: string;
  label: string;
  filters: Filters;
  read: (query: URLSearchParams) => Filters;
  fields: (filters: Filters) => FilterFieldValues;
  href: (filters: Filters) => string;
  children: ReactNode;
}) {
  return (
    <FilterForm
      action={action}
      label={label}
      values={fields(filters)}
      hrefFor={(query) => href({ ...read(query), page: 1 })}
      applyLabel={t.apply}
      clearLabel={t.clear}
      className="mb-6"
    >
      {children}
    </FilterForm>
  );
}

/** A price range of a filter form: `minPrice` and `maxPrice` boxes, blank for no bound. */
export function FilterPriceRange({
  idPrefix,
  labels,
  value,
  max,
}: {
  /** The boxes' ids are `<idPrefix>-min-price` and `<idPrefix>-max-price`. */
  idPrefix: string;
  labels: { min: string; max: string };
  value: { minPrice: number | null; maxPrice: number | null };
  /** The highest price the list reads (its URL reader clamps to it). */
  max: number;
}) {
  return (["min", "max"] as const).map((end) => (
    <FilterNumber
      key={end}
      id={`${idPrefix}-${end}-price`}
      label={labels[end]}
      name={`${end}Price`}
      value={value[`${end}Price`]}
      min={0}
      max={max}
    />
  ));
}

/**
 * A list's filter field's id, name and value from its filters (`{...field("minPrice")}`
 * gives `id="<prefix>-min-price" name="minPrice" value={filters.minPrice}`), so a form
 * names each field once.
 */
export function filterFieldsOf<Filters extends object>(prefix: string, filters: Filters) {
  return <Name extends keyof Filters & string>(name: Name) => ({
    id: `${prefix}-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
    name,
    value: filters[name],
  });
}

/** A yes/no filter (in stock, on sale): ticked means the filter is on. */
export function FilterCheckbox({
  name,
  label,
  checked,
}: {
  name: string;
  label: string;
  checked: boolean;
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        name={name}
        className="size-4 accent-brand-700"
        defaultChecked={checked}
      />
      {label}
    </label>
  );
}
