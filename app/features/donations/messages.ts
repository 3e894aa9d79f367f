// Donation page texts and toasts (001 §9). Client-safe: the public /donate page loads
// this module, not the whole catalogue.
import type { Message } from "~/lib/messages";

export const donationToasts = {
  invalidAmount: {
    title: "Invalid amount",
    message: "Please enter a valid donation amount (minimum ₦100)",
  },
} satisfies Record<string, Message | ((...args: never[]) => Message)>;

export const donateCopy = {
  title: "Support Naija Creators",
  intro:
    "Your donation helps us keep the platform free for creators, organisers and sellers across Nigeria.",
  quickAmounts: "Choose an amount",
  customAmount: "Or enter a custom amount (₦)",
  customAmountHint: "Minimum ₦100",
  method: "Payment method",
  recommended: "Recommended",
  submit: "Donate",
  signInToDonate: "Sign in to donate",
  feeNote: (fee: string) => `Platform fee ${fee} is deducted from your donation.`,
};

/** The thank-you e-mail with the receipt (sent when the donation is confirmed). */
export const donationMailCopy = {
  receiptSubject: "Thank you for your donation – receipt",
} as const;
