import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
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

export type ConfirmResult = "confirmed" | "already_confirmed" | "invalid";

/**
 * Confirms the pending address behind a confirmation token. The token is kept after
 * confirming, so a link followed again (a second click, a mail scanner) is told the
 * address is already confirmed instead of "subscribe again"; it confirms nothing more
 * and sends no second welcome. A new subscription of a lapsed address replaces it, so
 * an old link never brings back an address that left. The welcome e-mail carries the
 * unsubscribe link and headers, so every subscriber has a way out from the first day.
 */
export async function confirmSubscription({ token }: { token: string }): Promise<ConfirmResult> {
  if (!token) return "invalid";
  const db = await getDb();
  const byToken = eq(newsletterSubscribers.confirmToken, token);
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ status: "confirmed", confirmedAt: new Date() })
    .where(and(byToken, eq(newsletterSubscribers.status, "pending")))
    .returning({
      email: newsletterSubscribers.email,
      unsubscribeToken: newsletterSubscribers.unsubscribeToken,
    });
  if (!row) {
    const [known] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(byToken);
    return known?.status === "confirmed" ? "already_confirmed" : "invalid";
  }
  await sendMail({
    to: row.email,
    ...newsletterWelcomeMail.render({
      origin: publicBaseUrl(),
      unsubscribeToken: row.unsubscribeToken,
    }),
  });
  return "confirmed";
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
