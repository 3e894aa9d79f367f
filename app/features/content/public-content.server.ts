import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { content, profiles } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { countCapped } from "~/lib/db/count-capped.server";
import { loadImages } from "~/lib/media/image-records.server";
import type { StoredImage } from "~/lib/media/responsive";
import { PAGE_SIZE, toPage } from "~/lib/pagination";
import { prefixTsQuery } from "~/lib/search-words";
import { ownerPageUsername } from "~/features/people/public-page.server";
import { publicContentWhere } from "./content-kind.server";
import { DEFAULT_CONTENT_FILTERS, type ContentFilters, type ContentSort } from "./content-filters";

export type ContentType = (typeof content.contentType.enumValues)[number];

export interface ContentCard {
  id: string;
  slug: string;
  title: string;
  contentType: ContentType;
  category: string;
  durationSeconds: number | null;
  creatorName: string;
  viewCount: number;
  createdAt: string;
  thumbnail: StoredImage | null;
}

const cardColumns = {
  id: content.id,
  slug: content.slug,
  title: content.title,
  contentType: content.contentType,
  category: content.category,
  durationSeconds: content.durationSeconds,
  viewCount: content.viewCount,
  createdAt: content.createdAt,
  thumbnailKey: content.thumbnailKey,
  creatorName: sql<string>`coalesce(${profiles.fullName}, ${profiles.username}, 'Creator')`,
};

type CardRow = {
  id: string;
  slug: string;
  title: string;
  contentType: ContentType;
  category: string;
  durationSeconds: number | null;
  viewCount: number;
  createdAt: Date;
  thumbnailKey: string | null;
  creatorName: string;
};

async function toCards(rows: CardRow[]): Promise<ContentCard[]> {
  const images = await loadImages(
    await getDb(),
    rows.map((r) => r.thumbnailKey),
  );
  return rows.map(({ thumbnailKey, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    thumbnail: thumbnailKey ? (images.get(thumbnailKey) ?? null) : null,
  }));
}

function baseQuery(db: Awaited<ReturnType<typeof getDb>>) {
  return db
    .select(cardColumns)
    .from(content)
    .leftJoin(profiles, eq(profiles.id, content.creatorId));
}

/**
 * Content whose words start with the searched words (the same prefix full-text match
 * as universal search), so "/content?search=jaz" from the not-found page finds jazz.
 */
function matchesSearch(tsQuery: string | null) {
  return tsQuery ? sql`content.search_vector @@ to_tsquery('english', ${tsQuery})` : undefined;
}

/**
 * The one WHERE of /content's list: what the public may see, narrowed by the filters.
 * Every count and page of the list reads through here.
 */
export function contentListWhere(f: Pick<ContentFilters, "type" | "category" | "search">) {
  return and(
    publicContentWhere(),
    f.type ? eq(content.contentType, f.type) : undefined,
    f.category ? eq(content.category, f.category) : undefined,
    matchesSearch(prefixTsQuery(f.search)),
  );
}

/** Newest first, or most viewed (newest first among equals); the id keeps pages stable. */
const CONTENT_ORDER: Record<ContentSort, SQL[]> = {
  newest: [desc(content.createdAt), desc(content.id)],
  most_viewed: [desc(content.viewCount), desc(content.createdAt), desc(content.id)],
};

export type ContentListOptions = Partial<Omit<ContentFilters, "page">> & {
  page: number;
  pageSize?: number;
};

