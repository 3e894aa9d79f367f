import { Hono } from "hono";
import { toWebStream } from "~/lib/storage/body.server";
import { RangeNotSatisfiableError } from "~/lib/storage/errors";
import { isPublicKey } from "~/lib/storage/keys";
import { getStorage, type ObjectInfo, type StorageAdapter } from "~/lib/storage/storage.server";

/**
 * `GET/HEAD /media/<key>`: serves stored files from whichever storage runs, with the
 * HTTP that phones need: byte ranges (seeking in audio/video, resuming downloads),
 * validators (304s on revisits) and year-long immutable caching, which is safe
 * because keys are unique and never rewritten with other content (storage/keys.ts).
 *
 * With S3_PUBLIC_URL set, pages link media to the CDN instead; this route still
 * answers (a proxy to the bucket) so old links keep working.
 *
 * Hono answers HEAD by running the GET handler and dropping the body; the handler
 * checks the method itself so a HEAD never opens a file or an S3 download.
 */

export type MediaRoutesOptions = {
  /** Defaults to the product's storage, resolved on first request. */
  storage?: () => StorageAdapter;
  /** URL prefix; keys follow it. */
  prefix?: string;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
/** What a sandboxed top-level view of a user file may do: nothing beyond showing it. */
const SANDBOX_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
/** Text types safe to show inline: browsers never run them (nosniff keeps it that way). */
const INLINE_TEXT = new Set(["text/plain", "text/csv", "text/markdown"]);

export function createMediaRoutes({
  storage = getStorage,
  prefix = "/media",
}: MediaRoutesOptions = {}) {
  const app = new Hono();

  app.get(`${prefix}/*`, async (c) => {
    // Raw (undecoded) path: a valid key never needs percent-encoding, so any `%` is refused.
    const key = new URL(c.req.url).pathname.slice(prefix.length + 1);
    // Private files (digital products) only ever leave through their signed links.
    if (!isPublicKey(key)) return notFound();
    const store = storage();
    const info = await store.stat(key);
    if (!info) return notFound();

    const headers = baseHeaders(key, info);
    if (isNotModified(c.req.header("if-none-match"), c.req.header("if-modified-since"), info)) {
      return new Response(null, { status: 304, headers: withoutBodyHeaders(headers) });
    }

    const range = honoredRange(c.req.header("range"), c.req.header("if-range"), info);
    const isHead = c.req.method === "HEAD";

    if (range.kind === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${info.size}`);
      headers.delete("Content-Type");
      headers.delete("Content-Disposition");
      headers.set("Content-Length", "0");
      return new Response(null, { status: 416, headers });
    }

    if (range.kind === "partial") {
      headers.set("Content-Range", `bytes ${range.start}-${range.end}/${info.size}`);
      headers.set("Content-Length", String(range.end - range.start + 1));
      if (isHead) return new Response(null, { status: 206, headers });
      try {
        const part = await store.getRange(key, range.start, range.end);
        if (!part) return notFound();
        return new Response(toWebStream(part.body), { status: 206, headers });
      } catch (error) {
        if (error instanceof RangeNotSatisfiableError)
          return new Response(null, {
            status: 416,
            headers: { "Content-Range": `bytes */${info.size}` },
          });
        throw error;
      }
    }

    headers.set("Content-Length", String(info.size));
    if (isHead) return new Response(null, { status: 200, headers });
    const object = await store.get(key);
    if (!object) return notFound();
    return new Response(toWebStream(object.body), { status: 200, headers });
  });

  return app;
}

/** The product's media routes, on the product's storage. Mount with `app.route("/", mediaRoutes)`. */
export const mediaRoutes = createMediaRoutes();

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function baseHeaders(key: string, info: ObjectInfo): Headers {
  const type = info.contentType.split(";")[0]!.trim().toLowerCase();
  const headers = new Headers({
    "Content-Type": info.contentType,
    "Accept-Ranges": "bytes",
    ETag: `"${info.etag}"`,
    "Last-Modified": info.lastModified.toUTCString(),
    "Cache-Control": IMMUTABLE,
    "X-Content-Type-Options": "nosniff",
  });
  const filename = key.slice(key.lastIndexOf("/") + 1);
  if (type === "application/pdf") {
    headers.set("Content-Disposition", `inline; filename="${filename}"`);
  } else if (!isInlineType(type)) {
    // HTML, SVG, scripts, archives...: served from our origin they could run as our
    // pages, so browsers must download them instead.
    headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  }
  if (type === "application/pdf") {
    // Chromium refuses to show a PDF under a sandboxing policy, and the page policy the
    // app adds to responses without one (frame-ancestors 'none') would stop our own
    // pages from previewing documents in an iframe.
    headers.set("Content-Security-Policy", "frame-ancestors 'self'");
    headers.set("X-Frame-Options", "SAMEORIGIN");
  } else if (!type.startsWith("audio/") && !type.startsWith("video/")) {
    headers.set("Content-Security-Policy", SANDBOX_CSP);
  }
  return headers;
}

function isInlineType(type: string): boolean {
  if (type === "image/svg+xml") return false;
  return (
    type.startsWith("image/") ||
    type.startsWith("audio/") ||
    type.startsWith("video/") ||
    INLINE_TEXT.has(type)
  );
}

function withoutBodyHeaders(headers: Headers): Headers {
  const copy = new Headers(headers);
  for (const name of ["Content-Type", "Content-Length", "Content-Disposition"]) copy.delete(name);
  return copy;
}

/** RFC 9110 13.1.2/13.2.2: If-None-Match (weak comparison) wins over If-Modified-Since. */
function isNotModified(
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
  info: ObjectInfo,
): boolean {
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === "*") return true;
    return ifNoneMatch.split(",").some((tag) => opaqueTag(tag) === info.etag);
  }
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    // HTTP dates have whole seconds; compare at that precision.
    return (
      !Number.isNaN(since) &&
      Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(since / 1000)
    );
  }
  return false;
}

function opaqueTag(tag: string): string {
  return tag.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
}

type RangeResult =
  { kind: "none" } | { kind: "unsatisfiable" } | { kind: "partial"; start: number; end: number };

/**
 * The range to serve, if any. A stale If-Range (the file changed since the client's
 * partial copy) means "send it all". Only single ranges are served: multipart/byteranges
 * responses are rare and media players never ask for them, so several ranges get the
 * whole file (allowed by RFC 9110 14.2).
 */
function honoredRange(
  header: string | undefined,
  ifRange: string | undefined,
  info: ObjectInfo,
): RangeResult {
  if (!header) return { kind: "none" };
  if (ifRange !== undefined && !ifRangeMatches(ifRange, info)) return { kind: "none" };
  return parseRange(header, info.size);
}

function ifRangeMatches(ifRange: string, info: ObjectInfo): boolean {
  const value = ifRange.trim();
  if (value.startsWith('"')) return opaqueTag(value) === info.etag; // strong comparison
  if (value.startsWith("W/")) return false;
  const date = Date.parse(value);
  return (
    !Number.isNaN(date) &&
    Math.floor(info.lastModified.getTime() / 1000) === Math.floor(date / 1000)
  );
}

/** Parses `bytes=a-b`, `bytes=a-`, `bytes=-n` against a size; anything else is ignored. */
export function parseRange(header: string, size: number): RangeResult {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: "none" }; // malformed or several ranges: ignore (RFC 9110 14.2)
  const [, first, last] = match;
  if (first === "" && last === "") return { kind: "none" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Number(last);
  if (last !== "" && end < start) return { kind: "none" }; // invalid: ignore
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, size - 1) };
}
