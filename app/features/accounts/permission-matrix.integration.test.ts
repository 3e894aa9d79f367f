import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/lib/db/client.server";
import { getSessionUser } from "~/lib/auth.server";
import * as adminUsers from "~/routes/admin/users";
import * as payments from "~/routes/payments";
import * as paymentsReceipt from "~/routes/payments-receipt";
import * as signOut from "~/routes/auth-sign-out";
import * as eventAnalytics from "~/routes/events-dashboard/analytics";
import * as eventAttendees from "~/routes/events-dashboard/attendees-csv";
import * as eventCancel from "~/routes/events-dashboard/cancel";
import * as eventEdit from "~/routes/events-dashboard/edit";
import * as contentDelete from "~/routes/dashboard/content-delete";
import * as contentEdit from "~/routes/dashboard/content-edit";
import { bookings, content, events, products, properties } from "~/db/schema";
import * as productEdit from "~/routes/dashboard/product-edit";
import * as productsPage from "~/routes/dashboard/products";
import * as propertiesPage from "~/routes/dashboard/properties";
import * as propertyEdit from "~/routes/dashboard/property-edit";
import * as propertyCalendar from "~/routes/dashboard/property-calendar";
import * as reservationCancel from "~/routes/dashboard/reservation-cancel";
import * as tripCancel from "~/routes/dashboard/trip-cancel";
import * as tripsCancel from "~/routes/trips-cancel";
import { eq } from "drizzle-orm";
import { createContent } from "../../../scripts/seed/factories/content";
import { createEventWithTickets } from "../../../scripts/seed/factories/events";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createBooking, createProperty } from "../../../scripts/seed/factories/stays";
import { createUser } from "../../../scripts/seed/factories/users";
import { outcomeOf, sessionCookie, sessionsForEveryRole } from "../../../tests/support/sessions";
import { requirePermission } from "./guards.server";
import { serverBuildForTests } from "../../../tests/support/server-build";
import { authorize, type AreaHandle, type Permission } from "./permissions";
import { ROLES, type Role } from "./roles";

// Every protected area × anonymous and each role, decided on the server: a page visit
// is redirected (to /auth, or home with 'Access denied'), a POST gets 401/403.
//
// The expectations are written out by hand from docs/product-decisions.md > Roles, NOT derived from
// the PERMISSIONS table the code uses: a wrong entry there must fail here.
let sessions: Awaited<ReturnType<typeof sessionsForEveryRole>>;

/** The protected areas as the route table has them: each area's catch-all (app/routes.ts). */
let areas: { prefix: string; permission: Permission }[];

beforeAll(async () => {
  sessions = await sessionsForEveryRole(await getDb(), "matrix");
  const { routes } = await serverBuildForTests();
  const pathOf = (id: string | undefined): string =>
    id && routes[id]
      ? [pathOf(routes[id].parentId), routes[id].path].filter(Boolean).join("/")
      : "";
  areas = Object.values(routes).flatMap((route) => {
    const permission = (route?.module.handle as AreaHandle | undefined)?.area;
    return route && permission
      ? [{ prefix: `/${pathOf(route.id)}`.replace(/\/\*$/, ""), permission }]
      : [];
  });
});

