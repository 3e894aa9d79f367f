import { count, eq } from "drizzle-orm";
import { ledgerEntries } from "~/db/schema";
import type { Role } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { fieldErrors } from "~/lib/form-schemas";
import { getLogger } from "~/lib/logger.server";
import { generalErrors } from "~/lib/messages/error-pages";
import type { CalculatorState } from "./components/fee-calculator";
import type { PayoutAccountState, PayoutsView } from "./components/payouts-tab";
import { requestPayout } from "./create-payouts.server";
import { earningLines, sellerPayouts } from "./earning-lines.server";
import { sellerBalances } from "./balances.server";
import { monthOf, shiftMonth } from "./statement-month";
import { listFeeSettings, saveFeeSetting } from "./fee-settings.server";
import { computeFee, fallbackRule } from "./fees";
import { quoteFee } from "./fees.server";
import { earningsAnalytics, listTransactions, receiptFor, spendAnalytics } from "./history.server";
import { NIGERIAN_BANKS } from "./nigerian-banks";
import {
  CALCULATOR_DEFAULTS,
  feeCalculatorSchema,
  type FeeSettingInput,
  type HistoryFilter,
  type RefundPaymentInput,
} from "./payment-centre-schemas";
import { availableBanks, isSeller, payoutAccountOf, registerPayoutAccount } from "./payouts.server";
import { findPaymentForAdmin, listPaidAfterClose, refundPayment } from "./refunds.server";

// What the payment centre's and the admin settings' pages call: one options object
// each, the database fetched here, so routes never handle it (issue 11). Moved out of
// routes/payments.tsx and routes/admin.tsx as they were.

/** The fee calculator from its query (`amount`, `category`), with what was typed. */
export async function feeCalculatorState(raw: {
  amount?: string;
  category?: string;
}): Promise<CalculatorState> {
  const parsed = feeCalculatorSchema.safeParse(raw);
  const shown = {
    amount: raw.amount ?? String(CALCULATOR_DEFAULTS.amount),
    category: raw.category ?? CALCULATOR_DEFAULTS.category,
  };
  if (!parsed.success) return { ...shown, quote: null, errors: fieldErrors(parsed.error) };
  const { amount, category } = parsed.data;
  try {
    return { ...shown, quote: await quoteFee(await getDb(), category, amount), errors: {} };
  } catch (err) {
    // Spec 001 §8: a failed fee read is logged; the built-in rule still answers.
    getLogger().error({ err }, "fee settings read failed");
    return { ...shown, quote: computeFee(amount, fallbackRule(category)), errors: {} };
  }
}

export async function transactionHistory({
  userId,
  filter,
  page,
}: {
  userId: string;
  filter: HistoryFilter;
  page: number;
}) {
  return listTransactions(await getDb(), userId, filter, page);
}

/** One of the user's own payments by reference; null for unknown and someone else's alike. */
export async function receiptOf({ userId, reference }: { userId: string; reference: string }) {
  return receiptFor(await getDb(), userId, reference);
}

/** Has this user ever earned (a sale or a donation to them)? Creators can receive donations. */
async function hasEarnings(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return (row?.n ?? 0) > 0;
}

/** Spending, and earnings for sellers and anyone who has earned. */
export async function paymentAnalytics({ user }: { user: { id: string; role: Role } }) {
  const db = await getDb();
  return Promise.all([
    spendAnalytics(db, user.id),
    isSeller(user.role) || (await hasEarnings(user.id)) ? earningsAnalytics(db, user.id) : null,
  ]);
}

/**
 * The seller's earnings page (issue 33): the figures (sums over the ledger), the page
 * of ledger lines they come from, the payouts and the payout account with its state.
 * The bank list comes from Paystack when it is configured; when Paystack cannot be
 * reached the page still opens, with the reason shown by the form.
 */
