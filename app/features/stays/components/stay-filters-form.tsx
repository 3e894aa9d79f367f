import { FilterForm, FilterNumber, FilterSelect, FilterText } from "~/components/filter-form";
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
  return (
    <FilterForm
      action="/bookings"
      label={b.heading}
      values={stayFieldValues(filters)}
      hrefFor={(query) => stayListHref({ ...readStayFilters(query), page: 1 })}
      applyLabel={t.apply}
      clearLabel={t.clear}
      className="mb-6"
    >
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-5">
        <FilterText
          id="stays-where"
          label={b.whereLabel}
          name="where"
          value={filters.where}
          placeholder={b.wherePlaceholder}
          maxLength={PLACE_MAX_LENGTH}
        />
        <FilterSelect
          id="stays-type"
          label={b.typeLabel}
          name="type"
          value={filters.type}
          anyLabel={t.anyType}
          options={TYPE_OPTIONS}
        />
        <FilterNumber
          id="stays-guests"
          label={b.guestsLabel}
          name="guests"
          value={filters.guests}
          min={1}
          max={GUESTS_LIMIT}
        />
        <FilterNumber
          id="stays-min-price"
          label={b.minPriceLabel}
          name="minPrice"
          value={filters.minPrice}
          min={0}
          max={NIGHTLY_PRICE_LIMIT}
        />
        <FilterNumber
          id="stays-max-price"
          label={b.maxPriceLabel}
          name="maxPrice"
          value={filters.maxPrice}
          min={0}
          max={NIGHTLY_PRICE_LIMIT}
        />
      </div>
    </FilterForm>
  );
}
