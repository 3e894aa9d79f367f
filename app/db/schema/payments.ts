import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, naira, updatedAt } from "./columns";
import {
  feeCategory,
  feeType,
  ledgerEntryType,
  paymentProvider,
  paymentStatus,
  payoutStatus,
  transactionType,
} from "./enums";

export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: id(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    transactionType: transactionType("transaction_type").notNull(),
    // The order, ticket order, booking or advertisement this pays (by transaction_type).
    orderId: uuid("order_id"),
    // Who receives the net amount; null = the platform itself (e.g. donations).
    sellerUserId: uuid("seller_user_id").references(() => users.id, { onDelete: "set null" }),
    paymentReference: text("payment_reference").notNull().unique(),
    provider: paymentProvider("provider").notNull(),
    paymentMethod: text("payment_method"),
    paymentStatus: paymentStatus("payment_status").notNull().default("pending"),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    totalAmount: naira("total_amount").notNull(),
    platformFee: naira("platform_fee").notNull().default(0),
    netAmount: naira("net_amount").notNull(),
    currency: text("currency").notNull().default("NGN"),
    // What the provider actually charged, e.g. USD cents for PayPal, with the rate used.
    providerAmount: integer("provider_amount"),
    providerCurrency: text("provider_currency"),
    exchangeRate: numeric("exchange_rate", { precision: 14, scale: 6 }),
    providerPayload: jsonb("provider_payload").$type<Record<string, unknown>>(),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    refundedAmount: naira("refunded_amount").notNull().default(0),
    failureReason: text("failure_reason"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    // Set in the same transaction that calls fulfil/release, so each runs exactly once.
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "payment_transactions_amounts_check",
      sql`${t.totalAmount} >= 0 and ${t.platformFee} >= 0`,
    ),
    index("payment_transactions_user_idx").on(t.userId, t.createdAt),
    index("payment_transactions_status_idx").on(t.paymentStatus, t.createdAt),
    index("payment_transactions_order_idx").on(t.transactionType, t.orderId),
    // The payer's history and receipts match a verified e-mail too (ADR 055).
    index("payment_transactions_email_idx").on(sql`lower(${t.email})`, t.createdAt),
    index("payment_transactions_pending_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
  ],
);

/**
 * What one payment pays, per payee: a cart with items from three vendors is one
 * payment with three lines. Each line carries its own fee category, fee and net, so
 * the ledger books each payee's sale and a refund can name the line it gives back.
 * payee_user_id null = the platform itself (donations, advertising).
 */
export const paymentLines = pgTable(
  "payment_lines",
  {
    id: id(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    payeeUserId: uuid("payee_user_id").references(() => users.id, { onDelete: "set null" }),
    // The vertical's own record this line pays (a vendor's order, a ticket order).
    purchaseId: uuid("purchase_id"),
    description: text("description").notNull(),
    feeCategory: feeCategory("fee_category").notNull(),
    amount: naira("amount").notNull(),
    platformFee: naira("platform_fee").notNull(),
    netAmount: naira("net_amount").notNull(),
    refundedAmount: naira("refunded_amount").notNull().default(0),
    // The Paystack subaccount the provider split this line's net to, if any.
    splitSubaccount: text("split_subaccount"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "payment_lines_amounts_check",
      sql`${t.amount} > 0 and ${t.platformFee} >= 0 and ${t.netAmount} >= 0 and ${t.platformFee} + ${t.netAmount} = ${t.amount} and ${t.refundedAmount} between 0 and ${t.amount}`,
    ),
    uniqueIndex("payment_lines_position_idx").on(t.transactionId, t.position),
    index("payment_lines_payee_idx").on(t.payeeUserId),
  ],
);

export const platformFeeSettings = pgTable(
  "platform_fee_settings",
  {
    id: id(),
    category: feeCategory("category").notNull(),
    feeType: feeType("fee_type").notNull(),
    // A percentage (e.g. 12.5) or a fixed naira amount, by fee_type.
    feeValue: numeric("fee_value", { precision: 10, scale: 2 }).notNull(),
    minimumFee: naira("minimum_fee").notNull().default(0),
    maximumFee: naira("maximum_fee"),
    isActive: boolean("is_active").notNull().default(true),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one active rule per category.
    uniqueIndex("platform_fee_settings_active_idx")
      .on(t.category)
      .where(sql`${t.isActive}`),
  ],
);

export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bankName: text("bank_name").notNull(),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    // The Paystack split subaccount (ACCT_…), used only once an admin trusts the seller.
    subaccountCode: text("subaccount_code"),
    // The Paystack transfer recipient (RCP_…) payouts are sent to (issue 33).
    recipientCode: text("recipient_code"),
    // matched | needs_approval | approved: a resolved name far from the seller's waits for an admin.
    nameCheck: text("name_check").notNull().default("matched"),
    nameApprovedBy: uuid("name_approved_by").references(() => users.id, { onDelete: "set null" }),
    nameApprovedAt: timestamp("name_approved_at", { withTimezone: true }),
    // An admin trusts this seller with Paystack split settlement (paid at once; ADR 010, 071).
    splitTrustedBy: uuid("split_trusted_by").references(() => users.id, { onDelete: "set null" }),
    splitTrustedAt: timestamp("split_trusted_at", { withTimezone: true }),
    isDefault: boolean("is_default").notNull().default(false),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("payout_accounts_number_check", sql`${t.accountNumber} ~ '^[0-9]{10}$'`),
    check(
      "payout_accounts_name_check_check",
      sql`${t.nameCheck} in ('matched', 'needs_approval', 'approved')`,
    ),
    index("payout_accounts_user_idx").on(t.userId),
  ],
);

