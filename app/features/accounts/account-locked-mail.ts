import { defineMail, link } from "~/lib/mail/mail-template";
import { PRODUCT_NAME } from "~/lib/messages/product";
import { AUTH_PATHS } from "./auth-paths";
import { plural } from "./messages";

/** The e-mail to an account's owner when wrong passwords lock it. */
export const accountLockedMail = defineMail("account_locked", {
  example: {
    origin: "https://naija.example",
    name: "Ada",
    token: "TOKEN",
    lockMinutes: 15,
    linkMinutes: 60,
  },
  render: (d: {
    origin: string;
    name: string;
    token: string;
    lockMinutes: number;
    linkMinutes: number;
  }) => ({
    subject: `Your ${PRODUCT_NAME} account is locked for now`,
    text: [
      `Hello ${d.name || "there"},`,
      "",
      `Somebody typed a wrong password for your ${PRODUCT_NAME} account too many times, so we locked it for ${plural(d.lockMinutes, "minute")}.`,
      `If it was you, set a new password with this link (it works for ${plural(d.linkMinutes, "minute")}) and the lock goes away at once:`,
      link(d.origin, `${AUTH_PATHS.reset}?token=${encodeURIComponent(d.token)}`),
      "",
      "If it was not you, your account is safe: nobody signed in. Setting a new password still helps.",
      `Link expired? Ask for a new one here: ${link(d.origin, AUTH_PATHS.forgot)}`,
    ].join("\n"),
  }),
});
