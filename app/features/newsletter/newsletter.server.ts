import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { newsletterSubscribers } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import { newsletterConfirmMail, newsletterWelcomeMail } from "./newsletter-mails";

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
}: {
  email: string;
  source?: string;
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
    await sendMail({
      to: email,
      ...newsletterConfirmMail.render({ origin: publicBaseUrl(), token: confirmToken }),
    });
  }
  return result;
}

/**
 * Confirms the address behind a single-use token. The welcome e-mail carries the
 * unsubscribe link and headers, so every subscriber has a way out from the first day.
 */
export async function confirmSubscription(confirmToken: string) {
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
  await sendMail({
    to: row.email,
    ...newsletterWelcomeMail.render({
      origin: publicBaseUrl(),
      unsubscribeToken: row.unsubscribeToken,
    }),
  });
  return true;
}

export type UnsubscribeState = "subscribed" | "unsubscribed" | "invalid";

/** What an unsubscribe link points at, read without changing anything (the GET page). */
export async function unsubscribeLinkState(unsubscribeToken: string): Promise<UnsubscribeState> {
  if (!unsubscribeToken) return "invalid";
  const db = await getDb();
  const [row] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, unsubscribeToken));
  if (!row) return "invalid";
  return row.status === "unsubscribed" ? "unsubscribed" : "subscribed";
}

/** Unsubscribes the holder of the token; the token is the proof of owning the address. */
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
