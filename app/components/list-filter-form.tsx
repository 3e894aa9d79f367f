import type { ReactNode } from "react";
import { FilterForm } from "~/components/filter-form";
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
