// Whether a person has a public page at /@username (issue 35, ADR 072). Pure and
// client-safe: the people page, the owner links on item pages and the sitemap decide
// it the same way (the SQL twin is public-page.server.ts; a test holds them together).
import type { Role } from "~/features/accounts/roles";

/**
 * The roles that offer something publicly. Viewers, moderators and admins have no
 * public page: their /@name answers 404 like an unknown one (no data leaked).
 */
export const PAGE_ROLES = ["creator", "event_organizer", "vendor", "property_owner"] as const;

export type PublicPageFacts = {
  role: Role | string;
  username: string | null;
  profileHidden: boolean;
  suspendedAt: Date | string | null;
};

export function hasPublicPage(p: PublicPageFacts): boolean {
  return (
    !!p.username &&
    !p.profileHidden &&
    p.suspendedAt == null &&
    (PAGE_ROLES as readonly string[]).includes(p.role)
  );
}
