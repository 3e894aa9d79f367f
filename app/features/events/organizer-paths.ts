// Paths of the events dashboard's per-event pages. Client-safe.

export const attendeesCsvPath = (eventId: string) => `/events/dashboard/${eventId}/attendees.csv`;
/** The spec's file name (001 §9). */
export const attendeesCsvFile = (eventId: string) => `attendees-${eventId}.csv`;

/**
 * MERGE (ev-door, issue 14): each event's check-in and promo-code pages
 * (/events/dashboard/{eventId}/check-in, /promo-codes) are built by helper ev-door.
 * The dashboard links to them only once they exist (no dead links): set true when
 * those routes are merged.
 */
export const EV_DOOR_PAGES_EXIST = false;
