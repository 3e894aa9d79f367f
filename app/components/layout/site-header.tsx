import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { shellCopy } from "~/lib/messages/shell";
import { cn } from "~/lib/utils";
import { AREA_TABS, isActiveTab } from "./nav-links";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import { CartLink } from "./cart-link";

export function Logo() {
  return (
    // Named by the words shown plus "home": a name that leaves out the visible text
    // ("Naija Creators") fails people who say what they see to voice control.
    // On one line whatever sits beside it (issue 30: it wrapped at 360 px next to the
    // Create button, bell and avatar): it never shrinks, and is a size smaller on phones.
    <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-ink">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm font-black text-white"
      >
        NC
      </span>
      <span className="whitespace-nowrap text-base tracking-tight sm:text-lg">
        {shellCopy.logo.first} <span className="text-brand-700">{shellCopy.logo.second}</span>
        <span className="sr-only"> {shellCopy.logo.linkSuffix}</span>
      </span>
    </Link>
  );
}

// Only signed-in people see these controls: anonymous visitors (most first visits) load
// none of their code, while the server still renders them inline (serverRenderedLazy).
const SignedInControls = serverRenderedLazy(() =>
  import("./signed-in-controls").then((m) => m.SignedInControls),
);

export type HeaderUser = {
  name: string;
  email: string;
  role: string;
  avatarKey: string | null;
  /** The 64 px avatar variant's URL (the root loader knows the media base). */
  avatarUrl?: string | null;
  unreadNotifications?: number;
  /** Units in the person's cart (the header's cart count). */
  cartCount?: number;
  initials: string;
  /** What the person's role opens (features/accounts/header-user.ts decides). */
  hasDashboard: boolean;
  /** Create menu shortcuts (000 Create menu): only those whose pages exist. */
  /** The Create menu's shortcuts, each to its own /create tab. */
  createMenu: readonly { key: "event" | "product" | "property"; to: string }[];
  adminLink: "admin" | "moderation" | null;
};

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const { pathname } = useLocation();
  const returnTo =
    pathname === "/" || pathname.startsWith("/auth")
      ? ""
      : `?redirectTo=${encodeURIComponent(pathname)}`;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {AREA_TABS.map((tab) => (
              <li key={tab.to}>
                {/* A Link, not NavLink: the active state is ours (isActiveTab), and NavLink's
                    own code (view transitions, path matching) would ship on every page. */}
                <Link
                  to={tab.to}
                  className={cn(
                    "rounded-md px-3 py-2 text-sm font-medium hover:bg-surface hover:text-ink",
                    isActiveTab(pathname, tab.to) ? "bg-brand-50 text-brand-700" : "text-muted",
                  )}
                  aria-current={isActiveTab(pathname, tab.to) ? "page" : undefined}
                >
                  {tab.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <CartLink count={user ? (user.cartCount ?? 0) : null} />
          {user ? (
            <SignedInControls user={user} />
          ) : (
            <Button asChild size="sm">
              <Link to={`/auth/sign-in${returnTo}`}>{shellCopy.userMenu.signIn}</Link>
            </Button>
          )}
          <MobileMenu pathname={pathname} user={user} signInTo={`/auth/sign-in${returnTo}`} />
        </div>
      </div>
      {/* Phones without JavaScript still reach every area from this row: spread across a
          360 px screen, none cut off at its edge (issue 30); it scrolls only on narrower. */}
      <nav aria-label="Areas" className="border-t border-line md:hidden">
        <ul className="mx-auto flex max-w-6xl justify-between gap-1 overflow-x-auto px-2 py-1 sm:justify-start">
          {AREA_TABS.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className={cn(
                  "block whitespace-nowrap rounded-md px-2 py-1.5 text-sm font-medium sm:px-3",
                  isActiveTab(pathname, tab.to) ? "bg-brand-50 text-brand-700" : "text-muted",
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

/**
 * The slide-in menu's dialog code (Radix) loads only when a visitor reaches for it,
 * so every page's first load stays light; until then this is a plain button.
 */
const MobileMenuSheet = lazy(() => import("./mobile-menu-sheet"));

function MobileMenu({
  pathname,
  user,
  signInTo,
}: {
  pathname: string;
  user: HeaderUser | null;
  signInTo: string;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => setLoaded(true)}
        onFocus={() => setLoaded(true)}
      >
        <Menu aria-hidden="true" />
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuSheet
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            user={user}
            signInTo={signInTo}
            returnFocusTo={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
