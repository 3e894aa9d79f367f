import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import * as adminPreview from "~/routes/admin-preview";
import * as dashboardAnalytics from "~/routes/dashboard/analytics";
import * as dashboardContent from "~/routes/dashboard/content";
import * as dashboardIndex from "~/routes/dashboard/index";
import * as dashboardSupporters from "~/routes/dashboard/supporters";
import * as dashboardLayout from "~/routes/dashboard/layout";
import * as dashboardProfile from "~/routes/dashboard/profile";
import * as dashboardNotifications from "~/routes/dashboard/notifications";
import * as dashboardFollowing from "~/routes/dashboard/following";
import * as createEvent from "~/routes/create/event";
import * as createLayout from "~/routes/create/layout";
import * as createContentTab from "~/routes/create/content";
import * as submitPage from "~/routes/submit";
import * as eventsDashboardAnalytics from "~/routes/events-dashboard/analytics";
import * as eventsDashboardCreate from "~/routes/events-dashboard/create";
import * as eventsDashboardIndex from "~/routes/events-dashboard/index";
import * as eventsDashboardLayout from "~/routes/events-dashboard/layout";
import * as dashboardTickets from "~/routes/dashboard/tickets";
import * as dashboardOrders from "~/routes/dashboard/orders";
import * as dashboardSales from "~/routes/dashboard/sales";
import * as dashboardAds from "~/routes/dashboard/ads";
import * as dashboardTrips from "~/routes/dashboard/trips";
import * as dashboardTrip from "~/routes/dashboard/trip";
import * as dashboardReservations from "~/routes/dashboard/reservations";
import * as dashboardReservation from "~/routes/dashboard/reservation";
import * as dashboardAdPay from "~/routes/dashboard/ads-pay";
import * as adminAds from "~/routes/admin/ads";
import * as adminAdPricing from "~/routes/admin/ad-pricing";
import * as eventCheckIn from "~/routes/events-dashboard-check-in";
import * as eventPromoCodes from "~/routes/events-dashboard-promo-codes";
import * as onboarding from "~/routes/onboarding";
import * as report from "~/routes/report";
import { createEventWithTickets } from "../../../scripts/seed/factories/events";
import { createUser } from "../../../scripts/seed/factories/users";
import { outcomeOf, sessionsForEveryRole } from "../../../tests/support/sessions";
import { can, type Permission } from "./permissions";
import { ROLES, type Role } from "./roles";

// The real route modules behind the signed-in areas × anonymous and every role: the
// server decides, so a crafted request gets 401/403 or a redirect, never the page or a
// change. (/admin has its own, deeper test in admin-actions.integration.test.ts.)
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;

beforeAll(async () => {
  sessions = await sessionsForEveryRole(await getDb(), "routes");
});

function request(role: Role | null, method: string, path: string) {
  return new Request(`http://localhost${path}`, {
    method,
    headers: new Headers(role ? { Cookie: sessions.get(role)!.cookie } : {}),
    // Empty forms: the guard must answer before validation; allowed roles get a 400.
    body: method === "POST" ? new URLSearchParams() : undefined,
  });
}

type Handler = (args: never) => Promise<unknown>;
const run = (handler: Handler, req: Request, params: Record<string, string> = {}) =>
  outcomeOf(() => handler({ request: req, params, context: {} } as never));

