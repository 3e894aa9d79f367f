import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { profiles, reviews } from "~/db/schema";
import { cached, PUBLIC_TTL_MS } from "~/lib/cache.server";
import { getDb } from "~/lib/db/client.server";
import { visibleReview } from "~/lib/db/review-stats.server";
import type { ItemType } from "~/lib/item-kind";
import { itemKind } from "~/lib/item-kind-registry.server";
import { toPage, type Page } from "~/lib/pagination";
import { REVIEWS_PAGE_SIZE, SELLER_REVIEWS_PAGE_SIZE } from "./review-constants";
import { REVIEW_SOURCES } from "./review-sources.server";
import { reviewAuthorName } from "./reviewer.server";

/** One review as pages show it. */
export interface ReviewView {
  id: string;
  author: string;
  rating: number;
  body: string;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
  /** Written for a purchase (an order item, a booking): a verified buyer. */
  verified: boolean;
}

const visibleReviews = visibleReview(reviews.hiddenAt);

const viewColumns = {
  id: reviews.id,
  authorName: reviews.authorName,
  fullName: profiles.fullName,
  username: profiles.username,
  rating: reviews.rating,
  body: reviews.body,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  purchaseItemId: reviews.purchaseItemId,
};

function toView(r: {
  id: string;
  authorName: string | null;
  fullName: string | null;
  username: string | null;
  rating: number;
  body: string | null;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
  purchaseItemId: string | null;
}): ReviewView {
  return {
    id: r.id,
    // Signed as stored at the time, else from the account's name, "First L." either way.
    author: r.authorName ?? reviewAuthorName(r.fullName ?? r.username),
    rating: r.rating,
    body: r.body ?? "",
    createdAt: r.createdAt.toISOString(),
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    verified: r.purchaseItemId != null,
  };
}

async function loadItemReviews(itemType: ItemType, itemId: string, page: number) {
  const db = await getDb();
  const where = and(eq(reviews.itemType, itemType), eq(reviews.itemId, itemId), visibleReviews);
  const [rows, [total]] = await Promise.all([
    db
      .select(viewColumns)
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return toPage(rows.map(toView), total?.n ?? 0, page, REVIEWS_PAGE_SIZE);
}

/**
 * An item's reviews for its public page, newest first, a page at a time; hidden reviews
 * never appear. Cached like the page's other public data (a review, a reply or a
 * moderator's decision drops the cache).
 */
export function listItemReviews({
  itemType,
  itemId,
  page = 1,
}: {
  itemType: ItemType;
  itemId: string;
  page?: number;
}): Promise<Page<ReviewView>> {
  return cached(`reviews:${itemType}:${itemId}:${page}`, PUBLIC_TTL_MS, () =>
    loadItemReviews(itemType, itemId, page),
  );
}

export interface SellerReviewView extends ReviewView {
  itemType: ItemType;
  itemTitle: string;
  itemPath: string | null;
}

/**
 * The reviews of everything a person sells (their /dashboard/reviews), newest first:
 * unreplied ones carry the reply form there. Hidden reviews are left out, as everywhere.
 */
export async function listSellerReviews({
  userId,
  page = 1,
}: {
  userId: string;
  page?: number;
}): Promise<Page<SellerReviewView>> {
  const db = await getDb();
  const sources = Object.values(REVIEW_SOURCES);
  const mine = or(
    ...sources.map((s) =>
      and(eq(reviews.itemType, s.itemType), sql`${reviews.itemId} in ${s.soldBy(userId)}`),
    ),
  );
  const where = and(mine, visibleReviews);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...viewColumns, itemType: reviews.itemType, itemId: reviews.itemId })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(SELLER_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * SELLER_REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const items = new Map<string, { title: string; path: string }>();
  for (const s of sources) {
    const ids = rows.filter((r) => r.itemType === s.itemType).map((r) => r.itemId);
    for (const [id, info] of await s.describe(db, ids)) items.set(`${s.itemType}:${id}`, info);
  }
  return toPage(
    rows.map((r) => {
      const item = items.get(`${r.itemType}:${r.itemId}`);
      return {
        ...toView(r),
        itemType: r.itemType,
        itemTitle: item?.title ?? "",
        itemPath: item?.path ?? null,
      };
    }),
    total?.n ?? 0,
    page,
    SELLER_REVIEWS_PAGE_SIZE,
  );
}

async function loadPublicSellerReviews(userId: string, itemType: ItemType, limit: number) {
  const db = await getDb();
  const kind = itemKind(itemType);
  const source = REVIEW_SOURCES[itemType as keyof typeof REVIEW_SOURCES];
  // Reviews of the person's items the public can see (a review's link never 404s).
  const theirs = db
    .select({ id: kind.columns.id })
    .from(kind.table)
    .where(and(kind.publicWhere(), sql`${kind.owner} = ${userId}`));
  const where = and(
    eq(reviews.itemType, itemType),
    inArray(reviews.itemId, theirs),
    visibleReviews,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...viewColumns, itemId: reviews.itemId })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  const items = source
    ? await source.describe(
        db,
        rows.map((r) => r.itemId),
      )
    : new Map();
  return {
    items: rows.map((r) => ({
      ...toView(r),
      itemType,
      itemTitle: items.get(r.itemId)?.title ?? "",
      itemPath: items.get(r.itemId)?.path ?? null,
    })) satisfies SellerReviewView[],
    total: total?.n ?? 0,
  };
}

/**
 * The latest reviews of one person's public items of a kind (a host's stays on their
 * public page, issue 35), with how many there are; hidden reviews never appear.
 */
export function listPublicSellerReviews({
  userId,
  itemType,
  limit,
}: {
  userId: string;
  itemType: ItemType;
  limit: number;
}) {
  return cached(`reviews:seller:${userId}:${itemType}:${limit}`, PUBLIC_TTL_MS, () =>
    loadPublicSellerReviews(userId, itemType, limit),
  );
}

export interface AwaitingReview {
  itemType: ItemType;
  purchaseItemId: string;
  title: string;
  detail: string;
  reference: string;
}

/** What the signed-in person received and has not reviewed yet (their /dashboard/reviews). */
export async function listAwaitingReview({
  userId,
  limit = 20,
}: {
  userId: string;
  limit?: number;
}): Promise<AwaitingReview[]> {
  const db = await getDb();
  const out: AwaitingReview[] = [];
  for (const s of Object.values(REVIEW_SOURCES)) {
    for (const row of await s.awaitingReview(db, userId, limit)) {
      out.push({ itemType: s.itemType, ...row });
    }
  }
  return out.slice(0, limit);
}
