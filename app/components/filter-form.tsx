import { useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { FILTER_DEBOUNCE_MS, type FilterFieldValues } from "~/lib/list-filters";
import { cn } from "~/lib/utils";

/**
 * A public list's filters (/events, /content, /marketplace, /bookings): a plain GET form
 * to the list's own path, so it works before JavaScript (Apply sends it) and its URL can
 * be shared. Once JavaScript runs, a pick (select, checkbox) updates the list at once and
 * typing after a pause, through a client navigation to the short URL of the same filters
 * (`hrefFor`, the list's own reader and writer, so both paths land on one URL).
 */
export function FilterForm({
  action,
  label,
  values,
  hrefFor,
  applyLabel,
  clearLabel,
  className,
  children,
}: {
  /** The list's path: the form's target without JavaScript and the Clear link's. */
  action: string;
  /** The search landmark's name. */
  label: string;
  values: FilterFieldValues;
  /** The short URL (page 1) of what the form holds. */
  hrefFor: (query: URLSearchParams) => string;
  applyLabel: string;
  clearLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = () => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const query = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    void navigate(hrefFor(query), { replace: true, preventScrollReset: true });
  };

  // Back/forward changes the URL under the form: show what the list is for, except in
  // the field being typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, value] of Object.entries(values)) {
      const el = form.elements.namedItem(name);
      if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) continue;
      if (el === document.activeElement) continue;
      if (el instanceof HTMLInputElement && el.type === "checkbox") el.checked = value === true;
      else el.value = String(value);
    }
  }, [values]);

  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={cn("grid gap-3", className)}
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
      // Change events bubble here from every field: picks apply at once, typing
      // (text, search, number boxes) after a pause.
      onChange={(e) => {
        const field = e.target as EventTarget;
        const picked =
          field instanceof HTMLSelectElement ||
          (field instanceof HTMLInputElement &&
            (field.type === "checkbox" || field.type === "radio"));
        clearTimeout(timer.current);
        if (picked) go();
        else timer.current = setTimeout(go, FILTER_DEBOUNCE_MS);
      }}
    >
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{applyLabel}</Button>
        <Link to={action} className="text-sm font-medium text-brand-700 underline">
          {clearLabel}
        </Link>
      </div>
    </form>
  );
}

/** A labelled field of a filter form: the label above its control. */
export function FilterField({
  id,
  label,
  hideLabel = false,
  children,
}: {
  id: string;
  label: string;
  /** For a box whose placeholder says what it is (a search): the label is for screen readers. */
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-xs font-medium text-muted"}>
        {label}
      </label>
      {children}
    </div>
  );
}

type Option = string | { value: string; label: string };

/** A select of a filter form; `anyLabel` is the first option, the empty value (all). */
export function FilterSelect({
  id,
  label,
  name,
  value,
  anyLabel,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  anyLabel?: string;
  options: readonly Option[];
}) {
  return (
    <FilterField id={id} label={label}>
      <NativeSelect id={id} name={name} defaultValue={value}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => {
          const { value: v, label: text } = typeof o === "string" ? { value: o, label: o } : o;
          return (
            <option key={v} value={v}>
              {text}
            </option>
          );
        })}
      </NativeSelect>
    </FilterField>
  );
}

/** A whole-number box of a filter form (a price, guests); blank means no bound. */
export function FilterNumber({
  id,
  label,
  name,
  value,
  min,
  max,
  step = 1,
  hint,
  errorId,
}: {
  id: string;
  label: string;
  name: string;
  /** A number, or what was typed when it is not one the list takes (shown with its error). */
  value: number | string | null;
  min: number;
  max: number;
  step?: number;
  /** Said to screen readers after the label (e.g. what the top of a range means). */
  hint?: string;
  /** The id of the message saying why the value was not applied (marks the box invalid). */
  errorId?: string;
}) {
  const describedBy = [hint ? `${id}-hint` : "", errorId ?? ""].filter(Boolean).join(" ");
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        type="number"
        name={name}
        inputMode="numeric"
        min={min}
        max={max}
        step={step}
        defaultValue={value ?? ""}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="sr-only">
          {hint}
        </span>
      ) : null}
    </FilterField>
  );
}

/** A calendar date box of a filter form (YYYY-MM-DD; the browser's date picker). */
export function FilterDate({
  id,
  label,
  name,
  value,
  min,
  max,
  errorId,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  min?: string;
  max?: string;
  /** The id of the message saying why the dates were not applied (marks the box invalid). */
  errorId?: string;
}) {
  return (
    <FilterField id={id} label={label}>
      <Input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        min={min}
        max={max}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </FilterField>
  );
}

/** A free-text box of a filter form (a place, a search); applied after a pause in typing. */
export function FilterText({
  id,
  label,
  hideLabel,
  name,
  value,
  placeholder,
  maxLength,
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  name: string;
  value: string;
  placeholder?: string;
  maxLength: number;
}) {
  return (
    <FilterField id={id} label={label} hideLabel={hideLabel}>
      <Input
        id={id}
        type="search"
        name={name}
        defaultValue={value}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxLength}
      />
    </FilterField>
  );
}
