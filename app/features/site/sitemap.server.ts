import { POLICIES, POLICY_LAST_UPDATED } from "~/features/site/policies";
import type { StaticPagePath } from "~/lib/page-paths";
import { countPublicItems, itemAreas, publicItemLinks } from "./item-links.server";
import { countPublicPeople, PEOPLE_AREA, publicPeopleLinks } from "./people-links.server";

/** The sitemap's parts beyond the static pages: each item area's, then people's pages. */
const sitemapAreas = () => [...itemAreas(), PEOPLE_AREA];
const countArea = (area: string) =>
  area === PEOPLE_AREA ? countPublicPeople() : countPublicItems(area);

/** The sitemap protocol allows at most 50,000 URLs per file; past that we write an index. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Static pages of the spec's sitemap (000 §2) besides each item kind's list and the
 * policy pages: entries of the route table (StaticPagePath), which the compiler checks.
 */
const SITEMAP_PAGES: readonly StaticPagePath[] = ["/", "/about", "/contact"];

/** Static pages of the spec's sitemap (000 §2): each item kind's list, the policy pages. */
export function staticPages(): { path: string; lastmod?: string }[] {
  return [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    // Each kind's address, as its links have it (lib/item-kind.ts `area`).
    ...itemAreas().map((area) => ({ path: `/${area}` })),
    ...POLICIES.map((p) => ({ path: p.path, lastmod: POLICY_LAST_UPDATED })),
  ];
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

function urlEntry(origin: string, path: string, lastmod?: string) {
  const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return `<url><loc>${xmlEscape(origin + path)}</loc>${mod}</url>\n`;
}

/** A part of the sitemap: the static pages, or the `index`-th block of an area's items. */
export type SitemapPart = { kind: "static" } | { kind: "items"; area: string; index: number };

export function parseSitemapPart(value: string | null): SitemapPart | null {
  if (value === "static") return { kind: "static" };
  const match = /^([a-z-]+)-(\d{1,4})$/.exec(value ?? "");
  return match && sitemapAreas().includes(match[1])
    ? { kind: "items", area: match[1], index: Number(match[2]) }
    : null;
}

/**
 * The sitemap as a stream of XML: rows are read in keyset batches and written as
 * they arrive, so memory stays flat and the first bytes leave at once. When everything
 * fits in one file it is one <urlset>; otherwise /sitemap.xml is a <sitemapindex> of
 * parts (`?part=static`, `?part=events-0`, ...), each within the protocol's limit.
 */
export function sitemapStream({
  origin,
  part,
}: {
  origin: string;
  part: SitemapPart | null;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lines: AsyncGenerator<string>;
  return new ReadableStream<Uint8Array>({
    start() {
      lines = sitemapLines(origin, part);
    },
    // Pull-based: the next batch is read only when the client has taken the last one.
    async pull(controller) {
      const { value, done } = await lines.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
}

async function* sitemapLines(origin: string, part: SitemapPart | null): AsyncGenerator<string> {
  if (part?.kind === "static") {
    yield URLSET_OPEN + staticEntries(origin) + "</urlset>\n";
    return;
  }
  if (part?.kind === "items") {
    yield URLSET_OPEN;
    yield* itemEntries(origin, part.area, part.index * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
    yield "</urlset>\n";
    return;
  }
  const areas = sitemapAreas();
  const counts = await Promise.all(areas.map((area) => countArea(area)));
  const total = staticPages().length + counts.reduce((a, b) => a + b, 0);
  if (total <= SITEMAP_MAX_URLS) {
    yield URLSET_OPEN + staticEntries(origin);
    for (const area of areas) yield* itemEntries(origin, area, 0, Infinity);
    yield "</urlset>\n";
    return;
  }
  const loc = (p: string) =>
    `<sitemap><loc>${xmlEscape(`${origin}/sitemap.xml?part=${p}`)}</loc></sitemap>\n`;
  let index = `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  index += loc("static");
  areas.forEach((area, i) => {
    for (let n = 0; n * SITEMAP_MAX_URLS < counts[i]; n++) index += loc(`${area}-${n}`);
  });
  yield index + "</sitemapindex>\n";
}

function staticEntries(origin: string) {
  return staticPages()
    .map((p) => urlEntry(origin, p.path, p.lastmod))
    .join("");
}

async function* itemEntries(origin: string, area: string, skip: number, limit: number) {
  // Paths are percent-encoded (no characters XML must escape), so only the origin is
  // escaped, once, and each entry is plain concatenation.
  const loc = `<url><loc>${xmlEscape(origin)}`;
  const links =
    area === PEOPLE_AREA
      ? publicPeopleLinks({ skip, limit })
      : publicItemLinks(area, { skip, limit });
  for await (const batch of links) {
    let chunk = "";
    for (const item of batch)
      chunk += `${loc}${item.path}</loc><lastmod>${item.lastmod}</lastmod></url>\n`;
    yield chunk;
  }
}
