import { Star } from "lucide-react";
import { Link } from "react-router";
import { ResponsiveImage } from "~/components/responsive-image";
import { Badge } from "~/components/ui/badge";
import { formatNaira } from "~/lib/money";
import type { PropertyType, StayCard as StayCardData } from "./public-properties.server";
import { imageView, type ImageView } from "~/lib/media/responsive";
import { pick } from "~/lib/pick";
import { placeLine } from "~/lib/places";
import { stayCardCopy } from "./search-messages";

export const propertyTypeLabel: Record<PropertyType, string> = {
  apartment: "Apartment",
  hotel: "Hotel",
  room: "Room",
  studio: "Studio",
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function stayFacts(s: { maxGuests: number; bedrooms: number; beds: number; baths: number }) {
  return [
    plural(s.maxGuests, "guest"),
    plural(s.bedrooms, "bedroom"),
    plural(s.beds, "bed"),
    plural(s.baths, "bath"),
  ];
}

const STAY_CARD_FIELDS = [
  "id",
  "slug",
  "title",
  "propertyType",
  "city",
  "state",
  "basePricePerNight",
  "maxGuests",
  "bedrooms",
  "beds",
  "baths",
  "rating",
  "reviewCount",
  "datesTotal",
] as const;

/** What a card draws, and all a loader sends the browser for it (hydration data). */
export type StayCardView = Pick<StayCardData, (typeof STAY_CARD_FIELDS)[number]> & {
  photo: ImageView | null;
};

export const stayCardView = (s: StayCardData): StayCardView => ({
  ...pick(s, STAY_CARD_FIELDS),
  photo: imageView(s.photo),
});

export function StayCard({ stay, priority = false }: { stay: StayCardView; priority?: boolean }) {
  return (
    <li className="group card relative hover:ring-brand-600">
      <div className="relative">
        <ResponsiveImage image={stay.photo} alt="" aspect="aspect-[4/3]" priority={priority} />
        <div className="absolute left-3 top-3">
          <Badge variant="secondary">{propertyTypeLabel[stay.propertyType]}</Badge>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="line-clamp-2 font-semibold text-ink">
            <Link to={`/bookings/${stay.slug}`} className="after:absolute after:inset-0">
              {stay.title}
            </Link>
          </h3>
          {stay.rating != null ? (
            <span className="flex shrink-0 items-center gap-1 text-sm text-ink">
              <Star aria-hidden="true" className="size-3.5 fill-accent-500 text-accent-500" />
              {stay.rating.toFixed(1)}
              <span className="sr-only"> out of 5 from {stay.reviewCount} reviews</span>
            </span>
          ) : null}
        </div>
        <p className="text-sm text-muted">{placeLine(stay.city, stay.state)}</p>
        <p className="text-sm text-muted">{stayFacts(stay).slice(0, 2).join(" · ")}</p>
        <p className="mt-auto pt-2">
          <span className="font-semibold text-brand-700">
            {formatNaira(stay.basePricePerNight)}
          </span>
          <span className="text-sm text-muted"> / night</span>
        </p>
        {stay.datesTotal ? (
          <p className="text-sm text-ink">
            {stayCardCopy.datesTotal(formatNaira(stay.datesTotal.amount), stay.datesTotal.nights)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
