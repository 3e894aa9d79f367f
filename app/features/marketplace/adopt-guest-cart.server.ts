import { CART_COUNT_COOKIE } from "~/lib/cookies";
import { CART_COOKIE, cartIdFromCookie, clearCartCookies } from "./cart-identity.server";
import { mergeGuestCart } from "./merge-carts.server";

const CART_COOKIES = new RegExp(`(?:^|;\\s*)(?:${CART_COOKIE}|${CART_COUNT_COOKIE})=`);

/**
 * Where a sign-in completes for the cart (issue 31: carts are never lost at sign-in): a
 * signed-in request still carrying a guest's cart cookie merges that cart into the
 * person's (merge-carts.server.ts) and gets the Set-Cookie values that clear the guest
 * cookies. The password sign-in calls it on its own answer; the root loader calls it on
 * the first signed-in page after the other ways in (the confirmation link's sign-in, the
 * Google callback), which better-auth completes before any of our code runs. Costs one
 * cookie check when there is nothing to do; safe to run twice (the second finds no cart).
 */
export async function adoptGuestCart(options: {
  request: Request;
  userId: string | null;
}): Promise<string[]> {
  const cookie = options.request.headers.get("Cookie");
  if (!options.userId || !cookie || !CART_COOKIES.test(cookie)) return [];
  const guestCartId = cartIdFromCookie(cookie);
  if (guestCartId) await mergeGuestCart({ guestCartId, userId: options.userId });
  return clearCartCookies();
}
