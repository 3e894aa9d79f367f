// The dashboard's texts (001 §2 Dashboard). Client-safe: plain objects only.

export const dashboardCopy = {
  title: "My Dashboard",
  tabs: {
    profile: "Profile",
    content: "My Content",
    analytics: "Analytics",
    notifications: "Notifications",
    tickets: "My tickets",
    ads: "My ads",
  },
  eventsManage: "Events Manage",
  purchases: "Purchases & receipts",
  unread: "New",
  noItems: {
    title: "Nothing here yet",
    description: "Wetin you create (content, events, products, stays) go show here.",
  },
  noAnalytics: {
    title: "No figures yet",
    description: "Once you share something, your views and sales go show here.",
  },
};
