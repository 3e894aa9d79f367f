import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("content", "routes/content-list.tsx"),
  route("content/:slug", "routes/content-item.tsx"),
  route("events", "routes/events-list.tsx"),
  // The events dashboard (lib/reserved-paths.ts: never an event's slug). Each protected
  // area ends in a catch-all of its own, whose `handle.area` names the area's permission:
  // other paths under it answer 404 after the area's guard (not-found.server.ts).
  ...prefix("events/dashboard", [
    layout("routes/events-dashboard/layout.tsx", [
      index("routes/events-dashboard/index.tsx"),
      route("create", "routes/events-dashboard/create.tsx"),
      route("analytics", "routes/events-dashboard/analytics.tsx"),
      route(":eventId/edit", "routes/events-dashboard/edit.tsx"),
      route(":eventId/cancel", "routes/events-dashboard/cancel.tsx"),
    ]),
    route(":eventId/attendees.csv", "routes/events-dashboard/attendees-csv.tsx"),
    // The door's pages: their own frame (a phone at the door), their own guards.
    route(":eventId/promo-codes", "routes/events-dashboard-promo-codes.tsx"),
    route(":eventId/check-in", "routes/events-dashboard-check-in.tsx"),
    route("*", "routes/events-dashboard/not-found.tsx"),
  ]),
  route("events/waitlist", "routes/events-waitlist.tsx"),
  route("events/:slug", "routes/events-item.tsx"),
  route("events/:slug/checkout", "routes/events-checkout.tsx"),
  route("events/:slug/checkout/:token", "routes/events-checkout-order.tsx"),
  route("tickets/:accessToken", "routes/tickets-order.tsx"),
  // A stay booked signed out: its cancel step for whoever holds the e-mailed link (issue 32).
  route("trips/:accessToken/cancel", "routes/trips-cancel.tsx"),
  // A digital product's file by its signed link; a refused link's reason (issue 31).
  route("downloads/:token", "routes/downloads.tsx"),
  route("downloads/:token/refused", "routes/downloads-refused.tsx"),
  // A checkout's orders for whoever holds its e-mailed link (and the payment's return page).
  route("orders/:accessToken", "routes/orders-guest.tsx"),
  // A stay booked signed out, for whoever holds its e-mailed link (issue 32).
  route("trips/:accessToken", "routes/trips-guest.tsx"),
  route("events/:slug/calendar.ics", "routes/events-calendar.tsx"),
  route("calendars/:file", "routes/calendar-feed.tsx"),
  route("marketplace", "routes/marketplace-list.tsx"),
  route("marketplace/:slug", "routes/marketplace-item.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/marketplace-checkout.tsx"),
  // A buyer reviews what they received (issue 31): linked from the order pages.
  route("reviews/new", "routes/reviews-new.tsx"),
  route("bookings", "routes/bookings-list.tsx"),
  route("bookings/:slug", "routes/bookings-item.tsx"),
  route("search", "routes/search.tsx"),
  ...prefix("auth", [
    index("routes/auth/index.tsx"),
    route("sign-in", "routes/auth/sign-in.tsx"),
    route("sign-up", "routes/auth/sign-up.tsx"),
    route("forgot", "routes/auth/forgot.tsx"),
    route("reset", "routes/auth/reset.tsx"),
    route("verify", "routes/auth/verify.tsx"),
    route("google", "routes/auth/google.tsx"),
    route("sign-out", "routes/auth-sign-out.tsx"),
  ]),
  ...prefix("dashboard", [
    index("routes/dashboard/index.tsx"),
    layout("routes/dashboard/layout.tsx", [
      route("profile", "routes/dashboard/profile.tsx"),
      route("content", "routes/dashboard/content.tsx"),
      route("content/:contentId/edit", "routes/dashboard/content-edit.tsx"),
      route("content/:contentId/delete", "routes/dashboard/content-delete.tsx"),
      route("analytics", "routes/dashboard/analytics.tsx"),
      route("notifications", "routes/dashboard/notifications.tsx"),
      // The people one follows (issue 35).
      route("following", "routes/dashboard/following.tsx"),
      route("tickets", "routes/dashboard/tickets.tsx"),
      // Marketplace orders (issue 31): what the person bought, and what their store sold.
      route("orders", "routes/dashboard/orders.tsx"),
      route("orders/:orderId", "routes/dashboard/order.tsx"),
      route("sales", "routes/dashboard/sales.tsx"),
      route("sales/:orderId", "routes/dashboard/sale.tsx"),
      // Owners' listings (issue 15): list, edit, deactivate/reactivate, stock.
      route("products", "routes/dashboard/products.tsx"),
      route("products/:productId/edit", "routes/dashboard/product-edit.tsx"),
      route("store", "routes/dashboard/store.tsx"),
      // Reviews of what the person sells, with the seller's one reply (issue 31).
      route("reviews", "routes/dashboard/reviews.tsx"),
      // Fans' support (issue 35): every tip, its message, hide and show again.
      route("supporters", "routes/dashboard/supporters.tsx"),
      route("properties", "routes/dashboard/properties.tsx"),
      route("properties/:propertyId/edit", "routes/dashboard/property-edit.tsx"),
      route("properties/:propertyId/calendar", "routes/dashboard/property-calendar.tsx"),
      // Stays (issue 32): what the person booked, and their places' reservations.
      route("trips", "routes/dashboard/trips.tsx"),
      route("trips/:bookingId", "routes/dashboard/trip.tsx"),
      route("reservations", "routes/dashboard/reservations.tsx"),
      route("reservations/:bookingId", "routes/dashboard/reservation.tsx"),
      // Cancelling a stay (issue 32): the guest's trip, the host's reservation.
      route("trips/:bookingId/cancel", "routes/dashboard/trip-cancel.tsx"),
      route("reservations/:bookingId/cancel", "routes/dashboard/reservation-cancel.tsx"),
      route("ads", "routes/dashboard/ads.tsx"),
      route("ads/:adId/pay", "routes/dashboard/ads-pay.tsx"),
    ]),
    route("sales.csv", "routes/dashboard-sales-csv.tsx"),
    route("*", "routes/dashboard/not-found.tsx"),
  ]),
  // Create and Share: one page per tab (features/accounts/create-tabs.ts).
  ...prefix("create", [
    layout("routes/create/layout.tsx", [
      index("routes/create/event.tsx"),
      route("content", "routes/create/content.tsx"),
      route("product", "routes/create/product.tsx"),
      route("property", "routes/create/property.tsx"),
    ]),
    route("*", "routes/create/not-found.tsx"),
  ]),
  route("submit", "routes/submit.tsx"),
  route("onboarding", "routes/onboarding.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("api/link-clicks", "routes/api-link-clicks.tsx"),
  route("api/ads/impressions", "routes/api-ad-impressions.tsx"),
  route("api/content-views", "routes/api-content-views.tsx"),
  route("ads/:id/click", "routes/ad-click.tsx"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("dev/mailbox/:id", "routes/dev-mailbox-message.tsx"),
  route("payments", "routes/payments.tsx"),
  route("payments/receipts/:reference", "routes/payments-receipt.tsx"),
  // A seller's monthly statement (issue 33): printable page and CSV.
  route("payments/statements/:month.csv", "routes/payments-statement-csv.tsx"),
  route("payments/statements/:month", "routes/payments-statement.tsx"),
  route("payments/receipts/*", "routes/payments-receipts-not-found.tsx"),
  route("payments/statements/*", "routes/payments-statements-not-found.tsx"),
  ...prefix("admin", [
    index("routes/admin/index.tsx"),
    layout("routes/admin/layout.tsx", [
      route("overview", "routes/admin/overview.tsx"),
      route("moderation", "routes/admin/moderation.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("ads", "routes/admin/ads.tsx"),
      route("settings/ad-pricing", "routes/admin/ad-pricing.tsx"),
      route("analytics", "routes/admin/analytics.tsx"),
      route("inbox", "routes/admin/inbox.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("settings/email-templates", "routes/admin/mail-templates.tsx"),
      route("settings/email-templates/:name", "routes/admin/mail-template.tsx"),
      route("settings/notice-bar", "routes/admin/notice-bar.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("payouts", "routes/admin/payouts.tsx"),
    ]),
    route("preview/:type/:id", "routes/admin-preview.tsx"),
    route("newsletter.csv", "routes/admin-newsletter-csv.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  route("advertise", "routes/advertise.tsx"),
  route("advertise/pay/:token", "routes/advertise-pay.tsx"),
  route("donate", "routes/donate.tsx"),
  // Fans support a creator (issue 35): the form and Supporters; a message's actions.
  route("support/tips/:tipId", "routes/support-tip.tsx"),
  route("support/:username", "routes/support.tsx"),
  // The Follow button's action (issue 35): follow or unfollow, then back.
  route("follows", "routes/follows.tsx"),
  route("payments/result", "routes/payments-result.tsx"),
  route("payments/test-checkout/:reference", "routes/payments-test-checkout.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/policy.tsx", { id: "privacy-policy" }),
  route("terms-of-service", "routes/policy.tsx", { id: "terms-of-service" }),
  route("community-guidelines", "routes/policy.tsx", { id: "community-guidelines" }),
  route("cookie-policy", "routes/policy.tsx", { id: "cookie-policy" }),
  route("report-broken-link", "routes/report-broken-link.tsx"),
  route("report", "routes/report.tsx"),
  route("sitemap.xml", "routes/sitemap.tsx"),
  route("robots.txt", "routes/robots.tsx"),
  route("403", "routes/forbidden.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-explicit" }),
  // People's pages, /@username (issue 35): React Router cannot match a segment that only
  // starts with "@", so this takes every single segment no other route has and answers
  // the catch-all's 404 for those without "@" (server/unknown-paths.ts knows it too).
  route(":handle", "routes/profile-public.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
