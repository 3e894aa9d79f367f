import { and, isNotNull, isNull, notInArray, sql, type SQL } from "drizzle-orm";
import { profiles } from "~/db/schema";

/**
 * Roles with no public page (ADR 072): viewers have nothing to show, and moderators and
 * admins are staff, not people whose work one follows.
 */
export const ROLES_WITHOUT_PAGE = ["viewer", "moderator", "admin"] as const;

/**
 * Who has a public page and so may be followed (ADR 072): a username, a page not
 * hidden, an account not suspended, a role that makes or sells. The follow action,
 * the "Follow again" offer and the notices on publishing all read this one rule.
 */
export function hasPublicPage(): SQL {
  return and(
    isNotNull(profiles.username),
    sql`not ${profiles.profileHidden}`,
    isNull(profiles.suspendedAt),
    notInArray(profiles.role, [...ROLES_WITHOUT_PAGE]),
  )!;
}
