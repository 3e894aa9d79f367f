import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { payoutAccounts, payoutHolds, payouts, profiles } from "~/db/schema";
import { displayName } from "~/features/accounts/display-name";
import type { Db } from "~/lib/db/client.server";
import { sellersWithAvailable } from "./balances.server";
import { PAYOUT_HISTORY_PAGE_SIZE, SELLERS_SHOWN } from "./payout-admin-constants";
import { payoutAdmin, sellerColumns } from "./payout-admin-guard.server";
import { loadPayoutSettings } from "./payout-settings.server";
import { IN_FLIGHT, RETURNED, type PayoutStatus } from "./payout-status";
import { paystackConfig } from "./paystack-banks.server";
import type { PayoutSettings } from "./release-rules";

type Person = { fullName: string | null; username: string | null; email: string };
const person = (p: Person) => ({ name: displayName(p), email: p.email });

const ENDED: PayoutStatus[] = ["paid", "failed", "reversed"];

export type AdminPayoutRow = {
  id: string;
  seller: { id: string; name: string; email: string };
  account: string | null;
  amount: number;
  status: PayoutStatus;
  trigger: string;
  providerStatus: string | null;
  lastError: string | null;
  failureReason: string | null;
  reference: string;
  createdAt: string;
  /** Failed or reversed and nobody retried it or changed the account yet. */
  unresolved: boolean;
  resolution: string | null;
};

/** Why the payout run would pass a seller over (createPayout's own checks, as shown). */
export type SellerBlock = "held" | "failedUnresolved" | "noAccount" | "accountUnapproved";

export type PayoutsAdminView = {
  paystack: boolean;
  queue: AdminPayoutRow[];
  history: { rows: AdminPayoutRow[]; page: number; pageCount: number };
  sellers: {
    rows: {
      userId: string;
      name: string;
      email: string;
      available: number;
      account: string | null;
      blocks: SellerBlock[];
      onItsWay: boolean;
    }[];
    more: boolean;
  };
  holds: {
    id: string;
    seller: { id: string; name: string; email: string };
    reason: string;
    heldBy: string | null;
    since: string;
  }[];
  approvals: {
    accountId: string;
    seller: { id: string; name: string; email: string };
    resolvedName: string;
    bank: string;
  }[];
  trusted: {
    accountId: string;
    seller: { id: string; name: string; email: string };
    bank: string;
    trustedBy: string | null;
    since: string;
  }[];
  settings: PayoutSettings;
};

type AccountCols = { bankName: string; accountNumber: string; accountName: string };
const describeAccount = (a: AccountCols) => `${a.accountName} · ${a.bankName} · ${a.accountNumber}`;

/**
 * Everything /admin/payouts shows (issue 33), for an admin ("payouts:manage"): the
 * queue (in flight, and failed or reversed payouts nobody dealt with), the ended
 * payouts a page at a time, sellers with a released balance and what stops paying
 * them, holds, names waiting for approval, sellers trusted with split settlement, and
 * the payout rules. Every figure is a sum over the ledger (sellersWithAvailable).
 */
