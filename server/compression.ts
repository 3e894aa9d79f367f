import { Readable } from "node:stream";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { preferredEncoding } from "./accept-encoding";

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Compresses dynamic responses (HTML, JSON, XML) with brotli when the client accepts
 * it, else gzip (server/accept-encoding.ts). Brotli quality 4 keeps CPU low on 2 cores
 * while beating gzip on size. Static assets are pre-compressed at build time and skip
 * this, as do responses already encoded (page-cache hits in gzip, server/page-cache.ts).
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"), ["br", "gzip"]);
    if (!encoding || c.req.method === "HEAD") return;
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    if (
      res.status === 204 ||
      res.status === 206 ||
      res.headers.has("Content-Encoding") ||
      !COMPRESSIBLE.test(type) ||
      // Last: reading `body` turns a buffered response into a stream (response-headers.ts).
      !res.body
    )
      return;
    const headers = new Headers(res.headers);
    headers.delete("Content-Length");
    headers.set("Content-Encoding", encoding);
    headers.append("Vary", "Accept-Encoding");
    const init = { status: res.status, statusText: res.statusText, headers };
    // A body of known length is already complete in memory (e.g. a cached page):
    // compress it in one go, which is cheaper than a stream.
    if (res.headers.has("Content-Length")) {
      const raw = Buffer.from(await res.arrayBuffer());
      const packed =
        encoding === "br"
          ? zlib.brotliCompressSync(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : zlib.gzipSync(raw, { level: 6 });
      headers.set("Content-Length", String(packed.length));
      replaceResponse(c, new Response(packed, init));
      return;
    }
    const compressor =
      encoding === "br"
        ? zlib.createBrotliCompress({
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            },
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          })
        : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
    const body = Readable.fromWeb(res.body as never).pipe(compressor);
    replaceResponse(c, new Response(Readable.toWeb(body) as ReadableStream, init));
  };
}

/**
 * Hono copies the old response's headers onto a new `c.res`, which would bring back
 * the uncompressed Content-Length (clients then wait forever for missing bytes).
 * Our new response already carries every header it needs, so drop the old one first.
 */
function replaceResponse(c: Context, response: Response) {
  c.res = undefined as unknown as Response;
  c.res = response;
}
