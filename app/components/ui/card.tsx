import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

// `className` adds layout (margins, grid placement…); it must not repeat a property the part
// already sets (border, background, padding, font size…): `cn` doesn't resolve conflicts.
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("rounded-card border border-line bg-white text-ink shadow-sm", className)}
      {...props}
    />
  );
}

/** `row`: title and a figure side by side, wrapping on a narrow screen. */
export function CardHeader({
  className,
  row = false,
  ...props
}: ComponentProps<"div"> & { row?: boolean }) {
  return (
    <div
      className={cn(
        row ? "flex flex-wrap items-start justify-between gap-x-4 gap-y-2" : "grid gap-1.5",
        "p-4 sm:p-6",
        className,
      )}
      {...props}
    />
  );
}

/** Renders a heading so screen-reader users can jump between cards; pick the level that fits. */
export function CardTitle({
  as: Tag = "h3",
  className,
  ...props
}: ComponentProps<"h3"> & { as?: "h2" | "h3" | "h4" | "div" }) {
  return <Tag className={cn("text-lg leading-tight font-semibold", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-4 pb-4 sm:px-6 sm:pb-6", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex items-center gap-2 px-4 pb-4 sm:px-6 sm:pb-6", className)}
      {...props}
    />
  );
}
