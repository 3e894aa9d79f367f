import { newsletterSubscribers, notifications, reviews, siteSettings } from "~/db/schema";
import type { Db, Tx } from "~/lib/db/client.server";
import { REVIEW_TEXTS } from "./naija-data";
import { testRng, type Rng } from "./random";

export type NewReview = typeof reviews.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewSubscriber = typeof newsletterSubscribers.$inferInsert;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** A review (pure): mostly 4-5 stars with a matching text. */
export function buildReview(
  rng: Rng,
  overrides: Partial<NewReview> & {
    itemType: NewReview["itemType"];
    itemId: string;
    userId: string;
  },
): NewReview & { id: string } {
  const rating = overrides.rating ?? rng.pick([5, 5, 5, 4, 4, 4, 3]);
  const texts = REVIEW_TEXTS[(rating >= 5 ? 5 : rating >= 4 ? 4 : 3) as 5 | 4 | 3];
  return { id: overrides.id ?? rng.uuid(), rating, body: rng.pick(texts), ...overrides };
}

export async function createReview(
  db: Db | Tx,
  overrides: Partial<NewReview> & {
    itemType: NewReview["itemType"];
    itemId: string;
    userId: string;
  },
  rng: Rng = testRng(),
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(buildReview(rng, overrides)).returning();
  return row!;
}

export function buildNotification(
  rng: Rng,
  overrides: Partial<NewNotification> & { userId: string },
): NewNotification & { id: string } {
  return {
    id: overrides.id ?? rng.uuid(),
    type: "system",
    title: "Welcome to Naija Creators",
    message: "Your account is ready. Complete your profile to get discovered.",
    data: {},
    ...overrides,
  };
}

export async function createNotification(
  db: Db | Tx,
  overrides: Partial<NewNotification> & { userId: string },
  rng: Rng = testRng(),
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values(buildNotification(rng, overrides))
    .returning();
  return row!;
}

/** A confirmed newsletter subscriber by default (pending ones keep a confirm token). */
export function buildNewsletterSubscriber(
  rng: Rng,
  overrides: Partial<NewSubscriber> = {},
): NewSubscriber & { id: string } {
  const status = overrides.status ?? "confirmed";
  const createdAt = overrides.createdAt ?? new Date(Date.now() - rng.int(1, 90) * 86_400_000);
  return {
    id: overrides.id ?? rng.uuid(),
    email: `reader.${rng.suffix(6)}@example.com`,
    status,
    confirmToken: status === "pending" ? rng.suffix(32) : null,
    unsubscribeToken: rng.suffix(32),
    source: "footer",
    confirmedAt: status === "confirmed" ? new Date(createdAt.getTime() + 600_000) : null,
    createdAt,
    ...overrides,
  };
}

export async function createNewsletterSubscriber(
  db: Db | Tx,
  overrides: Partial<NewSubscriber> = {},
  rng: Rng = testRng(),
): Promise<SubscriberRow> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values(buildNewsletterSubscriber(rng, overrides))
    .returning();
  return row!;
}

/** Sets (inserts or replaces) a site setting such as `notice_bar`. */
export async function setSiteSetting(
  db: Db | Tx,
  key: string,
  value: unknown,
  updatedBy: string | null = null,
) {
  await db
    .insert(siteSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedBy, updatedAt: new Date() },
    });
}
