import { ShoppingCart } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { cartCountFromCookie } from "~/lib/cookies";
import { shellCopy } from "~/lib/messages/shell";

// Nothing to subscribe to: the count is read again whenever the header renders (after
// every navigation and form post, when the root data is fresh).
const subscribe = () => () => {};
const guestCount = () => cartCountFromCookie(document.cookie);
const unknown = () => null;

/**
 * The header's cart link (docs/decisions/0xx-cart.md). A signed-in person's count comes
 * from the server (`count`); a guest's page is the same HTML for every guest (the shared
 * page cache), so their count is read from the cart_n cookie once the script runs, and
 * before that (or without JavaScript) the link just says "Cart".
 */
export function CartLink({ count }: { count: number | null }) {
  const fromCookie = useSyncExternalStore(subscribe, guestCount, unknown);
  const shown = count ?? fromCookie;
  return (
    <Link
      to="/cart"
      className="relative grid size-9 shrink-0 place-items-center rounded-full text-ink hover:bg-surface"
      aria-label={shellCopy.cart.label(shown)}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {shown ? (
        <span
          aria-hidden="true"
          data-cart-count
          className="absolute -top-0.5 -right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-brand-600 px-1 text-[10px] font-bold text-white"
        >
          {shown > 99 ? "99+" : shown}
        </span>
      ) : null}
    </Link>
  );
}
