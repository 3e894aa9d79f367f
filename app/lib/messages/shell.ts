// Copy of the site chrome every page shows (header, user menu, footer, banner bar, list
// search boxes): the root layout imports it, so only that belongs here. Area texts live
// in features/<area>/messages.ts, the shared core in lib/messages.ts; server code reads
// these texts from here too (one home per text).

/** Role as shown to people: underscores become spaces ('event_organizer' -> 'event organizer'). */
export function roleLabel(role: string): string {
  return role.replaceAll("_", " ");
}

export const shellCopy = {
  // Raw text; capitalise at the display site where a sentence starts.
  tagline: "create freely, stream proudly",
  /** The logo link's name is its visible words plus this (screen readers, voice control). */
  logo: { first: "Naija", second: "Creators", linkSuffix: "home" },
  unsafeLink: "Unsafe link blocked",
  goneLink: "This page is no longer available",
  /** Screen-reader hint on links that open in a new tab. */
  opensInNewTab: "(opens in a new tab)",
  /** Display-name fallback in the user menu (000 §2). */
  userFallbackName: "User",
  /** Role shown when none can be read (001 §2, 403 page). */
  defaultRoleLabel: "Viewer",
  createMenu: { event: "Create Event", product: "Add Product", property: "List Property" },
  /** Header controls and the user menu (000 §2 top bar). */
  userMenu: {
    create: "Create",
    dashboard: "Dashboard",
    profile: "Profile",
    adminPanel: "Admin Panel",
    /** Moderators reach the admin area's Moderation tab (docs/product-decisions.md > Roles). */
    moderationQueue: "Moderation Queue",
    notifications: "Notifications",
    notificationsWithCount: (count: string) => `Notifications (${count})`,
    /** Everyone's own payment history and receipts (what they bought). */
    payments: "Payments & receipts",
    signIn: "Sign In",
    signOut: "Sign out",
    accountMenuFor: (name: string) => `Account menu for ${name}`,
  },
  /** Label of the banner-ad bar and of each banner in it. */
  bannerBar: { label: "Sponsored", item: (business: string) => `Sponsored · ${business}` },
  newsletter: {
    footerTitle: "Get the best of Naija Creators in your inbox",
    cardTitle: "Stay in the loop",
    cardIntro: "New content, events and deals from Naija Creators, once a week. No spam.",
    emailLabel: "E-mail address",
    placeholder: "you@example.com",
    subscribe: "Subscribe",
  },
  /** Search boxes of the list pages (e.g. /content?search=, where the not-found page sends). */
  listSearch: {
    contentLabel: "Search content",
    contentPlaceholder: "Search videos, music, art...",
    button: "Search",
    clear: "Clear search",
    resultsFor: (query: string) => `for "${query}"`,
  },
  /** Header bell label: 'Notifications, 3 unread'. */
  /** Header cart link's name; the count, when known, follows it ("Cart 3"). */
  cart: "Cart",
  bellLabel: (unread: number) =>
    unread > 0 ? `Notifications, ${unread} unread` : "Notifications, none unread",
};
