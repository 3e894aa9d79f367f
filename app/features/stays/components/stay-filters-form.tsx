import { FilterDate, FilterNumber, FilterSelect, FilterText } from "~/components/filter-form";
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
const DATES_ERROR_ID = "stays-dates-error";
const GUESTS_ERROR_ID = "stays-guests-error";

/**
 * /bookings' filters: state or city, dates, guests, type and nightly price (FilterForm).
 * The date boxes offer from Lagos's today to the booking horizon (`days`, from the
 * loader); dates or guests the list could not apply say why (`messages`, from the loader).
 */
export function StayFiltersForm({
  filters,
  days,
  messages,
}: {
  filters: StayFilters;
  days: { first: string; last: string };
  messages: { dates: string | null; guests: string | null };
}) {
  const b = t.bookings;
  const field = filterFieldsOf("stays", filters);
  const datesError = messages.dates ? DATES_ERROR_ID : undefined;
  const guestsError = messages.guests ? GUESTS_ERROR_ID : undefined;
  return (
    <ListFilterForm
      action="/bookings"
      label={b.heading}
      filters={filters}
      read={readStayFilters}
      fields={stayFieldValues}
      href={stayListHref}
    >
      <div className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <div className="col-span-2">
          <FilterText
            {...field("where")}
            label={b.whereLabel}
            placeholder={b.wherePlaceholder}
            maxLength={PLACE_MAX_LENGTH}
          />
        </div>
        {(["checkIn", "checkOut"] as const).map((name) => (
          <FilterDate
            key={name}
            {...field(name)}
            label={b[`${name}Label`]}
            min={days.first}
            max={days.last}
            errorId={datesError}
          />
        ))}
        <FilterNumber
          {...field("guests")}
          value={filters.guests ?? filters.badGuests}
          label={b.guestsLabel}
          min={1}
          max={GUESTS_LIMIT}
          errorId={guestsError}
        />
        <FilterSelect
          {...field("type")}
          label={b.typeLabel}
          anyLabel={t.anyType}
          options={TYPE_OPTIONS}
        />
        <FilterPriceRange
          idPrefix="stays"
          labels={{ min: b.minPriceLabel, max: b.maxPriceLabel }}
          value={filters}
          max={NIGHTLY_PRICE_LIMIT}
        />
      </div>
      {/* Read out when a pick brings the list back with a problem (a live region). */}
      <div aria-live="polite" className="grid gap-1">
        {messages.dates ? (
          <p id={DATES_ERROR_ID} className="text-sm font-medium text-danger">
            {messages.dates}
          </p>
        ) : null}
        {messages.guests ? (
          <p id={GUESTS_ERROR_ID} className="text-sm font-medium text-danger">
            {messages.guests}
          </p>
        ) : null}
      </div>
    </ListFilterForm>
  );
}
