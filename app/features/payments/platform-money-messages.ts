// Admin Analytics > the platform's money (issue 16). Admin page only.

export const platformMoneyCopy = {
  title: "Money per month",
  intro:
    "From the ledger, by the month money moved (Lagos time), with refunds taken off in the month they were given.",
  platformFees: "Platform fees earned",
  platformFeesHint: "The platform's cut of ticket, order and booking sales.",
  donations: "Donations",
  donationsHint: "Given to the platform by supporters.",
  sales: "Sales by area",
  salesHint: "What buyers paid, fees included.",
  areas: { ticket: "Tickets", order: "Orders", booking: "Bookings" },
  adRevenue: "Paid ad revenue",
  adRevenueHint: "Advertising campaigns paid through checkout.",
  total: "Platform income",
  totalHint: "Fees, donations and ad revenue.",
  table: "Money per month, in naira",
  month: "Month",
};
