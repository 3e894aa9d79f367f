import { CircleCheckBig, CircleX, X } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "~/lib/utils";
import { dismissToast, toastDuration, toastStyles, type Toast } from "./toast";

/** One toast of the Toaster (toast.tsx), loaded with the first toast a page shows. */
export default function ToastItem({ toast: t }: { toast: Toast }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  // Pausing while hovered/focused gives people time to read (WCAG 2.2.1); the timer restarts after.
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(t.id), toastDuration(t.variant));
    return () => clearTimeout(timer);
  }, [t.id, t.variant, paused]);

  const coloured = t.variant !== "default";
  const Icon = t.variant === "error" ? CircleX : t.variant === "success" ? CircleCheckBig : null;

  return (
    <li
      className={cn(
        "pointer-events-auto flex items-start gap-3 rounded-card border p-4 text-sm shadow-lg motion-safe:animate-fade-in",
        toastStyles[t.variant],
      )}
      // Touch taps emit mouse-ish pointer events with no matching leave; only real mice pause.
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={(e) => e.key === "Escape" && dismissToast(t.id)}
    >
      {Icon && <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />}
      <div className="min-w-0 flex-1 break-words">
        {t.title && <p className="font-semibold">{t.title}</p>}
        <p>{t.description}</p>
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => dismissToast(t.id)}
        className={cn(
          "-m-1 shrink-0 rounded-md p-1",
          coloured
            ? "hover:bg-white/15 focus-visible:outline-white"
            : "text-muted hover:bg-surface hover:text-ink",
        )}
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
