import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { DialogCloseButton, DialogOverlay, outsideHandler, type DismissProps } from "./dialog";

// Radix Dialog supplies the focus trap, Escape-to-close and focus return to the trigger.
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export {
  DialogHeader as SheetHeader,
  DialogFooter as SheetFooter,
  DialogTitle as SheetTitle,
  DialogDescription as SheetDescription,
} from "./dialog";

const sides = {
  left: "left-0 border-r motion-safe:animate-slide-in-left",
  right: "right-0 border-l motion-safe:animate-slide-in-right",
};

/** Width; the base caps it with max-w-sm. */
const sizes = {
  default: "w-4/5",
  sm: "w-72",
};

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  DismissProps & { side?: keyof typeof sides; size?: keyof typeof sizes };

/**
 * Set the width with `size`, not `className`: `cn` doesn't resolve Tailwind conflicts, so
 * `className` must not repeat a property the sheet sets (width, padding, background, border…).
 */
export function SheetContent({
  side = "right",
  size = "default",
  className,
  children,
  closeOnOutsideClick = true,
  showCloseButton = true,
  onInteractOutside,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        onInteractOutside={outsideHandler(closeOnOutsideClick, onInteractOutside)}
        className={cn(
          "fixed inset-y-0 z-50 flex h-dvh max-w-sm flex-col gap-4 overflow-y-auto border-line bg-white p-6 text-ink shadow-lg",
          sides[side],
          sizes[size],
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <DialogCloseButton />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
