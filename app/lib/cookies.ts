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

export function hasOurCookies(cookieHeader: string | null) {
  return !!cookieHeader && OUR_COOKIES.test(cookieHeader);
}