async function loadListPublicContent({
  page,
  pageSize = PAGE_SIZE,
  ...filters
}: ContentListOptions) {
  const f = { ...DEFAULT_CONTENT_FILTERS, ...filters };
  const db = await getDb();
  const where = contentListWhere(f);
  // The page walks the sort's index and stops after a page; the count stops at the cap.
  const [{ total, capped }, rows] = await Promise.all([
    countCapped({ table: content, where }),
    baseQuery(db)
      .where(where)
      .orderBy(...CONTENT_ORDER[f.sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { ...toPage(await toCards(rows), total, page, pageSize), capped };
}

async function loadLatestContent(limit: number) {
  const db = await getDb();
  const rows = await baseQuery(db)
    .where(publicContentWhere())
    .orderBy(desc(content.createdAt), desc(content.id))
    .limit(limit);
  return toCards(rows);
}

/** Featured first (editors' picks), then the most viewed. */
async function loadFeaturedContent(limit: number) {
  const db = await getDb();
  const rows = await baseQuery(db)
    .where(and(publicContentWhere(), eq(content.isFeatured, true)))
    .orderBy(desc(content.viewCount), desc(content.createdAt))
    .limit(limit);
  return toCards(rows);
}

export interface ContentDetail extends ContentCard {
  /** The creator's username when they have a public page (/@username), else null. */
  creatorUsername: string | null;
  description: string;
  tags: string[];
  mediaKey: string;
  mimeType: string;
  fileSize: number;
  originalFilename: string | null;
  width: number | null;
  height: number | null;
  publishedAt: string | null;
  image: StoredImage | null;
  /** Video: the frame shown before playing, and the data-saver MP4 (null: play the original). */
  poster: StoredImage | null;
  dataSaverKey: string | null;
  /** PDF documents: how many pages. */
  pageCount: number | null;
}

async function loadPublicContent(slug: string): Promise<ContentDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      ...cardColumns,
      description: content.description,
      tags: content.tags,
      mediaKey: content.mediaKey,
      mimeType: content.mimeType,
      fileSize: content.fileSize,
      originalFilename: content.originalFilename,
      width: content.width,
      height: content.height,
      publishedAt: content.publishedAt,
      posterKey: content.posterKey,
      dataSaverKey: content.dataSaverKey,
      pageCount: content.pageCount,
      creatorUsername: ownerPageUsername(content.creatorId),
    })
    .from(content)
    .leftJoin(profiles, eq(profiles.id, content.creatorId))
    .where(and(eq(content.slug, slug), publicContentWhere()))
    .limit(1);
  if (!row) return null;
  const {
    description,
    tags,
    mediaKey,
    mimeType,
    fileSize,
    originalFilename,
    width,
    height,
    publishedAt,
    posterKey,
    dataSaverKey,
    pageCount,
    creatorUsername,
  } = row;
  const [card] = await toCards([row]);
  const own = await loadImages(db, [row.contentType === "image" ? mediaKey : null, posterKey]);
  return {
    ...card,
    description,
    tags,
    mediaKey,
    mimeType,
    fileSize,
    originalFilename,
    width,
    height,
    publishedAt: publishedAt?.toISOString() ?? null,
    image: row.contentType === "image" ? (own.get(mediaKey) ?? null) : null,
    poster: posterKey ? (own.get(posterKey) ?? null) : null,
    dataSaverKey,
    pageCount,
    creatorUsername,
  };
}

/**
 * One person's public content for their page (/@username), newest first. `pageSize: 0`
 * counts only (the page's other tabs show whether they have anything).
 */
async function loadPublicContentBy({
  creatorId,
  page,
  pageSize,
}: {
  creatorId: string;
  page: number;
  pageSize: number;
}) {
  const db = await getDb();
  const where = and(publicContentWhere(), eq(content.creatorId, creatorId));
  const [{ total }, rows] = await Promise.all([
    countCapped({ table: content, where }),
    pageSize > 0
      ? baseQuery(db)
          .where(where)
          .orderBy(desc(content.createdAt), desc(content.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      : [],
  ]);
  return { items: await toCards(rows), total };
}

export function listPublicContent(options: ContentListOptions) {
  return cached(`content:listPublicContent:${JSON.stringify(options)}`, PUBLIC_TTL_MS, () =>
    loadListPublicContent(options),
  );
}

export function latestContent(limit: number) {
  return cached(`content:latestContent:${limit}`, PUBLIC_TTL_MS, () => loadLatestContent(limit));
}

export function featuredContent(limit: number) {
  return cached(`content:featuredContent:${limit}`, PUBLIC_TTL_MS, () =>
    loadFeaturedContent(limit),
  );
}

export function getPublicContent(slug: string) {
  return cached(`content:getPublicContent:${slug}`, PUBLIC_TTL_MS, () => loadPublicContent(slug));
}

export function publicContentBy(options: { creatorId: string; page: number; pageSize: number }) {
  return cached(`content:publicContentBy:${JSON.stringify(options)}`, PUBLIC_TTL_MS, () =>
    loadPublicContentBy(options),
  );
}
