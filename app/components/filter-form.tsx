import { useEffect, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
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
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      {children}
    </div>
  );
}
