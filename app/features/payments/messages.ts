// Payments' own texts: checkout, result and test-checkout pages, the Payment Centre,
// platform-fee and payout settings, refunds and purchase mail (001 Payment Center, §4,
// §8, §9; issue 5). Client-safe: plain strings and functions only.
import type { Message } from "~/lib/messages";

export const purchaseMailCopy = {
  unfulfillableSubject: "We couldn't complete your purchase: your money is coming back",
  unfulfillableIntro: (purpose: string) =>
    `Your payment for "${purpose}" went through, but we could not deliver it.`,
  unfulfillableDefaultReason:
    "What you paid for was no longer available when your payment arrived.",
  unfulfillableRefund:
    "We have started a full refund to the card or account you paid with. Banks usually show it within 5–10 working days; we will e-mail you again once it is done.",
  signature: "Naija Creators · Lagos, Nigeria",
  receiptSubject: (purpose: string) => `Your receipt: ${purpose}`,
  receiptIntro: "Thank you! Your payment don land. Here is your receipt.",
  receiptOnline: "See this receipt any time (sign in with this e-mail address):",
} as const;

export const paymentErrors = {
  failed: { title: "Payment failed", message: "Payment no go through. Please try again." },
  declined: {
    title: "Payment declined",
    message: "Your bank decline this payment. Try another card or contact your bank.",
  },
  expiredCard: { title: "Card expired", message: "This card don expire. Use another card." },
  insufficientFunds: {
    title: "Insufficient funds",
    message: "Money no reach for this card. Fund am or use another card.",
  },
  invalidCard: {
    title: "Invalid card",
    message: "Card details no correct. Check am and try again.",
  },
  // Money may have left the account even though we could not confirm it: say so.
  processingError: {
    title: "Payment processing error",
    message:
      "Something happen while we dey process your payment. If you don see debit, no pay again; contact support.",
  },
} satisfies Record<string, Message>;

export const paymentSuccess = {
  initiated: {
    title: "Payment initiated",
    message: "Complete your payment for the checkout page wey open.",
  },
  completed: { title: "Payment successful", message: "We don receive your payment. Thank you!" },
  donation: {
    title: "Thank you!",
    message: "Your donation don land. We appreciate you well well.",
  },
};

