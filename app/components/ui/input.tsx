import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * Shared look for text-like controls; text-base stops iOS zooming in on focus. It sets no height
 * or horizontal padding: each control adds its own, so nothing clashes (`cn` doesn't resolve
 * Tailwind conflicts). Callers' `className` must not repeat a property set here or below.
 */
export const controlClass =
  "w-full min-w-0 rounded-md border border-line-strong bg-white text-base text-ink placeholder:text-muted focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-surface disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        controlClass,
        "h-10 px-3 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-ink",
        className,
      )}
      {...props}
    />
  );
}
