import type { Message } from "~/lib/messages";
import { defineMail, link, type MailTemplate } from "~/lib/mail/mail-template";
import { moderationCopy } from "./messages";

type Decision = {
  origin: string;
  ownerName: string;
  notice: Message;
  notes?: string | null;
  /** Where the owner sees the result: the item when approved, their content otherwise. */
  path: string;
};

const example: Decision = {
  origin: "https://naija.example",
  ownerName: "Ada",
  notice: { title: "Event approved", message: '"Lagos Jazz Night" is now live.' },
  notes: "Lovely poster.",
  path: "/events/lagos-jazz-night",
};

const decision = {
  example,
  placeholders: {
    ownerName: { label: "the owner's name" },
    title: { label: "the decision's title, e.g. Your event is live" },
    message: { label: "the decision, naming the item" },
    notes: { label: "the moderator's note, with its label (empty when none)" },
    link: { label: "where the owner sees the result", kind: "link" as const },
  },
  values: (d: Decision) => ({
    ownerName: d.ownerName,
    title: d.notice.title,
    message: d.notice.message,
    notes: d.notes ? `${moderationCopy.notesLabel}: ${d.notes}` : "",
    link: link(d.origin, d.path),
  }),
  subject: "{{title}}",
  body: [
    "Hello {{ownerName}},",
    "",
    "{{message}}",
    "",
    "{{notes}}",
    "",
    "{{link}}",
    "",
    "— The Naija Creators team",
  ].join("\n"),
};

export const moderationApprovedMail = defineMail("moderation_approved", {
  ...decision,
  title: "Listing approved",
  description: "Sent to an owner when a moderator approves their content, event or listing.",
});

export const moderationRejectedMail = defineMail("moderation_rejected", {
  ...decision,
  title: "Listing not approved",
  description: "Sent to an owner when a moderator rejects their content, event or listing.",
  example: { ...example, path: "/dashboard/content" },
});

export const moderationDecisionMail = (approve: boolean): MailTemplate<Decision> =>
  approve ? moderationApprovedMail : moderationRejectedMail;
