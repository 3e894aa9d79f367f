import type { StaticPagePath } from "./page-paths";

/**
 * Static pages the spec names under an item area (`/events/dashboard`, 001 §2): a slug
 * may never take them, whether or not the page is built yet. app/routes.ts gives each
 * its own route, so `/events/:slug` never answers for it (without a page yet, the
 * route answers an honest 404 after the area's guard); slug generation refuses them.
 */
export const RESERVED_ITEM_PATHS = ["/events/dashboard"] as const satisfies StaticPagePath[];

/**
 * Words no item slug may be, in any area: the reserved pages above, plus the spec's
 * top-level actions (/create, /submit, /advertise), which the areas are likely to
 * grow (`/events/create`) and which a slug must not have taken first.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...RESERVED_ITEM_PATHS.map((p) => p.split("/").pop()!),
  "create",
  "submit",
  "advertise",
  // /events/waitlist, where the Join waitlist forms post (app/routes.ts).
  "waitlist",
]);

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}
