import { FilterDate, FilterNumber, FilterSelect, FilterText } from "~/components/filter-form";
import { filterFieldsOf, FilterPriceRange, ListFilterForm } from "~/components/list-filter-form";
import { listFilterCopy as t } from "~/lib/messages/list-filters";
import { PROPERTY_TYPES } from "../catalog";
import { staySearchProblems } from "../messages";
import { propertyTypeLabel } from "../stay-card";
import { addDays, BOOKING_HORIZON_DAYS } from "../stay-dates";
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
 * `today` is Lagos's date the loader read the dates against: the date boxes offer from
 * it to the booking horizon. Dates or guests the list could not apply say why here.
 */
export function StayFiltersForm({ filters, today }: { filters: StayFilters; today: string }) {
  const b = t.bookings;
  const field = filterFieldsOf("stays", filters);
  const { dates: datesProblem, guests: guestsProblem } = filters.problems;
  const datesError = datesProblem ? DATES_ERROR_ID : undefined;
  const guestsError = guestsProblem ? GUESTS_ERROR_ID : undefined;
  const lastDay = addDays(today, BOOKING_HORIZON_DAYS);
  return (
    <ListFilterForm
      action="/bookings"
      label={b.heading}
      filters={filters}
      read={(query) => readStayFilters(query, today)}
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
            min={today}
            max={lastDay}
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
        {datesProblem ? (
          <p id={DATES_ERROR_ID} className="text-sm font-medium text-danger">
            {staySearchProblems[datesProblem]} {staySearchProblems.anyDates}
          </p>
        ) : null}
        {guestsProblem ? (
          <p id={GUESTS_ERROR_ID} className="text-sm font-medium text-danger">
            {staySearchProblems.guests}
          </p>
        ) : null}
      </div>
    </ListFilterForm>
  );
}
