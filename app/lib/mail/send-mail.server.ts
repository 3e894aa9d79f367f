import { eq } from "drizzle-orm";
import { emailTemplates, outgoingMail } from "~/db/schema";
import { getDb, type Tx } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { defineJob, enqueue } from "~/lib/jobs/queue.server";
import { getLogger } from "~/lib/logger.server";
import type { MailBody } from "./mail-template";

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The template's name (lib/mail/mail-template.ts); its render gives all but `to`. */
  template?: string;
  /** Extra headers (e.g. List-Unsubscribe), kept with the mail and sent over SMTP. */
  headers?: Record<string, string>;
  /** From the template's render: the same mail in an admin's edited wording. */
  withWording?: MailBody["withWording"];
}

type Transport = { sendMail(m: Record<string, unknown>): Promise<unknown> };
const transports = new Map<string, Promise<Transport>>();

function smtpTransport(url: string): Promise<Transport> {
  let transport = transports.get(url);
  if (!transport) {
    // A dead server must fail the job quickly, not hold it for nodemailer's 2-minute default.
    transport = import("nodemailer").then((m) => {
      const options = new URL(url);
      options.searchParams.set("connectionTimeout", "15000");
      options.searchParams.set("greetingTimeout", "15000");
      options.searchParams.set("socketTimeout", "30000");
      return m.default.createTransport(options.toString());
    });
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Delivers one recorded mail over SMTP. A failure is kept on the mail row and
 * thrown, so the queue retries it with back-off; after the last retry the mail is
 * marked failed (admins see the failed job and can retry it).
 */
export const deliverMailJob = defineJob<{ mailId: string }>({
  name: "mail.deliver",
  retryLimit: 8,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
  async run({ mailId }, attempt) {
    const env = getEnv();
    const db = await getDb();
    const [mail] = await db.select().from(outgoingMail).where(eq(outgoingMail.id, mailId));
    if (!mail || mail.status === "sent") return;
    if (!env.SMTP_URL) {
      // SMTP was switched off since: the stored copy in the mailbox is the delivery.
      await db
        .update(outgoingMail)
        .set({ status: "sent", sentAt: new Date(), error: null })
        .where(eq(outgoingMail.id, mailId));
      return;
    }
    try {
      const transport = await smtpTransport(env.SMTP_URL);
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        headers: mail.headers ?? undefined,
        // Inline images (ticket QR codes) go out as cid attachments: mail clients
        // block data: URLs but show attached images.
        attachDataUrls: true,
      });
    } catch (error) {
      await db
        .update(outgoingMail)
        .set({
          status: attempt.lastAttempt ? "failed" : "queued",
          error: String((error as Error).message ?? error).slice(0, 500),
        })
        .where(eq(outgoingMail.id, mailId));
      throw error;
    }
    await db
      .update(outgoingMail)
      .set({ status: "sent", sentAt: new Date(), error: null })
      .where(eq(outgoingMail.id, mailId));
  },
});

/**
 * Records the mail and, when SMTP_URL is set, queues its delivery; a request never
 * waits on SMTP, and a dead SMTP server delays mail without failing what sent it.
 * Without SMTP the stored copy is the delivery: the development mailbox shows it.
 *
 * Pass the caller's transaction when the mail belongs to a change (a receipt, a
 * refund notice): it is then sent if and only if that change commits.
 */
export async function sendMail(
  input: MailInput,
  tx?: Tx,
): Promise<{ id: string; delivered: "queued" | "mailbox" }> {
  if (!tx) return (await getDb()).transaction((own) => sendMail(input, own));
  const env = getEnv();
  const mail = await inEditedWording(tx, input);
  const [row] = await tx
    .insert(outgoingMail)
    .values({
      ...mail,
      from: env.MAIL_FROM,
      status: env.SMTP_URL ? "queued" : "sent",
      sentAt: env.SMTP_URL ? null : new Date(),
    })
    .returning({ id: outgoingMail.id });
  if (env.SMTP_URL) await enqueue(tx, deliverMailJob, { mailId: row!.id });
  return { id: row!.id, delivered: env.SMTP_URL ? ("queued" as const) : ("mailbox" as const) };
}

/**
 * The mail in the wording an admin saved for its template (admin Settings > E-mail
 * templates), if any: one primary-key read in the sending transaction. A wording that
 * no longer fits the template (a placeholder removed by a later release) is skipped
 * with a warning, so the mail still goes out in the code's words.
 */
async function inEditedWording(tx: Tx, input: MailInput) {
  const { withWording, ...mail } = input;
  if (!withWording || !mail.template) return mail;
  const [wording] = await tx
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.key, mail.template));
  if (!wording) return mail;
  const edited = withWording(wording);
  if (!edited) {
    getLogger().warn(
      { template: mail.template },
      "stored mail wording no longer fits; default used",
    );
    return mail;
  }
  return { ...mail, ...edited };
}
