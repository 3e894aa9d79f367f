import type { StaticPagePath } from "~/lib/page-paths";
import type { Permission } from "./permissions";

/**
 * The tabs of /create (001 §2 Create and Share), one page each so a form posts to its
 * own action. A tab is listed only once its page works (no dead ends); each one's
 * permission is checked again by its own loader and action.
 */
export const CREATE_TABS = [
  { id: "event", path: "/create", permission: "create:event" },
  { id: "content", path: "/create/content", permission: "create:content" },
  { id: "product", path: "/create/product", permission: "create:product" },
  { id: "property", path: "/create/property", permission: "create:property" },
] as const satisfies ReadonlyArray<{
  id: string;
  path: StaticPagePath;
  permission: Permission;
}>;

export type CreateTabId = (typeof CREATE_TABS)[number]["id"];

/** The page's own words (001 §2 Create and Share), whichever tab is open. */
export const createPageCopy = {
  title: "Create and Share",
  intro:
    "Upload content, create events, and list products and stays. New events and listings are reviewed before they go public.",
};

/** The tab row's labels. */
export const createTabLabels: Record<CreateTabId, string> = {
  event: "Event",
  content: "Content",
  product: "Product",
  property: "Property",
};

/** The tab a /create path shows (the event tab for /create itself and anything unknown). */
export function createTabAt(pathname: string): CreateTabId {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return CREATE_TABS.find((t) => t.path === path)?.id ?? "event";
}
