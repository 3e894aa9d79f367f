import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

const shapes = { default: "rounded-md", circle: "rounded-full" };

/**
 * Decorative placeholder; announce loading with <Spinner> or aria-busy on the container.
 * Size it with `className` (h-*, w-*); pick the radius with `shape`, not `className`.
 */
export function Skeleton({
  className,
  shape = "default",
  ...props
}: ComponentProps<"div"> & { shape?: keyof typeof shapes }) {
  return (
    <div
      aria-hidden
      className={cn(shapes[shape], "bg-line motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
