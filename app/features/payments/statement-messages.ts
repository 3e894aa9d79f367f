// The seller's monthly statement (issue 33): page, CSV and refusals. Client-safe.

import type { StatementKind } from "./statement-month";

export const statementCopy = {
  title: (month: string) => `Statement for ${month}`,
  description: "Your earnings, refunds and payouts for one month, from the ledger.",
  issuer: "Naija Creators: seller statement",
  heading: (month: string) => `Statement: ${month}`,
  period: (from: string, to: string) => `${from} to ${to}, Lagos time`,
  intro:
    "Every naira credited or taken from your balance this month. The balance includes money still pending release.",
  back: "Back to earnings",
  print: "Print",
  csv: "Download CSV",
  previous: "Previous month",
  next: "Next month",
  opening: "Opening balance",
  closing: "Closing balance",
  empty: "Nothing moved on your balance this month.",
  totalsHeading: "This month",
  columns: {
    date: "Date",
    kind: "Type",
    description: "Description",
    reference: "Reference",
    gross: "Gross",
    fee: "Fee",
    amount: "Amount",
    balance: "Balance",
    link: "Link",
  },
  kinds: {
    opening: "Opening balance",
    sale: "Sale",
    // A payee's donation entry is a fan's support (issue 35: tips); the platform's own
    // donations have no payee and never show here.
    donation: "Support",
    refund: "Refund",
    payout: "Payout",
    payout_return: "Payout returned",
    closing: "Closing balance",
  } satisfies Record<StatementKind | "opening" | "closing", string>,
  viewSale: "View sale",
  invalid: {
    title: "No such statement",
    format: (typed: string) =>
      `“${typed}” is not a month. Statements are by month, written like 2026-11.`,
    future: (typed: string) => `${typed} has not started yet, so there is no statement for it.`,
    current: "See this month's statement",
  },
} as const;
