import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import "~/lib/load-context";
// The item kinds the id links below read (each entry point imports the composition root).
import "~/item-kinds.server";
import { getDatabase } from "~/lib/db/client.server";
import { withQueryStats, type QueryStats } from "~/lib/db/query-stats.server";
import { getLogger, loggablePath } from "~/lib/logger.server";
import { FALLBACK_MESSAGE } from "~/lib/messages/error-pages";
import { createAuthRoutes } from "./auth-routes";
import { compression } from "./compression";
import { contentFormPosts } from "./content-form-posts";
import { contentUploadRoutes } from "./content-uploads";
import { crossSiteGuard } from "./cross-site";
import { itemAreas, slugPathForItemId } from "~/features/site/item-links.server";
import { mediaRoutes } from "./media";
import { paymentWebhookRoutes } from "./payment-webhooks";
import { onlyPublicFiles, publicFilePaths } from "./public-files";
import { servePageCached } from "./page-cache";
import { requestBodies } from "./request-body";
import { setResponseHeader } from "./response-headers";
import { allowedHostNames, allowedHosts, forwardedOrigin } from "./request-origin";
import { routing } from "./routing";
import { createNonce, isCameraPage, securityHeaders } from "./security-headers";
import { sessionCaching } from "./session-caching";
import { canonicalCaseFor, unknownPaths } from "./unknown-paths";

type Vars = { requestId: string; nonce: string };

export interface ServerAppOptions {
  build: ServerBuild;
  clientDir: string;
  mode?: string;
  trustProxyHeader?: string;
  mediaOrigins?: string[];
  /** Origins a form's redirect may lead to (the Google sign-in page). */
  formActionOrigins?: string[];
  /** The public origin behind a proxy (PUBLIC_URL); POSTs from it are same-origin. */
  publicUrl?: string;
  /** CANONICAL_ORIGIN: requests on another host or scheme are redirected there. */
  canonicalOrigin?: string;
  /** ALLOWED_HOSTS: host names served besides PUBLIC_URL's (or the machine's own). */
  allowedHosts?: string[];
  /** Counts requests in flight so shutdown can wait for them. */
  inflight?: { count: number };
}

