// Upload limits of the event form, shared by the server's body guard (server/
// request-body.ts UPLOAD_RULES), the form's action and its help text. Client-safe.

import type { PagePath } from "~/lib/page-paths";

export const COVER_MAX_MB = 8;
export const COVER_MAX_BYTES = COVER_MAX_MB * 1024 * 1024;
/** The whole form with a cover at its largest, plus room for its text fields. */
export const EVENT_FORM_MAX_BYTES = COVER_MAX_BYTES + 256 * 1024;

/** The pages that post the event form (create, and each event's edit page). */
export const EVENT_FORM_PATHS = {
  create: ["/create", "/events/dashboard/create"],
  edit: "/events/dashboard/:eventId/edit",
} as const satisfies { create: readonly PagePath[]; edit: PagePath };

/** The optional reason given when cancelling an event (shown to ticket holders). */
export const CANCEL_REASON_MAX = 500;
