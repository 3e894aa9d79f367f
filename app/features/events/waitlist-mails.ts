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

/** Sent when someone joins a sold-out ticket type's waitlist. */
export const waitlistJoinedMail = defineMail("waitlist_joined", {
  example: waitlistExample,
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
    ...waitlistExample,
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

/**
 * The offer lapsed unclaimed: the seats went to the next person. Said plainly, so
 * nobody pays attention to a link that no longer holds anything for them.
 */
export const waitlistOfferExpiredMail = defineMail("waitlist_offer_expired", {
  example: waitlistExample,
  render: (d) => ({
    subject: `Your held seats have been released: ${d.eventTitle}`,
    text: [
      `Hello ${d.name || "there"},`,
      "",
      `The ${seats(d.quantity)} (${d.typeName}) we held for you at ${d.eventTitle} were not claimed in time, so they have gone to the next person on the waitlist.`,
      "If you still want to go, check the event page: buy if seats are on sale, or join the waitlist again.",
      "",
      `The event: ${link(d.origin, `/events/${encodeURIComponent(d.eventSlug)}`)}`,
      "",
      "Naija Creators · Lagos, Nigeria",
    ].join("\n"),
  }),
});
