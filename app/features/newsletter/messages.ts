// Newsletter texts (DECISIONS: Shared chrome). Client-safe: plain objects only.
import type { Message } from "~/lib/messages";

export const newsletterToasts = {
  invalidLink: {
    title: "Link no work",
    message: "This newsletter link don expire or e no correct. Abeg subscribe again.",
  },
  // The confirmation link followed again after it worked (issue 30).
  alreadyConfirmed: {
    title: "You're already in",
    message: "This address don already confirm for the newsletter. Nothing more to do.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

/** The unsubscribe page a newsletter mail links to. */
export const newsletterUnsubscribeCopy = {
  title: "Unsubscribe from the newsletter",
  intro: "You go stop to receive the Naija Creators newsletter at this address. Confirm below.",
  confirm: "Unsubscribe",
  home: "Back to the home page",
};
