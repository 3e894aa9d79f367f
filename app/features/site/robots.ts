/** Crawl rules (000 §2): private areas disallowed, public pages allowed, plus the sitemap. */
export const ROBOTS_DISALLOW = ["/admin", "/dashboard", "/auth", "/api", "/private"];

export function robotsTxt(origin: string) {
  return [
    "User-agent: *",
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
