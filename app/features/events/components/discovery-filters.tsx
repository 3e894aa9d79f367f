import { FilterField, FilterForm, FilterNumber, FilterSelect } from "~/components/filter-form";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { EVENT_CATEGORIES } from "../catalog";
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  DISCOVERY_SORTS,
  discoveryHref,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  QUERY_MAX_LENGTH,
  readDiscoveryParams,
  SORT_LABELS,
  STATE_OPTIONS,
  stateLabel,
  type DiscoveryParams,
} from "../discovery";
import { eventFiltersCopy as t } from "../messages";

const RANGE_OPTIONS = DATE_RANGES.map((value) => ({ value, label: DATE_RANGE_LABELS[value] }));
const SORT_OPTIONS = DISCOVERY_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * The Discover tab's filters (FilterForm: a GET form to /events without JavaScript,
 * instant with it).
 */
export function DiscoveryFilters({ params }: { params: DiscoveryParams }) {
  return (
    <FilterForm
      action="/events"
      label={t.filtersHeading}
      values={{
        q: params.q,
        category: params.category,
        state: params.state,
        range: params.range,
        minPrice: params.minPrice,
        maxPrice: params.maxPrice,
        sort: params.sort,
      }}
      hrefFor={(query) =>
        discoveryHref({
          ...readDiscoveryParams(new URL(`/events?${query}`, window.location.origin)),
          page: 1,
        })
      }
      applyLabel={t.apply}
      clearLabel={t.clear}
    >
      <div className="flex gap-2">
        <label htmlFor="events-q" className="sr-only">
          {t.searchLabel}
        </label>
        <Input
          id="events-q"
          type="search"
          name="q"
          defaultValue={params.q}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={QUERY_MAX_LENGTH}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-6">
        <FilterSelect
          id="events-category"
          label={t.categoryLabel}
          name="category"
          value={params.category}
          anyLabel={t.anyCategory}
          options={EVENT_CATEGORIES}
        />
        <FilterField id="events-state" label={t.stateLabel}>
          <NativeSelect id="events-state" name="state" defaultValue={params.state}>
            <option value="">{t.anyState}</option>
            <optgroup label={t.popularStates}>
              {STATE_OPTIONS.popular.map((s) => (
                <option key={s} value={s}>
                  {stateLabel(s)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t.otherStates}>
              {STATE_OPTIONS.others.map((s) => (
                <option key={s} value={s}>
                  {stateLabel(s)}
                </option>
              ))}
            </optgroup>
          </NativeSelect>
        </FilterField>
        <FilterSelect
          id="events-range"
          label={t.dateLabel}
          name="range"
          value={params.range}
          options={RANGE_OPTIONS}
        />
        <FilterNumber
          id="events-min-price"
          label={t.minPriceLabel}
          name="minPrice"
          value={params.minPrice}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
        />
        <FilterNumber
          id="events-max-price"
          label={t.maxPriceLabel}
          name="maxPrice"
          value={params.maxPrice}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          hint={t.maxPriceHint}
        />
        <FilterSelect
          id="events-sort"
          label={t.sortLabel}
          name="sort"
          value={params.sort}
          options={SORT_OPTIONS}
        />
      </div>
    </FilterForm>
  );
}
