// The admin's payouts page (/admin/payouts, issue 33): queue, history, holds, name
// approvals, split settlement trust, sellers with money to pay. Client-safe. The payout
// rules form keeps its words in payout-messages.ts (payoutSettingsCopy).

import type { PayoutStatus } from "./payout-status";

export const payoutAdminCopy = {
  intro:
    "Money out to sellers: what is on its way, what failed, who is held, and the rules of the automatic payout run.",
  sections: {
    queue: "Payout queue",
    history: "Payout history",
    sellers: "Sellers with money to pay",
    holds: "Payout holds",
    approvals: "Payout accounts waiting for approval",
    trust: "Paystack split settlement",
  },
  queue: {
    intro:
      "Payouts queued or with Paystack, and failed or reversed payouts no one has dealt with yet. The money of a failed payout is back in the seller's balance.",
    empty: "No payouts are waiting.",
    caption: "Payouts waiting, oldest first",
    offline:
      "Paystack is not set up here: nothing is sent by itself. Pay the seller by other means, then mark the payout paid.",
  },
  history: {
    intro: "Payouts that ended: paid, failed or reversed, newest first.",
    empty: "No payout has ended yet.",
    caption: "Ended payouts, newest first",
  },
  columns: {
    seller: "Seller",
    amount: "Amount",
    status: "Status",
    paystack: "Paystack",
    created: "Created",
    reference: "Reference",
    action: "Action",
    available: "Available",
    account: "Payout account",
    state: "Can be paid",
    reason: "Reason",
    decidedBy: "By, when",
    sellerName: "Seller's name",
    resolvedName: "Name the bank gave",
    bank: "Bank account",
  },
  statuses: {
    queued: "Queued",
    processing: "With Paystack",
    paid: "Paid",
    failed: "Failed",
    reversed: "Reversed",
  } satisfies Record<PayoutStatus, string>,
  /** Paystack's transfer status words, as an admin reads them. */
  providerStatuses: {
    otp: "Waiting for OTP",
    pending: "Pending at Paystack",
    received: "Received by Paystack",
    success: "Paid by Paystack",
    failed: "Failed at Paystack",
    reversed: "Reversed by Paystack",
    abandoned: "Abandoned at Paystack",
    blocked: "Blocked by Paystack",
    rejected: "Rejected by Paystack",
    refused: "Refused by Paystack",
    manual: "Marked paid by hand",
  } as Record<string, string>,
  triggers: { schedule: "Payout run", seller: "Seller's request", admin: "Admin" } as Record<
    string,
    string
  >,
  unresolved: "Needs action",
  resolved: (how: string) => `Dealt with: ${how}`,
  resolutions: { retried: "retried", account_changed: "account changed" } as Record<string, string>,
  lastError: "Paystack said",
  failureReason: "Reason",
  noAccount: "No payout account",
  actions: {
    markPaid: "Mark paid",
    markPaidFor: (reference: string) => `Mark paid: payout ${reference}`,
    retry: "Retry",
    retryFor: (reference: string) => `Retry: payout ${reference}`,
    resend: "Send again",
    resendFor: (reference: string) => `Send again: payout ${reference}`,
    otp: "OTP from Paystack",
    finalize: "Send OTP",
    finalizeFor: (reference: string) => `Send OTP: payout ${reference}`,
    payNow: "Pay now",
    payNowFor: (name: string) => `Pay now: ${name}`,
    amount: "Amount (₦)",
    amountHint: "Leave empty to pay all that is available.",
    hold: "Hold payouts",
    holdLinkFor: (name: string) => `Hold ${name}'s payouts`,
    release: "Release hold",
    releaseFor: (name: string) => `Release hold: ${name}`,
    approve: "Approve name",
    approveFor: (name: string) => `Approve name: ${name}`,
    trust: "Trust for split settlement",
    untrust: "Stop split settlement",
    untrustFor: (name: string) => `Stop split settlement: ${name}`,
  },
  sellers: {
    intro:
      "Everyone with a released balance, largest first. The automatic run pays them on its schedule; Pay now queues a payout at once.",
    empty: "No seller has a released balance.",
    caption: "Sellers with an available balance, largest first",
    more: (shown: number) => `The ${shown} largest balances are shown.`,
    ready: "Ready",
    onItsWay: "A payout is on its way",
    blocked: {
      held: "Held",
      failedUnresolved: "Last payout failed",
      noAccount: "No payout account",
      accountUnapproved: "Account name waiting for approval",
    },
  },
  holds: {
    intro:
      "A held seller gets no new payout (automatic, requested or Pay now), and payouts of theirs already queued are not sent, until the hold is released. Their balance stays theirs.",
    empty: "No seller is held.",
    caption: "Sellers whose payouts are held",
    formTitle: "Hold a seller's payouts",
    email: "Seller's e-mail",
    reason: "Reason (kept in the audit log)",
    reasonHint: "Up to 500 characters.",
  },
  approvals: {
    intro:
      "The name the bank gave for these accounts is far from the seller's own. Payouts wait until you approve the account.",
    empty: "No payout account is waiting for approval.",
    caption: "Payout accounts waiting for approval",
  },
  trust: {
    intro:
      "A trusted seller's ticket sales are split by Paystack at the moment of payment: they are paid at once, before the event, and the platform no longer holds that money. Products and stays are never split: they wait for delivery or check-in. Trust only sellers you know.",
    empty: "No seller is trusted for split settlement.",
    caption: "Sellers trusted for split settlement",
    formTitle: "Trust a seller",
    email: "Seller's e-mail",
    hint: "Their payout account needs a Paystack subaccount (made when they saved it with Paystack set up).",
  },
  done: {
    paidNow: (amount: string, name: string) => ({
      title: "Payout queued",
      message: `${amount} for ${name} is queued.`,
    }),
    held: (name: string) => ({
      title: "Payouts held",
      message: `${name} gets no new payout until you release the hold.`,
    }),
    released: (name: string) => ({
      title: "Hold released",
      message: `${name}'s payouts go out again.`,
    }),
    approved: (name: string) => ({
      title: "Payout account approved",
      message: `${name} can be paid into this account.`,
    }),
    trusted: (name: string) => ({
      title: "Split settlement on",
      message: `${name}'s ticket sales are paid at once through Paystack.`,
    }),
    untrusted: (name: string) => ({
      title: "Split settlement off",
      message: `${name}'s sales are held until release and paid by payout again.`,
    }),
  },
  approvedNotice: {
    title: "Payout account approved",
    message: "Our team checked the name on your bank account. Payouts can go to it now.",
  },
  refused: {
    noSeller: {
      title: "Seller not found",
      message: "No one has this e-mail address. Check it and try again.",
    },
    alreadyHeld: {
      title: "Already held",
      message:
        "This seller's payouts are already held. Release that hold first to give a new reason.",
    },
    notHeld: {
      title: "No hold to release",
      message: "This seller's payouts are not held (someone may have released the hold already).",
    },
    noAccount: {
      title: "No payout account",
      message: "This seller has no payout account yet.",
    },
    notWaiting: {
      title: "Nothing to approve",
      message: "This payout account is not waiting for approval (someone may have approved it).",
    },
    noSubaccount: {
      title: "No Paystack subaccount",
      message:
        "This seller's payout account has no Paystack subaccount, so Paystack cannot split their sales. They can save their account again once Paystack is set up.",
    },
    alreadyTrusted: {
      title: "Already trusted",
      message: "This seller is already trusted for split settlement.",
    },
    payNow: {
      sameRun: {
        title: "Payout not queued",
        message: "This seller already has this payout. Refresh the page.",
      },
      held: {
        title: "Payouts held",
        message: "This seller's payouts are held. Release the hold first.",
      },
      suspended: {
        title: "Account suspended",
        message: "This account is suspended. Reinstate it on the Users page first.",
      },
      failedUnresolved: {
        title: "Last payout failed",
        message:
          "This seller's last payout failed or was reversed. Retry it from the queue, or wait until they change their payout account.",
      },
      noAccount: { title: "No payout account", message: "This seller has no payout account yet." },
      accountUnapproved: {
        title: "Account waiting for approval",
        message:
          "The name on this seller's payout account waits for your approval. Approve it first.",
      },
      nothingAvailable: {
        title: "Nothing to pay",
        message: "This seller has no available balance.",
      },
      moreThanAvailable: (available: string) => ({
        title: "More than available",
        message: `At most ${available} is available to pay this seller.`,
      }),
    },
    notTrusted: {
      title: "Not trusted",
      message: "This seller is not trusted for split settlement.",
    },
    form: { title: "Not saved", message: "Check the highlighted field and try again." },
  },
  validation: {
    email: "Enter the seller's e-mail address.",
    reason: "Say why, in 1 to 500 characters.",
    amount: "Enter a whole naira amount of at least ₦1, or leave it empty.",
    id: "This form is out of date. Refresh the page and try again.",
    otp: "Enter the OTP Paystack sent.",
  },
} as const;
