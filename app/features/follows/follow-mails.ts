import { defineMail, escapeHtml as escape, link, type MailBlock } from "~/lib/mail/mail-template";
import type { DigestItem } from "./follow-digest";
import { FOLLOW_EMAILS_SETTINGS_PATH } from "./follow-paths";
import { followMailCopy as c } from "./messages";

const NOTIFICATIONS_PATH = "/dashboard/notifications";

/** One line per item: who published what, and its page. */
function itemLines(origin: string, items: DigestItem[]): MailBlock {
  const lines = items.map((i) => ({
    label: c.item(i.publisherName, i.title, i.noun),
    url: link(origin, i.path),
  }));
  return {
    text: lines.map((l) => `- ${l.label}\n  ${l.url}`).join("\n"),
    html: `<ul>${lines
      .map((l) => `<li>${escape(l.label)}<br><a href="${escape(l.url)}">${escape(l.url)}</a></li>`)
      .join("")}</ul>`,
  };
}

const example = {
  origin: "https://naija.example",
  name: "Ada Obi",
  items: [
    {
      publisherName: "Tunde Bakare",
      noun: "event",
      title: "Lagos Jazz Night",
      path: "/events/lagos-jazz-night",
    },
    {
      publisherName: "Chioma's Ankara Corner",
      noun: "product",
      title: "Ankara tote bag",
      path: "/marketplace/ankara-tote-bag",
    },
  ] as DigestItem[],
  more: 0,
};

/**
 * The daily e-mail of what the people one follows published (at most one a day, sent by
 * the follows.digest job): who, what and its link, and how to switch these e-mails off.
 */
export const followDigestMail = defineMail("follow_digest", {
  title: "New from people you follow",
  description:
    "Sent at most once a day to a person who follows others, listing what they published since the last one (unless follow e-mails are off in the profile).",
  example,
  placeholders: {
    name: { label: "the follower's name" },
    count: { label: "how many new items" },
    items: { label: "each item: who published what, with its link", kind: "block", required: true },
    more: { label: "how many more are not listed (when over 30)" },
    notificationsLink: { label: "the follower's notifications page", kind: "link" },
    settingsLink: { label: "the profile, where follow e-mails are switched off", kind: "link" },
  },
  values: (d) => ({
    name: d.name || "there",
    count: String(d.items.length + d.more),
    items: itemLines(d.origin, d.items),
    more: d.more ? `And ${d.more} more.` : "",
    notificationsLink: link(d.origin, NOTIFICATIONS_PATH),
    settingsLink: link(d.origin, FOLLOW_EMAILS_SETTINGS_PATH),
  }),
  subject: c.subject("{{count}}"),
  body: [
    c.intro,
    "",
    c.lead,
    "",
    "{{items}}",
    "{{more}}",
    "",
    `All your notifications: {{notificationsLink}}`,
    "",
    `${c.off} {{settingsLink}}`,
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
  html: true,
});
