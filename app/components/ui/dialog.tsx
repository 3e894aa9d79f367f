import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export function DialogOverlay({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn("fixed inset-0 z-50 bg-black/50 motion-safe:animate-fade-in", className)}
      {...props}
    />
  );
}

export type DismissProps = {
  /** false keeps it open on outside click/tap (e.g. unsaved form); Escape still closes. */
  closeOnOutsideClick?: boolean;
  showCloseButton?: boolean;
};

/** Composes Radix's onInteractOutside with closeOnOutsideClick. */
export function outsideHandler(
  closeOnOutsideClick: boolean,
  onInteractOutside: DialogPrimitive.DialogContentProps["onInteractOutside"],
): DialogPrimitive.DialogContentProps["onInteractOutside"] {
  return (event) => {
    onInteractOutside?.(event);
    if (!closeOnOutsideClick) event.preventDefault();
  };
}

export function DialogCloseButton({ className }: { className?: string }) {
  return (
    <DialogPrimitive.Close
      className={cn(
        "absolute top-3 right-3 rounded-md p-2 text-muted hover:bg-surface hover:text-ink",
        className,
      )}
    >
      <X aria-hidden className="size-5" />
      <span className="sr-only">Close</span>
    </DialogPrimitive.Close>
  );
}

/** Maximum width of the dialog box. */
const dialogSizes = {
  sm: "max-w-sm",
  default: "max-w-lg",
  lg: "max-w-2xl",
};

/**
 * Set the width with `size`, not `className`: `cn` doesn't resolve Tailwind conflicts, so
 * `className` must not repeat a property the dialog sets (max width, padding, gap, background…).
 */
export function DialogContent({
  size = "default",
  className,
  children,
  closeOnOutsideClick = true,
  showCloseButton = true,
  onInteractOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> &
  DismissProps & { size?: keyof typeof dialogSizes }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        onInteractOutside={outsideHandler(closeOnOutsideClick, onInteractOutside)}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-card border border-line bg-white p-6 text-ink shadow-lg motion-safe:animate-fade-in",
          dialogSizes[size],
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && <DialogCloseButton />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("grid gap-1.5 pr-8 text-left", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn("text-lg leading-tight font-semibold", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted", className)} {...props} />;
}
