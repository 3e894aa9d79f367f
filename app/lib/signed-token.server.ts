import crypto from "node:crypto";
import { getSecrets } from "~/lib/secrets.server";

/**
 * Short values the server hands out and later trusts only if it signed them: a guest's
 * cart cookie, a digital product's download link. HMAC-SHA256 under the session
 * secret, keyed by purpose so a value signed for one use is refused for another;
 * an optional expiry is part of what is signed.
 *
 * Format: `<value>.<expiry seconds or 0>.<signature base64url>`; `value` must not
 * contain a dot (ids and base64url are fine).
 */
function mac(purpose: string, body: string) {
  return crypto
    .createHmac("sha256", getSecrets().sessionSecret)
    .update(`${purpose}\n${body}`)
    .digest("base64url");
}

export function signToken(purpose: string, value: string, expiresAt?: Date): string {
  if (value.includes(".")) throw new Error("signToken: the value may not contain a dot");
  const exp = expiresAt ? Math.ceil(expiresAt.getTime() / 1000) : 0;
  const body = `${value}.${exp}`;
  return `${body}.${mac(purpose, body)}`;
}

/** The signed value, or null when the token is malformed, forged, for another purpose or expired. */
export function verifyToken(purpose: string, token: string, now = new Date()): string | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [value, exp, sig] = parts as [string, string, string];
  if (!/^\d{1,12}$/.test(exp)) return null;
  const expected = Buffer.from(mac(purpose, `${value}.${exp}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (exp !== "0" && Number(exp) * 1000 <= now.getTime()) return null;
  return value;
}
