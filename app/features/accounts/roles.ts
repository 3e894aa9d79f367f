import { ROLES } from "~/lib/enum-values";

export { ROLES };
export type Role = (typeof ROLES)[number];

/** The four roles a user may pick for themselves at sign-up or on their dashboard. */
export const SELF_SERVICE_ROLES = [
  "creator",
  "event_organizer",
  "vendor",
  "property_owner",
] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const SELF_SERVICE_ROLE_LABELS: Record<SelfServiceRole, string> = {
  creator: "Create content",
  event_organizer: "Organise events",
  vendor: "Sell products",
  property_owner: "List stays",
};

export function isSelfServiceRole(role: string): role is SelfServiceRole {
  return (SELF_SERVICE_ROLES as readonly string[]).includes(role);
}

/**
 * Who may pick their own role (among the four above): the self-service roles and
 * viewers, who become a creator, organizer, vendor or host that way (issue 30 §3.9,
 * docs/decisions/056-viewers-choose-a-role.md). Admins and moderators get their role
 * from another admin only (docs/product-decisions.md > Roles).
 */
export function canSwitchOwnRole(role: string) {
  return role === "viewer" || isSelfServiceRole(role);
}

/** Where a person picks their role: the Profile tab's role section, one role ticked. */
export function chooseRolePath(suggested?: SelfServiceRole, returnTo?: string) {
  const query = new URLSearchParams();
  if (suggested) query.set("role", suggested);
  if (returnTo) query.set("returnTo", returnTo);
  return `/dashboard/profile${query.size ? `?${query}` : ""}#role`;
}

const ALIASES: Record<string, Role> = {
  visitor: "viewer",
  organizer: "event_organizer",
  owner: "property_owner",
};

/** Accepts the spec's other spellings (visitor, organizer, owner); unknown input is viewer. */
export function normalizeRole(input: string | null | undefined): Role {
  const value = (input ?? "").trim().toLowerCase();
  if ((ROLES as readonly string[]).includes(value)) return value as Role;
  return ALIASES[value] ?? "viewer";
}
