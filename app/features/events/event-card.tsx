import { Flame, MapPin } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { dateBadge, formatDateTime } from "~/lib/dates";
import { formatPriceRange } from "~/lib/money";
import type { EventCard as EventCardData } from "./public-events.server";
import { imageView, type ImageView } from "~/lib/media/responsive";
import { pick } from "~/lib/pick";
import { placeLine } from "~/lib/places";
import { cn } from "~/lib/utils";

const EVENT_CARD_FIELDS = [
  "id",
  "slug",
  "title",
  "city",
  "venueName",
  "startDatetime",
  "minPrice",
  "maxPrice",
  "soldOut",
  "isTrending",
] as const;

/** What a card draws, and all a loader sends the browser for it (hydration data). */
export type EventCardView = Pick<EventCardData, (typeof EVENT_CARD_FIELDS)[number]> & {
  coverImage: ImageView | null;
};

export const eventCardView = (e: EventCardData): EventCardView => ({
  ...pick(e, EVENT_CARD_FIELDS),
  coverImage: imageView(e.coverImage),
});

export function EventCard({
  event,
  priority = false,
  className,
}: {
  event: EventCardView;
  priority?: boolean;
  /** Layout only (a fixed width in a scrolling strip). */
  className?: string;
}) {
  const badge = dateBadge(event.startDatetime);
  const prices = [event.minPrice, event.maxPrice].filter((p): p is number => p != null);
  return (
    <li className={cn("group card relative hover:ring-brand-600", className)}>
      <div className="relative">
        <ResponsiveImage image={event.coverImage} alt="" priority={priority} />
        <div className="absolute left-3 top-3 rounded-md bg-white px-2 py-1 text-center leading-none shadow">
          <span className="block text-xs font-semibold uppercase text-danger">{badge.month}</span>
          <span className="block text-lg font-bold text-ink">{badge.day}</span>
        </div>
        <div className="absolute right-3 top-3 flex gap-1">
          {event.isTrending ? (
            <Badge variant="onImageWarning">
              <Flame aria-hidden="true" className="size-3" /> Trending
            </Badge>
          ) : null}
          {event.soldOut ? <Badge variant="onImageDanger">Sold out</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="line-clamp-2 font-semibold text-ink">
          <Link to={`/events/${event.slug}`} className="after:absolute after:inset-0">
            {event.title}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          <time dateTime={event.startDatetime}>{formatDateTime(event.startDatetime)}</time>
        </p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{placeLine(event.venueName, event.city)}</span>
        </p>
        {prices.length ? (
          <p className="mt-auto pt-2 font-semibold text-brand-700">{formatPriceRange(prices)}</p>
        ) : null}
      </div>
    </li>
  );
}
