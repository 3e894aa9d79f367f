import { defineMail, link } from "~/lib/mail/mail-template";
import { PRODUCT_NAME } from "~/lib/messages/product";

/** To the person an admin suspended (ADR 072): why, what it means, where to answer. */
export const accountSuspendedMail = defineMail("account_suspended", {
  title: "Account suspended",
  description: "Sent to a person when an administrator suspends their account.",
  example: { origin: "https://naija.example", name: "Ada", reason: "Selling counterfeit goods" },
  placeholders: {
    name: { label: "the account's name" },
    reason: { label: "the reason the admin gave", required: true },
    contactLink: { label: "the contact page", kind: "link", required: true },
  },
  values: (d: { origin: string; name: string; reason: string }) => ({
    name: d.name || "there",
    reason: d.reason,
    contactLink: link(d.origin, "/contact"),
  }),
  subject: `Your ${PRODUCT_NAME} account is suspended`,
  body: [
    "Hello {{name}},",
    "",
    `An administrator suspended your ${PRODUCT_NAME} account. The reason they gave:`,
    "{{reason}}",
    "",
    "While it lasts you cannot sign in, your public page and listings cannot be bought from or supported, and payouts of your earnings are paused. Nothing you earned is lost.",
    "If you think this is a mistake, write to us here: {{contactLink}}",
  ].join("\n"),
});

/** To the person once the suspension is lifted. */
export const accountReinstatedMail = defineMail("account_reinstated", {
  title: "Account reinstated",
  description: "Sent to a person when an administrator lifts their suspension.",
  example: { origin: "https://naija.example", name: "Ada" },
  placeholders: {
    name: { label: "the account's name" },
    signInLink: { label: "the sign-in page", kind: "link", required: true },
  },
  values: (d: { origin: string; name: string }) => ({
    name: d.name || "there",
    signInLink: link(d.origin, "/auth/sign-in"),
  }),
  subject: `Your ${PRODUCT_NAME} account is open again`,
  body: [
    "Hello {{name}},",
    "",
    `Your ${PRODUCT_NAME} account is no longer suspended. You can sign in again, fans and buyers can pay you, and your payouts go out on the usual schedule:`,
    "{{signInLink}}",
  ].join("\n"),
});
