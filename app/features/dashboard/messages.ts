// The dashboard's texts (001 §2 Dashboard). Client-safe: plain objects only.

export const dashboardCopy = {
  title: "My Dashboard",
  tabs: {
    profile: "Profile",
    content: "My Content",
    analytics: "Analytics",
    notifications: "Notifications",
    following: "Following",
    tickets: "My tickets",
    orders: "Orders",
    products: "My Products",
    store: "My Store",
    sales: "Sales",
    reviews: "Reviews",
    supporters: "Supporters",
    properties: "My Properties",
    trips: "Trips",
    reservations: "Reservations",
    ads: "My ads",
  },
  eventsManage: "Events Manage",
  edit: "Edit",
  delete: "Delete",
  purchases: "Purchases & receipts",
  unread: "New",
  noItems: {
    title: "Nothing here yet",
    description: "Wetin you create (content, events, products, stays) go show here.",
  },
  viewsPerDay: {
    title: (days: number) => `Views per day, last ${days} days`,
    total: (n: string) => `${n} views counted in this period (one per person per item per day).`,
  },
  noAnalytics: {
    title: "No figures yet",
    description: "Once you share something, your views and sales go show here.",
  },
};