const cases: {
  name: string;
  path: string;
  permission: Permission | "signed-in";
  loader?: Handler;
  action?: Handler;
  params?: Record<string, string>;
  /** What an allowed role gets from the loader and from an empty POST. */
  allowed: { get?: string; post?: string };
}[] = [
  {
    name: "/dashboard/profile",
    path: "/dashboard/profile",
    permission: "area:dashboard",
    loader: dashboardProfile.loader,
    action: dashboardProfile.action,
    allowed: { get: "200", post: "400" },
  },
  {
    name: "/dashboard/notifications",
    path: "/dashboard/notifications",
    permission: "area:dashboard",
    loader: dashboardNotifications.loader,
    allowed: { get: "200" },
  },
  {
    // The people one follows (issue 35): anyone signed in may follow.
    name: "/dashboard/following",
    path: "/dashboard/following",
    permission: "area:dashboard",
    loader: dashboardFollowing.loader,
    allowed: { get: "200" },
  },
  {
    name: "/dashboard/tickets",
    path: "/dashboard/tickets",
    permission: "area:dashboard",
    loader: dashboardTickets.loader,
    allowed: { get: "200" },
  },
  {
    // Stays they booked (issue 32): everyone signed in may travel.
    name: "/dashboard/trips",
    path: "/dashboard/trips",
    permission: "area:dashboard",
    loader: dashboardTrips.loader,
    allowed: { get: "200" },
  },
  {
    // One trip: whose it is, is checked by the lookup (a stranger's id is a 404,
    // booking-pages.integration.test.ts); an empty Pay form is invalid.
    name: "/dashboard/trips/:bookingId",
    path: "/dashboard/trips/3f1c2a9e-0b7d-4c55-9e21-6a8d4f0b1c2d",
    permission: "area:dashboard",
    loader: dashboardTrip.loader,
    action: dashboardTrip.action,
    params: { bookingId: "3f1c2a9e-0b7d-4c55-9e21-6a8d4f0b1c2d" },
    allowed: { get: "404", post: "400" },
  },
  {
    // "/dashboard/reservations (property_owner or admin)" (issue 32).
    name: "/dashboard/reservations",
    path: "/dashboard/reservations",
    permission: "reservations:view",
    loader: dashboardReservations.loader,
    allowed: { get: "200" },
  },
  {
    // One reservation: the place's host or an admin (a stranger's id is a 404); an empty
    // answer form is invalid.
    name: "/dashboard/reservations/:bookingId",
    path: "/dashboard/reservations/3f1c2a9e-0b7d-4c55-9e21-6a8d4f0b1c2d",
    permission: "reservations:view",
    loader: dashboardReservation.loader,
    action: dashboardReservation.action,
    params: { bookingId: "3f1c2a9e-0b7d-4c55-9e21-6a8d4f0b1c2d" },
    allowed: { get: "404", post: "400" },
  },
  {
    // Their own campaigns (issue 16): anyone signed in may have applied.
    name: "/dashboard/ads",
    path: "/dashboard/ads",
    permission: "ads:own",
    loader: dashboardAds.loader,
    allowed: { get: "200" },
  },
  {
    // Paying one's own campaign; whose it is, is checked by the lookup (a stranger's id
    // is a 404, advertising.integration.test.ts), so an allowed role gets 404 here.
    name: "/dashboard/ads/:adId/pay",
    path: "/dashboard/ads/3f1c2a9e-0b7d-4c55-9e21-6a8d4f0b1c2d/pay",
    permission: "ads:own",
    loader: dashboardAdPay.loader,
    action: dashboardAdPay.action,
    params: { adId: "3f1c2a9e-0b7d-4c55-9e21-6a8d4f0b1c2d" },
    allowed: { get: "404", post: "404" },
  },
  {
    // Moderators see the Ads tab; its actions are an admin's (below).
    name: "/admin/ads",
    path: "/admin/ads",
    permission: "ads:view",
    loader: adminAds.loader,
    allowed: { get: "200" },
  },
  {
    name: "/admin/ads (approve, reject, delete)",
    path: "/admin/ads",
    permission: "ads:manage",
    action: adminAds.action,
    allowed: { post: "400" },
  },
  {
    name: "/admin/settings/ad-pricing (save)",
    path: "/admin/settings/ad-pricing",
    permission: "ads:manage-pricing",
    action: adminAdPricing.action,
    allowed: { post: "400" },
  },
  {
    // Every signed-in person, viewers included, lands on their profile.
    name: "/dashboard",
    path: "/dashboard",
    permission: "area:dashboard",
    loader: dashboardIndex.loader,
    allowed: { get: "302 /dashboard/profile" },
  },
  {
    name: "/dashboard (frame)",
    path: "/dashboard/profile",
    permission: "area:dashboard",
    loader: dashboardLayout.loader,
    allowed: { get: "200" },
  },
  {
    name: "/dashboard/content",
    path: "/dashboard/content",
    permission: "dashboard:creator-tabs",
    loader: dashboardContent.loader,
    allowed: { get: "200" },
  },
  {
    name: "/dashboard/analytics",
    path: "/dashboard/analytics",
    permission: "dashboard:creator-tabs",
    loader: dashboardAnalytics.loader,
    allowed: { get: "200" },
  },
  {
    name: "/onboarding",
    path: "/onboarding",
    permission: "signed-in",
    loader: onboarding.loader,
    action: onboarding.action,
    // An unknown step link goes home; an empty form is invalid.
    allowed: { get: "302 /", post: "400" },
  },
  {
    // Any signed-in user may report an item (001 §6); an empty form lacks its reason.
    name: "/report (action)",
    path: "/report",
    permission: "signed-in",
    action: report.action,
    allowed: { post: "400" },
  },
  {
    name: "/admin/preview/:type/:id",
    path: "/admin/preview/event/00000000-0000-4000-8000-000000000000",
    permission: "moderation:review",
    loader: adminPreview.loader,
    params: { type: "event", id: "00000000-0000-4000-8000-000000000000" },
    allowed: { get: "404" },
  },
];

