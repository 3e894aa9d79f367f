import { randomFillSync } from "node:crypto";
import { isPageAddress, type PagePath } from "~/lib/page-paths";

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the CSPRNG in one call and never reused. */
const pool = Buffer.alloc(NONCE_BYTES * 256);
let offset = pool.length;

/**
 * A fresh CSP nonce (128 random bits, base64) for every response. One `randomBytes(16)`
 * per response was 3 % of a cached page's CPU; refilling a pool every 256 nonces is
 * what Node does for randomUUID(). Each slice is handed out once.
 */
export function createNonce() {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}

/**
 * The only pages that may open the camera: an event's check-in page scans tickets.
 * A document keeps the policy it was loaded with through in-app navigations, so links
 * to these pages load them in full (reloadDocument), and the scanner offers a reload
 * when it finds the camera blocked.
 */
export const CAMERA_PAGE = "/events/dashboard/:eventId/check-in" satisfies PagePath;

export function isCameraPage(pathname: string) {
  // Every response passes here and matchPath compiles its pattern on each call: only
  // paths that can be one are asked.
  return pathname.includes("/check-in") && isPageAddress(CAMERA_PAGE, pathname);
}

/**
 * Security headers for every response. Scripts run only from our origin or with the
 * per-request nonce that React Router puts on its inline hydration scripts.
 */
export function securityHeaders(
  options: {
    nonce?: string;
    mediaOrigins?: string[];
    formActionOrigins?: string[];
    /** The public origin is https: browsers must never try plain http again. */
    hsts?: boolean;
    /** This page may use the camera (the door's QR scanner; see CAMERA_PAGE). */
    camera?: boolean;
  } = {},
) {
  const media = ["'self'", "data:", "blob:", ...(options.mediaOrigins ?? [])].join(" ");
  const scriptSrc = options.nonce ? `'self' 'nonce-${options.nonce}'` : "'self'";
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // React sets style attributes (e.g. progress widths); no inline <style> is shipped.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Forms post to us only; a listed origin may be the target of the redirect that
    // follows (Google sign-in), which browsers check against form-action too.
    `form-action ${["'self'", ...(options.formActionOrigins ?? [])].join(" ")}`,
    "frame-ancestors 'none'",
  ].join("; ");
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": `camera=${options.camera ? "(self)" : "()"}, microphone=(), geolocation=()`,
  };
  // A year, the preload lists' minimum. No includeSubDomains: other hosts under the
  // domain may not be ours to commit to https.
  if (options.hsts) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}
