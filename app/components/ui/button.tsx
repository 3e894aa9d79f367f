import { Slot } from "./slot";
import { variants, type VariantProps } from "./variants";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

/**
 * The base, `variant` and `size` class lists are disjoint: no two of them set the same CSS
 * property, because `cn` does not resolve Tailwind conflicts (see ~/lib/utils). Colours live
 * in `variant`; height, padding and font size live in `size`.
 */
export const buttonVariants = variants(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-600 text-white hover:bg-brand-700",
        secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100",
        outline: "border border-line-strong bg-white text-ink hover:bg-surface",
        ghost: "text-ink hover:bg-surface",
        destructive: "bg-danger text-white hover:bg-danger/90 focus-visible:outline-danger",
        link: "text-brand-700 underline underline-offset-4 hover:text-brand-800",
        /** For dark or brand-coloured backgrounds, e.g. the home page hero. */
        inverse: "bg-white text-brand-800 hover:bg-brand-50",
        inverseOutline: "border border-white bg-transparent text-white hover:bg-white/10",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        default: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

/**
 * `className` is for layout only (margins, flex/grid placement, responsive `hidden`): never pass
 * colour, border, height, padding, radius or font-size utilities, which would clash with the
 * variant's; add a variant or size instead.
 */
export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
