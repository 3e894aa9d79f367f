import { isGonePath } from "./gone-paths";

/**
 * Link safety (spec 000 §2 "Link handling"): what a link in the product may point to.
 * Pure and shared by the server (validating stored clicks) and the browser (SafeLink).
 *
 * - internal: a path on this site (starts with one "/"), rendered as a router link;
 * - external: an http(s) URL on a public host, opened in a new tab;
 * - unsafe: any other scheme, a local / private / loopback host, user-info tricks,
 *   control characters or scheme-relative URLs — rendered inert;
 * - gone: a path on the 410 list — rendered inert.
 */
export type LinkVerdict =
  | { kind: "internal"; href: string }
  | { kind: "external"; href: string; partner: boolean }
  | { kind: "unsafe" }
  | { kind: "gone" };

/** What the server configures: partner hosts get our utm parameters. */
export type LinkPolicy = { partnerHosts: readonly string[] };

export const NO_PARTNERS: LinkPolicy = { partnerHosts: [] };

export { LINK_CLICK_ENDPOINT } from "./report-link-click";

/** The utm parameters added to links to partner hosts. */
export const PARTNER_UTM = { utm_source: "naijacreators", utm_medium: "referral" } as const;

// eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
/** "mysite.ng" or "www.mysite.ng/shop": a website typed without its scheme. */
const BARE_HOST =
  /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}(?:[/?#]|$)/i;
/** Names that only resolve inside a machine or a private network. */
const LOCAL_SUFFIXES = [".localhost", ".local", ".localdomain", ".internal", ".home.arpa", ".lan"];

export function classifyLink(
  raw: string | null | undefined,
  policy: LinkPolicy = NO_PARTNERS,
): LinkVerdict {
  if (!raw) return { kind: "unsafe" };
  const trimmed = raw.trim();
  // The URL parser silently drops tabs and newlines ("java\nscript:"): refuse them.
  if (!trimmed || CONTROL_CHARS.test(trimmed)) return { kind: "unsafe" };

  if (trimmed.startsWith("/") || trimmed.startsWith("?") || trimmed.startsWith("#")) {
    // "//host" and "/\host" leave the site with whatever scheme the page has.
    if (/^\/[/\\]/.test(trimmed)) return { kind: "unsafe" };
    const path = new URL(trimmed, "http://site.invalid").pathname;
    return isGonePath(path) ? { kind: "gone" } : { kind: "internal", href: trimmed };
  }

  let url: URL;
  try {
    url = new URL(BARE_HOST.test(trimmed) ? `https://${trimmed}` : trimmed);
  } catch {
    return { kind: "unsafe" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "unsafe" };
  // "http://example.com@127.0.0.1" and friends: a visible name that is not the host.
  if (url.username || url.password) return { kind: "unsafe" };
  if (isPrivateHost(url.hostname)) return { kind: "unsafe" };

  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  const partner = policy.partnerHosts.some((p) => host === p || host.endsWith(`.${p}`));
  if (partner) {
    for (const [key, value] of Object.entries(PARTNER_UTM)) {
      if (!url.searchParams.has(key)) url.searchParams.set(key, value);
    }
  }
  return { kind: "external", href: url.toString(), partner };
}

/**
 * Only http(s) links to public hosts may leave the site. Returns the normalised URL,
 * or null for anything unsafe (kept for callers that only need the yes/no).
 */
export function safeExternalUrl(raw: string | null | undefined): string | null {
  const verdict = classifyLink(raw);
  return verdict.kind === "external" ? verdict.href : null;
}

/**
 * Whether a URL's hostname (as `new URL()` gives it: IPv4 already in dotted form,
 * IPv6 in brackets) is this machine, a private network or not routable at all.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (!host) return true;
  if (host.startsWith("[")) return isPrivateIPv6(host.slice(1, -1));
  const v4 = parseIPv4(host);
  if (v4) return isPrivateIPv4(v4);
  if (host === "localhost" || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) return true;
  // A single-label name ("intranet", "router") only resolves on a local network.
  return !host.includes(".");
}

function parseIPv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

function isPrivateIPv4([a, b, c]: number[]): boolean {
  return (
    a === 0 || // "this network", incl. 0.0.0.0
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata services)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a >= 224 // multicast, reserved, broadcast
  );
}

/** Eight 16-bit groups of an IPv6 address as the URL parser prints it. */
function parseIPv6(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (s: string) => (s ? s.split(":") : []);
  const head = groups(halves[0]);
  const tail = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const all = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

function isPrivateIPv6(text: string): boolean {
  const g = parseIPv6(text);
  if (!g) return true;
  const embeddedV4 = () => [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff];
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): judge the IPv4 address inside.
  if (zeros(5) && g[5] === 0xffff) return isPrivateIPv4(embeddedV4());
  if (zeros(6)) return true; // ::, ::1 and the deprecated IPv4-compatible block
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return isPrivateIPv4(embeddedV4()); // NAT64 64:ff9b::/96
  }
  return (
    (g[0] & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g[0] & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g[0] & 0xffc0) === 0xfec0 || // site-local (deprecated) fec0::/10
    (g[0] & 0xff00) === 0xff00 || // multicast
    (g[0] === 0x2001 && g[1] === 0x0db8) // documentation
  );
}
