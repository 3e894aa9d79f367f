import { defineMail, link } from "~/lib/mail/mail-template";
import { holderMailCopy as m } from "./organizer-messages";

type Holder = { origin: string; holderName: string; title: string; slug: string };

const holderPlaceholders = {
  holderName: { label: "the ticket holder's name" },
  title: { label: "the event's title" },
  eventLink: { label: "the event's page", kind: "link" },
} as const;

const holderValues = (d: Holder) => ({
  holderName: d.holderName,
  title: d.title,
  eventLink: link(d.origin, `/events/${d.slug}`),
});

/** An event's new date, to each ticket holder (ADR 028: it stays published). */
export const eventRescheduledMail = defineMail("event_rescheduled", {
  title: "Event rescheduled",
  description: "Sent to every ticket holder when the organizer moves an event's date.",
  example: {
    origin: "https://naija.example",
    holderName: "Ada",
    title: "Lagos Jazz Night",
    slug: "lagos-jazz-night-x7k2",
    previousStart: "Sat, 12 Dec 2026, 7:00 pm",
    newStart: "Sat, 19 Dec 2026, 8:00 pm",
  } as Holder & { previousStart: string; newStart: string },
  placeholders: {
    ...holderPlaceholders,
    previousStart: { label: "the old start" },
    newStart: { label: "the new start" },
  },
  values: (d) => ({ ...holderValues(d), previousStart: d.previousStart, newStart: d.newStart }),
  subject: m.rescheduledSubject("{{title}}"),
  body: [
    "Hello {{holderName}},",
    "",
    m.rescheduledBody("{{title}}", "{{previousStart}}", "{{newStart}}"),
    "",
    `${m.eventPage}: {{eventLink}}`,
    "",
    m.signOff,
  ].join("\n"),
});

/** An event called off, to each ticket holder; paid orders are refunded by the system. */
export const eventCancelledMail = defineMail("event_cancelled", {
  title: "Event cancelled",
  description: "Sent to every ticket holder when the organizer cancels an event.",
  example: {
    origin: "https://naija.example",
    holderName: "Ada",
    title: "Lagos Jazz Night",
    slug: "lagos-jazz-night-x7k2",
    reason: "The venue flooded.",
  } as Holder & { reason: string | null },
  placeholders: {
    ...holderPlaceholders,
    reason: { label: "the organizer's reason, with its label (empty when none)" },
  },
  values: (d) => ({ ...holderValues(d), reason: d.reason ? `${m.reason}: ${d.reason}` : "" }),
  subject: m.cancelledSubject("{{title}}"),
  body: [
    "Hello {{holderName}},",
    "",
    m.cancelledBody("{{title}}"),
    "",
    "{{reason}}",
    "",
    `${m.eventPage}: {{eventLink}}`,
    "",
    m.signOff,
  ].join("\n"),
});
