// People's public pages (/@username, issue 35): the page's words. Client-safe.

export const peopleCopy = {
  joined: (monthYear: string) => `Joined ${monthYear}`,
  linksLabel: "Links",
  tabsLabel: "What they offer",
  tabs: {
    content: "Content",
    upcoming: "Upcoming events",
    past: "Past events",
    products: "Products",
    stays: "Stays",
  },
  /** A person with nothing public yet (a page with only its header). */
  nothingYet: (name: string) => `${name} never publish anything yet. Check back soon.`,
  storeHeading: (store: string) => `From ${store}`,
  hostReviewsHeading: "What guests say",
  hostReviewsCount: (shown: number, total: number) =>
    total > shown
      ? `The latest ${shown} of ${total} reviews of their stays.`
      : `${total} ${total === 1 ? "review" : "reviews"} of their stays.`,
  reviewOf: (title: string) => `On ${title}`,
  pageTitle: (name: string, username: string) => `${name} (@${username})`,
  pageDescription: (name: string) =>
    `${name} on Naija Creators: content, events, products and stays.`,
  coverAlt: (name: string) => `${name}'s cover picture`,
  avatarAlt: (name: string) => `${name}'s photo`,
  byLinkTitle: (name: string) => `${name}'s page`,
  /** On one's own page, instead of Follow. */
  editOwnPage: "Edit your page",
  followingCount: (n: number) => `Following ${n}`,
};