export async function payoutsView({
  user,
  page,
  now = new Date(),
}: {
  user: { id: string; role: Role };
  page: number;
  now?: Date;
}): Promise<PayoutsView> {
  const db = await getDb();
  const seller = isSeller(user.role);
  let banks: PayoutsView["banks"] = [...NIGERIAN_BANKS];
  let bankSource: PayoutsView["bankSource"] = "builtin";
  let bankError: string | null = null;
  if (seller) {
    try {
      ({ banks, source: bankSource } = await availableBanks());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      bankError = error.userMessage.message;
      bankSource = "paystack";
      banks = [];
    }
  }
  const [balances, lines, account, history] = await Promise.all([
    sellerBalances(db, user.id, now),
    earningLines(db, { userId: user.id, page, now }),
    payoutAccountOf(db, user.id),
    sellerPayouts(db, user.id),
  ]);
  return {
    seller,
    balances,
    lines,
    account: account && {
      bankName: account.bankName,
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      providerRecipientCode: account.subaccountCode,
      state: accountState(account),
    },
    banks,
    bankSource,
    bankError,
    history,
    // This month's statement and the five before it, by the server's Lagos clock (the
    // statement page links older ones).
    statementMonths: Array.from({ length: 6 }, (_, i) => shiftMonth(monthOf(now), -i)),
  };
}

/** What the seller is told about their payout account: a name far from theirs waits for an admin. */
function accountState(account: { nameCheck: string; verifiedAt: Date | null }): PayoutAccountState {
  if (account.nameCheck === "needs_approval") return "needs_approval";
  if (account.nameCheck === "approved") return "approved";
  return account.verifiedAt ? "verified" : "unverified";
}

export async function savePayoutAccount({
  user,
  input,
}: {
  user: { id: string; role: Role; email: string; name: string };
  input: { bankCode: string; accountNumber: string; accountName: string };
}) {
  await registerPayoutAccount(await getDb(), user, input);
}

/**
 * A seller asks for a payout now (issue 33). requestPayout makes every check with the
 * seller's row locked; its refusals (once a day, held, no account, more than available)
 * are said by the form's one field, where the seller typed the amount.
 */
export async function requestSellerPayout({
  userId,
  amount,
  now,
}: {
  userId: string;
  amount: number;
  now?: Date;
}) {
  try {
    return await requestPayout({ db: await getDb(), userId, amount, now });
  } catch (error) {
    if (!(error instanceof AppError) || error.kind !== "validation" || error.fieldErrors?.amount)
      throw error;
    throw new AppError("validation", {
      message: error.userMessage,
      fieldErrors: { ...error.fieldErrors, amount: [error.userMessage.message] },
    });
  }
}

/** The admin settings page: fee rules and the refund desk (payouts: /admin/payouts). */
export async function loadPaymentSettings({
  canRefund,
  refundRef,
}: {
  canRefund: boolean;
  refundRef: string;
}) {
  const db = await getDb();
  const [fees, found, late] = await Promise.all([
    listFeeSettings(db),
    canRefund && refundRef ? findPaymentForAdmin(db, refundRef) : null,
    canRefund ? listPaidAfterClose(db) : null,
  ]);
  const refunds = canRefund ? { reference: refundRef, found, late: late ?? [] } : null;
  return { fees, refunds };
}

export async function saveFee({ actorId, input }: { actorId: string; input: FeeSettingInput }) {
  await saveFeeSetting(await getDb(), actorId, input);
}

/** An admin's refund of the payment with this reference (not found: the catalogue's 404). */
export async function refundByReference({
  actorId,
  input,
}: {
  actorId: string;
  input: RefundPaymentInput;
}) {
  const payment = await findPaymentForAdmin(await getDb(), input.reference);
  if (!payment) throw new AppError("notFound", { message: generalErrors.notFound });
  return refundPayment({
    paymentId: payment.id,
    amount: input.amount,
    reason: input.reason,
    actor: { id: actorId },
  });
}
