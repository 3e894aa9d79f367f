import { ROLES, type Role } from "./roles";

/**
 * Who may do what: the one table routes, menus and tests share (DESIGN.md convention 6).
 * Everything here is enforced on the server; menus only mirror it.
 */
const NON_VIEWER: readonly Role[] = ROLES.filter((r) => r !== "viewer");

export const PERMISSIONS = {
  "area:dashboard": NON_VIEWER,
  "area:create": NON_VIEWER,
  "area:payments": NON_VIEWER,
  "area:admin": ["admin", "moderator"],
  "area:events-dashboard": ["event_organizer", "admin"],
  "moderation:review": ["admin", "moderator"],
  "users:change-role": ["admin"],
  // Sending money back to a payer (issue 5): admins only.
  "payments:refund": ["admin"],
  // Personal data people sent us (subscriber list, contact messages): admins only.
  "newsletter:export": ["admin"],
  "inbox:read": ["admin"],
  // Background jobs that failed for good (e-mail, refunds): see and retry them.
  "jobs:manage": ["admin"],
  "create:event": ["event_organizer", "admin"],
  "create:product": ["vendor", "admin"],
  "create:property": ["property_owner", "admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Protected path prefixes, most specific first (DECISIONS.md > Roles). */
export const PROTECTED_AREAS: ReadonlyArray<{ prefix: string; permission: Permission }> = [
  { prefix: "/events/dashboard", permission: "area:events-dashboard" },
  { prefix: "/admin", permission: "area:admin" },
  { prefix: "/dashboard", permission: "area:dashboard" },
  { prefix: "/create", permission: "area:create" },
  { prefix: "/payments", permission: "area:payments" },
];

export function areaFor(pathname: string) {
  return (
    PROTECTED_AREAS.find((a) => pathname === a.prefix || pathname.startsWith(`${a.prefix}/`)) ??
    null
  );
}