/** The area whose guard a path is behind: the longest prefix of the route table's. */
const areaFor = (path: string) =>
  areas
    .filter((a) => path === a.prefix || path.startsWith(`${a.prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0] ?? null;

const ALL_BUT_VIEWER: Role[] = [
  "creator",
  "vendor",
  "event_organizer",
  "property_owner",
  "moderator",
  "admin",
];

const EVERY_ROLE: Role[] = ["viewer", ...ALL_BUT_VIEWER];

/** Path → the roles allowed in (docs/product-decisions.md > Roles > Protected prefixes). */
// "Every signed-in person, viewers included, may open /dashboard … and their own
// payment history"; /payments itself (the fee calculator) is public, checked below.
const PINNED_AREAS: [path: string, allowed: Role[]][] = [
  ["/dashboard", EVERY_ROLE],
  ["/dashboard/anything", EVERY_ROLE],
  ["/create", ALL_BUT_VIEWER],
  ["/create/event", ALL_BUT_VIEWER],
  ["/create/product", ALL_BUT_VIEWER],
  ["/create/property", ALL_BUT_VIEWER],
  ["/create/content", ALL_BUT_VIEWER],
  ["/payments/receipts", EVERY_ROLE],
  ["/payments/receipts/NC-PINNED-1", EVERY_ROLE],
  // A seller's monthly statement (issue 33).
  ["/payments/statements", ALL_BUT_VIEWER],
  ["/payments/statements/2026-11", ALL_BUT_VIEWER],
  ["/admin", ["admin", "moderator"]],
  ["/admin/preview/event/x", ["admin", "moderator"]],
  ["/events/dashboard", ["event_organizer", "admin"]],
  ["/events/dashboard/stats", ["event_organizer", "admin"]],
  // The door and promo codes of one event (the event's own check follows in route-matrix).
  ["/events/dashboard/00000000-0000-4000-8000-000000000001/check-in", ["event_organizer", "admin"]],
  [
    "/events/dashboard/00000000-0000-4000-8000-000000000001/promo-codes",
    ["event_organizer", "admin"],
  ],
];

/** Actions → the roles allowed (docs/product-decisions.md > Roles and Moderation). */
const PINNED_ACTIONS: [permission: Permission, allowed: Role[]][] = [
  // "Only an admin changes roles."
  ["users:change-role", ["admin"]],
  // The admin area beyond its moderation tab is an admin's.
  ["admin:pages", ["admin"]],
  // "A moderator has the admin area's moderation rights."
  ["moderation:review", ["admin", "moderator"]],
  // Money: fee settings, payouts and refunds are an admin's alone.
  ["payments:manage-fees", ["admin"]],
  ["payouts:mark-paid", ["admin"]],
  ["payments:refund", ["admin"]],
  ["jobs:manage", ["admin"]],
  // "Only admins … edit templates"; the notice bar speaks for the platform too (issue 16).
  ["settings:mail-templates", ["admin"]],
  ["settings:notice-bar", ["admin"]],
  // The Featured Events tab is an admin's pick (issue 14), not a moderator's.
  ["events:feature", ["admin"]],
  // Advertising (issue 16): moderators see the Ads tab but never act on it; only an
  // admin approves, rejects, deletes and prices.
  ["ads:view", ["admin", "moderator"]],
  ["ads:manage", ["admin"]],
  ["ads:manage-pricing", ["admin"]],
  // "Creator tabs (My Content, Analytics, earnings) need a non-viewer role", as do the
  // seller parts of /payments (earnings, payouts, analytics).
  ["dashboard:creator-tabs", ALL_BUT_VIEWER],
  ["payments:seller", ALL_BUT_VIEWER],
  // Their own history and receipts: everyone signed in.
  ["payments:history", EVERY_ROLE],
  // "Any signed-in non-viewer may create content, events, products and properties."
  ["create:content", ALL_BUT_VIEWER],
  ["create:event", ALL_BUT_VIEWER],
  ["create:product", ALL_BUT_VIEWER],
  ["create:property", ALL_BUT_VIEWER],
  // Stays (issue 32): "/dashboard/reservations (property_owner or admin)".
  ["reservations:view", ["property_owner", "admin"]],
];

/**
 * Owner-scoped rights: [permission, roles that may act on their own, roles that may
 * act on anyone's]. An owner's listing or event is theirs to run; admins run any.
 */
const PINNED_OWNERSHIP: [permission: Permission, own: Role[], any: Role[]][] = [
  ["items:edit", ALL_BUT_VIEWER, ["admin"]],
  ["items:delete", ALL_BUT_VIEWER, ["admin"]],
  ["events:manage", ALL_BUT_VIEWER, ["admin"]],
  // An advertiser's campaigns: anyone signed in sees their own, nobody another's from
  // the dashboard (admins use the Ads tab).
  ["ads:own", EVERY_ROLE, []],
  // A store's orders (issue 31): its owner ships, delivers and cancels them; admins any.
  ["orders:fulfil", ALL_BUT_VIEWER, ["admin"]],
  // A property's booking requests (issue 32): its host answers them; admins any.
  ["bookings:host", ALL_BUT_VIEWER, ["admin"]],
];

function headersFor(role: Role | null) {
  return new Headers(role ? { Cookie: sessions.get(role)!.cookie } : {});
}

async function outcome(path: string, permission: Permission, role: Role | null, method: string) {
  let allowedAs = "";
  const answer = await outcomeOf(async () => {
    const user = await requirePermission(
      new Request(`http://localhost${path}`, { method, headers: headersFor(role) }),
      permission,
    );
    allowedAs = user.role;
    return null;
  });
  return allowedAs ? `allowed:${allowedAs}` : answer;
}

