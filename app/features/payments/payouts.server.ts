import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { ledgerEntries, payoutAccounts, payouts, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import { can } from "~/features/accounts/permissions";
import type { Role } from "~/features/accounts/roles";
import { notifyUsers } from "~/features/notifications/notifications.server";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import { getLogger } from "~/lib/logger.server";
import { paymentToasts } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import { availableBalance } from "./balances.server";
import { payoutReference } from "./release-rules";
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

/** A user's balance: the sum of their ledger entries (payouts are negative). */
async function balanceOf(db: Db | Tx, userId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
  return Number(row?.total ?? 0);
}

export interface PayableBalance {
  userId: string;
  name: string;
  email: string;
  role: Role;
  balance: number;
  account: { bankName: string; accountNumber: string; accountName: string } | null;
}

/** Everyone the platform owes money to, largest balance first (admin Payouts tab). */
export async function payableBalances(db: Db): Promise<PayableBalance[]> {
  const balance = sql<number>`sum(${ledgerEntries.amount})::int`;
  const rows = await db
    .select({
      userId: ledgerEntries.userId,
      balance,
      fullName: profiles.fullName,
      username: profiles.username,
      email: profiles.email,
      role: profiles.role,
    })
    .from(ledgerEntries)
    .innerJoin(profiles, eq(profiles.id, ledgerEntries.userId))
    .where(isNotNull(ledgerEntries.userId))
    .groupBy(ledgerEntries.userId, profiles.id)
    .having(gt(balance, 0))
    .orderBy(desc(balance));
  const accounts = await db.select().from(payoutAccounts).where(eq(payoutAccounts.isDefault, true));
  return rows.map((r) => {
    const a = accounts.find((x) => x.userId === r.userId);
    return {
      userId: r.userId!,
      name: displayName({ fullName: r.fullName, username: r.username, email: r.email }),
      email: r.email,
      role: r.role,
      balance: Number(r.balance),
      account: a
        ? { bankName: a.bankName, accountNumber: a.accountNumber, accountName: a.accountName }
        : null,
    };
  });
}

/**
 * An admin records money sent to a seller: a paid `payouts` row and the matching
 * negative `payout` ledger entry commit together. The seller's row is locked while
 * the balance is summed, so two admins cannot both pay out the same naira.
 */
export async function markPayoutPaid(
  db: Db,
  actorId: string,
  input: { userId: string; amount: number },
) {
  const outcome = await db.transaction(async (tx) => {
    const [actor] = await tx
      .select({ role: profiles.role, email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, actorId));
    if (!can(actor?.role, "payouts:mark-paid")) throw new AppError("forbidden");
    const [seller] = await tx
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        username: profiles.username,
        email: profiles.email,
      })
      .from(profiles)
      .where(eq(profiles.id, input.userId))
      .for("update");
    if (!seller) throw new AppError("notFound");
    // Only what is released may be paid: pending sales wait for their release date.
    const balance = await availableBalance(tx, seller.id);
    if (input.amount > balance)
      throw new AppError("validation", { message: paymentToasts.payoutTooLarge });

    const account = await payoutAccountOf(tx, seller.id);
    const id = randomUUID();
    const reference = payoutReference(id);
    const now = new Date();
    const [payout] = await tx
      .insert(payouts)
      .values({
        id,
        userId: seller.id,
        payoutAccountId: account?.id ?? null,
        amount: input.amount,
        status: "paid",
        reference,
        trigger: "admin",
        runKey: `admin:${id}`,
        createdBy: actorId,
        settledAt: now,
      })
      .returning();
    await tx.insert(ledgerEntries).values({
      payoutId: payout!.id,
      userId: seller.id,
      entryType: "payout",
      amount: -input.amount,
      availableAt: now,
      // The ledger row carries the audit: which admin recorded the payout.
      description: `Payout ${reference} marked paid by ${actor!.email} (${actorId})`,
    });
    await notifyUsers(tx, [
      {
        userId: seller.id,
        type: "payments.payout_paid",
        title: paymentToasts.payoutNotice(formatNaira(input.amount)).title,
        message: paymentToasts.payoutNotice(formatNaira(input.amount)).message,
        data: { href: "/payments?tab=payouts", reference },
      },
    ]);
    return {
      payout: payout!,
      sellerName: displayName(seller),
      balanceAfter: balance - input.amount,
    };
  });
  getLogger().info(
    {
      audit: "payout.marked_paid",
      actorId,
      userId: input.userId,
      amount: input.amount,
      reference: outcome.payout.reference,
    },
    "payout marked paid",
  );
  return outcome;
}

export { balanceOf };
