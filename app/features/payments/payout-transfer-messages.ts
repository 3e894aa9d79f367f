// The transfer engine's words (issue 33): what the admin sees on a payout Paystack
// refused, what sellers are told when a payout lands, fails or comes back, and the
// admins' alert. Client-safe.

export const PAYOUTS_PAGE = "/payments?tab=payouts";
// The admin's payout queue and history (issue 33).
export const ADMIN_PAYOUTS_PAGE = "/admin/payouts";

/** Stored on the payout (last_error) for the admin's queue: why it was not sent. */
export const payoutSendProblems = {
  insufficient_balance: "Paystack balance too low: top up the Paystack balance, then send again.",
  starter_business:
    "Paystack refuses transfers from a starter business: upgrade to a registered business, then send again.",
  invalid_recipient:
    "Paystack does not accept the seller's transfer recipient: ask the seller to save their payout account again.",
  no_recipient:
    "The seller's bank account could not be registered with Paystack: send again later, or ask the seller to check their payout account.",
  unknown:
    "Paystack did not answer. The transfer is checked with Paystack within 40 minutes; do not pay it by hand before then.",
  not_found: "Paystack has no transfer for this payout (it was never made). Send it again.",
  other: (message: string) => `Paystack refused the transfer: ${message || "no reason given"}.`,
} as const;

/** Why a payout failed, for the seller, when Paystack says nothing clearer. */
export const DEFAULT_FAILURE = "The bank could not receive the transfer";

/** Failures that mean the account itself is wrong: the seller must change it. */
export const ACCOUNT_PROBLEM =
  /closed|dormant|invalid account|account.*(not|no longer).*(exist|valid|found)|beneficiary|frozen|restricted|post no debit/i;

export const payoutNotices = {
  queued: (amount: string) => ({
    title: "Payout on its way",
    message: `We are sending ${amount} to your bank account.`,
  }),
  paid: (amount: string) => ({
    title: "Payout sent",
    message: `${amount} has been sent to your bank account.`,
  }),
  failed: (amount: string, why: string) => ({
    title: "Payout failed",
    message: `${amount} could not be sent: ${why}. The amount is back in your available balance.`,
  }),
  reversed: (amount: string, why: string) => ({
    title: "Payout returned",
    message: `Your bank returned ${amount}: ${why}. The amount is back in your available balance.`,
  }),
  adminReversed: (amount: string, seller: string) => ({
    title: "Paid payout reversed",
    message: `Paystack reversed a paid payout of ${amount} to ${seller}. The amount is back in their available balance.`,
  }),
} as const;

/** What the seller should do next, said in failure mails and notices. */
export const payoutNextStep = {
  changeAccount: "Please update your payout account: the next payout waits until you do.",
  waitOrChange:
    "Check your payout account. Our team will retry the payout, or it goes out after you update your account.",
} as const;

export const payoutMailCopy = {
  queuedSubject: (amount: string) => `Payout of ${amount} on its way`,
  queuedIntro:
    "We have started a payout to your bank account. We will e-mail you again when it lands (usually within a working day).",
  paidSubject: (amount: string) => `Payout of ${amount} sent`,
  paidIntro: "We have sent a payout to your bank account.",
  failedSubject: (amount: string) => `Payout of ${amount} failed`,
  failedIntro: "A payout to your bank account did not go through.",
  reversedSubject: (amount: string) => `Payout of ${amount} returned by your bank`,
  reversedIntro: "Your bank returned a payout we sent you.",
  adminReversedSubject: (amount: string) => `Paid payout of ${amount} reversed`,
  adminReversedIntro:
    "Paystack reversed a payout that was already paid. The amount is back in the seller's available balance; they are told to check their payout account.",
  backInAvailable: "The amount is back in your available balance.",
  earningsLink: "Your earnings and payouts:",
  adminLink: "The payout queue:",
  signature: "The Naija Creators team",
} as const;

/** The admin's payout actions' refusals (OTP finalize, send again). */
export const payoutActionErrors = {
  offline: {
    title: "Paystack is not set up",
    message: "Payouts are not sent through Paystack here. Mark the payout paid by hand instead.",
  },
  notWaitingForOtp: {
    title: "No OTP needed",
    message: "This payout is not waiting for an OTP. Refresh the page to see where it is.",
  },
  otpFormat: {
    title: "OTP not accepted",
    message: "Enter the OTP Paystack sent, digits only.",
  },
  notSendable: {
    title: "Payout not sent again",
    message: "Only a queued payout that was sent and not accepted by Paystack can be sent again.",
  },
  paystackUnreachable: {
    title: "Paystack did not answer",
    message: "Paystack could not be reached. Try again in a few minutes.",
  },
} as const;

/** Paystack's own words on a refused OTP, kept for the admin. */
export const payoutOtpRefused = (reason: string) => ({
  title: "OTP not accepted",
  message: `Paystack refused the OTP: ${reason || "no reason given"}. Check it and try again.`,
});

export const payoutActionDone = {
  finalized: { title: "OTP accepted", message: "Paystack is sending the payout." },
  resent: {
    title: "Payout will be sent again",
    message: "It goes out with the next sending run, within a minute.",
  },
} as const;
