import { defineMail, link } from "~/lib/mail/mail-template";

/** The address a subscriber leaves by: a GET shows a confirm button, a POST unsubscribes. */
export function unsubscribeUrl(origin: string, token: string) {
  return link(origin, `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}

/**
 * Headers every mail to a subscriber carries (RFC 2369, RFC 8058): the mail client's own
 * "Unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the URL, which unsubscribes
 * at once; a scanner that merely GETs the URL changes nothing.
 */
export function listUnsubscribeHeaders(origin: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(origin, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Double opt-in: sent to an address that is not on the list yet, so no unsubscribe. */
export const newsletterConfirmMail = defineMail("newsletter_confirm", {
  example: { origin: "https://naija.example", token: "CONFIRM-TOKEN" },
  render: (d) => ({
    subject: "Confirm your Naija Creators newsletter subscription",
    text: [
      "Hello!",
      "",
      "Someone (hopefully you) asked to get the Naija Creators newsletter at this address.",
      "To confirm, open this link:",
      link(d.origin, `/newsletter/confirm?token=${encodeURIComponent(d.token)}`),
      "",
      "If this wasn't you, just ignore this e-mail and you won't hear from us.",
    ].join("\n"),
  }),
});

export const newsletterWelcomeMail = defineMail("newsletter_welcome", {
  example: { origin: "https://naija.example", unsubscribeToken: "UNSUBSCRIBE-TOKEN" },
  render: (d) => ({
    subject: "You're on the Naija Creators newsletter",
    text: [
      "Welcome!",
      "",
      "Your subscription is confirmed. Expect the best new content, events, shops and stays from Nigerian creators.",
      "",
      "Changed your mind? Unsubscribe any time with this link:",
      unsubscribeUrl(d.origin, d.unsubscribeToken),
    ].join("\n"),
    headers: listUnsubscribeHeaders(d.origin, d.unsubscribeToken),
  }),
});
