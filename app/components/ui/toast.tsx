import { CircleCheckBig, CircleX, X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { TOAST_LIMIT, toastDurations, toastTitles } from "~/lib/messages/toast-settings";
import { cn } from "~/lib/utils";

export type ToastVariant = "success" | "error" | "default";
export type ToastInput = { title?: string; description: string; variant?: ToastVariant };
export type Toast = { id: number; title?: string; description: string; variant: ToastVariant };

// ---------------------------------------------------------------------------
// Pure queue logic (unit tested)
// ---------------------------------------------------------------------------

export function toastDuration(variant: ToastVariant): number {
  return toastDurations[variant] ?? toastDurations.default;
}

/** Errors and successes fall back to the catalogue titles; plain toasts may have none. */
export function toastTitle(variant: ToastVariant, title?: string): string | undefined {
  if (title) return title;
  if (variant === "error") return toastTitles.error;
  if (variant === "success") return toastTitles.success;
  return undefined;
}

export function createToast(input: ToastInput, id: number): Toast {
  const variant = input.variant ?? "default";
  return { id, variant, title: toastTitle(variant, input.title), description: input.description };
}

const sameToast = (a: Toast, b: Toast) =>
  a.variant === b.variant && a.title === b.title && a.description === b.description;

/** Appends a toast unless an identical one is already queued (e.g. a double-submitted form). */
export function enqueueToast(queue: readonly Toast[], toast: Toast): readonly Toast[] {
  return queue.some((t) => sameToast(t, toast)) ? queue : [...queue, toast];
}

export function removeToast(queue: readonly Toast[], id: number): readonly Toast[] {
  return queue.some((t) => t.id === id) ? queue.filter((t) => t.id !== id) : queue;
}

/** Oldest first; the rest wait until a visible one is dismissed. */
export function visibleToasts(
  queue: readonly Toast[],
  limit: number = TOAST_LIMIT,
): readonly Toast[] {
  return queue.slice(0, Math.max(0, limit));
}

// ---------------------------------------------------------------------------
// Module-level store
// ---------------------------------------------------------------------------

const EMPTY: readonly Toast[] = [];
let queue: readonly Toast[] = EMPTY;
let nextId = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly Toast[]) {
  if (next === queue) return;
  queue = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; returns its id (or the id of an identical queued one). No-op (-1) on the server. */
export function toast(input: ToastInput): number {
  // On the server this module is shared by every request, so a queue would leak between users.
  if (typeof window === "undefined") return -1;
  const created = createToast(input, ++nextId);
  setQueue(enqueueToast(queue, created));
  return queue.find((t) => sameToast(t, created))?.id ?? created.id;
}

export function dismissToast(id: number) {
  setQueue(removeToast(queue, id));
}

// ---------------------------------------------------------------------------
// UI
// ---------------------------------------------------------------------------

// Remembers which `initial` arrays were queued so StrictMode's double effect doesn't repeat them.
const queuedInitial = new WeakSet<readonly ToastInput[]>();

/** Render once in the root layout. `initial`: flash toasts from the server, shown after hydration. */
export function Toaster({ initial }: { initial?: readonly ToastInput[] }) {
  const all = useSyncExternalStore(
    subscribe,
    () => queue,
    () => EMPTY,
  );

  useEffect(() => {
    if (!initial || queuedInitial.has(initial)) return;
    queuedInitial.add(initial);
    for (const input of initial) toast(input);
  }, [initial]);

  const visible = visibleToasts(all);
  const errors = visible.filter((t) => t.variant === "error");
  const others = visible.filter((t) => t.variant !== "error");

  // Both live regions exist from the first render so additions are announced.
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-100 flex flex-col p-4 pt-[max(1rem,env(safe-area-inset-top))] sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-96 sm:pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      <ol aria-live="assertive" className="flex flex-col gap-2">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
      <ol
        aria-live="polite"
        className={cn("flex flex-col gap-2", errors.length > 0 && others.length > 0 && "mt-2")}
      >
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}

/** Colours per variant, shared with the no-JavaScript flash region (flash-status.tsx). */
export const toastStyles = {
  error: "border-danger bg-danger text-white",
  success: "border-success bg-success text-white",
  default: "border-line bg-white text-ink",
};

function ToastItem({ toast: t }: { toast: Toast }) {
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
