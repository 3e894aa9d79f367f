import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("content", "routes/content-list.tsx"),
  route("content/:slug", "routes/content-item.tsx"),
  route("events", "routes/events-list.tsx"),
  route("events/:slug", "routes/events-item.tsx"),
  route("marketplace", "routes/marketplace-list.tsx"),
  route("marketplace/:slug", "routes/marketplace-item.tsx"),
  route("bookings", "routes/bookings-list.tsx"),
  route("bookings/:slug", "routes/bookings-item.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth-sign-out.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter-unsubscribe.tsx"),
  route("api/link-clicks", "routes/api-link-clicks.tsx"),
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("dev/mailbox/:id", "routes/dev-mailbox-message.tsx"),
  route("403", "routes/forbidden.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-explicit" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
