import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, outgoingMail } from "~/db/schema";
import { getDb } from "~/lib/db/client.server";
import { publicBaseUrl } from "~/lib/public-url.server";
import * as newsletterRoute from "~/routes/newsletter";
import { newsletterSchema } from "./newsletter-schema";
import {
  confirmSubscription,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeLinkState,
} from "./newsletter.server";

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
    // Links come from the configured origin, never from a request.
    const origin = publicBaseUrl();
    expect(await subscribeToNewsletter({ email, source: "footer" })).toBe("confirmation_sent");
    const [pending] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(pending.status).toBe("pending");

    const mail = await lastMailTo(email);
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(await confirmSubscription({ token: token! })).toBe("confirmed");
    const welcomes = await db.$count(outgoingMail, eq(outgoingMail.to, email));
    // Followed again (a second click, a mail scanner): said to be confirmed already, not
    // "subscribe again" (issue 30), and no second welcome mail.
    expect(await confirmSubscription({ token: token! })).toBe("already_confirmed");
    expect(await db.$count(outgoingMail, eq(outgoingMail.to, email))).toBe(welcomes);
    expect(await confirmSubscription({ token: "not-a-token" })).toBe("invalid");
    expect(await confirmSubscription({ token: "" })).toBe("invalid");

    const [confirmed] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(confirmed.status).toBe("confirmed");
    expect(await subscribeToNewsletter({ email: "TUNDE@example.com" })).toBe("already_subscribed");

    // The welcome mail is where the unsubscribe link lives.
    const welcome = await lastMailTo(email);
    expect(welcome.subject).toBe("You're on the Naija Creators newsletter");
    expect(welcome.text).toContain(
      `${origin}/newsletter/unsubscribe?token=${confirmed.unsubscribeToken}`,
    );
    // RFC 8058: the mail client's own unsubscribe button POSTs to this URL.
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<${origin}/newsletter/unsubscribe?token=${confirmed.unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Reading the link (what a mail scanner's GET does) changes nothing.
    expect(await unsubscribeLinkState(confirmed.unsubscribeToken)).toBe("subscribed");
    expect(await unsubscribeLinkState(confirmed.unsubscribeToken)).toBe("subscribed");
    expect(await unsubscribeLinkState("not-a-token")).toBe("invalid");
    expect(await unsubscribeFromNewsletter(confirmed.unsubscribeToken)).toBe(true);
    expect(await unsubscribeLinkState(confirmed.unsubscribeToken)).toBe("unsubscribed");
    // The old confirmation link never subscribes an address that left.
    expect(await confirmSubscription({ token: token! })).toBe("invalid");
    expect(await subscribeToNewsletter({ email })).toBe("confirmation_sent");
  });

  it("rejects bad addresses with the spec's messages", () => {
    const empty = newsletterSchema.safeParse({ email: "  " });
    expect(empty.success || empty.error.issues[0].message).toBe("This field na must-fill");
    const bad = newsletterSchema.safeParse({ email: "not-an-email" });
    expect(bad.success).toBe(false);
    expect(newsletterSchema.parse({ email: " Ada@Example.COM " }).email).toBe("ada@example.com");
  });
});

// E-mails outlive the request and reach someone else: their links never follow the
// Host a request came with (docs/decisions/021-deploy-allowed-hosts-and-proxy.md).
describe("newsletter e-mail links", () => {
  it("use the configured origin, not the request's host", async () => {
    const email = `host-test-${Date.now()}@example.com`;
    const request = new Request("http://evil.example:3000/newsletter", {
      method: "POST",
      body: new URLSearchParams({ email, source: "footer" }),
    });
    await newsletterRoute.action({
      request,
      params: {},
      context: { clientIp: "198.51.100.20" },
    } as never);
    const mail = await lastMailTo(email);
    expect(mail?.text).toContain(`${publicBaseUrl()}/newsletter/confirm?token=`);
    expect(mail?.text).not.toContain("evil.example");
  });
});