export async function loadPayoutsAdmin(opts: {
  db: Db;
  actorId: string;
  historyPage: number;
  now?: Date;
}): Promise<PayoutsAdminView> {
  const { db } = opts;
  const now = opts.now ?? new Date();
  await payoutAdmin(db, opts.actorId);

  const seller = alias(profiles, "seller");
  const actor = alias(profiles, "actor");
  const payoutCols = {
    id: payouts.id,
    amount: payouts.amount,
    status: payouts.status,
    trigger: payouts.trigger,
    providerStatus: payouts.providerStatus,
    lastError: payouts.lastError,
    failureReason: payouts.failureReason,
    reference: payouts.reference,
    createdAt: payouts.createdAt,
    resolvedAt: payouts.resolvedAt,
    resolution: payouts.resolution,
    sellerId: seller.id,
    fullName: seller.fullName,
    username: seller.username,
    email: seller.email,
    bankName: payoutAccounts.bankName,
    accountNumber: payoutAccounts.accountNumber,
    accountName: payoutAccounts.accountName,
  };
  const payoutRows = () =>
    db
      .select(payoutCols)
      .from(payouts)
      .innerJoin(seller, eq(seller.id, payouts.userId))
      .leftJoin(payoutAccounts, eq(payoutAccounts.id, payouts.payoutAccountId));
  type Row = Awaited<ReturnType<ReturnType<typeof payoutRows>["execute"]>>[number];
  const toView = (r: Row): AdminPayoutRow => ({
    id: r.id,
    seller: { id: r.sellerId, ...person(r) },
    account: r.bankName ? describeAccount(r as AccountCols) : null,
    amount: r.amount,
    status: r.status,
    trigger: r.trigger,
    providerStatus: r.providerStatus,
    lastError: r.lastError,
    failureReason: r.failureReason,
    reference: r.reference,
    createdAt: r.createdAt.toISOString(),
    unresolved: RETURNED.includes(r.status) && !r.resolvedAt,
    resolution: r.resolution,
  });

  const ended = inArray(payouts.status, ENDED);
  const [[total], queue] = await Promise.all([
    db.select({ n: count() }).from(payouts).where(ended),
    payoutRows()
      .where(
        or(
          inArray(payouts.status, [...IN_FLIGHT]),
          and(inArray(payouts.status, [...RETURNED]), isNull(payouts.resolvedAt)),
        ),
      )
      .orderBy(asc(payouts.createdAt)),
  ]);
  const pageCount = Math.max(1, Math.ceil((total?.n ?? 0) / PAYOUT_HISTORY_PAGE_SIZE));
  const page = Math.min(Math.max(1, opts.historyPage), pageCount);
  const history = await payoutRows()
    .where(ended)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(PAYOUT_HISTORY_PAGE_SIZE)
    .offset((page - 1) * PAYOUT_HISTORY_PAGE_SIZE);

  const [holds, approvals, trusted, settings] = await Promise.all([
    db
      .select({
        id: payoutHolds.id,
        reason: payoutHolds.reason,
        createdAt: payoutHolds.createdAt,
        sellerId: seller.id,
        fullName: seller.fullName,
        username: seller.username,
        email: seller.email,
        actor: { fullName: actor.fullName, username: actor.username, email: actor.email },
      })
      .from(payoutHolds)
      .innerJoin(seller, eq(seller.id, payoutHolds.userId))
      .leftJoin(actor, eq(actor.id, payoutHolds.heldBy))
      .where(isNull(payoutHolds.releasedAt))
      .orderBy(desc(payoutHolds.createdAt)),
    db
      .select({
        id: payoutAccounts.id,
        bankName: payoutAccounts.bankName,
        accountNumber: payoutAccounts.accountNumber,
        accountName: payoutAccounts.accountName,
        sellerId: seller.id,
        fullName: seller.fullName,
        username: seller.username,
        email: seller.email,
      })
      .from(payoutAccounts)
      .innerJoin(seller, eq(seller.id, payoutAccounts.userId))
      .where(eq(payoutAccounts.nameCheck, "needs_approval"))
      .orderBy(asc(payoutAccounts.createdAt)),
    db
      .select({
        id: payoutAccounts.id,
        bankName: payoutAccounts.bankName,
        accountNumber: payoutAccounts.accountNumber,
        accountName: payoutAccounts.accountName,
        splitTrustedAt: payoutAccounts.splitTrustedAt,
        sellerId: seller.id,
        fullName: seller.fullName,
        username: seller.username,
        email: seller.email,
        actor: { fullName: actor.fullName, username: actor.username, email: actor.email },
      })
      .from(payoutAccounts)
      .innerJoin(seller, eq(seller.id, payoutAccounts.userId))
      .leftJoin(actor, eq(actor.id, payoutAccounts.splitTrustedBy))
      .where(isNotNull(payoutAccounts.splitTrustedAt))
      .orderBy(desc(payoutAccounts.splitTrustedAt)),
    loadPayoutSettings(db),
  ]);

  return {
    paystack: paystackConfig() !== null,
    queue: queue.map(toView),
    history: { rows: history.map(toView), page, pageCount },
    sellers: await sellersToPay(db, now),
    holds: holds.map((h) => ({
      id: h.id,
      seller: { id: h.sellerId, ...person(h) },
      reason: h.reason,
      heldBy: h.actor?.email ? displayName(h.actor) : null,
      since: h.createdAt.toISOString(),
    })),
    approvals: approvals.map((a) => ({
      accountId: a.id,
      seller: { id: a.sellerId, ...person(a) },
      resolvedName: a.accountName,
      bank: `${a.bankName} · ${a.accountNumber}`,
    })),
    trusted: trusted.map((t) => ({
      accountId: t.id,
      seller: { id: t.sellerId, ...person(t) },
      bank: describeAccount(t),
      trustedBy: t.actor?.email ? displayName(t.actor) : null,
      since: t.splitTrustedAt!.toISOString(),
    })),
    settings,
  };
}

/** Sellers with a released balance, largest first, and what would stop paying them. */
async function sellersToPay(db: Db, now: Date): Promise<PayoutsAdminView["sellers"]> {
  const all = await sellersWithAvailable(db, now);
  const shown = all.slice(0, SELLERS_SHOWN);
  const ids = shown.map((s) => s.userId);
  if (!ids.length) return { rows: [], more: false };
  const [people, accounts, holds, open] = await Promise.all([
    db.select(sellerColumns).from(profiles).where(inArray(profiles.id, ids)),
    db
      .select()
      .from(payoutAccounts)
      .where(and(inArray(payoutAccounts.userId, ids), eq(payoutAccounts.isDefault, true)))
      .orderBy(desc(payoutAccounts.createdAt)),
    db
      .select({ userId: payoutHolds.userId })
      .from(payoutHolds)
      .where(and(inArray(payoutHolds.userId, ids), isNull(payoutHolds.releasedAt))),
    db
      .select({ userId: payouts.userId, status: payouts.status, resolvedAt: payouts.resolvedAt })
      .from(payouts)
      .where(
        and(
          inArray(payouts.userId, ids),
          or(
            inArray(payouts.status, [...IN_FLIGHT]),
            and(inArray(payouts.status, [...RETURNED]), isNull(payouts.resolvedAt)),
          ),
        ),
      ),
  ]);
  const rows = shown.map(({ userId, available }) => {
    const p = people.find((x) => x.id === userId);
    const account = accounts.find((a) => a.userId === userId) ?? null;
    const theirs = open.filter((o) => o.userId === userId);
    const blocks: SellerBlock[] = [];
    if (holds.some((h) => h.userId === userId)) blocks.push("held");
    if (theirs.some((o) => RETURNED.includes(o.status))) blocks.push("failedUnresolved");
    if (!account) blocks.push("noAccount");
    else if (account.nameCheck === "needs_approval") blocks.push("accountUnapproved");
    return {
      userId,
      ...(p ? person(p) : { name: "", email: "" }),
      available,
      account: account ? describeAccount(account) : null,
      blocks,
      onItsWay: theirs.some((o) => IN_FLIGHT.includes(o.status)),
    };
  });
  return { rows, more: all.length > shown.length };
}
