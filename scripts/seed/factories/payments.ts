import { ledgerEntries, paymentLines, paymentTransactions, platformFeeSettings } from "~/db/schema";
import { ledgerRowsFor } from "~/features/payments/ledger";
import {
  FALLBACK_FEE_PERCENT,
  FALLBACK_MINIMUM_FEE,
  FEE_CATEGORIES,
  computeFee,
  fallbackRule,
  type FeeCategory,
} from "~/features/payments/fees";
import type { Db, Tx } from "~/lib/db/client.server";
import { createUser } from "./users";
import { testRng, type Rng } from "./random";

export type NewPaymentTransaction = typeof paymentTransactions.$inferInsert;
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;
export type NewFeeSetting = typeof platformFeeSettings.$inferInsert;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type NewPaymentLine = typeof paymentLines.$inferInsert;

/**
 * The platform fee on `amount` naira under the built-in rules, computed by the
 * product's own `computeFee` (the rows the seed writes are what checkout would charge
 * when no admin setting exists; buildDefaultFeeSettings stores those same rules).
 */
export function defaultFee(category: FeeCategory, amount: number): number {
  return computeFee(amount, fallbackRule(category)).fee;
}

/** One active percentage rule per category with the spec's defaults (pure). */
export function buildDefaultFeeSettings(overrides: Partial<NewFeeSetting> = {}): NewFeeSetting[] {
  return FEE_CATEGORIES.map((category) => ({
    category,
    feeType: "percentage" as const,
    feeValue: String(FALLBACK_FEE_PERCENT[category]),
    minimumFee: FALLBACK_MINIMUM_FEE,
    maximumFee: null,
    isActive: true,
    ...overrides,
  }));
}

export async function createDefaultFeeSettings(
  db: Db | Tx,
  overrides: Partial<NewFeeSetting> = {},
) {
  return db.insert(platformFeeSettings).values(buildDefaultFeeSettings(overrides)).returning();
}

/** A reference in the style of the provider: `NC-<yymmdd>-<code>`. */
export function buildPaymentReference(rng: Rng, date = new Date()): string {
  const ymd = date.toISOString().slice(2, 10).replaceAll("-", "");
  return `NC-${ymd}-${rng.code(10)}`;
}

export type PaymentTransactionOverrides = Partial<NewPaymentTransaction> & {
  /** Fee category used to compute the fee when `platformFee` is not given. */
  feeCategory?: FeeCategory;
};

const FEE_CATEGORY_BY_TYPE: Record<NewPaymentTransaction["transactionType"], FeeCategory> = {
  ticket: "events",
  order: "products",
  booking: "properties",
  donation: "donations",
  advertisement: "other",
  tip: "donations",
};

/**
 * Insert values for a payment (pure). By default a completed Paystack card payment
 * of a round amount; `platformFee` from the default rules, `netAmount` = total - fee.
 */
export function buildPaymentTransaction(
  rng: Rng,
  overrides: PaymentTransactionOverrides = {},
): NewPaymentTransaction & { id: string } {
  const { feeCategory, ...values } = overrides;
  const transactionType = values.transactionType ?? "ticket";
  const totalAmount = values.totalAmount ?? rng.round(1_000, 50_000, 500);
  const platformFee =
    values.platformFee ??
    defaultFee(feeCategory ?? FEE_CATEGORY_BY_TYPE[transactionType], totalAmount);
  const createdAt = values.createdAt ?? new Date();
  const status = values.paymentStatus ?? "completed";
  const provider = values.provider ?? "paystack";
  const success = status === "completed" || status === "paid";
  return {
    id: values.id ?? rng.uuid(),
    transactionType,
    paymentReference: values.paymentReference ?? buildPaymentReference(rng, createdAt),
    provider,
    paymentMethod:
      values.paymentMethod ??
      (provider === "paypal" ? "paypal" : rng.pick(["card", "card", "bank_transfer", "ussd"])),
    paymentStatus: status,
    purpose: values.purpose ?? "Ticket purchase",
    email: values.email ?? `buyer.${rng.suffix(6)}@example.com`,
    totalAmount,
    platformFee,
    netAmount: values.netAmount ?? totalAmount - platformFee,
    currency: "NGN",
    metadata: {},
    paidAt: success ? (values.paidAt ?? createdAt) : null,
    createdAt,
    updatedAt: createdAt,
    ...values,
  };
}

