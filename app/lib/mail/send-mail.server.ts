import { eq } from "drizzle-orm";
import { outgoingMail } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { getLogger } from "~/lib/logger.server";

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  template?: string;
}

type Transport = { sendMail(m: Record<string, unknown>): Promise<unknown> };
const registry = globalThis as typeof globalThis & { __naijaSmtp?: Promise<Transport> };

async function smtpTransport(url: string): Promise<Transport> {
  registry.__naijaSmtp ??= import("nodemailer").then((m) => m.default.createTransport(url));
  return registry.__naijaSmtp;
}

/**
 * Records the mail, then delivers it over SMTP when SMTP_URL is set. Without SMTP
 * the stored copy is the delivery: the development mailbox page shows it.
 * Call it after the database transaction that caused it has committed.
 */
export async function sendMail(input: MailInput) {
  const env = getEnv();
  const db = await getDb();
  const [row] = await db
    .insert(outgoingMail)
    .values({
      ...input,
      from: env.MAIL_FROM,
      status: env.SMTP_URL ? "queued" : "sent",
      sentAt: env.SMTP_URL ? null : new Date(),
    })
    .returning({ id: outgoingMail.id });
  if (!env.SMTP_URL) return { id: row.id, delivered: "mailbox" as const };
  try {
    const transport = await smtpTransport(env.SMTP_URL);
    await transport.sendMail({
      from: env.MAIL_FROM,
      to: input.to,
      subject: input.subject,
      text: input.text,
      html: input.html,
    });
    await db
      .update(outgoingMail)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(outgoingMail.id, row.id));
    return { id: row.id, delivered: "smtp" as const };
  } catch (error) {
    getLogger().error({ err: error, mailId: row.id }, "SMTP delivery failed");
    await db
      .update(outgoingMail)
      .set({ status: "failed", error: String((error as Error).message ?? error).slice(0, 500) })
      .where(eq(outgoingMail.id, row.id));
    return { id: row.id, delivered: "failed" as const };
  }
}
