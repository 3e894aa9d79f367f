import os from "node:os";
import type { Context, MiddlewareHandler } from "hono";
import { requestErrors } from "~/lib/messages/error-pages";
import { NEVER_REDIRECT } from "~/lib/redirects";

/**
 * The scheme and host a request arrived on, as far as we may believe it. Behind a proxy
 * we trust (TRUST_PROXY_HEADER set), the visitor's scheme and host come from
 * X-Forwarded-Proto / X-Forwarded-Host: TLS ends at the proxy, so the socket says http
 * while the browser's Origin says https, and React Router, better-auth and our own
 * same-origin checks would refuse every form. Without a trusted proxy those headers are
 * ignored: anyone can send them.
 */
export function forwardedUrl(request: Request, trustProxy: boolean): URL {
  const url = new URL(request.url);
  if (!trustProxy) return url;
  // Proxies append: the first value is what the visitor's own connection used.
  const proto = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  const host = request.headers.get("X-Forwarded-Host")?.split(",")[0]?.trim();
  const scheme = proto === "http" || proto === "https" ? proto : url.protocol.slice(0, -1);
  // Built whole: assigning url.host would keep the socket's port.
  const authority = host && validHost(host) ? host : url.host;
  return new URL(`${scheme}://${authority}${url.pathname}${url.search}`);
}

/** Rewrites the request's URL to the forwarded one, so every later check sees it. */
export function forwardedOrigin(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    if (trustProxy) {
      const raw = c.req.raw;
      const url = forwardedUrl(raw, true);
      if (url.href !== raw.url) c.req.raw = withUrl(raw, url);
    }
    await next();
  };
}

function withUrl(raw: Request, url: URL): Request {
  const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
  return new Request(url, {
    method: raw.method,
    headers: raw.headers,
    body: hasBody ? raw.body : undefined,
    signal: raw.signal,
    // Node's fetch needs this to pass a streamed body on without reading it.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

function validHost(host: string) {
  try {
    return new URL(`http://${host}`).host === host.toLowerCase();
  } catch {
    return false;
  }
}

export interface AllowedHostsOptions {
  /** PUBLIC_URL and CANONICAL_ORIGIN: when either is set, only their hosts are ours. */
  configuredOrigins: (string | undefined)[];
  /** ALLOWED_HOSTS: more host names (no port), e.g. a LAN name or a second domain. */
  extraHosts?: string[];
  /** The machine's own names when nothing is configured (tests pass their own). */
  machineHosts?: () => string[];
}

/**
 * The host names this server answers to (docs/decisions: allowed hosts). Ports do not
 * matter: the page cache keys on the whole host, so a visitor's port reaches only them.
 */
export function allowedHostNames(options: AllowedHostsOptions): Set<string> {
  const configured = options.configuredOrigins
    .filter((o): o is string => !!o)
    .map((o) => new URL(o).hostname);
  const base = configured.length ? configured : (options.machineHosts ?? machineHostNames)();
  return new Set([...base, ...(options.extraHosts ?? [])].map(normalHostName));
}

/** localhost, the loopback addresses, this machine's names and its interfaces' addresses. */
export function machineHostNames(): string[] {
  const names = ["localhost", "127.0.0.1", "::1", os.hostname()];
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? []) names.push(address.address);
  }
  return names;
}

function normalHostName(name: string) {
  return name
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
}

/** Whether a request's host (URL after forwarding) is one of ours. */
export function isAllowedHost(url: URL, allowed: Set<string>) {
  return allowed.has(normalHostName(url.hostname));
}

/**
 * Refuses requests for hosts that are not ours with 400, before anything renders:
 * canonical links, og:url, JSON-LD, robots.txt, the sitemap and payment callbacks are
 * built from the request's origin when PUBLIC_URL is unset, and pages are cached.
 * Health probes (load balancers use the pod's address) are always answered.
 */
export function allowedHosts(allowed: Set<string>): MiddlewareHandler {
  return async (c: Context, next) => {
    const url = new URL(c.req.url);
    if (NEVER_REDIRECT.has(url.pathname) || isAllowedHost(url, allowed)) return next();
    return c.text(`${requestErrors.unknownHost.message}\n`, 400, {
      "Cache-Control": "no-store",
    });
  };
}
