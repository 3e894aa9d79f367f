import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, outgoingMail } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { newsletterSchema } from "./newsletter-schema";
import {
  confirmSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from "./newsletter.server";

const origin = "http://localhost:3000";

async function lastMailTo(email: string) {
  const db = await getDb();
  const [mail] = await db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.to, email))
    .orderBy(desc(outgoingMail.createdAt))
    .limit(1);
  return mail;
}

describe("newsletter (double opt-in)", () => {
  it("e-mails a confirmation link and subscribes only after it is followed", async () => {
    const db = await getDb();
    const email = "tunde@example.com";
    expect(await subscribeToNewsletter({ email, source: "footer", origin })).toBe(
      "confirmation_sent",
    );
    const [pending] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(pending.status).toBe("pending");

    const mail = await lastMailTo(email);
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(await confirmSubscription(token!, origin)).toBe(true);
    expect(await confirmSubscription(token!, origin)).toBe(false); // single use

    const [confirmed] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(confirmed.status).toBe("confirmed");
    expect(await subscribeToNewsletter({ email: "TUNDE@example.com", origin })).toBe(
      "already_subscribed",
    );

    // The welcome mail is where the unsubscribe link lives.
    const welcome = await lastMailTo(email);
    expect(welcome.subject).toBe("You're on the Naija Creators newsletter");
    expect(welcome.text).toContain(
      `${origin}/newsletter/unsubscribe?token=${confirmed.unsubscribeToken}`,
    );
    expect(await unsubscribeFromNewsletter(confirmed.unsubscribeToken)).toBe(true);
    expect(await subscribeToNewsletter({ email, origin })).toBe("confirmation_sent");
  });

  it("rejects bad addresses with the spec's messages", () => {
    const empty = newsletterSchema.safeParse({ email: "  " });
    expect(empty.success || empty.error.issues[0].message).toBe("This field na must-fill");
    const bad = newsletterSchema.safeParse({ email: "not-an-email" });
    expect(bad.success).toBe(false);
    expect(newsletterSchema.parse({ email: " Ada@Example.COM " }).email).toBe("ada@example.com");
  });
});
