// Paths of the events dashboard's per-event pages. Client-safe.

export const attendeesCsvPath = (eventId: string) => `/events/dashboard/${eventId}/attendees.csv`;
/** The spec's file name (001 §9). */
export const attendeesCsvFile = (eventId: string) => `attendees-${eventId}.csv`;
export const editEventPath = (eventId: string) => `/events/dashboard/${eventId}/edit`;
export const checkInPath = (eventId: string) => `/events/dashboard/${eventId}/check-in`;
export const promoCodesPath = (eventId: string) => `/events/dashboard/${eventId}/promo-codes`;
