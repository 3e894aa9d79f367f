// Payout settings' texts (issue 33): the admin's release rules and schedule form.
// Client-safe. The transfer engine, the earnings page and the admin's payout pages keep
// their own words beside this (payout-*-messages.ts).

export const payoutSettingsCopy = {
  title: "Payout rules",
  intro:
    "When a sale becomes the seller's to pay out, and how often we pay them. Changes apply to sales not yet released.",
  fields: {
    ticketHoursAfterEnd: "Tickets: hours after the event ends",
    productDaysAfterDelivery: "Products: days after delivery",
    productDaysAfterShipment: "Products never confirmed delivered: days after shipment",
    stayHoursAfterCheckIn: "Stays: hours after check-in",
    minimumPayout: "Smallest automatic payout (₦)",
    schedule: "Automatic payout run",
    payoutWeekday: "Day of the week (weekly runs)",
    payoutHour: "Hour of the day, Lagos time",
  },
  schedules: {
    daily: "Every day",
    weekly: "Every week",
    monthly: "On the 1st of every month",
    off: "Off (sellers request payouts)",
  },
  weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  save: "Save payout rules",
  saved: { title: "Payout rules saved", message: "Sales not yet released follow the new rules." },
  errors: {
    wholeNumber: "Enter a whole number of 0 or more.",
    tooLarge: "That is longer than a year. Enter a smaller number.",
    minimum: "Enter a whole naira amount of 0 or more.",
    schedule: "Choose how often payouts run.",
    weekday: "Choose a day of the week.",
    hour: "Enter an hour from 0 to 23.",
  },
} as const;
