import { defineMail, link } from "~/lib/mail/mail-template";
import { formatNaira } from "~/lib/money";
import { purchaseMailCopy } from "./messages";
import {
  ADMIN_PAYOUTS_PAGE,
  PAYOUTS_PAGE,
  payoutMailCopy as c,
  payoutNextStep,
} from "./payout-transfer-messages";

// What Paystack's transfer outcomes tell sellers and admins by e-mail (issue 33). Each
// is queued in the transaction that moves the payout, so it goes out if and only if the
// change commits.

const sellerPlaceholders = {
  amount: { label: "the payout's amount, e.g. ₦25,000" },
  reference: { label: "the payout's transfer reference" },
  account: { label: "the bank account, e.g. Access Bank ••••6789" },
  payoutsLink: { label: "the seller's earnings and payouts page", kind: "link" },
} as const;

type SellerMail = {
  origin: string;
  amount: number;
  reference: string;
  account: string;
};

const sellerExample = {
  origin: "https://naija.example",
  amount: 25_000,
  reference: "po_0f8e7d6c5b4a39281706f5e4d3c2b1a0",
  account: "Access Bank ••••6789",
};

const sellerValues = (d: SellerMail) => ({
  amount: formatNaira(d.amount),
  reference: d.reference,
  account: d.account,
  payoutsLink: link(d.origin, PAYOUTS_PAGE),
});

const details = [
  "  Amount:     {{amount}}",
  "  To:         {{account}}",
  "  Reference:  {{reference}}",
];

/** A payout was made (the run, the seller's request or an admin): it is on its way. */
export const payoutQueuedMail = defineMail("payout_queued", {
  title: "Payout on its way",
  description: "Sent to a seller when a payout of their available balance is made.",
  example: sellerExample,
  placeholders: sellerPlaceholders,
  values: sellerValues,
  subject: c.queuedSubject("{{amount}}"),
  body: [
    c.queuedIntro,
    "",
    ...details,
    "",
    `${c.earningsLink} {{payoutsLink}}`,
    "",
    purchaseMailCopy.signature,
  ].join("\n"),
});

/** Paystack paid the transfer. */
export const payoutPaidMail = defineMail("payout_paid", {
  title: "Payout sent",
  description: "Sent to a seller when Paystack confirms their payout transfer.",
  example: sellerExample,
  placeholders: sellerPlaceholders,
  values: sellerValues,
  subject: c.paidSubject("{{amount}}"),
  body: [
    c.paidIntro,
    "",
    ...details,
    "",
    `${c.earningsLink} {{payoutsLink}}`,
    "",
    purchaseMailCopy.signature,
  ].join("\n"),
});

const withWhy = {
  ...sellerPlaceholders,
  why: { label: "why it did not go through" },
  nextStep: { label: "what the seller should do next" },
} as const;

const returnedExample = {
  ...sellerExample,
  why: "Account closed",
  nextStep: payoutNextStep.changeAccount as string,
};

const returnedValues = (d: typeof returnedExample) => ({
  ...sellerValues(d),
  why: d.why,
  nextStep: d.nextStep,
});

// A payout that came back (failed or reversed): what happened, why, and what to do.
const returnedBody = (intro: string) =>
  [
    intro,
    "",
    ...details,
    "  Why:        {{why}}",
    "",
    `${c.backInAvailable} {{nextStep}}`,
    "",
    `${c.earningsLink} {{payoutsLink}}`,
    "",
    purchaseMailCopy.signature,
  ].join("\n");

/** Paystack could not make the transfer: the amount is back in available. */
export const payoutFailedMail = defineMail("payout_failed", {
  title: "Payout failed",
  description:
    "Sent to a seller when Paystack fails their payout transfer; the amount returns to their available balance.",
  example: returnedExample,
  placeholders: withWhy,
  values: returnedValues,
  subject: c.failedSubject("{{amount}}"),
  body: returnedBody(c.failedIntro),
});

/** The bank sent a paid (or processing) transfer back. */
export const payoutReversedMail = defineMail("payout_reversed", {
  title: "Payout returned by the bank",
  description:
    "Sent to a seller when Paystack reverses their payout transfer; the amount returns to their available balance.",
  example: returnedExample,
  placeholders: withWhy,
  values: returnedValues,
  subject: c.reversedSubject("{{amount}}"),
  body: returnedBody(c.reversedIntro),
});

/** Every admin: a payout already paid came back (money the platform thought was gone). */
export const payoutReversedAdminMail = defineMail("payout_reversed_admin", {
  title: "Paid payout reversed (admins)",
  description: "Sent to every admin when Paystack reverses a payout that was already paid.",
  example: {
    origin: "https://naija.example",
    amount: 25_000,
    reference: "po_0f8e7d6c5b4a39281706f5e4d3c2b1a0",
    seller: "Adaeze Okafor (adaeze@example.com)",
    why: "Account closed",
  },
  placeholders: {
    amount: { label: "the payout's amount" },
    reference: { label: "the payout's transfer reference" },
    seller: { label: "the seller's name and e-mail" },
    why: { label: "what Paystack said" },
    queueLink: { label: "the admin's payout page", kind: "link" },
  },
  values: (d) => ({
    amount: formatNaira(d.amount),
    reference: d.reference,
    seller: d.seller,
    why: d.why,
    queueLink: link(d.origin, ADMIN_PAYOUTS_PAGE),
  }),
  subject: c.adminReversedSubject("{{amount}}"),
  body: [
    c.adminReversedIntro,
    "",
    "  Seller:     {{seller}}",
    "  Amount:     {{amount}}",
    "  Reference:  {{reference}}",
    "  Why:        {{why}}",
    "",
    `${c.adminLink} {{queueLink}}`,
    "",
    purchaseMailCopy.signature,
  ].join("\n"),
});
