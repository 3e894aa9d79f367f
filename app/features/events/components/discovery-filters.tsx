import { useEffect, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { EVENT_CATEGORIES } from "../catalog";
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  DISCOVERY_DEBOUNCE_MS,
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

const labelClass = "text-xs font-medium text-muted";

/**
 * The Discover tab's filters: a plain GET form to /events (works without JavaScript;
 * Apply sends it). Once JavaScript runs, a pick updates the list at once and typing
 * after a pause, through a client navigation to the short URL of the same filters.
 */
export function DiscoveryFilters({ params }: { params: DiscoveryParams }) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = () => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    const next = readDiscoveryParams(new URL(`/events?${query}`, window.location.origin));
    navigate(discoveryHref({ ...next, page: 1 }), { replace: true, preventScrollReset: true });
  };
  const typed = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(go, DISCOVERY_DEBOUNCE_MS);
  };

  // Back/forward changes the URL under the form: show what the list is for, except in
  // the field being typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string> = {
      q: params.q,
      category: params.category,
      state: params.state,
      range: params.range,
      minPrice: String(params.minPrice),
      maxPrice: String(params.maxPrice),
      sort: params.sort,
    };
    for (const [name, value] of Object.entries(values)) {
      const el = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (el && el !== document.activeElement) el.value = value;
    }
  }, [params]);

  return (
    <Form
      ref={formRef}
      method="get"
      action="/events"
      role="search"
      aria-label={t.filtersHeading}
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
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
          onChange={typed}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-6">
        <div className="grid gap-1">
          <label htmlFor="events-category" className={labelClass}>
            {t.categoryLabel}
          </label>
          <NativeSelect
            id="events-category"
            name="category"
            defaultValue={params.category}
            onChange={go}
          >
            <option value="">{t.anyCategory}</option>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor="events-state" className={labelClass}>
            {t.stateLabel}
          </label>
          <NativeSelect id="events-state" name="state" defaultValue={params.state} onChange={go}>
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
        </div>
        <div className="grid gap-1">
          <label htmlFor="events-range" className={labelClass}>
            {t.dateLabel}
          </label>
          <NativeSelect id="events-range" name="range" defaultValue={params.range} onChange={go}>
            {DATE_RANGES.map((r) => (
              <option key={r} value={r}>
                {DATE_RANGE_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor="events-min-price" className={labelClass}>
            {t.minPriceLabel}
          </label>
          <Input
            id="events-min-price"
            type="number"
            name="minPrice"
            inputMode="numeric"
            min={PRICE_MIN}
            max={PRICE_MAX}
            step={PRICE_STEP}
            defaultValue={params.minPrice}
            onChange={typed}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="events-max-price" className={labelClass}>
            {t.maxPriceLabel}
          </label>
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
            onChange={typed}
          />
          <span id="events-max-price-hint" className="sr-only">
            {t.maxPriceHint}
          </span>
        </div>
        <div className="grid gap-1">
          <label htmlFor="events-sort" className={labelClass}>
            {t.sortLabel}
          </label>
          <NativeSelect id="events-sort" name="sort" defaultValue={params.sort} onChange={go}>
            {DISCOVERY_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{t.apply}</Button>
        <Link to="/events" className="text-sm font-medium text-brand-700 underline">
          {t.clear}
        </Link>
      </div>
    </Form>
  );
}
