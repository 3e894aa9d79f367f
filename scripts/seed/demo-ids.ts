// Fixed ids of demo rows that people (and browser tests) open by address. No imports:
// the browser tests read this file.

/**
 * organizer@example.com's upcoming event with sold tickets and promo codes, to try the
 * door by hand: /events/dashboard/{DEMO_DOOR_EVENT_ID}/check-in.
 */
export const DEMO_DOOR_EVENT_ID = "d0000000-0000-4000-8000-00000000d00a";

/** The payment link of the seeded approved, unpaid campaign: /advertise/pay/<this>. */
export const DEMO_AD_PAY_TOKEN = "demo-ad-payment-link-0001";

/** The guest's seeded marketplace checkout (guest.buyer@example.com): /orders/<this>. */
export const DEMO_GUEST_ORDER_TOKEN = "demo-guest-order-link-0001";

/** viewer@'s seeded stay request, as its e-mailed trip link: /trips/<this>. */
export const DEMO_TRIP_TOKEN = "demo-trip-link-0001";
