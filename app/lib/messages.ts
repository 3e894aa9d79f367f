/**
 * The shared core of the catalogue of user-facing text (spec 000 §5, §6, §8, §9).
 *
 * Pure TypeScript with no React, so loaders, actions, server code and components all
 * read the same strings. Texts quoted in the spec are copied verbatim (including the
 * pidgin wording and punctuation); texts the spec leaves out are written in the same
 * Nigerian-pidgin-flavoured English: short, friendly, and clear about what to do next.
 *
 * Here: the text shapes, the error kinds and the general error handler (000 §8), the
 * confirm dialogs, the copy version. Every other text has one home in a small module,
 * so a page loads only the texts it uses (a bundler keeps a module whole, with every
 * export any page uses; ADRs 016 and 018):
 * - `lib/messages/`: `toast-settings.ts`, `validation.ts` (form texts), `shell.ts`
 *   (site chrome), `error-pages.ts` (not-found/error/403 pages, the general errors and
 *   successes), `listings.ts` (empty states, search copy).
 * - `features/<area>/messages.ts`: one area's texts (its errors, successes, toasts, page
 *   copy), e.g. `features/accounts/messages.ts`.
 */
import { FALLBACK_MESSAGE, generalErrors } from "./messages/error-pages";
import { toastTitles } from "./messages/toast-settings";

/** Every toast-like text has this shape; `title` is the toast heading. */
export type Message = { title: string; message: string };
export type Confirmation = {
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
};
export type EmptyState = { title: string; description: string };

/** Copy library version and date (000 §9). */
export const COPY_VERSION = "1.0.0";
export const COPY_DATE = "2024-03-01";

// ---------------------------------------------------------------------------
// Error catalogue (000 §8)
// ---------------------------------------------------------------------------

export const ERROR_KINDS = [
  "network",
  "server",
  "validation",
  "unauthorized",
  "forbidden",
  "notFound",
  "timeout",
  "fileSize",
  "fileType",
  "rateLimited",
  "unknown",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The kinds `errorKindFromMessage` can produce (a subset of ErrorKind). */
export type MappedErrorKind = Extract<
  ErrorKind,
  | "network"
  | "unauthorized"
  | "forbidden"
  | "notFound"
  | "timeout"
  | "fileSize"
  | "fileType"
  | "unknown"
>;

const E = toastTitles.error;

/**
 * Map an error's text to a kind (000 §8 table), case-insensitive, first match wins
 * in the table's order.
 */
export function errorKindFromMessage(text: string): MappedErrorKind {
  const t = (text || "").toLowerCase();
  if (t.includes("network") || t.includes("fetch")) return "network";
  if (t.includes("unauthorized") || t.includes("401")) return "unauthorized";
  if (t.includes("forbidden") || t.includes("403")) return "forbidden";
  if (t.includes("not found") || t.includes("404")) return "notFound";
  if (t.includes("timeout")) return "timeout";
  if (t.includes("file") && t.includes("size")) return "fileSize";
  if (t.includes("file") && t.includes("type")) return "fileType";
  return "unknown";
}

function isErrorKind(kind: string): kind is ErrorKind {
  return Object.hasOwn(generalErrors, kind);
}

/** The general message text for a kind; FALLBACK_MESSAGE for anything unknown. */
export function messageForError(kind: ErrorKind | (string & {})): string {
  return isErrorKind(kind) ? generalErrors[kind].message || FALLBACK_MESSAGE : FALLBACK_MESSAGE;
}

/** The general `{ title, message }` for a kind, with the fallback for unknown kinds. */
export function errorFor(kind: ErrorKind | (string & {})): Message {
  return isErrorKind(kind) ? generalErrors[kind] : { title: E, message: FALLBACK_MESSAGE };
}

/** The "general error handler": any thrown value -> a catalogue message (never raw text). */
export function errorFromException(error: unknown): Message {
  const text = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return errorFor(errorKindFromMessage(text));
}

/**
 * A toast whose message is replaced by `detail` when there is one, for the spec's
 * "title with the error message" toasts (e.g. `withDetail(eventToasts.createFailed, msg)`).
 */
export function withDetail(toast: Message, detail?: string | null): Message {
  const d = detail?.trim();
  return d ? { title: toast.title, message: d } : toast;
}

// ---------------------------------------------------------------------------
// Confirmation dialogs (000 §8)
// ---------------------------------------------------------------------------

export const confirmations = {
  delete: {
    title: "Delete this item?",
    description: "Once you delete am, e no fit come back.",
    confirmLabel: "Delete",
    cancelLabel: "Keep it",
  },
  cancel: {
    title: "Cancel this?",
    description: "You sure say you wan cancel? You no fit undo am.",
    confirmLabel: "Yes, cancel",
    cancelLabel: "No, go back",
  },
  leavePage: {
    title: "Leave this page?",
    description: "You get changes wey you never save. If you leave now, dem go lost.",
    confirmLabel: "Leave page",
    cancelLabel: "Stay here",
  },
  signOut: {
    title: "Sign out?",
    description: "You sure say you wan sign out?",
    confirmLabel: "Sign out",
    cancelLabel: "Stay signed in",
  },
  publish: {
    title: "Publish now?",
    description: "Once e go live, everybody go fit see am.",
    confirmLabel: "Publish",
    cancelLabel: "Not yet",
  },
  /** `amount` is already formatted, e.g. "₦12,500" (one formatter, DECISIONS: Money). */
  payment: (amount: string): Confirmation => ({
    title: "Confirm payment",
    description: `You wan pay ${amount}. Make we continue?`,
    confirmLabel: "Pay now",
    cancelLabel: "Cancel",
  }),
  // Admin Ads tab (001 §8).
  deleteAdvertisement: {
    title: "Delete advertisement?",
    description: "Are you sure you want to delete this advertisement?",
    confirmLabel: "Delete",
    cancelLabel: "Cancel",
  },
} satisfies Record<string, Confirmation | ((amount: string) => Confirmation)>;
