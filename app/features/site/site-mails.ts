import { defineMail, link } from "~/lib/mail/mail-template";

/** A contact-form message, forwarded to SUPPORT_EMAIL once it is stored. */
export const contactMessageMail = defineMail("contact_message", {
  example: {
    origin: "https://naija.example",
    id: "00000000-0000-4000-8000-000000000000",
    name: "Tunde",
    email: "tunde@example.com",
    subject: "Ticket question",
    message: "Can I change the name on my ticket?",
  },
  render: (d) => ({
    subject: `[Contact] ${d.subject}`,
    text: [
      `From: ${d.name} <${d.email}>`,
      `Subject: ${d.subject}`,
      `Message id: ${d.id}`,
      "",
      d.message,
      "",
      `Admin inbox: ${link(d.origin, "/admin/inbox")}`,
      "Reply to the sender directly; we promise an answer within 24 hours.",
    ].join("\n"),
  }),
});
