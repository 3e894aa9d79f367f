import type { HeaderUser } from "~/components/layout/site-header";
import { CREATE_TABS } from "./create-tabs";
import { initials } from "./display-name";
import { can, createMenuFor } from "./permissions";
import { normalizeRole } from "./roles";

/**
 * What the signed-in header shows for a person, decided from their role here so the
 * shared chrome (components/) needs no knowledge of roles or rights. The server still
 * checks every right again; the header only mirrors them.
 */
export function headerUserFor(user: {
  name: string;
  email: string;
  role: string;
  avatarKey: string | null;
  avatarUrl: string | null;
  unreadNotifications: number;
  cartCount: number;
}): HeaderUser {
  const role = normalizeRole(user.role);
  return {
    ...user,
    role,
    initials: initials(user.name),
    hasDashboard: can(role, "area:dashboard"),
    // Only shortcuts whose /create tab exists, each to its own tab.
    createMenu: createMenuFor(role).flatMap((key) => {
      const tab = CREATE_TABS.find((t) => t.id === key);
      return tab ? [{ key, to: tab.path }] : [];
    }),
    adminLink: can(role, "admin:pages") ? "admin" : can(role, "area:admin") ? "moderation" : null,
  };
}