export function createServerApp(options: ServerAppOptions) {
  const log = getLogger();
  // Request lines hold fixed fields only (the path already made loggable, no query), none
  // of the redacted names: checking every line for them cost ~20 µs a request, more than
  // a cached page's own work (docs/decisions/025-anonymous-cache-hits.md).
  const requestLog = log.child({}, { redact: [] });
  const app = new Hono<{ Variables: Vars }>();
  const handle = createRequestHandler(options.build, options.mode ?? "production");
  const hsts = [options.publicUrl, options.canonicalOrigin].some((o) => o?.startsWith("https:"));

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("X-Request-Id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("nonce", createNonce());
    if (options.inflight) options.inflight.count++;
    // Debug only: the statements each request ran and their time (docs/decisions, signed-in render cost).
    let db: QueryStats | undefined;
    try {
      if (log.isLevelEnabled("debug")) db = (await withQueryStats(next)).stats;
      else await next();
    } finally {
      if (options.inflight) options.inflight.count--;
    }
    setResponseHeader(c, "X-Request-Id", requestId);
    for (const [k, v] of Object.entries(
      securityHeaders({
        nonce: c.get("nonce"),
        mediaOrigins: options.mediaOrigins,
        formActionOrigins: options.formActionOrigins,
        hsts,
        camera: isCameraPage(c.req.path),
      }),
    ))
      setResponseHeader(c, k, v, true);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const path = loggablePath(c.req.path);
    const line = {
      reqId: requestId,
      method: c.req.method,
      path,
      status,
      ms,
      ...(db && { queries: db.queries, dbMs: Math.round(db.ms * 10) / 10 }),
    };
    // A client that went away mid-request (a navigation superseding a data fetch) leaves
    // React Router answering 500 to nobody: not a server fault.
    if (status >= 500 && c.req.raw.signal.aborted)
      requestLog.info(line, "request aborted by the client");
    else if (status >= 500) requestLog.error(line, "request failed");
    else if (!c.req.path.startsWith("/assets/")) requestLog.info(line, "request");
  });

  // Behind a trusted proxy every later check sees the visitor's https URL.
  app.use(forwardedOrigin(!!options.trustProxyHeader));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      const database = await getDatabase();
      await database.query("select 1");
      return c.json({ status: "ready", database: database.kind });
    } catch (error) {
      log.warn({ err: error }, "readiness check failed");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  app.route("/", paymentWebhookRoutes);

  // Legacy paths, trailing slashes, id links and the canonical origin: one permanent redirect.
  app.use(
    "*",
    routing({
      canonicalOrigin: options.canonicalOrigin,
      trustProxy: !!options.trustProxyHeader,
      itemAreas: itemAreas(),
      slugPathForItemId,
      canonicalCase: canonicalCaseFor(options.build),
    }),
  );
  // Pages, links and the page cache follow the request's host: only ours are served.
  app.use(
    "*",
    allowedHosts(
      allowedHostNames({
        configuredOrigins: [options.publicUrl, options.canonicalOrigin],
        extraHosts: options.allowedHosts,
      }),
    ),
  );

  // Hashed build assets never change: cache them for a year. Pre-compressed .br/.gz
  // files sit beside them (scripts/finish-build.mjs).
  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), options.clientDir) || ".",
      precompressed: true,
      onFound: (_p, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.route("/", mediaRoutes);
  app.use(
    "*",
    onlyPublicFiles(
      publicFilePaths(options.clientDir),
      serveStatic({
        root: path.relative(process.cwd(), options.clientDir) || ".",
        precompressed: true,
        onFound: (_p, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    ),
  );

  // Cross-site form posts are refused: a POST must come from our own pages.
  app.use("*", crossSiteGuard({ isOwnOrigin: (o, r) => sameOrigin(o, r.url, options.publicUrl) }));
  // Resumable uploads stream their bodies: before the form-body guard (content-uploads.ts).
  app.route("/", contentUploadRoutes);
  // The content form's plain post streams its file to storage (content-form-posts.ts).
  app.use("*", contentFormPosts());
  // Body limits, forms only, no control characters in URLs or fields (request-body.ts).
  app.use("*", requestBodies());

  app.use("*", compression());
  app.use("*", sessionCaching());
  const clientIpOf = (c: Context) =>
    clientIp(c.req.raw, () => getConnInfo(c).remote.address ?? null, options.trustProxyHeader);
  // Only e-mail links and the OAuth callback reach better-auth directly (auth-routes.ts).
  app.route("/", createAuthRoutes(clientIpOf));
  // 404 and 410 for non-page requests to paths no page serves, without rendering.
  app.use("*", unknownPaths(options.build));
  app.all("*", async (c) => {
    const context: AppLoadContext = {
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      clientIp: clientIpOf(c),
    };
    return servePageCached(
      c.req.raw,
      context.nonce as string,
      (nonce, request) => handle(request, { ...context, nonce }),
      createNonce,
    );
  });

  app.onError((error, c) => {
    log.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return c.text(FALLBACK_MESSAGE, 500);
  });

  return app;
}

export function sameOrigin(origin: string, requestUrl: string, publicUrl?: string) {
  try {
    const o = new URL(origin).origin;
    return o === new URL(requestUrl).origin || (!!publicUrl && o === new URL(publicUrl).origin);
  } catch {
    return false;
  }
}

/**
 * The client's address: from a trusted proxy header when configured, else the socket.
 * A proxy appends the address it saw to X-Forwarded-For-style lists, after whatever the
 * client sent: only the rightmost entry is the trusted proxy's word, the ones before it
 * are the client's to choose. (Single-value headers such as X-Real-IP read the same.)
 * An entry that is not an IP address is ignored.
 */
export function clientIp(
  request: Request,
  socketAddress: () => string | null,
  trustProxyHeader?: string,
): string | null {
  if (trustProxyHeader) {
    const value = request.headers.get(trustProxyHeader);
    const last = value?.split(",").at(-1)?.trim();
    if (last && isIP(last)) return last;
  }
  try {
    return socketAddress();
  } catch {
    return null;
  }
}
