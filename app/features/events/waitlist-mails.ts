import { formatDateTime } from "~/lib/dates";
import { defineMail, link } from "~/lib/mail/mail-template";

const seats = (n: number) => `${n} ticket${n === 1 ? "" : "s"}`;

/** Sent when someone joins a sold-out ticket type's waitlist. */
export const waitlistJoinedMail = defineMail("waitlist_joined", {
  example: {
    origin: "https://naija.example",
    name: "Ada",
    eventTitle: "Afrobeats Night Lagos",
    eventSlug: "afrobeats-night-lagos-x1y2z",
    typeName: "Regular",
    quantity: 2,
  },
  render: (d) => ({
    subject: `You're on the waitlist: ${d.eventTitle}`,
    text: [
      `Hello ${d.name || "there"},`,
      "",
      `You're on the waitlist for ${seats(d.quantity)} (${d.typeName}) to ${d.eventTitle}.`,
      "When seats free up we e-mail the first people in line an offer, in the order they joined.",
      "An offer holds the seats for you for a limited time, so keep an eye on your inbox.",
      "",
      `The event: ${link(d.origin, `/events/${encodeURIComponent(d.eventSlug)}`)}`,
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n"),
  }),
});

/** The offer: seats held for this person until `expiresAt`, claimed through the link. */
export const waitlistOfferMail = defineMail("waitlist_offer", {
  example: {
    origin: "https://naija.example",
    name: "Ada",
    eventTitle: "Afrobeats Night Lagos",
    eventSlug: "afrobeats-night-lagos-x1y2z",
    typeName: "Regular",
    quantity: 2,
    offerToken: "OFFER_TOKEN",
    expiresAt: new Date("2026-12-01T18:00:00Z"),
  },
  render: (d) => ({
    subject: `Seats free for you: ${d.eventTitle}`,
    text: [
      `Hello ${d.name || "there"},`,
      "",
      `Good news: seats for ${d.eventTitle} don free up. We're holding ${seats(d.quantity)} (${d.typeName}) for you until ${formatDateTime(d.expiresAt)} (WAT).`,
      "",
      "Claim them here and pay before then:",
      link(
        d.origin,
        `/events/${encodeURIComponent(d.eventSlug)}?offer=${encodeURIComponent(d.offerToken)}#tickets`,
      ),
      "",
      "After that time the seats go to the next person on the waitlist.",
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n"),
  }),
});