describe("permission matrix (pinned expectations)", () => {
  it("the pinned list covers every protected area the code knows", () => {
    const pinned = new Set(PINNED_AREAS.map(([path]) => path));
    expect(areas.map((a) => a.prefix).sort()).toEqual([
      "/admin",
      "/create",
      "/dashboard",
      "/events/dashboard",
      "/payments/receipts",
      "/payments/statements",
    ]);
    for (const area of areas) expect(pinned, area.prefix).toContain(area.prefix);
  });

  for (const [path, allowed] of PINNED_AREAS) {
    it(`${path}: anonymous and every role`, async () => {
      const area = areaFor(path);
      expect(area, `${path} must be protected`).not.toBeNull();
      const permission = area!.permission;
      expect(await outcome(path, permission, null, "GET")).toBe(
        `302 /auth/sign-in?redirectTo=${encodeURIComponent(path)}`,
      );
      expect(await outcome(path, permission, null, "POST")).toBe("401");
      for (const role of ROLES) {
        const got = [
          await outcome(path, permission, role, "GET"),
          await outcome(path, permission, role, "POST"),
        ];
        expect(got, `${path} as ${role}`).toEqual(
          allowed.includes(role) ? [`allowed:${role}`, `allowed:${role}`] : ["302 /", "403"],
        );
      }
    });
  }

  for (const [permission, allowed] of PINNED_ACTIONS) {
    it(`${permission}: anonymous and every role`, async () => {
      expect(await outcome("/admin", permission, null, "POST")).toBe("401");
      for (const role of ROLES) {
        expect(await outcome("/admin", permission, role, "POST"), role).toBe(
          allowed.includes(role) ? `allowed:${role}` : "403",
        );
      }
    });
  }
});

describe("ownership scope (pinned expectations)", () => {
  for (const [permission, own, any] of PINNED_OWNERSHIP) {
    it(`${permission}: own versus another owner's, for every role`, () => {
      const mine = { ownerId: "me" };
      const theirs = { ownerId: "another-owner" };
      expect(authorize(null, permission, mine)).toBe(false);
      for (const role of ROLES) {
        const actor = { id: "me", role };
        expect(authorize(actor, permission, mine), `${role} on own`).toBe(
          own.includes(role) || any.includes(role),
        );
        expect(authorize(actor, permission, theirs), `${role} on another's`).toBe(
          any.includes(role),
        );
        // No resource named: only a right over anyone's counts.
        expect(authorize(actor, permission), `${role} unscoped`).toBe(any.includes(role));
      }
    });
  }
});

// The real route modules, with the same pinned expectations.
type Handler = (args: never) => Promise<unknown>;
const run = (handler: Handler, role: Role | null, method: string, path: string, params = {}) =>
  outcomeOf(() =>
    handler({
      request: new Request(`http://localhost${path}`, {
        method,
        headers: headersFor(role),
        body: method === "POST" ? new URLSearchParams() : undefined,
      }),
      params,
      context: {},
    } as never),
  );

