import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";
import { buttonVariants } from "./button";

export type PaginationItem = number | "ellipsis";

function clampPage(page: number, pageCount: number) {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
}

/**
 * Pages to show: first, last, and current±1, with "ellipsis" for gaps.
 * A gap of exactly one page shows that page instead, since "…" would take the same space.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount) || 0);
  if (count === 0) return [];
  const current = clampPage(page, count);
  const shown = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((p) => p >= 1 && p <= count)
    .sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let prev = 0;
  for (const p of shown) {
    if (p - prev === 2) items.push(prev + 1);
    else if (p - prev > 2) items.push("ellipsis");
    items.push(p);
    prev = p;
  }
  return items;
}

// `size: null` skips the button's own size classes, so these sizes don't clash with them.
const edgeClass = cn(buttonVariants({ variant: "ghost", size: null }), "h-10 px-3 text-sm");

function EdgeLink({ to, rel }: { to: string | null; rel: "prev" | "next" }) {
  const content =
    rel === "prev" ? (
      <>
        <ChevronLeft aria-hidden />
        Previous
      </>
    ) : (
      <>
        Next
        <ChevronRight aria-hidden />
      </>
    );
  return to === null ? (
    <span aria-disabled="true" className={edgeClass}>
      {content}
    </span>
  ) : (
    <Link to={to} rel={rel} className={edgeClass}>
      {content}
    </Link>
  );
}

/** Server-rendered link pagination; renders nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  className,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  const items = paginationItems(page, pageCount);
  if (items.length <= 1) return null;
  const count = Math.floor(pageCount);
  const current = clampPage(page, count);

  return (
    <nav aria-label="Pagination" className={cn("flex justify-center", className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <EdgeLink rel="prev" to={current > 1 ? hrefFor(current - 1) : null} />
        </li>
        {items.map((item, i) =>
          item === "ellipsis" ? (
            <li
              key={`ellipsis-${i}`}
              aria-hidden
              className="inline-flex size-10 items-center justify-center text-muted"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === current ? "page" : undefined}
                className={cn(
                  buttonVariants({ variant: item === current ? "default" : "ghost", size: null }),
                  "h-10 min-w-10 px-2 text-sm",
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <EdgeLink rel="next" to={current < count ? hrefFor(current + 1) : null} />
        </li>
      </ul>
    </nav>
  );
}
