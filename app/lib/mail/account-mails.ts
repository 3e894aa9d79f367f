import { defineMail } from "./mail-template";

// better-auth builds `url` from its baseURL, the configured public origin
// (lib/auth.server.ts): the template takes it as given.

export const passwordResetMail = defineMail("password_reset", {
  example: {
    origin: "https://naija.example",
    name: "Ada",
    url: "https://naija.example/api/auth/reset-password/TOKEN?callbackURL=%2Fauth%2Freset",
  },
  render: (d) => ({
    subject: "Reset your Naija Creators password",
    text: [
      `Hello ${d.name || "there"},`,
      "",
      "Somebody asked to reset the password of your Naija Creators account.",
      "To choose a new password, open this link within one hour:",
      d.url,
      "",
      "If this wasn't you, ignore this e-mail: your password stays the same.",
    ].join("\n"),
  }),
});

export const verifyEmailMail = defineMail("verify_email", {
  example: {
    origin: "https://naija.example",
    name: "Ada",
    url: "https://naija.example/api/auth/verify-email?token=TOKEN&callbackURL=%2F",
  },
  render: (d) => ({
    subject: "Confirm your e-mail for Naija Creators",
    text: [
      `Welcome to Naija Creators, ${d.name || "friend"}!`,
      "",
      "Please confirm your e-mail address by opening this link:",
      d.url,
      "",
      "The link works for 24 hours. If you did not sign up, ignore this e-mail.",
    ].join("\n"),
  }),
});
