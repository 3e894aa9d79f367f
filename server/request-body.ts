import type { MiddlewareHandler } from "hono";
import { AD_IMAGE_MAX_BYTES } from "~/features/advertising/ad-application-schema";
import { can } from "~/features/accounts/permissions";
import { CONTENT_EDIT_PATH, CONTENT_FORM_PATHS } from "~/features/content/content-paths";
import { THUMBNAIL_FORM_MAX_BYTES } from "~/features/content/thumbnail-limits";
import { EVENT_FORM_MAX_BYTES, EVENT_FORM_PATHS } from "~/features/events/event-form-limits";
import { PRODUCT_FORM_MAX_BYTES } from "~/features/marketplace/digital-file-limits";
import { LISTING_FORM_MAX_BYTES } from "~/lib/media/listing-photos";
import { PROFILE_FORM_MAX_BYTES } from "~/features/profile/profile-constants";
import { getSessionUser } from "~/lib/auth.server";
import { isPageAddress, type PagePath } from "~/lib/page-paths";
import type { Message } from "~/lib/messages";
import { requestErrors } from "~/lib/messages/error-pages";

/**
 * Request bodies and URLs, checked once at the server's edge for every page and action
 * (docs/decisions/023-hostile-input.md), so no action can turn a user's error into a 500:
 *
 * - a body has a size limit enforced while it is read: small for forms, larger only for
 *   the upload routes below, and only once the sender may upload there (the session is
 *   read from the cookie before more than a form's bytes are read);
 * - a body is a form (urlencoded or multipart) that parses, else 415 / 400;
 * - no text field, field name, path or query parameter carries a NUL or another control
 *   character (TAB, CR, LF excepted): PostgreSQL refuses NUL in text, the rest is junk.
 *
 * Payment webhooks (raw JSON, signed) are mounted before this and keep their own limit.
 */

/** Every form we serve fits many times over (the longest text field is 5,000 characters). */
export const FORM_MAX_BYTES = 256 * 1024;

export type UploadRule = {
  /** The page, as app/routes.ts names it (its `.data` twin is matched too). */
  path: PagePath;
  maxBytes: number;
  /** Whether this request may send a large body at all: decided from its headers only. */
  mayUpload: (request: Request) => Promise<boolean>;
};

const signedInWith = (permission: Parameters<typeof can>[1]) => async (request: Request) => {
  const user = await getSessionUser(request);
  return !!user && can(user.role, permission);
};

export const UPLOAD_RULES: readonly UploadRule[] = [
  // The profile form carries the avatar and the cover (profile-constants.ts), plus its
  // text fields.
  {
    path: "/dashboard/profile",
    maxBytes: PROFILE_FORM_MAX_BYTES,
    mayUpload: signedInWith("area:dashboard"),
  },
  // The event form carries its cover (features/events/event-form-limits.ts).
  ...EVENT_FORM_PATHS.create.map((path) => ({
    path,
    maxBytes: EVENT_FORM_MAX_BYTES,
    mayUpload: signedInWith("create:event"),
  })),
  {
    path: EVENT_FORM_PATHS.edit,
    maxBytes: EVENT_FORM_MAX_BYTES,
    mayUpload: signedInWith("area:events-dashboard"),
  },
  // The content upload form carries a thumbnail; its file went ahead by tus, or was
  // streamed to storage by server/content-form-posts.ts before this guard.
  ...CONTENT_FORM_PATHS.map((path) => ({
    path,
    maxBytes: THUMBNAIL_FORM_MAX_BYTES,
    mayUpload: signedInWith("create:content"),
  })),
  // My Content's edit page replaces a thumbnail (features/content/thumbnail-limits.ts).
  {
    path: CONTENT_EDIT_PATH,
    maxBytes: THUMBNAIL_FORM_MAX_BYTES,
    mayUpload: signedInWith("dashboard:creator-tabs"),
  },
  // The listing forms carry their photos (lib/media/listing-photos.ts); the product
  // form also a digital product's file (features/marketplace/digital-file-limits.ts).
  {
    path: "/create/product",
    maxBytes: PRODUCT_FORM_MAX_BYTES,
    mayUpload: signedInWith("create:product"),
  },
  {
    path: "/create/property",
    maxBytes: LISTING_FORM_MAX_BYTES,
    mayUpload: signedInWith("create:property"),
  },
  {
    path: "/dashboard/products/:productId/edit",
    maxBytes: PRODUCT_FORM_MAX_BYTES,
    mayUpload: signedInWith("items:edit"),
  },
  {
    path: "/dashboard/properties/:propertyId/edit",
    maxBytes: LISTING_FORM_MAX_BYTES,
    mayUpload: signedInWith("items:edit"),
  },
  // The advertise form carries a logo and a banner (ad-application-schema.ts); anyone
  // may apply, signed in or not (spec 001 §2), rate-limited by the page.
  {
    path: "/advertise",
    maxBytes: 2 * AD_IMAGE_MAX_BYTES + 256 * 1024,
    mayUpload: async () => true,
  },
];

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** C0 controls but TAB, LF and CR, and DEL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** The same characters percent-encoded, as they appear in a raw URL. */
const HIDDEN_ENCODED = /%(?:0[0-8bcef]|1[0-9a-f]|7f)/i;

/**
 * The body, read up to `maxBytes`: null as soon as it is longer (the rest is never
 * read). A declared Content-Length over the limit is refused before reading anything.
 */
export async function readBodyUpTo(request: Request, maxBytes: number) {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

function refuse(status: 400 | 413 | 415, message: Message) {
  return new Response(`${message.title}: ${message.message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Whether a form holds a control character in any name or text value. */
function hasHiddenCharacters(form: FormData) {
  for (const [name, value] of form) {
    if (HIDDEN.test(name) || (typeof value === "string" && HIDDEN.test(value))) return true;
  }
  return false;
}

export function requestBodies(rules: readonly UploadRule[] = UPLOAD_RULES): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    if (HIDDEN_ENCODED.test(url.pathname) || HIDDEN_ENCODED.test(url.search)) {
      return refuse(400, requestErrors.hiddenCharacters);
    }
    if (raw.method === "GET" || raw.method === "HEAD" || raw.method === "OPTIONS") return next();

    const page = url.pathname.replace(/\.data$/, "");
    const upload = rules.find((r) => isPageAddress(r.path, page));
    const maxBytes = upload && (await upload.mayUpload(raw)) ? upload.maxBytes : FORM_MAX_BYTES;
    const body = await readBodyUpTo(raw, maxBytes);
    if (body === null) return refuse(413, requestErrors.tooLarge);

    const type = raw.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (body.byteLength > 0 || type) {
      if (!FORM_TYPES.has(type)) return refuse(415, requestErrors.notAForm);
      const copy = new Request(raw.url, { method: "POST", headers: raw.headers, body });
      const form = await copy.formData().catch(() => null);
      if (!form) return refuse(400, requestErrors.notAForm);
      if (hasHiddenCharacters(form)) return refuse(400, requestErrors.hiddenCharacters);
    }
    // The app reads the checked bytes; the stream they came from is spent. An empty post
    // with no type (`curl -X POST`) is an empty form: actions read it with formData().
    const headers = new Headers(raw.headers);
    if (!type) headers.set("Content-Type", "application/x-www-form-urlencoded");
    c.req.raw = new Request(raw, { body, headers });
    return next();
  };
}
