import { count, desc, eq, sql } from "drizzle-orm";
import { brokenLinkReports, contactMessages, newsletterSubscribers } from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import { PAGE_SIZE, toPage, type Page } from "~/lib/pagination";

export const INBOX_BOXES = ["messages", "reports"] as const;
export type InboxBox = (typeof INBOX_BOXES)[number];
export type InboxStatus = "new" | "read" | "resolved";

export interface ContactMessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: InboxStatus;
  createdAt: string;
}

export interface BrokenLinkRow {
  id: string;
  url: string;
  referrer: string | null;
  email: string | null;
  details: string | null;
  status: InboxStatus;
  createdAt: string;
}

export interface Inbox {
  box: InboxBox;
  /** Not yet resolved, per box: what the tab's switch shows. */
  open: Record<InboxBox, number>;
  messages: Page<ContactMessageRow> | null;
  reports: Page<BrokenLinkRow> | null;
  subscribers: { confirmed: number; pending: number };
}

const iso = <T extends { createdAt: Date }>(r: T) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** What people sent us from /contact and the not-found page, newest first (admins only). */
export async function listInbox(db: Db, box: InboxBox, page: number): Promise<Inbox> {
  const offset = (page - 1) * PAGE_SIZE;
  const openCount = (table: typeof contactMessages | typeof brokenLinkReports) =>
    db
      .select({ n: count() })
      .from(table)
      .where(sql`${table.status} <> 'resolved'`)
      .then(([r]) => r?.n ?? 0);
  const [openMessages, openReports, subs, messages, reports] = await Promise.all([
    openCount(contactMessages),
    openCount(brokenLinkReports),
    db
      .select({ status: newsletterSubscribers.status, n: count() })
      .from(newsletterSubscribers)
      .groupBy(newsletterSubscribers.status),
    box === "messages"
      ? Promise.all([
          db
            .select({
              id: contactMessages.id,
              name: contactMessages.name,
              email: contactMessages.email,
              subject: contactMessages.subject,
              message: contactMessages.message,
              status: contactMessages.status,
              createdAt: contactMessages.createdAt,
            })
            .from(contactMessages)
            .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
            .limit(PAGE_SIZE)
            .offset(offset),
          db.select({ n: count() }).from(contactMessages),
        ]).then(([rows, [total]]) => toPage(rows.map(iso), total?.n ?? 0, page))
      : null,
    box === "reports"
      ? Promise.all([
          db
            .select({
              id: brokenLinkReports.id,
              url: brokenLinkReports.url,
              referrer: brokenLinkReports.referrer,
              email: brokenLinkReports.email,
              details: brokenLinkReports.details,
              status: brokenLinkReports.status,
              createdAt: brokenLinkReports.createdAt,
            })
            .from(brokenLinkReports)
            .orderBy(desc(brokenLinkReports.createdAt), desc(brokenLinkReports.id))
            .limit(PAGE_SIZE)
            .offset(offset),
          db.select({ n: count() }).from(brokenLinkReports),
        ]).then(([rows, [total]]) => toPage(rows.map(iso), total?.n ?? 0, page))
      : null,
  ]);
  const subCount = (s: string) => subs.find((r) => r.status === s)?.n ?? 0;
  return {
    box,
    open: { messages: openMessages, reports: openReports },
    messages,
    reports,
    subscribers: { confirmed: subCount("confirmed"), pending: subCount("pending") },
  };
}

/**
 * Marks one message or report resolved (or open again). The tables keep a status
 * only, no time or actor: the change is not audited.
 */
export async function setInboxStatus(
  db: Db,
  { box, id, status }: { box: InboxBox; id: string; status: "new" | "resolved" },
): Promise<boolean> {
  const table = box === "messages" ? contactMessages : brokenLinkReports;
  const rows = await db
    .update(table)
    .set({ status })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
