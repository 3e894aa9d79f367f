import { Menu } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "~/components/ui/sheet";
import { copy } from "~/lib/messages";
import { cn } from "~/lib/utils";
import { AREA_TABS, isActiveTab } from "./nav-links";

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-bold text-ink"
      aria-label="Naija Creators home"
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm font-black text-white"
      >
        NC
      </span>
      <span className="text-lg tracking-tight">
        Naija<span className="text-brand-700">Creators</span>
      </span>
    </Link>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const returnTo =
    pathname === "/" || pathname.startsWith("/auth")
      ? ""
      : `?redirectTo=${encodeURIComponent(pathname)}`;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {AREA_TABS.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  className={cn(
                    "rounded-md px-3 py-2 text-sm font-medium text-muted hover:bg-surface hover:text-ink",
                    isActiveTab(pathname, tab.to) && "bg-brand-50 text-brand-700",
                  )}
                  aria-current={isActiveTab(pathname, tab.to) ? "page" : undefined}
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Button asChild size="sm">
            <Link to={`/auth${returnTo}`}>Sign In</Link>
          </Button>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
      {/* Phones without JavaScript still reach every area from this scrolling row. */}
      <nav aria-label="Areas" className="border-t border-line md:hidden">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1">
          {AREA_TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className={cn(
                  "block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-muted",
                  isActiveTab(pathname, tab.to) && "bg-brand-50 text-brand-700",
                )}
                aria-current={isActiveTab(pathname, tab.to) ? "page" : undefined}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function MobileMenu({ pathname }: { pathname: string }) {
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-72">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription>{copy.tagline}</SheetDescription>
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
                        "block rounded-md px-3 py-2 font-medium text-ink hover:bg-surface",
                        active && "bg-brand-50 text-brand-700",
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
                  to="/auth"
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