describe("signed-in routes on the server", () => {
  // Written out by hand (docs/product-decisions.md > Roles), not read from PERMISSIONS.
  it("a viewer (someone who only buys) opens the dashboard but not the creator tabs", async () => {
    const viewer = (path: string) => request("viewer", "GET", path);
    expect(await run(dashboardIndex.loader, viewer("/dashboard"))).toBe("302 /dashboard/profile");
    expect(await run(dashboardProfile.loader, viewer("/dashboard/profile"))).toBe("200");
    expect(await run(dashboardNotifications.loader, viewer("/dashboard/notifications"))).toBe(
      "200",
    );
    // What they bought: never refused.
    expect(await run(dashboardTickets.loader, viewer("/dashboard/tickets"))).toBe("200");
    expect(await run(dashboardOrders.loader, viewer("/dashboard/orders"))).toBe("200");
    // A store's orders are its owner's work: not a viewer's.
    expect(await run(dashboardSales.loader, viewer("/dashboard/sales"))).toBe("302 /");
    expect(await run(dashboardAds.loader, viewer("/dashboard/ads"))).toBe("200");
    expect(await run(dashboardContent.loader, viewer("/dashboard/content"))).toBe("302 /");
    expect(await run(dashboardAnalytics.loader, viewer("/dashboard/analytics"))).toBe("302 /");
    expect(await run(dashboardSupporters.loader, viewer("/dashboard/supporters"))).toBe("302 /");
    const frame = (await dashboardLayout.loader({
      request: viewer("/dashboard/profile"),
      params: {},
      context: {},
    } as never)) as { tabs: string[] };
    expect(frame.tabs).toEqual([
      "profile",
      "notifications",
      "following",
      "tickets",
      "orders",
      "reviews",
      "trips",
      "ads",
    ]);
    const creatorFrame = (await dashboardLayout.loader({
      request: request("creator", "GET", "/dashboard/profile"),
      params: {},
      context: {},
    } as never)) as { tabs: string[] };
    expect(creatorFrame.tabs).toEqual([
      "profile",
      "content",
      "analytics",
      "notifications",
      "following",
      "tickets",
      "orders",
      "reviews",
      // Fans' support (issue 35): people who make or sell something.
      "supporters",
      "trips",
      "ads",
    ]);
    // A host (issue 32): their places and their reservations, and their own trips.
    const hostFrame = (await dashboardLayout.loader({
      request: request("property_owner", "GET", "/dashboard/profile"),
      params: {},
      context: {},
    } as never)) as { tabs: string[] };
    expect(hostFrame.tabs).toContain("trips");
    expect(hostFrame.tabs).toContain("reservations");
    expect(creatorFrame.tabs).not.toContain("reservations");
  });

  for (const c of cases) {
    it(`${c.name}: anonymous and every role`, async () => {
      if (c.loader) {
        expect(await run(c.loader, request(null, "GET", c.path), c.params)).toBe(
          `302 /auth/sign-in?redirectTo=${encodeURIComponent(c.path)}`,
        );
      }
      if (c.action)
        expect(await run(c.action, request(null, "POST", c.path), c.params)).toBe("401");
      for (const role of ROLES) {
        const allowed = c.permission === "signed-in" || can(role, c.permission);
        if (c.loader) {
          const got = await run(c.loader, request(role, "GET", c.path), c.params);
          expect(got, `${role} GET`).toBe(allowed ? c.allowed.get : "302 /");
        }
        if (c.action) {
          const got = await run(c.action, request(role, "POST", c.path), c.params);
          expect(got, `${role} POST`).toBe(allowed ? c.allowed.post : "403");
        }
      }
    });
  }
});

