import { CalendarDays, MapPin } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { formatDate } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import type { SearchResult } from "./search.server";
import { searchCopy } from "~/lib/messages/listings";
import { imageView, type ImageView } from "~/lib/media/responsive";

const TYPE_BADGE: Record<SearchResult["type"], string> = {
  event: "Event",
  product: "Product",
  property: "Stay",
  content: "Content",
};

/** A result as the browser gets it: its picture without the variants' keys (hydration data). */
export type SearchResultView = Omit<SearchResult, "image"> & { image: ImageView | null };

export const searchResultView = (r: SearchResult): SearchResultView => ({
  ...r,
  image: imageView(r.image),
});

/** Spec 000 §2: image, title, description, type badge, location, price, date, 3 tags + '+N more'. */
export function SearchResultCard({ result }: { result: SearchResultView }) {
  const shown = result.tags.slice(0, 3);
  const more = result.tags.length - shown.length;
  return (
    <li className="group relative flex gap-3 rounded-card bg-white p-3 shadow-sm ring-1 ring-line hover:ring-brand-600">
      <ResponsiveImage
        image={result.image}
        alt=""
        preset="thumb"
        aspect="aspect-square"
        className="w-24 shrink-0 rounded-md object-cover sm:w-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="info">{TYPE_BADGE[result.type]}</Badge>
          {result.price !== null ? (
            <span className="text-sm font-semibold text-brand-700">
              {result.price === 0 ? searchCopy.card.free : formatNaira(result.price)}
              {result.type === "property" ? "/night" : ""}
            </span>
          ) : null}
        </div>
        <h3 className="line-clamp-2 font-semibold text-ink">
          <Link to={result.href} className="after:absolute after:inset-0">
            {result.title}
          </Link>
        </h3>
        {result.description ? (
          <p className="line-clamp-2 text-sm text-muted">{result.description}</p>
        ) : null}
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
          {result.location ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-3.5" />
              {result.location}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden className="size-3.5" />
            <time dateTime={result.date}>{formatDate(result.date)}</time>
          </span>
        </p>
        {shown.length ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {shown.map((t) => (
              <li key={t}>
                <Badge variant="secondary">{t}</Badge>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <Badge variant="outline">{searchCopy.card.moreTags(more)}</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
