import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";

const token = () => crypto.randomBytes(24).toString("base64url");

export type SubscribeResult = "confirmation_sent" | "already_subscribed";

/**
 * Double opt-in: a new or lapsed address gets a confirmation e-mail and is only
 * added once its owner follows the link. Re-submitting never reveals more than
 * "already subscribed" and never sends mail to a confirmed address again.
 */
export async function subscribeToNewsletter({
  email,
  source,
  origin,
}: {
  email: string;
  source?: string;
  origin: string;
}): Promise<SubscribeResult> {
  const db = await getDb();
  const confirmToken = token();
  const result = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (existing?.status === "confirmed") return "already_subscribed" as const;
    if (existing) {
      await tx
        .update(newsletterSubscribers)
        .set({
          status: "pending",
          confirmToken,
          source: source ?? existing.source,
          unsubscribedAt: null,
        })
        .where(eq(newsletterSubscribers.id, existing.id));
    } else {
      await tx
        .insert(newsletterSubscribers)
        .values({ email, confirmToken, unsubscribeToken: token(), source: source ?? null });
    }
    return "confirmation_sent" as const;
  });
  if (result === "confirmation_sent") {
    const link = `${origin}/newsletter/confirm?token=${confirmToken}`;
    await sendMail({
      to: email,
      subject: "Confirm your Naija Creators newsletter subscription",
      template: "newsletter_confirm",
      text: [
        "Hello!",
        "",
        "Someone (hopefully you) asked to get the Naija Creators newsletter at this address.",
        "To confirm, open this link:",
        link,
        "",
        "If this wasn't you, just ignore this e-mail and you won't hear from us.",
      ].join("\n"),
    });
  }
  return result;
}

/**
 * Confirms the address behind a single-use token. The welcome e-mail carries the
 * unsubscribe link, so every subscriber has a way out from the first day.
 */
export async function confirmSubscription(confirmToken: string, origin?: string) {
  if (!confirmToken) return false;
  const db = await getDb();
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: new Date(), confirmToken: null })
    .where(eq(newsletterSubscribers.confirmToken, confirmToken))
    .returning({
      email: newsletterSubscribers.email,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
    });
  if (!row) return false;
  if (origin) {
    await sendMail({
      to: row.email,
      subject: "You're on the Naija Creators newsletter",
      template: "newsletter_welcome",
      text: [
        "Welcome!",
        "",
        "Your subscription is confirmed. Expect the best new content, events, shops and stays from Nigerian creators.",
        "",
        "Changed your mind? Unsubscribe any time with this link:",
        `${origin}/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
      ].join("\n"),
    });
  }
  return true;
}

export async function unsubscribeFromNewsletter(unsubscribeToken: string) {
  if (!unsubscribeToken) return false;
  const db = await getDb();
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: new Date() })
    .where(eq(newsletterSubscribers.unsubscribeToken, unsubscribeToken))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