describe("an event's organizer pages (promo codes, check-in)", () => {
  // The event's organizer and admins only: another organizer is refused (403) exactly
  // like everyone without the events dashboard, on the page and on every action.
  it("own event: its organizer and admins; another organizer's event: admins only", async () => {
    const db = await getDb();
    const own = await createEventWithTickets(db, {
      event: { organizerId: sessions.get("event_organizer")!.userId },
    });
    const stranger = await createUser(db, { role: "event_organizer" });
    const theirs = await createEventWithTickets(db, { event: { organizerId: stranger.id } });
    const pages = [
      ["check-in", eventCheckIn],
      ["promo-codes", eventPromoCodes],
    ] as const;
    for (const [page, route] of pages) {
      for (const [whose, eventId] of [
        ["own", own.event.id],
        ["theirs", theirs.event.id],
      ] as const) {
        const path = `/events/dashboard/${eventId}/${page}`;
        const params = { eventId };
        expect(await run(route.loader, request(null, "GET", path), params)).toBe(
          `302 /auth/sign-in?redirectTo=${encodeURIComponent(path)}`,
        );
        expect(await run(route.action, request(null, "POST", path), params)).toBe("401");
        for (const role of ROLES) {
          const got = [
            await run(route.loader, request(role, "GET", path), params),
            await run(route.action, request(role, "POST", path), params),
          ];
          const expected =
            role === "admin" || (role === "event_organizer" && whose === "own")
              ? ["200", "400"]
              : role === "event_organizer"
                ? ["403", "403"]
                : ["302 /", "403"];
          expect(got, `${page} of ${whose} event as ${role}`).toEqual(expected);
        }
      }
    }
  });
});

describe("organizers' pages on the server", () => {
  // Written out by hand from 001 §2 and docs/product-decisions.md > Roles.
  const ORGANIZERS: Role[] = ["event_organizer", "admin"];

  it("/events/dashboard: sign in first; others get 'Event Organizer Access Required' (403)", async () => {
    const pages: [Handler, string][] = [
      [eventsDashboardLayout.loader, "/events/dashboard"],
      [eventsDashboardIndex.loader, "/events/dashboard"],
      [eventsDashboardCreate.loader, "/events/dashboard/create"],
      [eventsDashboardAnalytics.loader, "/events/dashboard/analytics"],
    ];
    for (const [loader, path] of pages) {
      expect(await run(loader, request(null, "GET", path)), path).toBe(
        `302 /auth/sign-in?redirectTo=${encodeURIComponent(path)}`,
      );
      for (const role of ROLES)
        expect(await run(loader, request(role, "GET", path)), `${path} ${role}`).toBe(
          ORGANIZERS.includes(role) ? "200" : "403",
        );
    }
    const create = "/events/dashboard/create";
    expect(await run(eventsDashboardCreate.action, request(null, "POST", create))).toBe("401");
    for (const role of ROLES)
      expect(await run(eventsDashboardCreate.action, request(role, "POST", create)), role).toBe(
        ORGANIZERS.includes(role) ? "400" : "403",
      );
  });

  it("/create: signed out see Login Required; any role but viewer may create", async () => {
    expect(await run(createLayout.loader, request(null, "GET", "/create"))).toBe("200");
    expect(await run(createEvent.loader, request(null, "GET", "/create"))).toBe("200");
    expect(await run(createEvent.action, request(null, "POST", "/create"))).toBe("401");
    for (const role of ROLES) {
      const allowed = role !== "viewer";
      for (const page of [createLayout, createEvent])
        expect(await run(page.loader, request(role, "GET", "/create")), role).toBe(
          allowed ? "200" : "302 /",
        );
      expect(await run(createEvent.action, request(role, "POST", "/create")), role).toBe(
        allowed ? "400" : "403",
      );
    }
  });

  it("/create/content and /submit: signed out may look; any role but viewer may post content", async () => {
    expect(await run(createContentTab.loader, request(null, "GET", "/create/content"))).toBe("200");
    expect(await run(submitPage.loader, request(null, "GET", "/submit"))).toBe("200");
    for (const [action, path] of [
      [createContentTab.action, "/create/content"],
      [submitPage.action, "/submit"],
    ] as const) {
      expect(await run(action, request(null, "POST", path))).toBe("401");
      for (const role of ROLES)
        // An empty post reaches the form's parse (400) only with the right to create.
        expect(await run(action, request(role, "POST", path)), role).toBe(
          role !== "viewer" ? "400" : "403",
        );
    }
    for (const role of ROLES)
      expect(
        await run(createContentTab.loader, request(role, "GET", "/create/content")),
        role,
      ).toBe(role !== "viewer" ? "200" : "302 /");
  });
});
