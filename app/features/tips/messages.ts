// Support (tips) texts, issue 35. Client-safe: the support page, the content page's
// panel and the dashboard load this module, not a catalogue.
import type { Message } from "~/lib/messages";

/** The amount's refusals: the spec's donation text where it applies (001 §9). */
export const tipAmountTexts = {
  // The spec's donation wording (features/donations' invalidAmount), held equal by a test.
  invalid: "Please enter a valid donation amount (minimum ₦100)",
  notDigits:
    "Enter the amount in whole naira with digits only, like 1000 (no letters, decimals or codes like 1e9)",
  // MAX_TIP (tip-constants.ts), written out: a catalogue imports no code (held by a test).
  tooLarge: "The most one support can be is ₦10,000,000",
} as const;

export const tipToasts = {
  invalidAmount: { title: "Invalid amount", message: tipAmountTexts.invalid },
  checkForm: { title: "Check the form", message: "Something for the form no correct. See below." },
  notPayable: {
    title: "Support not available",
    message: "This person cannot receive support right now.",
  },
  self: { title: "That's you", message: "You cannot send support to yourself." },
  signInToSupport: {
    title: "Sign in to support",
    message: "Please sign in to send support, so your receipt is kept in your payments.",
  },
  hidden: { title: "Message hidden", message: "The message no longer shows under Supporters." },
  shown: { title: "Message shown", message: "The message shows under Supporters again." },
  reported: {
    title: "Report received",
    message: "Thank you. A moderator will look at this message.",
  },
  alreadyReported: {
    title: "Already reported",
    message: "You reported this message already; a moderator will look at it.",
  },
  dismissed: { title: "Report dismissed", message: "The message stays as it is." },
  notFound: { title: "Not found", message: "That message is no longer there." },
  chooseReason: { title: "Choose a reason", message: "Say why you are reporting this message." },
} satisfies Record<string, Message>;

export const supportCopy = {
  title: (name: string) => `Support ${name}`,
  metaDescription: (name: string) =>
    `Send ${name} support on Naija Creators, with a message if you like.`,
  intro: (name: string) =>
    `Your support goes to ${name}, less the platform's donation fee. Add a message if you like.`,
  // The spec's donation texts (001 §9), as on /donate.
  quickAmounts: "Choose an amount",
  customAmount: "Or enter a custom amount (₦)",
  customAmountHint: "Minimum ₦100",
  name: "Your name (optional)",
  nameHint: "Shown with your message. Leave it blank to show as Anonymous.",
  message: "Message (optional)",
  messageHint: (max: number) => `Up to ${max} characters.`,
  messagePublic: "Show my message under Supporters",
  messagePublicHint: "Untick to keep it between you and the creator.",
  anonymous: "Support anonymously (don't show my name)",
  method: "Payment method",
  submitPlain: "Send support",
  signIn: "Sign in to support",
  fromContent: (title: string) => `From: ${title}`,
  unavailable: {
    title: "Support is not available",
    message: "This person is not taking support right now. Their supporters' messages stay below.",
  },
  self: "This is your own support page: fans see the form here. Your supporters are below.",
  seeAll: "See all your supporters",
} as const;

export const supportersCopy = {
  heading: "Supporters",
  empty: "No supporters' messages yet. Be the first!",
  anonymous: "Anonymous",
  supported: (name: string) => `${name} supported`,
  hide: "Hide",
  unhide: "Show again",
  hiddenBadge: "Hidden",
  privateBadge: "Only you",
  report: "Report",
  reportReason: "Why are you reporting this message?",
  reportSubmit: "Send report",
  listLabel: "Supporters' messages, newest first",
  pages: "More supporters",
  newer: "Newer messages",
  older: "Older messages",
  allOnSupportPage: "All supporters (hide or report a message there)",
} as const;

export const dashboardSupportersCopy = {
  title: "Supporters",
  intro:
    "Everyone who supported you, newest first: the amount, their name and message (also the private ones). Hide a message to take it off your public Supporters list.",
  empty: "No supporters yet. When a fan supports you, it shows here and in your earnings.",
  total: (amount: string, count: number) =>
    `${amount} from ${count} ${count === 1 ? "supporter" : "supporters"} (before the platform's fee)`,
  columns: { date: "Date", name: "From", amount: "Amount", message: "Message", action: "Action" },
  noMessage: "No message",
  earnings: "See your earnings",
  publicPage: "Your support page",
  refunded: "Refunded",
} as const;

export const tipReportsCopy = {
  heading: "Reported supporter messages",
  intro: "Messages fans left for creators that someone reported. Hiding one takes it off the page.",
  empty: "No reported supporter messages.",
  to: (creator: string) => `To ${creator}`,
  from: (name: string) => `From ${name}`,
  reportedFor: "Reported for",
  reporter: "Reporter",
  hide: "Hide message",
  dismiss: "Dismiss",
  alreadyHidden: "Already hidden",
  page: "Support page",
  noticeTitle: "Supporter message reported",
  noticeMessage: (from: string, reason: string) =>
    `A message from ${from} under a creator's Supporters was reported for: ${reason}`,
} as const;

export const tipNoticeCopy = {
  title: (name: string, amount: string) => `${name} supported you with ${amount}`,
  message: (message: string | null) => message ?? "No message this time.",
} as const;

/** The payer's words when a tip could not be delivered (its e-mail; refunded automatically). */
export const tipUnfulfillable =
  "The creator can no longer receive support (their account or support was switched off while you paid). Your money is coming back to you in full.";

export const tipPurpose = (creator: string) => `Support for ${creator}`;
export const tipLineDescription = (from: string | null) => `Support from ${from ?? "Anonymous"}`;

export const tipMailCopy = {
  receiptSubject: (creator: string) => `Thank you for supporting ${creator} – receipt`,
  receivedSubject: (name: string, amount: string) => `${name} supported you with ${amount}`,
} as const;