/**
 * Money sent to a seller (issue 33, ADR 071): one row per seller per run (`run_key`:
 * the scheduled run's week, the seller's request day, an admin's retry), one ledger
 * entry of its amount, one Paystack transfer whose `reference` is derived from the
 * row's id. Status moves only by payout-status.ts.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    payoutAccountId: uuid("payout_account_id").references(() => payoutAccounts.id, {
      onDelete: "set null",
    }),
    amount: naira("amount").notNull(),
    status: payoutStatus("status").notNull().default("queued"),
    reference: text("reference").notNull().unique(),
    // schedule | seller | admin: who started it.
    trigger: text("trigger").notNull().default("admin"),
    runKey: text("run_key").notNull(),
    recipientCode: text("recipient_code"),
    transferCode: text("transfer_code"),
    // Paystack's last word on the transfer (pending, otp, success, …) and any refusal the admin must see.
    providerStatus: text("provider_status"),
    lastError: text("last_error"),
    failureReason: text("failure_reason"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    // A failed/reversed payout blocks the next runs until resolved (account changed, admin retry).
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution"),
    retryOf: uuid("retry_of"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payouts_amount_check", sql`${t.amount} > 0`),
    check("payouts_reference_check", sql`${t.reference} ~ '^[a-z0-9_-]{16,50}$'`),
    check("payouts_trigger_check", sql`${t.trigger} in ('schedule', 'seller', 'admin')`),
    index("payouts_user_idx").on(t.userId, t.createdAt),
    // At most one payout per seller per run, however many processes run it.
    uniqueIndex("payouts_run_idx").on(t.userId, t.runKey),
    index("payouts_open_idx")
      .on(t.status, t.sentAt)
      .where(sql`${t.status} in ('queued', 'processing')`),
  ],
);

/** An admin holds a seller's payouts (reason, audited); released_at ends it. */
export const payoutHolds = pgTable(
  "payout_holds",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    heldBy: uuid("held_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    releasedBy: uuid("released_by").references(() => users.id, { onDelete: "set null" }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payout_holds_active_idx")
      .on(t.userId)
      .where(sql`${t.releasedAt} is null`),
  ],
);

/**
 * Double-entry style ledger: every confirmed payment writes the seller's share and
 * the platform fee; payouts and refunds write negative entries. A seller's balance
 * is the sum of their entries. user_id null = the platform's own account.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: id(),
    transactionId: uuid("transaction_id").references(() => paymentTransactions.id, {
      onDelete: "restrict",
    }),
    paymentLineId: uuid("payment_line_id").references(() => paymentLines.id, {
      onDelete: "restrict",
    }),
    payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "restrict" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    entryType: ledgerEntryType("entry_type").notNull(),
    amount: naira("amount").notNull(),
    description: text("description").notNull(),
    // When the entry counts as available to pay out (issue 33): a sale's date comes from
    // its area's release rule, null while unknown (a parcel not yet delivered); payouts,
    // returns and platform entries are available at once. Before it: pending.
    availableAt: timestamp("available_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_entries_user_idx").on(t.userId, t.createdAt),
    index("ledger_entries_transaction_idx").on(t.transactionId),
    // The admin's money by month reads a window of the whole ledger by date (platform-money).
    index("ledger_entries_created_idx").on(t.createdAt),
    // A confirmed payment writes each line's credit entries once, however often it is confirmed.
    uniqueIndex("ledger_entries_line_credit_idx")
      .on(t.paymentLineId, t.entryType)
      .where(
        sql`${t.paymentLineId} is not null and ${t.entryType} in ('sale', 'platform_fee', 'donation')`,
      ),
    // One entry taking a payout's amount and at most one giving it back, however often told.
    uniqueIndex("ledger_entries_payout_idx")
      .on(t.payoutId, t.entryType)
      .where(sql`${t.payoutId} is not null`),
    index("ledger_entries_line_idx").on(t.paymentLineId),
  ],
);
