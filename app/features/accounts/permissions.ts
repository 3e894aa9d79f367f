import { ROLES, type Role } from "./roles";

/**
 * Who may do what: the one table routes, menus and tests share (docs/design.md convention 6).
 * Everything here is enforced on the server; menus only mirror it.
 */
const NON_VIEWER: readonly Role[] = ROLES.filter((r) => r !== "viewer");

/**
 * A permission is held on anything (`any`) or only on what the person owns (`own`),
 * as in epic-stack's `action:entity:own|any`. Unscoped checks (`can`) read `any`
 * first and then `own` ("may do this to something"); `authorize` decides for one
 * resource.
 */
export type Grant = { readonly any: readonly Role[]; readonly own?: readonly Role[] };

export const PERMISSIONS = {
  // Every signed-in person, viewers included, has a dashboard (profile, notifications)
  // and their own payment history and receipts: people who only buy must never be
  // turned away from what they bought (docs/product-decisions.md > Roles).
  "area:dashboard": { any: ROLES },
  "payments:history": { any: ROLES },
  // The creator tabs (My Content, Analytics) and the seller parts of /payments
  // (earnings, payouts, analytics) need a role that makes or sells something.
  "dashboard:creator-tabs": { any: NON_VIEWER },
  "payments:seller": { any: NON_VIEWER },
  "area:create": { any: NON_VIEWER },
  "area:admin": { any: ["admin", "moderator"] },
  "area:events-dashboard": { any: ["event_organizer", "admin"] },
  "moderation:review": { any: ["admin", "moderator"] },
  // The admin area beyond moderation (overview, users, analytics, settings).
  "admin:pages": { any: ["admin"] },
  // Only an admin changes roles (docs/product-decisions.md > Roles).
  "users:change-role": { any: ["admin"] },
  // Suspending an account (and reinstating it) is an admin's act (issue 35, ADR 072).
  "users:suspend": { any: ["admin"] },
  // Money settings and moving money: admins only.
  "payments:manage-fees": { any: ["admin"] },
  "payouts:mark-paid": { any: ["admin"] },
  // The payout queue, holds, retries, account approvals and payout rules (issue 33).
  "payouts:manage": { any: ["admin"] },
  "payments:refund": { any: ["admin"] },
  // Personal data people sent us (subscriber list, contact messages): admins only.
  "newsletter:export": { any: ["admin"] },
  "inbox:read": { any: ["admin"] },
  // Background jobs that failed for good (e-mail, refunds): see and retry them.
  "jobs:manage": { any: ["admin"] },
  // Any signed-in non-viewer may create in every area (docs/product-decisions.md > Roles).
  "create:content": { any: NON_VIEWER },
  "create:event": { any: NON_VIEWER },
  "create:product": { any: NON_VIEWER },
  "create:property": { any: NON_VIEWER },
  // A listing's owner edits, deactivates and deletes it; admins any listing.
  "items:edit": { own: NON_VIEWER, any: ["admin"] },
  "items:delete": { own: NON_VIEWER, any: ["admin"] },
  // A product's (later a stay's) seller replies once to each review of it; admins to any
  // review (issue 31). Whoever sells it, whatever their role now.
  "reviews:reply": { own: ROLES, any: ["admin"] },
  // An event's organizer runs it (edit, cancel, attendees, export, promo codes,
  // check-in); admins any event.
  "events:manage": { own: NON_VIEWER, any: ["admin"] },
  // What the platform says in every e-mail and on every page's notice bar: admins only.
  "settings:mail-templates": { any: ["admin"] },
  "settings:notice-bar": { any: ["admin"] },
  // Picking events for the Featured Events tab is editorial: admins only (a
  // moderator reviews, but does not promote).
  "events:feature": { any: ["admin"] },
  // Advertising (issue 16): moderators see the Ads tab; only admins approve, reject,
  // delete and price. An advertiser sees their own campaigns in their dashboard.
  "ads:view": { any: ["admin", "moderator"] },
  "ads:manage": { any: ["admin"] },
  "ads:manage-pricing": { any: ["admin"] },
  "ads:own": { own: ROLES, any: [] },
  // Marketplace orders (issue 31): a store's owner works its orders (ship, deliver,
  // hand over, cancel, export); admins any order. Buyers act on what they bought by
  // being its buyer (or holding its link), not by a role.
  "orders:fulfil": { own: NON_VIEWER, any: ["admin"] },
  // Stays (issue 32): a property's owner answers its booking requests (and checks guests
  // in and out, cancels as host); admins any booking. The reservations page is the
  // property owners' and admins' (guests act on their own trips by id or e-mailed link).
  "bookings:host": { own: NON_VIEWER, any: ["admin"] },
  "reservations:view": { any: ["property_owner", "admin"] },
  // A fan's message under a creator's Supporters (issue 35): the creator hides (and shows
  // again) the messages left for them, whatever their role now; moderators and admins
  // any message. Reporting one needs only to be signed in.
  "tips:hide": { own: ROLES, any: ["admin", "moderator"] },
} as const satisfies Record<string, Grant>;

export type Permission = keyof typeof PERMISSIONS;

const grantOf = (permission: Permission): Grant => PERMISSIONS[permission];

/** Whether `role` may do this to anything, or at least to what it owns. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  const grant = grantOf(permission);
  return grant.any.includes(role) || !!grant.own?.includes(role);
}

/** Whether `role` holds the permission on anything, whoever owns it. */
export function canAny(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && grantOf(permission).any.includes(role);
}

/** The roles that hold the permission on anything (to find who to notify). */
export function rolesWith(permission: Permission): Role[] {
  return [...grantOf(permission).any];
}

export type Actor = { id: string; role: Role | null | undefined };
/** Who owns a resource: the owner's user id (null: nobody's, e.g. the platform's). */
export type OwnedResource = { ownerId: string | null };

/**
 * The one ownership check: the actor holds the permission on any resource, or on
 * this one because they own it. Without a resource only `any` counts.
 */
export function authorize(actor: Actor | null, permission: Permission, resource?: OwnedResource) {
  if (!actor?.role) return false;
  if (canAny(actor.role, permission)) return true;
  const own = grantOf(permission).own;
  return !!resource && !!own?.includes(actor.role) && resource.ownerId === actor.id;
}

/**
 * The header's Create menu shows each shortcut to the roles the spec names (000,
 * Create menu). A shortcut, not a right: who may create is `create:*` above.
 */
export const CREATE_MENU_ROLES = {
  event: ["event_organizer", "admin"],
  product: ["vendor", "admin"],
  property: ["property_owner", "admin"],
} as const satisfies Record<string, readonly Role[]>;

export function createMenuFor(role: Role | null | undefined) {
  return (Object.keys(CREATE_MENU_ROLES) as (keyof typeof CREATE_MENU_ROLES)[]).filter(
    (k) => !!role && (CREATE_MENU_ROLES[k] as readonly Role[]).includes(role),
  );
}

/**
 * A protected area's own catch-all route names the permission its paths need
 * (`handle.area`, app/routes.ts): unknown paths under the area are guarded like its real
 * pages. Where the areas are is the route table's to say, nowhere else (ADR 077).
 * `/payments` itself is not one: its fee calculator is public, and each of its tabs
 * asks for its own right (routes/payments.tsx).
 */
export type AreaHandle = { area: Permission };
