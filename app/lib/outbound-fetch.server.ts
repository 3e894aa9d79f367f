import dns from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";

/*
 * Fetching a URL a user gave us (a calendar feed, an event's cover link) without
 * letting it reach this server's own network (SSRF): http/https only, every address
 * the name resolves to must be public, and the connection goes to the very address
 * that was checked (no second DNS answer in between: no DNS rebinding). Redirects are
 * followed a few times, each hop checked again; a deadline covers the whole fetch and
 * the body is read up to a size limit, streamed.
 */

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 3], // multicast, reserved and broadcast
];
const V6_BLOCKED: [string, number][] = [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible forms
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
];

const blocked = new net.BlockList();
for (const [a, bits] of V4_BLOCKED) blocked.addSubnet(a, bits, "ipv4");
for (const [a, bits] of V6_BLOCKED) blocked.addSubnet(a, bits, "ipv6");

/** The 8 hextets of an IPv6 address (an embedded dotted IPv4 tail allowed), or null. */
function hextets(ip: string): number[] | null {
  if (!net.isIPv6(ip)) return null;
  let text = ip.toLowerCase().replace(/%.*$/, "");
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const o = v4[1]!.split(".").map(Number);
    text = `${text.slice(0, -v4[1]!.length)}${((o[0]! << 8) | o[1]!).toString(16)}:${((o[2]! << 8) | o[3]!).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const h = head ? head.split(":") : [];
  const t = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const fill = tail === undefined ? 0 : 8 - h.length - t.length;
  const all = [...h, ...Array.from({ length: fill }, () => "0"), ...t].map((x) => parseInt(x, 16));
  return all.length === 8 && all.every((n) => n >= 0 && n <= 0xffff) ? all : null;
}

const v4From = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/** The IPv4 address an IPv6 one stands for (mapped, translated, NAT64, 6to4), if any. */
function embeddedV4(ip: string): string | null {
  const h = hextets(ip);
  if (!h) return null;
  const zero = (from: number, to: number) => h.slice(from, to).every((n) => n === 0);
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated).
  if (zero(0, 5) && h[5] === 0xffff) return v4From(h[6]!, h[7]!);
  if (zero(0, 4) && h[4] === 0xffff && h[5] === 0) return v4From(h[6]!, h[7]!);
  // 64:ff9b::a.b.c.d (NAT64, well-known prefix).
  if (h[0] === 0x64 && h[1] === 0xff9b && zero(2, 6)) return v4From(h[6]!, h[7]!);
  // 2002:AABB:CCDD::/48 (6to4) carries a.b.c.d in its second and third hextets.
  if (h[0] === 0x2002) return v4From(h[1]!, h[2]!);
  return null;
}

/**
 * Whether an address is on the public internet: not loopback, private, link-local,
 * unique-local, CGNAT, "this network", multicast or reserved, in either family, nor an
 * IPv6 form that carries such an IPv4 address (mapped ::ffff:127.0.0.1, NAT64, 6to4).
 */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, "");
  if (net.isIPv4(bare)) return !blocked.check(bare, "ipv4");
  if (!net.isIPv6(bare)) return false;
  const v4 = embeddedV4(bare);
  if (v4) return isPublicAddress(v4);
  return !blocked.check(bare.replace(/%.*$/, ""), "ipv6");
}

/** Why a fetch was refused or failed, for the caller to tell the user. */
export type OutboundProblem =
  "invalid" | "scheme" | "address" | "timeout" | "too_large" | "redirects" | "status" | "network";

export class OutboundError extends Error {
  constructor(
    readonly problem: OutboundProblem,
    detail: string,
    /** The HTTP status when `problem` is "status". */
    readonly status?: number,
  ) {
    super(detail);
    this.name = "OutboundError";
  }
}

export type OutboundOptions = {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  accept?: string;
  /**
   * For tests only, passed explicitly by the caller (never read from the
   * environment): addresses let through although not public, e.g. a test's server on
   * 127.0.0.1.
   */
  allowAddress?: (ip: string) => boolean;
};

const NAMES_NEVER_FETCHED = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/**
 * The URL a user typed, if it may be fetched as far as can be told without DNS: a
 * valid http(s) URL without credentials, not a local name, and if an IP literal, a
 * public one. Otherwise the problem.
 */
export function outboundUrlProblem(
  raw: string,
  options: Pick<OutboundOptions, "allowAddress"> = {},
): OutboundProblem | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return "invalid";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "scheme";
  if (url.username || url.password) return "invalid";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host))
    return isPublicAddress(host) || options.allowAddress?.(host) ? null : "address";
  // Local names are refused outright; with an explicit allowance, their addresses decide.
  if (
    !options.allowAddress &&
    (!host.includes(".") || NAMES_NEVER_FETCHED.test(host.replace(/\.$/, "")))
  )
    return "address";
  return null;
}

/** The one checked address to connect to for a URL, or an OutboundError. */
export async function resolvePublic(
  url: URL,
  options: Pick<OutboundOptions, "allowAddress"> = {},
): Promise<{ address: string; family: 4 | 6 }> {
  const problem = outboundUrlProblem(url.href, options);
  if (problem) throw new OutboundError(problem, `refused ${url.protocol}//${url.host}`);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let found: { address: string; family: number }[];
  if (net.isIP(host)) found = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      found = await dns.lookup(host, { all: true, verbatim: true });
    } catch {
      throw new OutboundError("network", `no address for ${host}`);
    }
  }
  const allowed = (ip: string) => isPublicAddress(ip) || !!options.allowAddress?.(ip);
  // Every answer must be public: a name with one private answer is refused outright.
  if (!found.length || !found.every((a) => allowed(a.address)))
    throw new OutboundError("address", `${host} resolves to an address that is not public`);
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

