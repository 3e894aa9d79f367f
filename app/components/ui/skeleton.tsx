import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/** Decorative placeholder; announce loading with <Spinner> or aria-busy on the container. */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden
      className={cn("rounded-md bg-line motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
