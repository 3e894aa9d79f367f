import { and, eq, sql } from "drizzle-orm";
import { tickets } from "~/db/schema";
import type { Tx } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import type { MailTemplate } from "~/lib/mail/mail-template";
import { publicBaseUrl } from "~/lib/public-url.server";

/**
 * Each address holding a valid ticket to the event, once (a buyer of five tickets gets
 * one e-mail), with the name they bought under.
 */
export async function ticketHolders(tx: Tx, eventId: string) {
  return tx
    .select({
      email: sql<string>`lower(${tickets.buyerEmail})`,
      name: sql<string>`min(${tickets.buyerName})`,
    })
    .from(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.paymentStatus, "completed")))
    .groupBy(sql`lower(${tickets.buyerEmail})`)
    .orderBy(sql`lower(${tickets.buyerEmail})`);
}

/**
 * Sends `mail` to every ticket holder of the event in the caller's transaction (the
 * mail exists if and only if the change that caused it commits). Returns how many.
 */
export async function mailTicketHolders<T extends { origin: string; holderName: string }>(
  tx: Tx,
  eventId: string,
  mail: MailTemplate<T>,
  data: Omit<T, "origin" | "holderName">,
) {
  const holders = await ticketHolders(tx, eventId);
  const origin = publicBaseUrl();
  for (const h of holders) {
    const body = mail.render({ ...data, origin, holderName: h.name } as T);
    await sendMail({ to: h.email, ...body }, tx);
  }
  return holders.length;
}
