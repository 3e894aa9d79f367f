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

/** Why a payout could not be made, for the seller asking and the admin paying (issue 33). */
export const payoutCommandCopy = {
  requested: (amount: string) => ({
    title: "Payout requested",
    message: `${amount} is on its way to your bank account. We will e-mail you when it lands.`,
  }),
  markedPaid: (amount: string) => ({
    title: "Payout marked paid",
    message: `${amount} recorded as paid by hand.`,
  }),
  retried: (amount: string) => ({
    title: "Payout retried",
    message: `A new payout of ${amount} is queued.`,
  }),
  refused: {
    amount: {
      title: "Payout not requested",
      message: "Enter a whole naira amount of at least ₦1.",
    },
    moreThanAvailable: (available: string) => ({
      title: "Payout not requested",
      message: `You can request at most ${available}, your available balance.`,
    }),
    nothingAvailable: {
      title: "Nothing to pay out yet",
      message: "You have no available balance. Sales become available after their release date.",
    },
    belowMinimum: (minimum: string) => ({
      title: "Balance below the minimum",
      message: `Payouts start from ${minimum}.`,
    }),
    onceADay: {
      title: "One payout request a day",
      message: "You already requested a payout today. Try again tomorrow.",
    },
    held: {
      title: "Payouts on hold",
      message: "Your payouts are on hold. Contact support to find out why.",
    },
    suspended: {
      title: "Account suspended",
      message: "This account is suspended, so its payouts are paused until an admin reinstates it.",
    },
    noAccount: {
      title: "Add a payout account first",
      message: "Add the bank account we should pay before requesting a payout.",
    },
    accountUnapproved: {
      title: "Payout account waiting for approval",
      message: "The name on your bank account is being checked by our team. We will e-mail you.",
    },
    failedUnresolved: {
      title: "Last payout failed",
      message: "Your last payout did not go through. Update your payout account to try again.",
    },
    notFound: { title: "Payout not found", message: "This payout does not exist." },
    wrongStatus: {
      title: "Payout not changed",
      message: "This payout has moved on since you opened the page. Refresh and try again.",
    },
    offlineOnly: {
      title: "Payout not changed",
      message: "Payouts are sent by Paystack here: mark one paid by hand only without Paystack.",
    },
  },
} as const;
