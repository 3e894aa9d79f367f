// Empty states and search copy the public list and search pages show (000 §2, §8, §9):
// kept out of lib/messages.ts so those pages do not load the whole catalogue.
import type { EmptyState } from "../messages";

// ---------------------------------------------------------------------------
// Empty states (000 §8; search text from 000 §2)
// ---------------------------------------------------------------------------

export const emptyStates = {
  content: {
    title: "No content yet",
    description: "Nothing dey here yet. Check back soon or upload your own.",
  },
  events: {
    title: "No events yet",
    description: "No event dey for now. Check back later or create your own.",
  },
  marketplace: {
    title: "No products yet",
    description: "No product dey here yet. Check back soon or start selling.",
  },
  bookings: {
    title: "No stays yet",
    description: "No stay dey here yet. Check back soon or list your property.",
  },
  notifications: { title: "No notifications", description: "You don catch up with everything." },
  search: (query: string): EmptyState => ({
    title: `No results found for "${query}"`,
    description: "Try another word or remove some filters.",
  }),
  favorites: {
    title: "No favourites yet",
    description: "Tap the heart on anything you like and e go show here.",
  },
  messages: { title: "No messages yet", description: "When person message you, e go show here." },
} satisfies Record<string, EmptyState | ((query: string) => EmptyState)>;

// ---------------------------------------------------------------------------
// Search results (000 §2, §9)
// ---------------------------------------------------------------------------

export const searchCopy = {
  searching: "Searching...",
  card: { free: "Free", moreTags: (n: number) => `+${n} more` },
  /** A type's match count; past the count cap it reads "1,000+". */
  count: (total: number, capped: boolean) => `${total.toLocaleString("en-NG")}${capped ? "+" : ""}`,
  showAll: (total: number, capped: boolean) => `Show all ${searchCopy.count(total, capped)}`,
};