type Answer = { status: number; location: string | null; body: Buffer; contentType: string | null };

/** One GET to the checked address (Host header and TLS name from the URL). */
function getOnce(
  url: URL,
  target: { address: string; family: 4 | 6 },
  options: OutboundOptions,
  signal: AbortSignal,
): Promise<Answer> {
  const secure = url.protocol === "https:";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        host: target.address,
        family: target.family,
        port: url.port ? Number(url.port) : secure ? 443 : 80,
        path: `${url.pathname}${url.search}`,
        method: "GET",
        agent: false,
        signal,
        // The certificate is checked against the name, not the address we connect to.
        ...(secure && !net.isIP(host) ? { servername: host } : {}),
        headers: {
          host: url.host,
          accept: options.accept ?? "*/*",
          "user-agent": "NaijaCreators/1.0 (+calendar sync)",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location ?? null;
        const contentType = response.headers["content-type"] ?? null;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location, body: Buffer.alloc(0), contentType });
          return;
        }
        const declared = Number(response.headers["content-length"] ?? 0);
        if (declared > options.maxBytes) {
          // Settled first: destroying the response emits its own errors after.
          reject(new OutboundError("too_large", `declared ${declared} bytes`));
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            reject(new OutboundError("too_large", `more than ${options.maxBytes} bytes`));
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({ status, location, body: Buffer.concat(chunks), contentType }),
        );
        response.on("error", reject);
        response.on("aborted", () => reject(new OutboundError("network", "connection closed")));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/**
 * GETs a user-given URL under the rules above and answers its body (2xx only). Throws
 * OutboundError naming the problem: invalid, scheme, address, timeout, too_large,
 * redirects, status (a non-2xx answer) or network.
 */
export async function fetchOutbound(
  raw: string,
  options: OutboundOptions,
): Promise<{ body: Buffer; contentType: string | null; url: string }> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new OutboundError("invalid", "not a URL");
  }
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new OutboundError("timeout", `no answer in ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  try {
    for (let hop = 0; hop <= options.maxRedirects; hop++) {
      const target = await resolvePublic(url, options);
      if (controller.signal.aborted) throw controller.signal.reason;
      const answer = await getOnce(url, target, options, controller.signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        try {
          url = new URL(answer.location, url);
        } catch {
          throw new OutboundError("invalid", "a redirect to no URL");
        }
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        throw new OutboundError("status", `answered ${answer.status}`, answer.status);
      return { body: answer.body, contentType: answer.contentType, url: url.href };
    }
    throw new OutboundError("redirects", `more than ${options.maxRedirects} redirects`);
  } catch (error) {
    if (error instanceof OutboundError) throw error;
    if (controller.signal.aborted && controller.signal.reason instanceof OutboundError)
      throw controller.signal.reason;
    throw new OutboundError("network", error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
