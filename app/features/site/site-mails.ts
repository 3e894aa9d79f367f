import { defineMail, link } from "~/lib/mail/mail-template";

/** A contact-form message, forwarded to SUPPORT_EMAIL once it is stored. */
export const contactMessageMail = defineMail("contact_message", {
  title: "Contact message (to the team)",
  description: "Sent to the support address when someone writes through the contact form.",
  example: {
    origin: "https://naija.example",
    id: "00000000-0000-4000-8000-000000000000",
    name: "Tunde",
    email: "tunde@example.com",
    subject: "Ticket question",
    message: "Can I change the name on my ticket?",
  },
  placeholders: {
    name: { label: "the sender's name" },
    email: { label: "the sender's e-mail" },
    subject: { label: "the subject they wrote" },
    id: { label: "the message's id" },
    message: { label: "their message" },
    inboxLink: { label: "the admin inbox", kind: "link" },
  },
  values: (d) => ({
    name: d.name,
    email: d.email,
    subject: d.subject,
    id: d.id,
    message: d.message,
    inboxLink: link(d.origin, "/admin/inbox"),
  }),
  subject: "[Contact] {{subject}}",
  // Support answers the sender with their mail client's Reply (issue 30). The address
  // passed the form's e-mail check (no line breaks, one address).
  headers: (d) => ({ "Reply-To": d.email }),
  body: [
    "From: {{name}} <{{email}}>",
    "Subject: {{subject}}",
    "Message id: {{id}}",
    "",
    "{{message}}",
    "",
    "Admin inbox: {{inboxLink}}",
    "Reply to the sender directly; we promise an answer within 24 hours.",
  ].join("\n"),
});
