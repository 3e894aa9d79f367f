import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "~/lib/utils";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-surface p-1",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        // Negative offset: the list scrolls horizontally and would clip an outer outline.
        "inline-flex h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted hover:text-ink focus-visible:-outline-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-4", className)} {...props} />;
}

export type LinkTabItem = { to: string; label: string; active?: boolean };

/** Tab-looking navigation made of links: works without JavaScript. */
export function LinkTabs({
  items,
  className,
  preventScrollReset = true,
  "aria-label": ariaLabel,
}: {
  items: LinkTabItem[];
  "aria-label": string;
  className?: string;
  /** Keep the scroll position when switching tabs (React Router). */
  preventScrollReset?: boolean;
}) {
  return (
    // min-w-0: as a grid or flex item the row would otherwise widen its column to all
    // its tabs, and the page with it; this way the tabs scroll inside their own box.
    // On a phone they wrap instead: a scrolling row cut the current tab off at the edge
    // ("Payment Analytics", issue 30), and only a script could scroll it into view.
    <nav aria-label={ariaLabel} className={cn("min-w-0 border-b border-line", className)}>
      <ul className="-mb-px flex gap-1 overflow-x-auto max-sm:flex-wrap">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
            <Link
              to={item.to}
              preventScrollReset={preventScrollReset}
              aria-current={item.active ? "page" : undefined}
              className="inline-flex h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted hover:border-line-strong hover:text-ink focus-visible:-outline-offset-2 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
