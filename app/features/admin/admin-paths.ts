import type { Role } from "~/features/accounts/roles";
import { can } from "~/features/accounts/permissions";

/**
 * The admin area's pages, each at `/admin/<page>` (issue 11). Client-safe (no Zod):
 * the layout's tabs, panels' links and the actions' redirects build URLs from here.
 */
export const ADMIN_PAGES = [
  "overview",
  "moderation",
  "users",
  "ads",
  "analytics",
  "inbox",
  "settings",
  "jobs",
  "payouts",
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

/**
 * Pages each role sees: moderators get the queue (issue 3; docs/product-decisions.md >
 * Roles) and the Ads tab without its actions (issue 16).
 */
export function adminPagesFor(role: Role): AdminPage[] {
  if (can(role, "admin:pages")) return [...ADMIN_PAGES];
  return can(role, "ads:view") ? ["moderation", "ads"] : ["moderation"];
}

/** `/admin/<page>` with its query (empty values left out). */
export function adminPath(page: AdminPage, params: Record<string, string | undefined> = {}) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `/admin/${page}?${search}` : `/admin/${page}`;
}

/** Where the old `/admin?tab=…` address now lives; null for a missing or unknown tab. */
export function adminPathForTab(raw: string | null): `/admin/${AdminPage}` | null {
  return (ADMIN_PAGES as readonly string[]).includes(raw ?? "")
    ? `/admin/${raw as AdminPage}`
    : null;
}

/**
 * Back to the page a form was posted from, with its list position (page, search,
 * inbox box) as the form carried it.
 */
export function adminBackPath(form: FormData, page: AdminPage) {
  const value = (name: string) => String(form.get(name) ?? "");
  const p = value("page");
  const box = value("box");
  // A list's status filter travels as filterStatus: "status" is what some forms set
  // (the inbox's resolve and reopen).
  const status = value("filterStatus");
  return adminPath(page, {
    q: value("q"),
    status: /^[a-z]{1,16}$/.test(status) ? status : undefined,
    box: box === "messages" || box === "reports" ? box : undefined,
    page: /^\d+$/.test(p) && p !== "1" ? p : undefined,
  });
}

/** Admin Settings' own pages (issue 16). */
export const SETTINGS_PATHS = {
  mailTemplates: "/admin/settings/email-templates",
  mailTemplate: (name: string) => `/admin/settings/email-templates/${encodeURIComponent(name)}`,
  noticeBar: "/admin/settings/notice-bar",
} as const;
