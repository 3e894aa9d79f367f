import { variants, type VariantProps } from "./variants";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

// Tinted variants keep text at >= 4.5:1 on their background. The base sets shape and size, each
// variant only colours (border colour, background, text colour), so they never clash.
// The base is one class, `badge` (app.css): a page shows dozens of badges.
export const badgeVariants = variants("badge", {
  variants: {
    variant: {
      default: "border-transparent bg-brand-600 text-white",
      secondary: "border-transparent bg-line text-ink",
      outline: "border-line-strong text-ink",
      success: "border-transparent bg-brand-50 text-brand-700",
      warning: "border-transparent bg-accent-500/10 text-accent-600",
      danger: "border-transparent bg-danger/10 text-danger",
      info: "border-transparent bg-info/10 text-info",
      // Over a picture the tints above show the picture through them (a 10 % tint on a
      // dark cover is unreadable): an opaque white chip reads on any image.
      onImageWarning: "border-transparent bg-white text-accent-600 shadow-sm",
      onImageDanger: "border-transparent bg-white text-danger shadow-sm",
    },
  },
  defaultVariants: { variant: "default" },
});

/** `className` is for layout only: no colour, padding, radius or font-size utilities. */
export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
