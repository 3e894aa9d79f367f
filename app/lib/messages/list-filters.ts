// The filters of /content, /marketplace and /bookings (issue 15): labels, empty states.
// Apart from listings.ts so pages without these filters (search, home) do not load them.
export const listFilterCopy = {
  apply: "Apply filters",
  clear: "Clear filters",
  minPriceLabel: "Min price (₦)",
  maxPriceLabel: "Max price (₦)",
  anyCategory: "All categories",
  anyType: "All types",
  /** The live line over the cards while the list follows a new pick. */
  updating: "Updating…",
  content: {
    heading: "Filter content",
    typeLabel: "Type",
    categoryLabel: "Category",
    sortLabel: "Sort by",
    sorts: { newest: "Newest", most_viewed: "Most viewed" },
    noMatches: {
      title: "No content matches your filters",
      description: "Try another type or category, or clear the filters to see everything.",
    },
  },
  marketplace: {
    heading: "Filter products",
    categoryLabel: "Category",
    locationLabel: "Location",
    locationPlaceholder: "City or state, e.g. Ikeja",
    inStockLabel: "In stock",
    onSaleLabel: "On sale",
    noMatches: {
      title: "No products match your filters",
      description: "Try another category, price or place, or clear the filters to see everything.",
    },
  },
  bookings: {
    heading: "Filter stays",
    typeLabel: "Property type",
    whereLabel: "State or city",
    wherePlaceholder: "e.g. Lagos or Lekki",
    checkInLabel: "Check-in",
    checkOutLabel: "Check-out",
    guestsLabel: "Guests",
    minPriceLabel: "Min per night (₦)",
    maxPriceLabel: "Max per night (₦)",
    noMatches: {
      title: "No stays match your filters",
      description:
        "Try other dates, another place, price or number of guests, or clear the filters.",
    },
  },
};
