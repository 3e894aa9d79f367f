import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import "~/fulfilments.server";
import { NonceContext } from "~/lib/nonce";
import { pageStyleFor } from "~/lib/page-css.server";
import { keepParts } from "~/lib/server-part.server";
import { FOOTER_PARTS } from "~/components/layout/site-footer";
import { finishDocument } from "~/lib/finish-document.server";
import { getLogger } from "~/lib/logger.server";
import { SharedBodyContext } from "~/lib/shared-body";
import { sharedBodyFor } from "~/lib/shared-body.server";
// Registers the item kinds (moderation, search, sitemap, "my items" read them).
import "~/item-kinds.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.nonce ?? "";
  // A page whose body is everyone's: reuse the kept one, or keep this one (ADR 048).
  const shared = sharedBodyFor(request, routerContext);
  const root = routerContext.staticHandlerContext.loaderData.root as { user?: unknown } | undefined;
  const signedIn = !!root?.user;
  // Not in development: an edit to the footer must show on the next reload.
  if (!import.meta.env.DEV) keepParts(FOOTER_PARTS);
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Pages are server data only (no Suspense), so waiting for all content costs
    // nothing and gives crawlers and slow phones one complete document.
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <SharedBodyContext.Provider value={!!shared?.kept}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SharedBodyContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines Suspense boundaries once a page passes this many bytes (default
        // 12.8 kB): their HTML is sent hidden and revealed by a script, so without
        // JavaScript they never show. We send the document whole (onAllReady), so keep
        // every boundary inline.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          // The document is complete: hand it on as one body. Piped as a stream, React's
          // ~2 kB chunks each crossed a PassThrough, a web stream and the socket: about
          // a sixth of a list page's server time (docs/decisions, signed-in render cost).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const document = Buffer.concat(chunks);
              const splices = shared ? shared.finish(document, nonce, responseHeaders) : [];
              const page = finishDocument(document, pageStyleFor({ signedIn }), splices);
              // The page is whole, in memory: its length tells server/compression.ts to
              // compress it in one pass, not as a stream (ADR 078 addendum).
              responseHeaders.set("Content-Length", String(page.length));
              resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          getLogger().error({ err: error, reqId: loadContext?.requestId }, "render error");
        },
      },
    );
  });
}

/**
 * Loader and action errors that become 500s (document and data requests alike). Thrown
 * Responses (redirects, 4xx) are answers, not errors; an aborted request is the client
 * going away.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  getLogger().error({ err: error, path: new URL(request.url).pathname }, "route error");
};
