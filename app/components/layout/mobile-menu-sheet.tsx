import type { RefObject } from "react";
import { Link } from "react-router";
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
import { AREA_TABS, isActiveTab } from "./nav-links";

export default function MobileMenuSheet({
  open,
  onOpenChange,
  pathname,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
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
                      className={cn(
                        "block rounded-md px-3 py-2 font-medium hover:bg-surface",
                        active ? "bg-brand-50 text-brand-700" : "text-ink",
                      )}
                      aria-current={active ? "page" : undefined}
                    >
                      {tab.label}
                    </Link>
                  </SheetClose>
                </li>
              );
            })}
            <li className="mt-2 border-t border-line pt-2">
              <SheetClose asChild>
                <Link
                  to="/auth/sign-in"
                  className="block rounded-md px-3 py-2 font-medium text-brand-700 hover:bg-surface"
                >
                  Sign In
                </Link>
              </SheetClose>
            </li>
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
