import { FilterNumber, FilterSelect, FilterText } from "~/components/filter-form";
import { filterFieldsOf, FilterPriceRange, ListFilterForm } from "~/components/list-filter-form";
import { listFilterCopy as t } from "~/lib/messages/list-filters";
import { PROPERTY_TYPES } from "../catalog";
import { propertyTypeLabel } from "../stay-card";
import {
  GUESTS_LIMIT,
  NIGHTLY_PRICE_LIMIT,
  PLACE_MAX_LENGTH,
  readStayFilters,
  stayFieldValues,
  stayListHref,
  type StayFilters,
} from "../stay-filters";

const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: propertyTypeLabel[value] }));

/** /bookings' filters: type, state or city, guests and nightly price (FilterForm). */
export function StayFiltersForm({ filters }: { filters: StayFilters }) {
  const b = t.bookings;
  const field = filterFieldsOf("stays", filters);
  return (
    <ListFilterForm
      action="/bookings"
      label={b.heading}
      filters={filters}
      read={readStayFilters}
      fields={stayFieldValues}
      href={stayListHref}
    >
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-5">
        <FilterText
          {...field("where")}
          label={b.whereLabel}
          placeholder={b.wherePlaceholder}
          maxLength={PLACE_MAX_LENGTH}
        />
        <FilterSelect
          {...field("type")}
          label={b.typeLabel}
          anyLabel={t.anyType}
          options={TYPE_OPTIONS}
        />
        <FilterNumber {...field("guests")} label={b.guestsLabel} min={1} max={GUESTS_LIMIT} />
        <FilterPriceRange
          idPrefix="stays"
          labels={{ min: b.minPriceLabel, max: b.maxPriceLabel }}
          value={filters}
          max={NIGHTLY_PRICE_LIMIT}
        />
      </div>
    </ListFilterForm>
  );
}
