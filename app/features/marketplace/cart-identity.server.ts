import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { carts } from "~/db/schema";
import { getDb, type Db, type Tx } from "~/lib/db/client.server";
import { CART_COUNT_COOKIE } from "~/lib/cookies";
import { getEnv } from "~/lib/env.server";
import { signToken, verifyToken } from "~/lib/signed-token.server";

/**
 * Whose cart a request works on (issue 31): a signed-in person's is their `carts` row
 * (carts.user_id); a guest's is named by the `cart` cookie, the cart id signed with
 * signToken("cart", …). The cookie is not one of the product's `nc_` cookies on purpose
 * (lib/cookies.ts): pages that do not show the cart stay in the shared page cache.
 */
export const CART_COOKIE = "cart";
const CART_COOKIE_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const secureCookies = () => getEnv().PUBLIC_URL?.startsWith("https://") ?? false;

function cookieAttributes(maxAge: number) {
  return [
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secureCookies() ? ["Secure"] : []),
  ];
}

/** The Set-Cookie value naming a guest's cart for the next 30 days. */
export function cartCookie(cartId: string) {
  return [
    `${CART_COOKIE}=${signToken("cart", cartId)}`,
    ...cookieAttributes(CART_COOKIE_DAYS * 86_400),
  ].join("; ");
}

/**
 * The Set-Cookie value of a guest's cart count (lib/cookies.ts CART_COUNT_COOKIE): the
 * header's script reads it, so it is not HttpOnly; it names nothing, so it is harmless.
 */
export function cartCountCookie(count: number) {
  return [
    `${CART_COUNT_COOKIE}=${count}`,
    ...cookieAttributes(CART_COOKIE_DAYS * 86_400).filter((a) => a !== "HttpOnly"),
  ].join("; ");
}

/** The Set-Cookie values that forget a guest's cart (after it merged into an account). */
export function clearCartCookies() {
  return [
    [`${CART_COOKIE}=`, ...cookieAttributes(0)].join("; "),
    [`${CART_COUNT_COOKIE}=`, ...cookieAttributes(0).filter((a) => a !== "HttpOnly")].join("; "),
  ];
}

/** The cart id a request's `cart` cookie names, when the server signed it; else null. */
export function cartIdFromCookie(cookieHeader: string | null): string | null {
  const raw = new RegExp(`(?:^|;\\s*)${CART_COOKIE}=([^;]*)`).exec(cookieHeader ?? "")?.[1];
  if (!raw) return null;
  const id = verifyToken("cart", decodeURIComponent(raw));
  return id && UUID.test(id) ? id : null;
}

export type CartIdentity = { cartId: string | null; setCookie: string | null };

/**
 * Which cart a read names, without a query of its own: a person's, a guest's (named by
 * the cookie, and only while no account owns it), or any by id (readCartPage matches it
 * in its one statement, as currentCart does in its own).
 */
export type CartKey = { userId: string } | { guestCartId: string } | { cartId: string };

/** The request's cart as a CartKey (currentCart's rule); null: a guest without the cookie. */
export function cartKeyOf(options: { request: Request; userId: string | null }): CartKey | null {
  if (options.userId) return { userId: options.userId };
  const guestCartId = cartIdFromCookie(options.request.headers.get("Cookie"));
  return guestCartId ? { guestCartId } : null;
}

/**
 * The request's cart: the signed-in person's (`userId`), else the guest cookie's (only a
 * cart no account owns). With `create`, a missing cart is made (and a guest gets the
 * cookie to send); without it, `cartId` is null until something is added.
 */
export async function currentCart(options: {
  request: Request;
  userId: string | null;
  create?: boolean;
  db?: Db | Tx;
}): Promise<CartIdentity> {
  const db = options.db ?? (await getDb());
  if (options.userId) {
    const cartId = await userCartId(db, options.userId, options.create ?? false);
    return { cartId, setCookie: null };
  }
  const fromCookie = cartIdFromCookie(options.request.headers.get("Cookie"));
  if (fromCookie) {
    const [found] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, fromCookie), isNull(carts.userId)));
    if (found) return { cartId: found.id, setCookie: null };
  }
  if (!options.create) return { cartId: null, setCookie: null };
  const id = crypto.randomUUID();
  await db.insert(carts).values({ id });
  return { cartId: id, setCookie: cartCookie(id) };
}

/** A person's one cart (carts.user_id is unique), made on first use when `create`. */
export async function userCartId(db: Db | Tx, userId: string, create: boolean) {
  const [found] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  if (found || !create) return found?.id ?? null;
  await db.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [made] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return made!.id;
}
