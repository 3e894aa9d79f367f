/**
 * The product's own cookies, in one place: the flash cookie (`nc_*`) and better-auth's
 * session cookie (`better-auth.*`, `__Secure-better-auth.*` over https). A request that
 * carries none of them is anonymous and may be served the shared page cache.
 */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const OUR_COOKIES = /(?:^|;\s*)(?:nc_[^=]*|(?:__Secure-)?better-auth[^=]*)=/;

export function hasSessionCookie(cookieHeader: string | null) {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}

/**
 * The one session cookie (`name=value`) the header carries, or null when it carries none
 * or several: which of several better-auth would read is its business, so such a header
 * must not be matched to an answer given for one of them.
 */
export function sessionCookiePair(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  const found = [...cookieHeader.matchAll(SESSION_COOKIE_PAIR)];
  return found.length === 1 ? found[0][1] : null;
}
const SESSION_COOKIE_PAIR = /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]*)/g;

export function hasOurCookies(cookieHeader: string | null) {
  return !!cookieHeader && OUR_COOKIES.test(cookieHeader);
}

/**
 * The units in a guest's cart, for the header's count (issue 31): set beside the
 * HttpOnly `cart` cookie whenever the cart changes, readable by the header's script
 * (components/layout/cart-link.tsx reads it with the same pattern). Pages are the same
 * for every guest (the shared page cache), so the count cannot be in their HTML; a
 * signed-in person's count is rendered by the server instead. It names nothing.
 */
export const CART_COUNT_COOKIE = "cart_n";

/** The count the cart_n cookie holds, or null when there is none (or it is not a count). */
export function cartCountFromCookie(cookieHeader: string | null): number | null {
  const raw = /(?:^|;\s*)cart_n=(\d{1,6})(?:;|$)/.exec(cookieHeader ?? "")?.[1];
  return raw === undefined ? null : Number(raw);
}
