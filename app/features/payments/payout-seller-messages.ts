// The seller's earnings page (issue 33, /payments?tab=payouts): its figures, where each
// naira comes from, the payout request and history, the payout account's state.
// Client-safe: the lazily loaded tab reads it.

export const earningsCopy = {
  title: "Earnings",
  figures: {
    pending: "Pending",
    pendingNote: "Sold, not yet released. Released after the buyer has what they paid for.",
    available: "Available",
    availableNote: "Released and not yet paid out. You can request it now.",
    negativeNote:
      "A refund came after the money was released. We recover this amount from your next sales before any payout.",
    onItsWay: "On its way",
    onItsWayNote: "Payouts we are sending to your bank account.",
    paidOut: "Paid out",
    paidOutNote: "Sent to your bank account so far.",
  },
  lines: {
    title: "Where each naira comes from",
    intro: "Every sale, refund and payout on your account, newest first.",
    caption: "Your earnings lines, newest first",
    date: "Date",
    what: "What",
    amount: "Amount",
    status: "Status",
    empty: "No sales yet. When you sell, each sale shows here with the date it is released.",
    kinds: {
      sale: "Sale",
      refund: "Refund",
      // A payee's donation entry is a fan's support (issue 35: tips); the platform's own
      // donations have no payee and never show here.
      donation: "Support",
      payout: "Payout",
      payout_return: "Payout returned",
    },
    sale: {
      ticket: "See the event's sales",
      order: "See the order",
      booking: "See the reservation",
      tip: "See your supporters",
    },
    statuses: {
      pending: "Pending",
      available: "Available",
      on_its_way: "On its way",
      paid_out: "Paid out",
      returned: "Returned to available",
    },
    releasedOn: (date: string) => `Released on ${date}`,
    waitsForDelivery: "Waits for delivery",
  },
  request: {
    title: "Request a payout",
    intro: "We send your available balance, or part of it, to your payout account. Once a day.",
    amount: "Amount (₦)",
    amountHint: (available: string) => `Up to ${available}, your available balance.`,
    submit: "Request payout",
    nothing: "Nothing to pay out yet. Sales become available after their release date.",
    needsAccount: "Add a payout account below before you request a payout.",
  },
  history: {
    title: "Payout history",
    caption: "Your payouts, newest first",
    empty: "No payouts yet.",
    date: "Date",
    amount: "Amount",
    status: "Status",
    reference: "Reference",
    statuses: {
      queued: "Queued: we will send it soon",
      processing: "Processing: the bank is receiving it",
      paid: "Paid into your account",
      failed: "Failed: the amount is back in your available balance",
      reversed: "Reversed by the bank: the amount is back in your available balance",
    },
    reason: (reason: string) => `Why: ${reason}`,
    unknownReason: "The bank did not say why.",
    whatToDo: "Check your payout account below and update it if it changed.",
    updateAccount: "Update your payout account",
    resolved: "Sorted: nothing more for you to do.",
  },
  account: {
    intro:
      "We pay your available balance into this account, on the automatic payout run or when you request a payout. The account name must match your bank's records.",
    verified: "Verified with your bank",
    unverified: "Saved as typed: the name was not checked with the bank.",
    needsApproval: "Waiting for an admin to confirm the account name",
    approved: "Account name confirmed by an admin",
  },
  errors: {
    amount: "Enter a whole naira amount, like 5000.",
    tooSmall: "Enter an amount of at least ₦1.",
    tooLarge: "That amount is too large.",
  },
  statements: {
    title: "Statements",
    intro: "Your opening balance, every sale, fee, refund and payout, and your closing balance.",
    printable: "View and print",
    csv: "Download CSV",
  },
} as const;
