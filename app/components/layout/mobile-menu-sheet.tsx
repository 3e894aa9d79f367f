import type { RefObject } from "react";
import { Form, Link } from "react-router";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import { shellCopy } from "~/lib/messages/shell";
import { cn } from "~/lib/utils";
import { accountLinks, currentAccountLink } from "./account-links";
import { AREA_TABS, isActiveTab } from "./nav-links";
import type { HeaderUser } from "./site-header";

const itemClass = (active: boolean) =>
  cn(
    "block w-full rounded-md px-3 py-2 text-left font-medium hover:bg-surface",
    active ? "bg-brand-50 text-brand-700" : "text-ink",
  );

export default function MobileMenuSheet({
  open,
  onOpenChange,
  pathname,
  user,
  signInTo,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  user: HeaderUser | null;
  signInTo: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const links = user ? accountLinks(user) : [];
  const current = currentAccountLink(links, pathname);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        size="sm"
        onCloseAutoFocus={(event) => {
          // Opened without a Radix trigger, so give focus back to the menu button ourselves.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="first-letter:uppercase">
            {shellCopy.tagline}
          </SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="mt-4">
          <ul className="flex flex-col gap-1">
            {[{ to: "/", label: "Home" }, ...AREA_TABS].map((tab) => {
              const active = tab.to === "/" ? pathname === "/" : isActiveTab(pathname, tab.to);
              return (
                <li key={tab.to}>
                  <SheetClose asChild>
                    <Link
                      to={tab.to}
                      className={itemClass(active)}
                      aria-current={active ? "page" : undefined}
                    >
                      {tab.label}
                    </Link>
                  </SheetClose>
                </li>
              );
            })}
          </ul>
          <ul className="mt-2 flex flex-col gap-1 border-t border-line pt-2">
            {user ? (
              <>
                <li className="px-3 pb-1 text-sm">
                  <p className="truncate font-semibold text-ink">{user.name}</p>
                  <p className="truncate text-muted">{user.email}</p>
                </li>
                {links.map((link) => (
                  <li key={link.to}>
                    <SheetClose asChild>
                      <Link
                        to={link.to}
                        className={itemClass(link === current)}
                        aria-current={link === current ? "page" : undefined}
                      >
                        {link.label}
                      </Link>
                    </SheetClose>
                  </li>
                ))}
                <li>
                  {/* Signing out changes state: a POST, never a link a prefetch could follow. */}
                  <Form method="post" action="/auth/sign-out" onSubmit={() => onOpenChange(false)}>
                    <button type="submit" className={itemClass(false)}>
                      {shellCopy.userMenu.signOut}
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <li>
                <SheetClose asChild>
                  <Link
                    to={signInTo}
                    className="block rounded-md px-3 py-2 font-medium text-brand-700 hover:bg-surface"
                  >
                    {shellCopy.userMenu.signIn}
                  </Link>
                </SheetClose>
              </li>
            )}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
