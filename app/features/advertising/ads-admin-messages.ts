// The admin's Ads tab and pricing page (001 §2 Advertisement Management, §8 toasts);
// signed-in only, kept apart from the public advertise page's copy.
import type { Message } from "~/lib/messages";

export const adsTabCopy = {
  title: "Advertisement Management",
  cards: { total: "Total Ads", pending: "Pending", active: "Active", revenue: "Revenue" },
  searchLabel: "Search advertisements",
  searchPlaceholder: "Search by business name or title...",
  statusLabel: "Status",
  allStatus: "All Status",
  filter: "Filter",
  truncated: (n: number) => `Showing the newest ${n}. Search to narrow the list.`,
  tableLabel: "Advertisements",
  columns: {
    business: "Business",
    type: "Type",
    plan: "Plan",
    status: "Status",
    payment: "Payment",
    performance: "Performance",
    actions: "Actions",
  },
  clicksViews: (clicks: number, views: number) => `${clicks} clicks · ${views} views`,
  view: "View details",
  approve: "Approve",
  reject: "Reject",
  delete: "Delete",
  close: "Close",
  cancel: "Cancel",
  confirmDelete: "Are you sure you want to delete this advertisement?",
  empty: "No advertisements found",
  readOnly: "Only admins approve, reject or delete advertisements.",
  details: {
    business: "Business information",
    campaign: "Campaign details",
    description: "Description",
    performance: "Performance",
    notes: "Notes",
    contact: "Contact person",
    email: "E-mail",
    phone: "Phone",
    website: "Website",
    address: "Address",
    type: "Type",
    plan: "Plan",
    placement: "Placement",
    dates: "Dates",
    monthlyCost: "Monthly cost",
    total: "Campaign total",
    target: "Target URL",
    impressions: "Impressions",
    clicks: "Clicks",
    ctr: "Click-through rate",
    none: "None",
  },
  status: {
    pending: "Pending",
    approved: "Approved",
    active: "Active",
    expired: "Expired",
    rejected: "Rejected",
  },
  payment: { pending: "Pending", paid: "Paid", overdue: "Overdue", refunded: "Refunded" },
  types: { top_providers: "Top Providers", banner: "Banner" },
};

/** The admin's Settings > Advertisement pricing page. */
export const adPricingCopy = {
  title: "Advertisement pricing",
  intro:
    "Prices new applications are charged per calendar month, for plans and banners alike (a day beyond whole months costs a thirtieth, rounded down). Applications already made keep the price they were given.",
  back: "Back to Settings",
  plans: "Top Providers plans (per month)",
  placements: "Banner placements (per month)",
  save: "Save prices",
  history: "Price history",
  noHistory: "No change yet: the spec's prices apply.",
  priceError: "Enter a whole naira amount of at least ₦1",
};

export const adPricingToasts = {
  saved: { title: "Success", message: "Advertisement prices saved" } satisfies Message,
  unchanged: { title: "No change", message: "The prices are the same as before" } satisfies Message,
};

/** The advertiser's dashboard page (issue 16). */
export const myAdsCopy = {
  title: "My advertisements",
  intro:
    "Campaigns you applied for while signed in, or with this account's verified e-mail address.",
  empty: "You have no advertisements yet.",
  advertise: "Advertise with us",
  pay: (total: string) => `Pay ${total} to go live`,
  columns: {
    total: "Total",
    impressions: "Impressions",
    clicks: "Clicks",
    ctr: "CTR",
  },
};