describe("permission matrix on the real routes", () => {
  it("/payments: the fee calculator is public, history is everyone's, seller tabs are not a viewer's", async () => {
    const receipt = "/payments/receipts/NC-NOT-MINE";
    const params = { reference: "NC-NOT-MINE" };
    const tab = (id: string) => `/payments?tab=${id}`;
    expect(await run(payments.loader, null, "GET", "/payments")).toBe("200");
    expect(await run(payments.loader, null, "GET", tab("calculator"))).toBe("200");
    for (const id of ["history", "analytics", "payouts"])
      expect(await run(payments.loader, null, "GET", tab(id))).toBe(
        `302 /auth/sign-in?redirectTo=${encodeURIComponent(tab(id))}`,
      );
    expect(await run(payments.action, null, "POST", "/payments")).toBe("401");
    expect(await run(paymentsReceipt.loader, null, "GET", receipt, params)).toBe(
      `302 /auth/sign-in?redirectTo=${encodeURIComponent(receipt)}`,
    );
    for (const role of ROLES) {
      const got = [
        await run(payments.loader, role, "GET", tab("calculator")),
        await run(payments.loader, role, "GET", tab("history")),
        await run(payments.loader, role, "GET", tab("analytics")),
        await run(payments.loader, role, "GET", tab("payouts")),
        await run(payments.action, role, "POST", "/payments"),
        // An unknown (or someone else's) reference is a plain 404 for everyone signed in.
        await run(paymentsReceipt.loader, role, "GET", receipt, params),
      ];
      expect(got, role).toEqual(
        ALL_BUT_VIEWER.includes(role)
          ? ["200", "200", "200", "200", "400", "404"]
          : ["200", "200", "302 /", "302 /", "403", "404"],
      );
    }
  });

  it("/admin role change: admin only (a moderator is refused too)", async () => {
    const post = (role: Role | null) =>
      outcomeOf(() =>
        adminUsers.action({
          request: new Request("http://localhost/admin/users", {
            method: "POST",
            headers: headersFor(role),
            body: new URLSearchParams({ intent: "change-role" }),
          }),
          params: {},
          context: {},
        } as never),
      );
    expect(await post(null)).toBe("401");
    for (const role of ROLES) {
      // The admin's empty form fails its parse: 400 with the field errors.
      expect(await post(role), role).toBe(role === "admin" ? "400" : "403");
    }
  });

  it("/auth/sign-out: only a POST signs out, and it ends the session", async () => {
    const own = await sessionsForEveryRole(await getDb(), "signout");
    const { cookie } = own.get("creator")!;
    const request = (method: string) =>
      new Request("http://localhost/auth/sign-out", {
        method,
        headers: { Cookie: cookie },
      });
    // A link or prefetch (GET) must not sign anyone out.
    expect(await outcomeOf(async () => signOut.loader())).toBe("302 /");
    expect(await getSessionUser(request("GET"))).not.toBeNull();

    const answer = (await signOut.action({
      request: request("POST"),
      params: {},
      context: {},
    } as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/");
    expect(answer.headers.getSetCookie().join(";")).toMatch(/better-auth\.session_token=;/);
    expect(await getSessionUser(request("GET"))).toBeNull();
    // Signed out already (or never in): still a harmless redirect home.
    expect(await run(signOut.action, null, "POST", "/auth/sign-out")).toBe("302 /");
  });
});

describe("an event's organizer actions on the real routes (events:manage, own/any)", () => {
  it("another organizer is refused edit, cancel, export and analytics; its organizer and admins are not", async () => {
    const db = await getDb();
    const owner = await createUser(db, {
      role: "event_organizer",
      email: "matrix-event-owner@example.com",
      password: "matrix-password-1",
    });
    const ownerCookie = await sessionCookie(owner.email, "matrix-password-1");
    const { event } = await createEventWithTickets(db, {
      event: { organizerId: owner.id },
      ticketTypes: [{ name: "Regular", price: 1000, quantity: 10 }],
    });
    const params = { eventId: event.id };
    const base = `/events/dashboard/${event.id}`;
    const as = (who: Role | "owner" | null, method: string, path: string) =>
      outcomeOf(() => {
        const headers = new Headers(
          who === "owner"
            ? { Cookie: ownerCookie }
            : who
              ? { Cookie: sessions.get(who)!.cookie }
              : {},
        );
        return (handlers[path]![method === "GET" ? 0 : 1] as Handler)({
          request: new Request(`http://localhost${path}`, {
            method,
            headers,
            body: method === "POST" ? new URLSearchParams() : undefined,
          }),
          params,
          context: {},
        } as never);
      });
    const analytics = `/events/dashboard/analytics?event=${event.id}`;
    const handlers: Record<string, [Handler, Handler | undefined]> = {
      [`${base}/edit`]: [eventEdit.loader, eventEdit.action],
      [`${base}/cancel`]: [eventCancel.loader, eventCancel.action],
      [`${base}/attendees.csv`]: [eventAttendees.loader, undefined],
      [analytics]: [eventAnalytics.loader, undefined],
    };
    for (const path of Object.keys(handlers)) {
      expect(await as(null, "GET", path), path).toBe(
        `302 /auth/sign-in?redirectTo=${encodeURIComponent(path)}`,
      );
      // Everyone signed in but organizers and admins: the area refuses (403).
      for (const role of ROLES.filter((r) => r !== "event_organizer" && r !== "admin"))
        expect(await as(role, "GET", path), `${path} ${role}`).toBe("403");
      // Another organizer: the event refuses (403), checked in the transaction.
      expect(await as("event_organizer", "GET", path), `${path} rival`).toBe("403");
      expect(await as("owner", "GET", path), `${path} owner`).toBe("200");
      expect(await as("admin", "GET", path), `${path} admin`).toBe("200");
    }
    // Writes: the rival is refused; the owner's empty edit form fails its parse (400).
    expect(await as("event_organizer", "POST", `${base}/edit`)).toBe("403");
    expect(await as("event_organizer", "POST", `${base}/cancel`)).toBe("403");
    expect(await as("owner", "POST", `${base}/edit`)).toBe("400");
    const [still] = await db.select().from(events).where(eq(events.id, event.id));
    expect(still!.status).toBe("published");
    // An admin may cancel anyone's event.
    expect(await as("admin", "POST", `${base}/cancel`)).toBe("302 /events/dashboard");
    const [cancelled] = await db.select().from(events).where(eq(events.id, event.id));
    expect(cancelled!.status).toBe("cancelled");
  });
});

describe("a creator's content on the real routes (items:edit / items:delete, own/any)", () => {
  it("another creator and a moderator are refused edit and delete; its creator and admins are not", async () => {
    const db = await getDb();
    const owner = await createUser(db, {
      role: "creator",
      email: "matrix-content-owner@example.com",
      password: "matrix-password-1",
    });
    const ownerCookie = await sessionCookie(owner.email, "matrix-password-1");
    const item = await createContent(db, { creatorId: owner.id });
    const params = { contentId: item.id };
    const as = (who: Role | "owner" | null, handler: Handler, method: string, path: string) =>
      outcomeOf(() =>
        handler({
          request: new Request(`http://localhost${path}`, {
            method,
            headers: new Headers(
              who === "owner"
                ? { Cookie: ownerCookie }
                : who
                  ? { Cookie: sessions.get(who)!.cookie }
                  : {},
            ),
            body: method === "POST" ? new URLSearchParams() : undefined,
          }),
          params,
          context: {},
        } as never),
      );
    const edit = `/dashboard/content/${item.id}/edit`;
    const del = `/dashboard/content/${item.id}/delete`;
    for (const [path, loader] of [
      [edit, contentEdit.loader],
      [del, contentDelete.loader],
    ] as const) {
      expect(await as(null, loader, "GET", path)).toBe(
        `302 /auth/sign-in?redirectTo=${encodeURIComponent(path)}`,
      );
      // A viewer has no creator tabs at all; every other role but admin owns nothing here.
      expect(await as("viewer", loader, "GET", path), `${path} viewer`).toBe("302 /");
      for (const role of ALL_BUT_VIEWER.filter((r) => r !== "admin"))
        expect(await as(role, loader, "GET", path), `${path} ${role}`).toBe("403");
      expect(await as("owner", loader, "GET", path), `${path} owner`).toBe("200");
      expect(await as("admin", loader, "GET", path), `${path} admin`).toBe("200");
    }
    // Writes: another creator is refused before the form is read; the owner's empty
    // form fails its parse (400); nothing changed.
    expect(await as("creator", contentEdit.action, "POST", edit)).toBe("403");
    expect(await as("moderator", contentDelete.action, "POST", del)).toBe("403");
    expect(await as("creator", contentDelete.action, "POST", del)).toBe("403");
    expect(await as("owner", contentEdit.action, "POST", edit)).toBe("400");
    const [still] = await db.select().from(content).where(eq(content.id, item.id));
    expect(still!.title).toBe(item.title);
    // An admin may delete anyone's item.
    expect(await as("admin", contentDelete.action, "POST", del)).toBe("302 /dashboard/content");
    expect(await db.select().from(content).where(eq(content.id, item.id))).toHaveLength(0);
  });
});

describe("a listing's owner actions on the real routes (items:edit, own/any)", () => {
  it("another owner (every role) is refused a product's and a property's edit and status; its owner and admins are not", async () => {
    const db = await getDb();
    const owner = await createUser(db, {
      role: "vendor",
      email: "matrix-listing-owner@example.com",
      password: "matrix-password-1",
    });
    const ownerCookie = await sessionCookie(owner.email, "matrix-password-1");
    const store = await createVendorProfile(db, { userId: owner.id });
    const product = await createProduct(db, { vendorId: store.id });
    const stay = await createProperty(db, { ownerId: owner.id });
    const headers = (who: Role | "owner") =>
      new Headers({ Cookie: who === "owner" ? ownerCookie : sessions.get(who)!.cookie });
    const call = (handler: Handler, who: Role | "owner", path: string, body?: URLSearchParams) =>
      outcomeOf(() =>
        handler({
          request: new Request(`http://localhost${path}`, {
            method: body ? "POST" : "GET",
            headers: headers(who),
            body,
          }),
          params: { productId: product.id, propertyId: stay.id },
          context: {},
        } as never),
      );
    const editPages: [Handler, string][] = [
      [productEdit.loader, `/dashboard/products/${product.id}/edit`],
      [propertyEdit.loader, `/dashboard/properties/${stay.id}/edit`],
      // The host's calendar (issue 32): blocking nights is the host's alone.
      [propertyCalendar.loader, `/dashboard/properties/${stay.id}/calendar`],
    ];
    const deactivate: [Handler, string, URLSearchParams][] = [
      [
        productsPage.action,
        "/dashboard/products",
        new URLSearchParams({ intent: "deactivate", productId: product.id }),
      ],
      [
        propertiesPage.action,
        "/dashboard/properties",
        new URLSearchParams({ intent: "deactivate", propertyId: stay.id }),
      ],
    ];
    const calendarPath = `/dashboard/properties/${stay.id}/calendar`;
    const blockDay = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const blockNext = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const hostActions: [string, URLSearchParams][] = [
      ["block", new URLSearchParams({ intent: "block", startsOn: blockDay, endsOn: blockNext })],
      ["rotate", new URLSearchParams({ intent: "rotate" })],
      ["addFeed", new URLSearchParams({ intent: "addFeed", url: "https://example.com/c.ics" })],
    ];
    for (const role of ROLES.filter((r) => r !== "admin")) {
      // A viewer holds no items:edit at all; every other role is refused this listing.
      for (const [loader, path] of editPages)
        expect(await call(loader, role, path), `${path} ${role}`).toBe(
          role === "viewer" ? "302 /" : "403",
        );
      for (const [action, path, body] of deactivate)
        expect(await call(action, role, path, body), `${path} ${role}`).toBe("403");
      for (const [intent, body] of hostActions)
        expect(
          await call(propertyCalendar.action, role, calendarPath, body),
          `${intent} ${role}`,
        ).toBe("403");
    }
    const [p1] = await db.select().from(products).where(eq(products.id, product.id));
    const [s1] = await db.select().from(properties).where(eq(properties.id, stay.id));
    expect([p1!.status, s1!.status]).toEqual(["active", "active"]);
    for (const who of ["owner", "admin"] as const)
      for (const [loader, path] of editPages)
        expect(await call(loader, who, path), `${path} ${who}`).toBe("200");
    for (const [action, path, body] of deactivate)
      expect(await call(action, "owner", path, body)).toBe(`302 ${path}`);
    expect(await call(propertyCalendar.action, "owner", calendarPath, hostActions[0]![1])).toBe(
      `302 ${calendarPath}`,
    );
    const [p2] = await db.select().from(products).where(eq(products.id, product.id));
    expect(p2!.status).toBe("inactive");
  });
});

describe("a stay's cancel steps on the real routes (issue 32)", () => {
  it("only its guest cancels as guest, only its host or an admin as host; anyone else 404", async () => {
    const db = await getDb();
    const host = await createUser(db, {
      role: "property_owner",
      email: "matrix-stay-host@example.com",
      password: "matrix-password-1",
    });
    const guest = await createUser(db, {
      role: "viewer",
      email: "matrix-stay-guest@example.com",
      password: "matrix-password-1",
    });
    const cookies = {
      host: await sessionCookie(host.email, "matrix-password-1"),
      guest: await sessionCookie(guest.email, "matrix-password-1"),
    };
    const stay = await createProperty(db, { ownerId: host.id });
    const booking = await createBooking(db, {
      propertyId: stay.id,
      guestId: guest.id,
      status: "requested",
      confirmedAt: null,
    });
    const call = (
      handler: Handler,
      who: Role | "host" | "guest" | null,
      path: string,
      method = "GET",
      params: Record<string, string> = { bookingId: booking.id },
    ) =>
      outcomeOf(() =>
        handler({
          request: new Request(`http://localhost${path}`, {
            method,
            headers: new Headers(
              who === null
                ? {}
                : {
                    Cookie:
                      who === "host" || who === "guest" ? cookies[who] : sessions.get(who)!.cookie,
                  },
            ),
            body: method === "POST" ? new URLSearchParams({ reason: "Matrix reason" }) : undefined,
          }),
          params,
          context: {},
        } as never),
      );
    const trip = `/dashboard/trips/${booking.id}/cancel`;
    const reservation = `/dashboard/reservations/${booking.id}/cancel`;
    const token = `/trips/${booking.accessToken}/cancel`;
    for (const [loader, path] of [
      [tripCancel.loader, trip],
      [reservationCancel.loader, reservation],
    ] as const)
      expect(await call(loader, null, path)).toBe(
        `302 /auth/sign-in?redirectTo=${encodeURIComponent(path)}`,
      );
    expect(await call(tripCancel.action, null, trip, "POST")).toBe("401");
    expect(await call(reservationCancel.action, null, reservation, "POST")).toBe("401");
    // Signed out, the link's token is the credential; a wrong token is a 404.
    const byToken = { accessToken: booking.accessToken };
    expect(await call(tripsCancel.loader, null, token, "GET", byToken)).toBe("200");
    expect(
      await call(tripsCancel.loader, null, "/trips/wrong/cancel", "GET", { accessToken: "wrong" }),
    ).toBe("404");
    for (const role of ROLES) {
      const got = [
        await call(tripCancel.loader, role, trip),
        await call(tripCancel.action, role, trip, "POST"),
        await call(reservationCancel.loader, role, reservation),
      ];
      // An admin acts as host on any booking (never as its guest).
      expect(got, role).toEqual(role === "admin" ? ["404", "404", "200"] : ["404", "404", "404"]);
      if (role !== "admin")
        expect(await call(reservationCancel.action, role, reservation, "POST"), role).toBe("404");
    }
    expect(await call(reservationCancel.loader, "guest", reservation)).toBe("404");
    expect(await call(tripCancel.loader, "host", trip)).toBe("404");
    expect(await call(tripCancel.loader, "guest", trip)).toBe("200");
    expect(await call(reservationCancel.loader, "host", reservation)).toBe("200");
    const [still] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(still!.status).toBe("requested");
    expect(await call(reservationCancel.action, "host", reservation, "POST")).toBe(
      `302 /dashboard/reservations/${booking.id}`,
    );
    const [after] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after).toMatchObject({ status: "cancelled_by_host", cancelReason: "Matrix reason" });
  });
});
