import { FilterField, FilterForm } from "~/components/filter-form";
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
import { eventPageCopy as t } from "../messages";

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
        <FilterField id="events-category" label={t.categoryLabel}>
          <NativeSelect id="events-category" name="category" defaultValue={params.category}>
            <option value="">{t.anyCategory}</option>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
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
        <FilterField id="events-range" label={t.dateLabel}>
          <NativeSelect id="events-range" name="range" defaultValue={params.range}>
            {DATE_RANGES.map((r) => (
              <option key={r} value={r}>
                {DATE_RANGE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="events-min-price" label={t.minPriceLabel}>
          <Input
            id="events-min-price"
            type="number"
            name="minPrice"
            inputMode="numeric"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={PRICE_STEP}
            defaultValue={params.minPrice}
          />
        </FilterField>
        <FilterField id="events-max-price" label={t.maxPriceLabel}>
          <Input
            id="events-max-price"
            type="number"
            name="maxPrice"
            inputMode="numeric"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={PRICE_STEP}
            defaultValue={params.maxPrice}
            aria-describedby="events-max-price-hint"
          />
          <span id="events-max-price-hint" className="sr-only">
            {t.maxPriceHint}
          </span>
        </FilterField>
        <FilterField id="events-sort" label={t.sortLabel}>
          <NativeSelect id="events-sort" name="sort" defaultValue={params.sort}>
            {DISCOVERY_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
      </div>
    </FilterForm>
  );
}
