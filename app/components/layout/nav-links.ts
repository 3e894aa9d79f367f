/** The four area tabs of the top bar (spec 000 §1). */
export const AREA_TABS = [
  { to: "/content", label: "Content" },
  { to: "/events", label: "Events" },
  { to: "/marketplace", label: "Marketplace" },
  { to: "/bookings", label: "Bookings" },
] as const;

export function isActiveTab(pathname: string, to: string) {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Footer links (spec 000 §1): fee calculator, donation, contact, about, submission, policies. */
export const FOOTER_GROUPS = [
  {
    title: "Explore",
    links: [
      { to: "/content", label: "Content" },
      { to: "/events", label: "Events" },
      { to: "/marketplace", label: "Marketplace" },
      { to: "/bookings", label: "Stays" },
    ],
  },
  {
    title: "Creators",
    links: [
      { to: "/submit", label: "Submit content" },
      { to: "/payments", label: "Fee calculator" },
      { to: "/donate", label: "Donate" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/contact", label: "Contact" },
      { to: "/community-guidelines", label: "Community guidelines" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy policy" },
      { to: "/terms-of-service", label: "Terms of service" },
      { to: "/cookie-policy", label: "Cookie policy" },
    ],
  },
] as const;
