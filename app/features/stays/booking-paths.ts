// Where a booking is followed: the guest's trip page and the host's reservation page.
// Client-safe; every mail, notification and redirect about a booking links through here.

/** The host's (or an admin's) page of one booking. */
export const reservationPath = (id: string) => `/dashboard/reservations/${id}`;

/** The signed-in guest's page of one trip, and the e-mailed link's page (token = credential). */
export const dashboardTripPath = (id: string) => `/dashboard/trips/${id}`;
export const linkTripPath = (accessToken: string) => `/trips/${encodeURIComponent(accessToken)}`;

/** The guest's page of one booking: their dashboard when they booked signed in, else the link. */
export const tripPath = (b: { id: string; guestId: string | null; accessToken: string }) =>
  b.guestId ? dashboardTripPath(b.id) : linkTripPath(b.accessToken);

/** The review form of a stay once checked out (the trip link's token for a guest). */
export const stayReviewPath = (bookingId: string, token?: string) =>
  `/reviews/new?${new URLSearchParams({ item: bookingId, kind: "property", ...(token ? { token } : {}) })}`;
