import { defineMail, link } from "~/lib/mail/mail-template";
import { PRODUCT_NAME } from "~/lib/messages/product";
import { AUTH_PATHS } from "./auth-paths";
import { plural } from "./messages";

/** The e-mail to an account's owner when wrong passwords lock it. */
export const accountLockedMail = defineMail("account_locked", {
  title: "Account locked",
  description: "Sent to an account's owner when too many wrong passwords lock it.",
  example: {
    origin: "https://naija.example",
    name: "Ada",
    token: "TOKEN",
    lockMinutes: 15,
    linkMinutes: 60,
  },
  placeholders: {
    name: { label: "the account's name" },
    lockTime: { label: "how long the lock lasts, e.g. 15 minutes" },
    linkTime: { label: "how long the reset link works" },
    resetLink: { label: "the link to set a new password", kind: "link", required: true },
    forgotLink: { label: "the page to ask for a new link", kind: "link" },
  },
  values: (d: {
    origin: string;
    name: string;
    token: string;
    lockMinutes: number;
    linkMinutes: number;
  }) => ({
    name: d.name || "there",
    lockTime: plural(d.lockMinutes, "minute"),
    linkTime: plural(d.linkMinutes, "minute"),
    resetLink: link(d.origin, `${AUTH_PATHS.reset}?token=${encodeURIComponent(d.token)}`),
    forgotLink: link(d.origin, AUTH_PATHS.forgot),
  }),
  subject: `Your ${PRODUCT_NAME} account is locked for now`,
  body: [
    "Hello {{name}},",
    "",
    `Somebody typed a wrong password for your ${PRODUCT_NAME} account too many times, so we locked it for {{lockTime}}.`,
    "If it was you, set a new password with this link (it works for {{linkTime}}) and the lock goes away at once:",
    "{{resetLink}}",
    "",
    "If it was not you, your account is safe: nobody signed in. Setting a new password still helps.",
    "Link expired? Ask for a new one here: {{forgotLink}}",
  ].join("\n"),
});
