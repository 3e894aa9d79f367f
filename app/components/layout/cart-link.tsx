import { ShoppingCart } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { shellCopy } from "~/lib/messages/shell";

/**
 * The header's cart link and count (docs/decisions/061-cart.md). A signed-in person's
 * count comes from the server (`count`); a guest's page is the same HTML for every guest
 * (the shared page cache), so their count is read from the cart_n cookie (lib/cookies.ts)
 * after each render once the script runs; before that, or without JavaScript, the link
 * shows no number. Kept tiny: it is on every page's first load.
 */
export function CartLink({ count }: { count: number | null }) {
  const [guest, setGuest] = useState(0);
  // Read again after every navigation (a cart form's answer is a redirect).
  const { key } = useLocation();
  useEffect(() => setGuest(+(/(?:^|; )cart_n=(\d+)/.exec(document.cookie)?.[1] ?? 0)), [key]);
  const shown = count ?? guest;
  return (
    <Link
      to="/cart"
      className="flex shrink-0 items-center gap-0.5 rounded-md p-1.5 text-sm font-bold text-ink hover:bg-surface"
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      <span className="sr-only">{shellCopy.cart}</span>
      {shown || null}
    </Link>
  );
}
