import { asc } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema";
import { toCsv } from "~/lib/csv";
import { getDb } from "~/lib/db/client.server";

export const SUBSCRIBER_CSV_COLUMNS = [
  "email",
  "status",
  "source",
  "subscribed_at",
  "confirmed_at",
  "unsubscribed_at",
] as const;

/**
 * Every subscriber, oldest first, with the dates an admin needs to prove consent
 * (NDPA 2023): when they asked, confirmed, and left. Times in UTC (ISO 8601).
 */
export async function subscribersCsv(): Promise<string> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
  return toCsv(
    SUBSCRIBER_CSV_COLUMNS,
    rows.map((r) => [r.email, r.status, r.source, r.createdAt, r.confirmedAt, r.unsubscribedAt]),
  );
}
