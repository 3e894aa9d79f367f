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
  title: "Newsletter: confirm subscription",
  description: "Sent to an address that asked for the newsletter (double opt-in).",
  example: { origin: "https://naija.example", token: "CONFIRM-TOKEN" },
  placeholders: {
    confirmLink: { label: "the link that confirms", kind: "link", required: true },
  },
  values: (d) => ({
    confirmLink: link(d.origin, `/newsletter/confirm?token=${encodeURIComponent(d.token)}`),
  }),
  subject: "Confirm your Naija Creators newsletter subscription",
  body: [
    "Hello!",
    "",
    "Someone (hopefully you) asked to get the Naija Creators newsletter at this address.",
    "To confirm, open this link:",
    "{{confirmLink}}",
    "",
    "If this wasn't you, just ignore this e-mail and you won't hear from us.",
  ].join("\n"),
});

export const newsletterWelcomeMail = defineMail("newsletter_welcome", {
  title: "Newsletter: welcome",
  description: "Sent once a subscriber confirms their address.",
  example: { origin: "https://naija.example", unsubscribeToken: "UNSUBSCRIBE-TOKEN" },
  placeholders: {
    unsubscribeLink: { label: "the link to unsubscribe", kind: "link", required: true },
  },
  values: (d) => ({ unsubscribeLink: unsubscribeUrl(d.origin, d.unsubscribeToken) }),
  headers: (d) => listUnsubscribeHeaders(d.origin, d.unsubscribeToken),
  subject: "You're on the Naija Creators newsletter",
  body: [
    "Welcome!",
    "",
    "Your subscription is confirmed. Expect the best new content, events, shops and stays from Nigerian creators.",
    "",
    "Changed your mind? Unsubscribe any time with this link:",
    "{{unsubscribeLink}}",
  ].join("\n"),
});
