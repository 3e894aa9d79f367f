import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { payoutAccounts, payouts } from "~/db/schema";
import type { Role } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { paymentToasts } from "~/features/payments/messages";
import { FALLBACK_FEE_PERCENT, type FeeCategory } from "./fees";
import { feeRuleFor } from "./fees.server";
import { NIGERIAN_BANKS, type Bank } from "./nigerian-banks";
import { compareNames, type NameCheck } from "./payout-name-check";
import { RETURNED } from "./payout-status";
import { createTransferRecipient } from "./paystack-transfers.server";
import {
  createSubaccount,
  listPaystackBanks,
  paystackConfig,
  resolveAccountName,
} from "./paystack-banks.server";

/** Roles that sell and get paid (issue 5): organizer, vendor, host. */
export const SELLER_CATEGORY: Partial<Record<Role, FeeCategory>> = {
  event_organizer: "events",
  vendor: "products",
  property_owner: "properties",
};
export const isSeller = (role: Role) => role in SELLER_CATEGORY;

/** Paystack's list when configured (its codes are what it settles to); ours otherwise. */
export async function availableBanks(): Promise<{ banks: Bank[]; source: "paystack" | "builtin" }> {
  const config = paystackConfig();
  if (!config) return { banks: [...NIGERIAN_BANKS], source: "builtin" };
  return { banks: await listPaystackBanks(config), source: "paystack" };
}

export async function payoutAccountOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.isDefault, true)))
    .orderBy(desc(payoutAccounts.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Registers the seller's payout account. With Paystack the bank resolves the account
 * name, which is compared with the seller's (a far one waits for an admin's approval),
 * the account becomes a transfer recipient (payouts are sent to it) and a split-payment
 * subaccount is created (our cut = the category's percentage; used only once an admin
 * trusts the seller); those outside calls happen before the database transaction, never
 * inside it. Offline there is no recipient and nothing to compare against.
 * A new account ends the block a failed or reversed payout put on the seller's payouts.
 */
export async function registerPayoutAccount(
  db: Db,
  user: { id: string; role: Role; email: string; name: string },
  input: { bankCode: string; accountNumber: string; accountName: string },
) {
  const category = SELLER_CATEGORY[user.role];
  if (!category) throw new AppError("forbidden");
  const config = paystackConfig();
  let bank: Bank | undefined;
  let accountName = input.accountName;
  let subaccountCode: string | null = null;
  let recipientCode: string | null = null;
  let nameCheck: NameCheck = "matched";
  if (config) {
    bank = (await listPaystackBanks(config)).find((b) => b.code === input.bankCode);
    if (!bank) throw new AppError("validation", { message: paymentToasts.payoutAccountFailed });
    accountName = await resolveAccountName(config, input.accountNumber, bank.code);
    nameCheck = compareNames(accountName, user.name);
    recipientCode = await createTransferRecipient(config, {
      name: accountName,
      accountNumber: input.accountNumber,
      bankCode: bank.code,
      userId: user.id,
    });
    const rule = await feeRuleFor(db, category);
    subaccountCode = await createSubaccount(config, {
      businessName: accountName,
      bankCode: bank.code,
      accountNumber: input.accountNumber,
      percentageCharge:
        rule.feeType === "percentage" ? rule.feeValue : FALLBACK_FEE_PERCENT[category],
      email: user.email,
    });
  } else {
    bank = NIGERIAN_BANKS.find((b) => b.code === input.bankCode);
    if (!bank || accountName.length < 3)
      throw new AppError("validation", { message: paymentToasts.payoutAccountFailed });
  }
  const chosen = bank;
  return db.transaction(async (tx) => {
    await tx
      .update(payoutAccounts)
      .set({ isDefault: false })
      .where(eq(payoutAccounts.userId, user.id));
    const [row] = await tx
      .insert(payoutAccounts)
      .values({
        userId: user.id,
        bankName: chosen.name,
        bankCode: chosen.code,
        accountNumber: input.accountNumber,
        accountName,
        subaccountCode,
        recipientCode,
        nameCheck,
        isDefault: true,
        verifiedAt: config ? new Date() : null,
      })
      .returning();
    // The seller changed their account: failed and reversed payouts no longer block runs.
    await tx
      .update(payouts)
      .set({ resolvedAt: new Date(), resolution: "account_changed", updatedAt: new Date() })
      .where(
        and(
          eq(payouts.userId, user.id),
          inArray(payouts.status, [...RETURNED]),
          isNull(payouts.resolvedAt),
        ),
      );
    return row!;
  });
}
