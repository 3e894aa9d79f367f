import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export function Spinner({
  label = "Loading…",
  className,
  ...props
}: ComponentProps<"span"> & { label?: string }) {
  return (
    <span
      role="status"
      className={cn("inline-flex items-center [&>svg]:size-5", className)}
      {...props}
    >
      <LoaderCircle aria-hidden className="animate-spin" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
