import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useFetcher, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { searchCopy } from "~/lib/messages/listings";
import { ServerPart } from "~/lib/server-part";
import {
  PRICE_BAND_LABELS,
  PRICE_BANDS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchParams,
} from "./search-params";

type Submit = (form: HTMLFormElement) => void;

/** Calls `submit` once typing has paused for 300 ms (spec 000 §9). */
function useDebounced(submit: Submit) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form), SEARCH_DEBOUNCE_MS);
  };
}

function Fields({
  params,
  idPrefix,
  onType,
  onPick,
  filters,
}: {
  params: Partial<SearchParams>;
  idPrefix: string;
  onType: Submit;
  onPick: Submit;
  filters: boolean;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className="flex gap-2">
        <label htmlFor={id("q")} className="sr-only">
          Search events, products, stays and content
        </label>
        <Input
          id={id("q")}
          type="search"
          name="q"
          defaultValue={params.q ?? ""}
          placeholder="Search events, products, stays, content…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          onChange={(e) => onType(e.currentTarget.form!)}
        />
        <Button type="submit">
          <Search aria-hidden /> Search
        </Button>
      </div>
      {filters ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <div className="grid gap-1">
            <label htmlFor={id("type")} className="text-xs font-medium text-muted">
              Type
            </label>
            <NativeSelect
              id={id("type")}
              name="type"
              defaultValue={params.type ?? "all"}
              onChange={(e) => onPick(e.currentTarget.form!)}
            >
              {SEARCH_TYPES.map((t) => (
                <option key={t} value={t}>
                  {SEARCH_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <label htmlFor={id("sort")} className="text-xs font-medium text-muted">
              Sort by
            </label>
            <NativeSelect
              id={id("sort")}
              name="sort"
              defaultValue={params.sort ?? "relevance"}
              onChange={(e) => onPick(e.currentTarget.form!)}
            >
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SEARCH_SORT_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <label htmlFor={id("location")} className="text-xs font-medium text-muted">
              Location
            </label>
            <Input
              id={id("location")}
              name="location"
              defaultValue={params.location ?? ""}
              placeholder="e.g. Lagos"
              maxLength={60}
              onChange={(e) => onType(e.currentTarget.form!)}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor={id("price")} className="text-xs font-medium text-muted">
              Price
            </label>
            <NativeSelect
              id={id("price")}
              name="price"
              defaultValue={params.price ?? "any"}
              onChange={(e) => onPick(e.currentTarget.form!)}
            >
              {PRICE_BANDS.map((b) => (
                <option key={b} value={b}>
                  {PRICE_BAND_LABELS[b]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** The /search page's form: a plain GET form that, with JavaScript, searches as you type. */
export function SearchPageForm({ params }: { params: SearchParams }) {
  const submit = useSubmit();
  const go: Submit = (form) => submit(form, { replace: true, preventScrollReset: true });
  const typed = useDebounced(go);
  const formRef = useRef<HTMLFormElement>(null);
  // Back/forward changes the URL under the form: show what the results are for,
  // except in the field being typed in.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const name of ["q", "type", "sort", "location", "price"] as const) {
      const el = form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      if (el && el !== document.activeElement) el.value = String(params[name]);
    }
  }, [params]);
  return (
    <Form ref={formRef} method="get" action="/search" role="search" className="grid gap-3">
      <Fields params={params} idPrefix="search" onType={typed} onPick={go} filters />
    </Form>
  );
}

/** "Searching..." while the next results load. */
export function SearchingStatus({ busy }: { busy: boolean }) {
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-sm text-muted">
      {busy ? searchCopy.searching : ""}
    </p>
  );
}

export function useSearchPageBusy() {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === "/search";
}

/**
 * The home page's universal search: results appear under the box as you type (loaded
 * from /search without leaving the page); without JavaScript it opens /search.
 * The results are /search's server part (ADR 049): the fetched data carries their HTML,
 * drawn by the server, as a client navigation to /search does.
 */
export function HomeSearch() {
  const fetcher = useFetcher<{ params: SearchParams; parts: { results?: string } }>();
  const load: Submit = (form) => {
    const q = String(new FormData(form).get("q") ?? "").trim();
    // A blank query clears the results instead of searching (spec 000 §4).
    if (!q) fetcher.load("/search?clear=1");
    else fetcher.submit(form);
  };
  const typed = useDebounced(load);
  const data = fetcher.data;
  return (
    <div className="grid gap-3">
      <fetcher.Form method="get" action="/search" role="search" className="grid gap-3">
        <Fields params={{}} idPrefix="home-search" onType={typed} onPick={load} filters />
      </fetcher.Form>
      <SearchingStatus busy={fetcher.state !== "idle"} />
      {data && data.params.q ? (
        <ServerPart id="home-search-results" html={data.parts.results ?? ""} />
      ) : null}
    </div>
  );
}
