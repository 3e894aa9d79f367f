import { defineMail } from "./mail-template";

// better-auth builds `url` from its baseURL, the configured public origin
// (lib/auth.server.ts): the template takes it as given.

export const passwordResetMail = defineMail("password_reset", {
  title: "Password reset",
  description: "Sent when someone asks to reset their password.",
  example: {
    origin: "https://naija.example",
    name: "Ada",
    url: "https://naija.example/api/auth/reset-password/TOKEN?callbackURL=%2Fauth%2Freset",
  },
  placeholders: {
    name: { label: "the account's name" },
    resetLink: { label: "the link to choose a new password", kind: "link", required: true },
  },
  values: (d) => ({ name: d.name || "there", resetLink: d.url }),
  subject: "Reset your Naija Creators password",
  body: [
    "Hello {{name}},",
    "",
    "Somebody asked to reset the password of your Naija Creators account.",
    "To choose a new password, open this link within one hour:",
    "{{resetLink}}",
    "",
    "If this wasn't you, ignore this e-mail: your password stays the same.",
  ].join("\n"),
});

export const verifyEmailMail = defineMail("verify_email", {
  title: "Confirm e-mail address",
  description: "Sent after sign-up to confirm the new account's e-mail address.",
  example: {
    origin: "https://naija.example",
    name: "Ada",
    url: "https://naija.example/api/auth/verify-email?token=TOKEN&callbackURL=%2F",
  },
  placeholders: {
    name: { label: "the new account's name" },
    verifyLink: { label: "the link that confirms the address", kind: "link", required: true },
  },
  values: (d) => ({ name: d.name || "friend", verifyLink: d.url }),
  subject: "Confirm your e-mail for Naija Creators",
  body: [
    "Welcome to Naija Creators, {{name}}!",
    "",
    "Please confirm your e-mail address by opening this link:",
    "{{verifyLink}}",
    "",
    "The link works for 24 hours. If you did not sign up, ignore this e-mail.",
  ].join("\n"),
});
