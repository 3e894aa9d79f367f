import { Star } from "lucide-react";
import { cn } from "~/lib/utils";
import { reviewCopy } from "../messages";

/** A rating as five stars, read out as "Rated 4 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span
      role="img"
      aria-label={reviewCopy.ratedLabel(rating)}
      className={cn("inline-flex", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            "size-4",
            n <= full ? "fill-accent-500 text-accent-500" : "fill-none text-line-strong",
          )}
        />
      ))}
    </span>
  );
}