/**
 * The payment's one line (pure): all of it to `payeeId` (null = the platform), as
 * createPayment records a single-payee purchase. Its id is derived from the
 * payment's, so the ledger rows built for the same payment point at it.
 */
export function buildPaymentLine(
  payment: Pick<
    NewPaymentTransaction,
    "totalAmount" | "platformFee" | "purpose" | "transactionType" | "createdAt"
  > & { id: string },
  payeeId: string | null,
  feeCategory: FeeCategory = FEE_CATEGORY_BY_TYPE[payment.transactionType],
): NewPaymentLine & { id: string } {
  const fee = Math.min(payment.platformFee ?? 0, payment.totalAmount);
  return {
    id: lineIdFor(payment.id),
    transactionId: payment.id,
    position: 0,
    payeeUserId: payeeId,
    description: payment.purpose,
    feeCategory,
    amount: payment.totalAmount,
    platformFee: fee,
    netAmount: payment.totalAmount - fee,
    createdAt: payment.createdAt,
  };
}

// A uuid of the same shape, distinct from the payment's (last 12 hex digits reversed).
function lineIdFor(paymentId: string) {
  return paymentId.slice(0, 24) + [...paymentId.slice(24)].reverse().join("");
}

export async function createPaymentTransaction(
  db: Db | Tx,
  overrides: PaymentTransactionOverrides = {},
  rng: Rng = testRng(),
): Promise<PaymentTransactionRow> {
  const userId =
    overrides.userId === undefined
      ? (await createUser(db, { role: "viewer" }, rng)).id
      : overrides.userId;
  const [row] = await db
    .insert(paymentTransactions)
    .values(buildPaymentTransaction(rng, { ...overrides, userId }))
    .returning();
  if (row!.totalAmount > 0) {
    await db
      .insert(paymentLines)
      .values(buildPaymentLine(row!, row!.sellerUserId, overrides.feeCategory));
  }
  return row!;
}

/**
 * Ledger rows for a completed payment, as the product books them (ledgerRowsFor):
 * the payee's share (sale or donation) and the platform's fee (user_id null). Insert
 * the payment's line (buildPaymentLine) first.
 */
export function buildLedgerForPayment(
  payment: Pick<
    NewPaymentTransaction,
    "totalAmount" | "platformFee" | "netAmount" | "transactionType" | "purpose" | "createdAt"
  > & { id: string },
  sellerId: string | null,
): NewLedgerEntry[] {
  const line = buildPaymentLine(payment, sellerId);
  const kind = payment.transactionType === "donation" ? "donation" : "sale";
  return ledgerRowsFor(
    payment,
    [{ ...line, payeeUserId: sellerId, splitSubaccount: null }],
    kind,
  ).map((row) => ({ ...row, createdAt: payment.createdAt }));
}

/**
 * The lines of payments whose ledger rows were built with buildLedgerForPayment
 * (pure): each payment's payee is whoever its sale or donation entry credits.
 * Insert them after the payments and before the ledger rows.
 */
export function buildPaymentLinesFor(
  payments: (Parameters<typeof buildPaymentLine>[0] & { sellerUserId?: string | null })[],
  ledger: NewLedgerEntry[],
): NewPaymentLine[] {
  return payments
    .filter((p) => p.totalAmount > 0)
    .map((p) => {
      const credit = ledger.find(
        (r) => r.transactionId === p.id && (r.entryType === "sale" || r.entryType === "donation"),
      );
      return buildPaymentLine(p, credit?.userId ?? p.sellerUserId ?? null);
    });
}
