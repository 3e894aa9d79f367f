import { FilterField, FilterForm } from "~/components/filter-form";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
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
        <FilterField id="stays-where" label={b.whereLabel}>
          <Input
            id="stays-where"
            type="search"
            name="where"
            defaultValue={filters.where}
            placeholder={b.wherePlaceholder}
            autoComplete="off"
            maxLength={PLACE_MAX_LENGTH}
          />
        </FilterField>
        <FilterField id="stays-type" label={b.typeLabel}>
          <NativeSelect id="stays-type" name="type" defaultValue={filters.type}>
            <option value="">{t.anyType}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {propertyTypeLabel[type]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="stays-guests" label={b.guestsLabel}>
          <Input
            id="stays-guests"
            type="number"
            name="guests"
            inputMode="numeric"
            min={1}
            max={GUESTS_LIMIT}
            step={1}
            defaultValue={filters.guests ?? ""}
          />
        </FilterField>
        <FilterField id="stays-min-price" label={b.minPriceLabel}>
          <Input
            id="stays-min-price"
            type="number"
            name="minPrice"
            inputMode="numeric"
            min={0}
            max={NIGHTLY_PRICE_LIMIT}
            step={1}
            defaultValue={filters.minPrice ?? ""}
          />
        </FilterField>
        <FilterField id="stays-max-price" label={b.maxPriceLabel}>
          <Input
            id="stays-max-price"
            type="number"
            name="maxPrice"
            inputMode="numeric"
            min={0}
            max={NIGHTLY_PRICE_LIMIT}
            step={1}
            defaultValue={filters.maxPrice ?? ""}
          />
        </FilterField>
      </div>
    </FilterForm>
  );
}
