import { type ToastInput, toastStyles, toastTitle } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/**
 * The answer to the last form (a flash message) written into the page, so it is seen
 * without JavaScript: a toast needs scripts to appear at all. Once React runs the
 * toast takes over and this region goes away, so assistive technology hears the
 * message once (a live region's content at page load is not announced, the toast's
 * insertion is). Sticky, because a form's redirect may land on an anchor further down.
 */
export function FlashStatus({ flash }: { flash: ToastInput | null }) {
  const hydrated = useHydrated();
  if (!flash || hydrated) return null;
  const variant = flash.variant ?? "default";
  const title = toastTitle(variant, flash.title);
  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      data-flash-status={variant}
      className={cn("sticky top-0 z-40 border-b py-3 text-sm", toastStyles[variant])}
    >
      <div className="mx-auto max-w-6xl px-4 break-words">
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{flash.description}</p>
      </div>
    </div>
  );
}
