import { matchPath, type Register } from "react-router";

type Pages = Register extends { pages: infer P } ? P : Record<string, unknown>;

/**
 * A path pattern of app/routes.ts as React Router's typegen lists them
 * (.react-router/types/+routes.ts, made by `react-router typegen` before every
 * typecheck): the compiler refuses any other. A per-page property keyed by its page
 * (an upload limit, the camera, the sitemap, a link) names an entry of the one route
 * table this way instead of copying it (docs/decisions/077-one-route-table.md).
 */
export type PagePath = keyof Pages & string;

/** A page path without parameters: an address as it is. */
export type StaticPagePath = {
  [P in PagePath]: P extends `${string}:${string}` | `${string}*` ? never : P;
}[PagePath];

/**
 * Whether `pathname` is an address of the page `pattern`, by React Router's own matcher
 * (`matchPath`: any case, an optional trailing slash, any value for a parameter).
 */
export function isPageAddress(pattern: PagePath, pathname: string): boolean {
  return matchPath(pattern, pathname) !== null;
}
