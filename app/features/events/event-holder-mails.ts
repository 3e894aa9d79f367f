import { defineMail, link } from "~/lib/mail/mail-template";
import { holderMailCopy as m } from "./organizer-messages";

type Holder = { origin: string; holderName: string; title: string; slug: string };

/** An event's new date, to each ticket holder (ADR 028: it stays published). */
export const eventRescheduledMail = defineMail<
  Holder & { previousStart: string; newStart: string }
>("event_rescheduled", {
  example: {
    origin: "https://naija.example",
    holderName: "Ada",
    title: "Lagos Jazz Night",
    slug: "lagos-jazz-night-x7k2",
    previousStart: "Sat, 12 Dec 2026, 7:00 pm",
    newStart: "Sat, 19 Dec 2026, 8:00 pm",
  },
  render: (d) => ({
    subject: m.rescheduledSubject(d.title),
    text: [
      `Hello ${d.holderName},`,
      "",
      m.rescheduledBody(d.title, d.previousStart, d.newStart),
      "",
      `${m.eventPage}: ${link(d.origin, `/events/${d.slug}`)}`,
      "",
      m.signOff,
    ].join("\n"),
  }),
});

/** An event called off, to each ticket holder; paid orders are refunded by the system. */
export const eventCancelledMail = defineMail<Holder & { reason: string | null }>(
  "event_cancelled",
  {
    example: {
      origin: "https://naija.example",
      holderName: "Ada",
      title: "Lagos Jazz Night",
      slug: "lagos-jazz-night-x7k2",
      reason: "The venue flooded.",
    },
    render: (d) => ({
      subject: m.cancelledSubject(d.title),
      text: [
        `Hello ${d.holderName},`,
        "",
        m.cancelledBody(d.title),
        ...(d.reason ? ["", `${m.reason}: ${d.reason}`] : []),
        "",
        `${m.eventPage}: ${link(d.origin, `/events/${d.slug}`)}`,
        "",
        m.signOff,
      ].join("\n"),
    }),
  },
);
