import { formatDateTime } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";

// What every waitlist e-mail is about: a place for some seats of one ticket type.
const waitlistExample = {
  origin: "https://naija.example",
  name: "Ada",
  eventTitle: "Afrobeats Night Lagos",
  eventSlug: "afrobeats-night-lagos-x1y2z",
  typeName: "Regular",
  quantity: 2,
};

const seats = (n: number) => `${n} ticket${n === 1 ? "" : "s"}`;

const waitlistPlaceholders = {
  name: { label: "the person's name" },
  eventTitle: { label: "the event's title" },
  seats: { label: "how many tickets, e.g. 2 tickets" },
  typeName: { label: "the ticket type" },
} as const;

/** Sent when someone joins a sold-out ticket type's waitlist. */
export const waitlistJoinedMail = defineMail("waitlist_joined", {
  title: "Waitlist joined",
  description: "Sent when someone joins a sold-out ticket type's waitlist.",
  example: waitlistExample,
  placeholders: {
    ...waitlistPlaceholders,
    eventLink: { label: "the event's page", kind: "link" },
  },
  values: (d) => ({
    name: d.name || "there",
    eventTitle: d.eventTitle,
    seats: seats(d.quantity),
    typeName: d.typeName,
    eventLink: link(d.origin, `/events/${encodeURIComponent(d.eventSlug)}`),
  }),
  subject: "You're on the waitlist: {{eventTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "You're on the waitlist for {{seats}} ({{typeName}}) to {{eventTitle}}.",
    "When seats free up we e-mail the first people in line an offer, in the order they joined.",
    "An offer holds the seats for you for a limited time, so keep an eye on your inbox.",
    "",
    "The event: {{eventLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/** The offer: seats held for this person until `expiresAt`, claimed through the link. */
export const waitlistOfferMail = defineMail("waitlist_offer", {
  title: "Waitlist offer",
  description: "Sent when seats free up for someone on a waitlist; the seats are held for them.",
  example: {
    ...waitlistExample,
    offerToken: "OFFER_TOKEN",
    expiresAt: new Date("2026-12-01T18:00:00Z"),
  },
  placeholders: {
    ...waitlistPlaceholders,
    until: { label: "when the hold ends (WAT)" },
    claimLink: { label: "the link to claim and pay", kind: "link", required: true },
  },
  values: (d) => ({
    name: d.name || "there",
    eventTitle: d.eventTitle,
    seats: seats(d.quantity),
    typeName: d.typeName,
    until: formatDateTime(d.expiresAt),
    claimLink: link(
      d.origin,
      `/events/${encodeURIComponent(d.eventSlug)}?offer=${encodeURIComponent(d.offerToken)}#tickets`,
    ),
  }),
  subject: "Seats free for you: {{eventTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "Good news: seats for {{eventTitle}} don free up. We're holding {{seats}} ({{typeName}}) for you until {{until}} (WAT).",
    "",
    "Claim them here and pay before then:",
    "{{claimLink}}",
    "",
    "After that time the seats go to the next person on the waitlist.",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});

/**
 * The offer lapsed unclaimed: the seats went to the next person. Said plainly, so
 * nobody pays attention to a link that no longer holds anything for them.
 */
export const waitlistOfferExpiredMail = defineMail("waitlist_offer_expired", {
  title: "Waitlist offer expired",
  description: "Sent when a waitlist offer lapses unclaimed and its seats go to the next person.",
  example: waitlistExample,
  placeholders: {
    ...waitlistPlaceholders,
    eventLink: { label: "the event's page", kind: "link" },
  },
  values: (d) => ({
    name: d.name || "there",
    eventTitle: d.eventTitle,
    seats: seats(d.quantity),
    typeName: d.typeName,
    eventLink: link(d.origin, `/events/${encodeURIComponent(d.eventSlug)}`),
  }),
  subject: "Your held seats have been released: {{eventTitle}}",
  body: [
    "Hello {{name}},",
    "",
    "The {{seats}} ({{typeName}}) we held for you at {{eventTitle}} were not claimed in time, so they have gone to the next person on the waitlist.",
    "If you still want to go, check the event page: buy if seats are on sale, or join the waitlist again.",
    "",
    "The event: {{eventLink}}",
    "",
    "Naija Creators · Lagos, Nigeria",
  ].join("\n"),
});
