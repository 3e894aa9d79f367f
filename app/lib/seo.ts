import { PRODUCT_NAME } from "~/lib/messages/product";

export const SITE_NAME = PRODUCT_NAME;

/**
 * Paths never indexed (spec 000 §2, docs/product-decisions.md): private areas, forms, tools and the
 * status pages. Each such route's `meta` says noindex (pageMeta's `noindex`); the test
 * app/lib/route-robots.test.ts checks every route against this list.
 */
export const NOINDEX_PREFIXES = [
  "/admin",
  "/dashboard",
  "/auth",
  "/payments",
  "/create",
  "/submit",
  "/dev",
  "/events/dashboard",
  "/403",
  "/404",
  "/newsletter",
  "/report-broken-link",
  "/report",
  "/onboarding",
  "/search",
  "/tickets",
  "/cart",
  "/downloads",
] as const;

export function isNoindexPath(pathname: string): boolean {
  return NOINDEX_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Query parameters that make a different page worth its own canonical URL. */
const CANONICAL_PARAMS = ["page"];

/**
 * The absolute canonical URL of a page: the configured public origin, the path, and
 * only the parameters that change the content (page 1 is the bare path).
 */
export function canonicalUrl(origin: string, pathname: string, search = ""): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value && !(name === "page" && value === "1")) kept.set(name, value);
  }
  const query = kept.toString();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return `${origin.replace(/\/+$/, "")}${path}${query ? `?${query}` : ""}`;
}

/** The public origin the root loader found, for absolute URLs in a route's `meta`. */
export function originFromMatches(matches: readonly unknown[]): string {
  for (const match of matches) {
    const m = match as { id?: string; data?: unknown; loaderData?: unknown } | undefined;
    if (m?.id !== "root") continue;
    const data = (m.loaderData ?? m.data) as { origin?: string } | undefined;
    return data?.origin ?? "";
  }
  return "";
}

/**
 * Title, description, Open Graph, Twitter and robots tags for a page. The canonical
 * link and og:url are added by the root layout for every page (it knows the origin).
 */
export function pageMeta({
  title,
  description,
  noindex = false,
  image,
  type = "website",
}: {
  title: string;
  description: string;
  noindex?: boolean;
  /** Absolute or root-relative URL of the share image. */
  image?: string | null;
  type?: "website" | "article" | "product" | "video.other" | "music.song" | "profile";
}) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const text = description.length > 200 ? `${description.slice(0, 197)}…` : description;
  return [
    { title: fullTitle },
    { name: "description", content: text },
    { name: "robots", content: noindex ? "noindex, nofollow" : "index, follow" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: text },
    { property: "og:type", content: type },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_NG" },
    ...(image ? [{ property: "og:image", content: image }] : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: text },
    ...(image ? [{ name: "twitter:image", content: image }] : []),
  ];
}

/**
 * The site itself for search engines, on the home page (000 §2 page metadata): the
 * WebSite with its search box (/search?q=…) and the Organization behind it, with its
 * name, address and logo (the site's icon). `origin` is the public origin.
 */
export function siteJsonLd(origin: string) {
  const home = `${origin.replace(/\/+$/, "")}/`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        "@id": `${home}#website`,
        name: SITE_NAME,
        url: home,
        inLanguage: "en-NG",
        publisher: { "@id": `${home}#organization` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${home}search?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@type": "Organization",
        "@id": `${home}#organization`,
        name: SITE_NAME,
        url: home,
        logo: `${home}favicon.svg`,
      },
    ],
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>`, `&` and the line separators
 * are escaped so no user text (a title containing "</script>") can end the script early.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
