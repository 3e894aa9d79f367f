import crypto from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { outgoingMail } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { ensureMailboxToken } from "~/lib/mail/mailbox-token.server";

/**
 * The development mailbox shows every e-mail the product sent, to whoever holds the
 * token printed at start. It is off (404) when real SMTP delivery is configured.
 */
export function requireMailboxAccess(request: Request) {
  const given = new URL(request.url).searchParams.get("token") ?? "";
  const expected = ensureMailboxToken();
  // Compared as digests: equal lengths whatever was typed (multi-byte characters
  // included), so timingSafeEqual never throws and the length leaks nothing.
  const digest = (s: string) => crypto.createHash("sha256").update(s).digest();
  const ok =
    !getEnv().SMTP_URL && given !== "" && crypto.timingSafeEqual(digest(given), digest(expected));
  if (!ok) throw data(null, { status: 404 });
  return given;
}

export async function listMailbox({ to, limit = 100 }: { to?: string; limit?: number }) {
  const db = await getDb();
  const query = db
    .select({
      id: outgoingMail.id,
      to: outgoingMail.to,
      subject: outgoingMail.subject,
      status: outgoingMail.status,
      createdAt: outgoingMail.createdAt,
    })
    .from(outgoingMail);
  const rows = await (to ? query.where(eq(outgoingMail.to, to.toLowerCase())) : query)
    .orderBy(desc(outgoingMail.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function getMailboxMessage(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, id)).limit(1);
  return row
    ? { ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }
    : null;
}
