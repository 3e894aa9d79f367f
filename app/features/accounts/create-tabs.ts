import type { Permission } from "./permissions";

/**
 * The tabs of /create (001 §2 Create and Share), one page each so a form posts to its
 * own action. A tab is listed only once its page works (no dead ends); each one's
 * permission is checked again by its own loader and action.
 */
export const CREATE_TABS = [
  { id: "event", path: "/create", permission: "create:event" },
  { id: "content", path: "/create/content", permission: "create:content" },
] as const satisfies ReadonlyArray<{
  id: string;
  path: string;
  permission: Permission;
}>;

export type CreateTabId = (typeof CREATE_TABS)[number]["id"];

/** The tab row's labels. */
export const createTabLabels: Record<CreateTabId, string> = { event: "Event", content: "Content" };
