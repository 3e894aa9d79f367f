// Who may be paid by fans (ADR 072), pure: the start of a tip, its confirmation and
// the pages that offer the form all ask this one rule.
import type { Role } from "~/features/accounts/roles";

/** Roles whose people make or sell something, and so may receive support. */
export const PAYABLE_ROLES: readonly Role[] = [
  "creator",
  "vendor",
  "event_organizer",
  "property_owner",
];

export type PayableFacts = {
  role: Role;
  supportEnabled: boolean;
  profileHidden: boolean;
  suspendedAt: Date | string | null;
};

/** A person fans may pay now: a role that sells, support on, a page shown, not suspended. */
export function isPayable(p: PayableFacts) {
  return (
    PAYABLE_ROLES.includes(p.role) && p.supportEnabled && !p.profileHidden && p.suspendedAt === null
  );
}
