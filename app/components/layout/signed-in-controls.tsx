import { Bell, ChevronDown, LayoutDashboard, Plus } from "lucide-react";
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { roleLabel, shellCopy } from "~/lib/messages/shell";
import { accountLinks, unreadBadge } from "./account-links";
import type { HeaderUser } from "./site-header";

/*
 * Menus are native disclosures (<details>): they open by mouse, touch and keyboard
 * before and without JavaScript, and cost no script. The server decides every
 * permission; these menus only mirror it.
 */
const menuPanel =
  // On a phone a panel under its button would run off the left edge: span the header.
  "absolute right-0 z-50 mt-2 w-60 rounded-card bg-white p-2 text-sm shadow-lg ring-1 ring-line max-sm:fixed max-sm:inset-x-2 max-sm:top-14 max-sm:w-auto";
const menuItem = "block rounded-md px-3 py-2 text-ink hover:bg-surface";

export function SignedInControls({ user }: { user: HeaderUser }) {
  const role = user.role;
  const createItems = user.createMenu.map((item) => ({
    ...item,
    label: shellCopy.createMenu[item.key],
  }));
  return (
    <>
      {/* Phones and tablets: these live in the account menu and the slide-in menu. A
          primitive's display is changed only under a variant (max-lg:hidden): an
          unprefixed `hidden` loses to its own `inline-flex` (ui/class-props.test.ts). */}
      <Badge variant="secondary" className="capitalize max-lg:hidden">
        {roleLabel(role)}
      </Badge>
      {user.hasDashboard ? (
        <Button asChild size="sm" variant="outline" className="max-lg:hidden">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" /> {shellCopy.userMenu.dashboard}
          </Link>
        </Button>
      ) : null}
      {/* Each entry goes to its own /create tab (000 Create menu); only tabs that exist. */}
      {createItems.length ? (
        <details className="relative">
          <summary className="flex h-8 cursor-pointer list-none items-center gap-1 rounded-md bg-brand-600 px-2 text-sm font-medium text-white hover:bg-brand-700 sm:px-3">
            <Plus aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">{shellCopy.userMenu.create}</span>
          </summary>
          <div className={menuPanel}>
            <ul>
              {createItems.map((item) => (
                <li key={item.key}>
                  <Link to={item.to} className={menuItem}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </details>
      ) : null}
      {user.hasDashboard ? <NotificationBell unread={user.unreadNotifications ?? 0} /> : null}
      <details className="relative">
        <summary className="flex cursor-pointer list-none items-center gap-1 rounded-full p-0.5 hover:bg-surface">
          {user.avatarUrl ? (
            <img
              src={user.avatarUrl}
              alt=""
              // Low: React would preload it in <head> ahead of the page's own pictures,
              // and the page body's preloads are the only ones there (ADR 048).
              fetchPriority="low"
              width={32}
              height={32}
              className="size-8 rounded-full bg-line object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-8 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
            >
              {user.initials}
            </span>
          )}
          <ChevronDown aria-hidden="true" className="size-4 text-muted max-sm:hidden" />
          <span className="sr-only">{shellCopy.userMenu.accountMenuFor(user.name)}</span>
        </summary>
        <div className={menuPanel}>
          <div className="border-b border-line px-3 pb-2">
            <p className="truncate font-semibold text-ink">{user.name}</p>
            <p className="truncate text-muted">{user.email}</p>
            <p className="capitalize text-muted">{roleLabel(role)}</p>
          </div>
          <ul className="pt-1">
            {accountLinks(user).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={menuItem}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Form method="post" action="/auth/sign-out">
                <button type="submit" className={`${menuItem} w-full text-left`}>
                  {shellCopy.userMenu.signOut}
                </button>
              </Form>
            </li>
          </ul>
        </div>
      </details>
    </>
  );
}

/** Unread count as a badge; the list lives on the dashboard's Notifications tab. */
function NotificationBell({ unread }: { unread: number }) {
  return (
    <Link
      to="/dashboard/notifications"
      className="relative grid size-9 place-items-center rounded-full text-ink hover:bg-surface"
      aria-label={shellCopy.bellLabel(unread)}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-danger px-1 text-[10px] font-bold text-white"
        >
          {unreadBadge(unread)}
        </span>
      ) : null}
    </Link>
  );
}
