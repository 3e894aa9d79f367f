import { brokenLinkReports, contactMessages } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { contactMessageMail } from "./site-mails";
import type { BrokenLinkInput, ContactInput } from "./contact-schema";

/**
 * Stores a contact message (admins read it from the inbox), then e-mails it to
 * SUPPORT_EMAIL once the row is committed. A failed e-mail does not lose the message:
 * it is already stored, and the outgoing mail row records the failure.
 */
export async function sendContactMessage(input: ContactInput & { userId?: string | null }) {
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({
      userId: input.userId ?? null,
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: contactMessages.id });
  try {
    await sendMail({
      to: getEnv().SUPPORT_EMAIL,
      ...contactMessageMail.render({ origin: publicBaseUrl(), id: row.id, ...input }),
    });
  } catch (error) {
    getLogger().error({ err: error, contactId: row.id }, "contact e-mail not recorded");
  }
  return row;
}

/** Stores a broken-link report for admins (the spec's form only logged it). */
export async function reportBrokenLink(input: BrokenLinkInput & { userAgent?: string | null }) {
  const db = await getDb();
  const [row] = await db
    .insert(brokenLinkReports)
    .values({
      url: input.url,
      referrer: input.referrer ?? null,
      email: input.email ?? null,
      details: input.details ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: brokenLinkReports.id });
  return row;
}