export const checkoutToasts = {
  authRequired: {
    title: "Authentication required",
    message: "Please log in to continue with payment",
  },
  failed: { title: "Payment failed", message: "An error occurred while processing payment" },
  // Thrown when the payment function answers success: false, shown in the failed toast.
  initializationFailed: { title: "Payment failed", message: "Payment initialization failed" },
  // A line pays an account an admin suspended (ADR 072): nothing is charged.
  payeeUnavailable: {
    title: "Seller unavailable",
    message:
      "This seller no dey available right now, so we no fit take payment for them. Nothing was charged.",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

// The Payment Center's copy in parts: the public fee calculator loads only its own (the
// client build splits copy modules by export, scripts/copy-module-split.ts).
const PAYMENT_TAB_LABELS = {
  calculator: "Fee Calculator",
  history: "Transaction History",
  analytics: "Payment Analytics",
  payouts: "Earnings",
};

/** The Payment Center's heading and tabs. */
export const paymentCentrePageCopy = {
  title: "Payment Center",
  intro: "Check fees, see every payment you make and how your sales money reach you.",
  tabs: PAYMENT_TAB_LABELS,
};

/** Fee categories (the calculator, the admin's fee rules). */
export const paymentCategoryLabels = {
  events: "Events",
  products: "Products",
  properties: "Properties",
  donations: "Donations",
  other: "Other",
};

/** The fee calculator and the fee rule labels. */
export const feeCalculatorCopy = {
  amount: "Amount (₦)",
  category: "Category",
  calculate: "Calculate fee",
  fee: "Platform fee",
  net: "You receive",
  total: "Amount",
  ruleApplied: "Rule applied",
  sourceSetting: "admin setting",
  sourceFallback: "platform default",
  percentage: (value: number) => `${value}%`,
  fixed: (value: string) => `${value} flat`,
  minimum: (value: string) => `minimum ${value}`,
  maximum: (value: string) => `maximum ${value}`,
  note: "Fees fit change; the fee wey apply na the one active when the payment start.",
};

export const paymentCentreCopy = {
  ...paymentCentrePageCopy,
  categories: paymentCategoryLabels,
  purposes: {
    ticket: "Ticket order",
    order: "Product order",
    booking: "Booking",
    donation: "Donation",
    advertisement: "Advertisement",
    tip: "Support for a creator",
  },
  statuses: {
    pending: "Pending",
    paid: "Paid",
    completed: "Completed",
    failed: "Failed",
    cancelled: "Cancelled",
    expired: "Expired",
    refunded: "Refunded",
    partially_refunded: "Partially refunded",
  } as Record<string, string>,
  /** Who took the money (payment_provider enum): named on receipts, history and e-mails. */
  providers: {
    paystack: "Paystack",
    paypal: "PayPal",
    test: "Test provider",
  } as Record<string, string>,
  /** The channel a provider reports (Paystack's `channel`), shown after its name. */
  methods: {
    card: "Card",
    bank_transfer: "Bank transfer",
    ussd: "USSD",
    // Paystack's "Pay with Bank": paid from the bank account itself, not a transfer.
    bank: "Bank account",
    mobile_money: "Mobile money",
    qr: "QR",
  } as Record<string, string>,
  calculator: feeCalculatorCopy,
  history: {
    status: "Status",
    purpose: "Purpose",
    allStatuses: "All statuses",
    allPurposes: "All purposes",
    filter: "Filter",
    clear: "Clear filters",
    date: "Date",
    reference: "Reference",
    method: "Method",
    amount: "Amount",
    fee: "Fee",
    net: "Net",
    receipt: "Receipt",
    viewReceipt: (reference: string) => `View receipt ${reference}`,
    caption: "Your payments, newest first",
    empty: {
      title: "No payments yet",
      description: "When you buy a ticket, order, book a stay or donate, e go show here.",
    },
    emptyFiltered: {
      title: "No payment match these filters",
      description: "Try another status or purpose, or clear the filters.",
    },
  },
  receipt: {
    title: (reference: string) => `Receipt ${reference}`,
    heading: "Payment receipt",
    print: "Print receipt",
    back: "Back to Transaction History",
    paidBy: "Paid by",
    provider: "Provider",
    createdAt: "Started",
    paidAt: "Paid",
    refunded: "Refunded",
    issuer: "Naija Creators",
  },
  analytics: {
    spendTitle: "Your spend by month",
    spendByPurpose: "Spend by purpose",
    earningsByPurpose: "Earnings by purpose (net, last 12 months)",
    earningsTitle: "Your earnings by month",
    month: "Month",
    spent: "Spent",
    fees: "Fees",
    gross: "Gross",
    platformFee: "Platform fee",
    net: "Net",
    paidOut: "Paid out",
    balance: "Balance to be paid",
    lastMonths: (n: number) => `Last ${n} months`,
    empty: {
      title: "No figures yet",
      description: "Once you pay for something or make a sale, your figures go show here.",
    },
  },
  payouts: {
    title: "Payout account",
    intro:
      "Add the bank account wey we go pay your earnings into. Na the account holder name must match your bank.",
    bank: "Bank",
    chooseBank: "Choose your bank",
    accountNumber: "Account number (10 digits)",
    accountName: "Account name",
    accountNameResolved: "We go confirm the account name with your bank.",
    save: "Save payout account",
    current: "Current payout account",
    none: "You never add payout account yet.",
    sellersOnly:
      "Payouts na for event organizers, vendors and property owners. Switch your role on your dashboard to start selling.",
    subaccount: "Paystack subaccount",
    history: "Payouts",
    reference: "Reference",
  },
  validation: {
    amountMin: "Amount no fit be less than ₦0",
    amountMax: "Amount too big. E no fit pass ₦1,000,000,000",
    wholeNaira: "Enter whole naira, no kobo",
    category: "Choose one of the categories",
    percentageRange: "Percentage must be between 0 and 100",
    fixedMin: "Fixed fee no fit be less than ₦0",
    minimumMax: "Minimum fee no fit pass the maximum fee",
    feeType: "Choose percentage or fixed",
    accountNumber: "Account number must be 10 digits",
    bank: "Choose your bank from the list",
    accountName: "Enter the account name as your bank get am",
    refundAmount: "Enter a refund amount of at least ₦1, or leave it empty for all",
    refundReason: "Tell us why (3 to 300 characters)",
    reference: "Enter a payment reference",
  },
};

/** Admin Settings tab (001 admin: Platform Settings, Security Settings) and Payouts tab. */
export const adminSettingsCopy = {
  platformSettings: "Platform Settings",
  configure: "Configure",
  entries: {
    advertisementPricing: {
      title: "Advertisement pricing",
      description: "Plans and banner prices for advertisers.",
    },
    platformFees: {
      title: "Platform fees",
      description: "The cut the platform takes on each category of payment.",
    },
    emailTemplates: {
      title: "Email templates",
      description: "Words of the e-mails the platform sends.",
    },
    noticeBar: {
      title: "Site notice bar",
      description: "The announcement shown above every page.",
    },
    payouts: {
      title: "Payouts",
      description: "Payout queue and history, holds, name approvals and the payout rules.",
    },
  },
  notYet: "Not available yet",
  securitySettings: "Security Settings",
  securityRls:
    "Row level security is enabled: every change is checked on the server against the user's role.",
  securityLeakedPasswords:
    "We advise enabling leaked-password protection so people cannot sign up with passwords found in data breaches.",
  fees: {
    title: "Platform fees",
    intro:
      "Each save keeps the old rule in history. New payments use the new rule; payments already started keep their fee.",
    current: "Now charging",
    feeType: "Fee type",
    percentage: "Percentage of the amount",
    fixed: "Fixed amount (₦)",
    feeValue: "Fee value",
    feeValueHint: "Percentage (0–100) or naira, by fee type",
    minimumFee: "Minimum fee (₦)",
    maximumFee: "Maximum fee (₦, optional)",
    isActive: "Active (untick to use the platform default)",
    save: (category: string) => `Save ${category} fee`,
    preview: "Preview",
    previewAmount: "Amount",
    previewFee: "Fee",
    previewNet: "Seller gets",
    history: "History",
    historyRow: (when: string, by: string | null) => `${when} by ${by ?? "a removed account"}`,
    inactive: "inactive",
    active: "active",
  },
  refunds: {
    title: "Refunds",
    intro:
      "Find a payment by its reference, then refund all of it or part of it. The money goes back through the provider wey collect am.",
    lookupLabel: "Payment reference",
    lookupHint: "Example: NC-261123-ABCDEFGH23456789",
    find: "Find payment",
    notFound: "No payment with this reference.",
    payer: "Paid by",
    purpose: "Purpose",
    provider: "Provider",
    status: "Status",
    amount: "Amount",
    refunded: "Already refunded",
    refundable: "Can still refund",
    notRefundable: "This payment cannot be refunded (it was never paid, or it is fully refunded).",
    amountLabel: "Amount to refund (₦)",
    amountHint: "Leave empty to refund everything wey remain.",
    reasonLabel: "Reason",
    reasonHint: "The payer go see this reason.",
    submit: "Refund payment",
    lateTitle: "Paid after close",
    lateIntro:
      "These payments were paid after they expired or were cancelled, so nothing was delivered. Refund them.",
    lateNone: "No late payments to refund.",
    lateCaption: "Payments paid after they were closed",
    reference: "Reference",
    paidAt: "Paid",
    open: "Open",
  },
};

export const paymentToasts = {
  feeSaved: (category: string): Message => ({
    title: "Platform fee updated",
    message: `New ${category} fee don save. E go apply to new payments only.`,
  }),
  feeSaveFailed: {
    title: "Update Failed",
    message: "We no fit save the fee setting. Check the fields and try again.",
  },
  payoutAccountSaved: {
    title: "Payout account saved",
    message: "Your earnings go land for this account.",
  },
  payoutAccountFailed: {
    title: "Payout account not saved",
    message: "Check the bank and account number and try again.",
  },
  bankLookupFailed: {
    title: "Bank check failed",
    message: "We no fit reach the bank service now. Please try again in a few minutes.",
  },
  accountNotResolved: {
    title: "Account not found",
    message: "The bank no recognise this account number. Check am and try again.",
  },
  refundDone: (amount: string, reference: string): Message => ({
    title: "Refund recorded",
    message: `${amount} refunded on payment ${reference}.`,
  }),
  refundTooLarge: {
    title: "Refund not done",
    message: "Amount pass wetin remain to refund on this payment.",
  },
  refundNotAllowed: {
    title: "Refund not done",
    message: "This payment cannot be refunded: it was not paid, or it is already fully refunded.",
  },
  refundFailed: {
    title: "Refund not done",
    message: "The payment provider no accept the refund now. Please try again in a few minutes.",
  },
  refundNotice: (amount: string, reference: string): Message => ({
    title: "Payment refunded",
    message: `We don refund ${amount} on your payment ${reference}. E fit take some days to reach your account.`,
  }),
  refundMailSubject: "Your payment has been refunded",
};

/** The provider choice on checkout forms (donate, tickets). */
export const paymentMethodChoice = {
  // The spec's words (001 §9 payment methods); "bank" (pay from a bank account) once
  // followed "bank transfer" here as a second "bank" (issue 30).
  paystack: { name: "Paystack", note: "Recommended · card, bank transfer, USSD" },
  paypal: { name: "PayPal", note: "International · charged in US dollars" },
};

export const paymentsCopy = {
  result: {
    title: "Payment status",
    reference: "Reference",
    amount: "Amount",
    method: "Method",
    purpose: "Purpose",
    date: "Date",
    pendingTitle: "Payment pending",
    pendingMessage:
      "We never receive confirmation from the payment provider yet. E fit take small time; refresh to check again.",
    refresh: "Refresh status",
    history: "View payment history",
    donateAgain: "Make another donation",
    // The purchase's own page (returnPath), e.g. the order's tickets.
    continue: (type: string) =>
      type === "ticket" ? "View your tickets" : type === "order" ? "View your orders" : "Continue",
    home: "Go home",
    expiredTitle: "Payment expired",
    expiredMessage: "This payment no complete on time, so we close am. Nothing was charged.",
    cancelledTitle: "Payment cancelled",
    cancelledMessage: "You cancel this payment. Nothing was charged.",
    refundedTitle: "Payment refunded",
    refundedMessage: "This payment don dey refunded.",
    notFound: "We no fit find this payment.",
  },
  testCheckout: {
    badge: "TEST MODE",
    title: "Test checkout",
    explainer:
      "No real payment provider is configured, so this local page stands in for one. No money moves.",
    pay: "Pay",
    decline: "Decline",
    cancel: "Cancel",
    closed: "This payment is no longer waiting for payment.",
  },
} as const;
