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

function renderDecision(d: Decision) {
  return {
    subject: d.notice.title,
    text: [
      `Hello ${d.ownerName},`,
      "",
      d.notice.message,
      ...(d.notes ? ["", `${moderationCopy.notesLabel}: ${d.notes}`] : []),
      "",
      link(d.origin, d.path),
      "",
      "— The Naija Creators team",
    ].join("\n"),
  };
}

export const moderationApprovedMail = defineMail("moderation_approved", {
  example,
  render: renderDecision,
});

export const moderationRejectedMail = defineMail("moderation_rejected", {
  example: { ...example, path: "/dashboard/content" },
  render: renderDecision,
});

export const moderationDecisionMail = (approve: boolean): MailTemplate<Decision> =>
  approve ? moderationApprovedMail : moderationRejectedMail;
