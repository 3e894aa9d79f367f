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
