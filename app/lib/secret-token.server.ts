import crypto from "node:crypto";

const digest = (s: string) => crypto.createHash("sha256").update(s).digest();

/**
 * Constant-time comparison of a presented secret (an e-mailed link's access token, a
 * collection code) with the stored one: both are hashed first, so the lengths leak
 * nothing and timingSafeEqual never throws.
 */
export function tokenMatches(given: string | null | undefined, expected: string) {
  return !!given && crypto.timingSafeEqual(digest(given), digest(expected));
}
