// Zod-free username rules (issue 35): the profile form and the server share them, and
// the public page's route reads `profilePath` (client-safe, no Zod).
import { USERNAME_MAX, USERNAME_MIN } from "./profile-constants";

/** Letters, digits, `_` and `.`; no dot first, last or twice in a row (`/@a..b`). */
export const USERNAME_PATTERN = /^[A-Za-z0-9_](?:[A-Za-z0-9_]|\.(?!\.))*$/;

/**
 * Names nobody may take: every top-level path of the site (a test holds this list to
 * app/routes.ts) and names that would pass for the platform or its staff.
 */
export const RESERVED_USERNAMES = new Set([
  // Top-level paths (routes.ts).
  "403",
  "404",
  "about",
  "admin",
  "ads",
  "advertise",
  "api",
  "auth",
  "bookings",
  "calendars",
  "cart",
  "checkout",
  "community-guidelines",
  "contact",
  "content",
  "cookie-policy",
  "create",
  "dashboard",
  "dev",
  "donate",
  "downloads",
  "events",
  "follows",
  "marketplace",
  "newsletter",
  "onboarding",
  "orders",
  "payments",
  "privacy-policy",
  "report",
  "report-broken-link",
  "reviews",
  "robots.txt",
  "search",
  "sitemap.xml",
  "submit",
  "terms-of-service",
  "tickets",
  "trips",
  // Files and paths the server or browsers ask for.
  "assets",
  "favicon.ico",
  "manifest.webmanifest",
  "media",
  "uploads",
  "well-known",
  // Names that would pass for the platform, its staff or a system sender.
  "administrator",
  "help",
  "mod",
  "moderator",
  "naijacreators",
  "naija_creators",
  "official",
  "root",
  "security",
  "staff",
  "support",
  "system",
  "team",
  "www",
]);

export type UsernameProblem = "length" | "format" | "reserved";

/** What is wrong with a username someone wants, or null when it may be claimed. */
export function usernameProblem(name: string): UsernameProblem | null {
  if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) return "length";
  if (!USERNAME_PATTERN.test(name) || name.endsWith(".")) return "format";
  if (RESERVED_USERNAMES.has(name.toLowerCase())) return "reserved";
  return null;
}

/** A person's public page. */
export const profilePath = (username: string) => `/@${username}`;

/** How long a username someone gave up keeps redirecting (and stays theirs alone). */
export const OLD_USERNAME_DAYS = 90;
