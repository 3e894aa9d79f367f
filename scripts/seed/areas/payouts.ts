// Money out (issue 33): every seeded sale takes the release date its area's rule gives
// (upcoming events, shipped parcels and future stays pending; past events, delivered
// parcels and past check-ins available), then organizer@, vendor@ and host@ get payout
// accounts and a payout history in every status, one refund after release, and other
// sellers an unresolved failure, an account name waiting for approval and a hold.
// Runs after every area that sells; a handful of statements, so it stays quick.
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import * as schema from "~/db/schema";
import { sellerBalances } from "~/features/payments/balances.server";
import { refundLedgerRows } from "~/features/payments/ledger";
import { NIGERIAN_BANKS } from "~/features/payments/nigerian-banks";
import {
  DEFAULT_PAYOUT_SETTINGS,
  payoutReference,
  releaseAtFor,
  scheduledRunKey,
  type ReleaseEvent,
} from "~/features/payments/release-rules";
import { lagosInstant } from "~/features/stays/stay-dates";
import type { Db, Tx } from "~/lib/db/client.server";
import type { Rng } from "../factories/random";
import { DAY, HOUR, type Person, type SeedContext } from "../seed-context";
import type { PeoplePlan } from "./people";

export type PayoutsPlan = ReturnType<typeof plan>;

export function plan(ctx: SeedContext, people: PeoplePlan) {
  return { rng: ctx.root.fork("payouts"), now: ctx.now, people };
}

type SaleFacts = {
  id: string;
  type: string;
  paidAt: Date | null;
  method: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  orderPaidAt: Date | null;
  eventEnds: Date | null;
  checkIn: string | null;
  checkInTime: string | null;
  checkedInAt: Date | null;
};

/** What the sale waits for, as each area's releaseEvents says it (null: not ours to date). */
function releaseEventOf(f: SaleFacts): ReleaseEvent | null {
  if (f.type === "ticket" && f.eventEnds) return { kind: "event_ends", at: f.eventEnds };
  if (f.type === "order" && f.method) {
    if (f.deliveredAt) return { kind: "delivered", at: f.deliveredAt };
    if (f.method === "digital") return { kind: "delivered", at: f.orderPaidAt ?? f.paidAt! };
    if (f.shippedAt) return { kind: "shipped", at: f.shippedAt };
    return { kind: "unknown" };
  }
  if (f.type === "booking" && f.checkIn)
    return {
      kind: "checks_in",
      at: f.checkedInAt ?? lagosInstant(f.checkIn, f.checkInTime ?? "14:00"),
    };
  return null;
}

/** Dates every seller's sale by its area's rule, and each refund of it as refunds.server does. */
async function dateSales(tx: Tx) {
  const { ledgerEntries: le, paymentLines: pl, paymentTransactions: pt } = schema;
  const { orders: o, ticketOrders: tko, events: ev, bookings: b } = schema;
  const rows = await tx
    .select({
      id: le.id,
      type: pt.transactionType,
      paidAt: sql<Date | null>`coalesce(${pt.paidAt}, ${pt.createdAt})`.mapWith(pt.paidAt),
      method: o.deliveryMethod,
      shippedAt: o.shippedAt,
      deliveredAt: o.deliveredAt,
      orderPaidAt: o.paidAt,
      eventEnds: ev.endDatetime,
      checkIn: b.checkIn,
      checkInTime: b.checkInTime,
      checkedInAt: b.checkedInAt,
    })
    .from(le)
    .innerJoin(pl, eq(pl.id, le.paymentLineId))
    .innerJoin(pt, eq(pt.id, le.transactionId))
    .leftJoin(o, and(eq(pt.transactionType, "order"), eq(o.id, pl.purchaseId)))
    .leftJoin(tko, and(eq(pt.transactionType, "ticket"), eq(tko.id, pl.purchaseId)))
    .leftJoin(ev, eq(ev.id, tko.eventId))
    .leftJoin(b, and(eq(pt.transactionType, "booking"), eq(b.id, pl.purchaseId)))
    .where(and(isNotNull(le.userId), eq(le.entryType, "sale")));
  const updates: Array<{ id: string; at: Date | null }> = [];
  for (const facts of rows) {
    const event = releaseEventOf(facts);
    if (event)
      updates.push({
        id: facts.id,
        at: releaseAtFor(event, DEFAULT_PAYOUT_SETTINGS, facts.paidAt ?? new Date()),
      });
  }
  for (let i = 0; i < updates.length; i += 300) {
    const values = updates
      .slice(i, i + 300)
      .map((u) => sql`(${u.id}::uuid, ${u.at?.toISOString() ?? null}::timestamptz)`);
    await tx.execute(sql`
      update ledger_entries set available_at = v.at
      from (values ${sql.join(values, sql`, `)}) as v(id, at)
      where ledger_entries.id = v.id`);
  }
  // A refund before its sale's release waits with it; after, it counts at once.
  await tx.execute(sql`
    update ledger_entries r
    set available_at = case when s.available_at is null then null
      else greatest(s.available_at, r.created_at) end
    from ledger_entries s
    where r.entry_type = 'refund' and r.user_id is not null
      and s.payment_line_id = r.payment_line_id and s.entry_type = 'sale'
      and s.user_id is not null`);
  return updates.length;
}

function account(rng: Rng, person: Person, nameCheck: "matched" | "needs_approval", now: number) {
  const bank = rng.pick(NIGERIAN_BANKS);
  return {
    id: rng.uuid(),
    userId: person.id,
    bankName: bank.name,
    bankCode: bank.code,
    accountNumber: String(rng.int(1_000_000_000, 9_999_999_999)),
    // As Paystack's /bank/resolve answers it: upper case; a business name is far from the seller's.
    accountName:
      nameCheck === "matched" ? person.name.toUpperCase() : "GOLDEN HANDS VENTURES LIMITED",
    recipientCode: nameCheck === "matched" ? `RCP_${rng.code(12).toLowerCase()}` : null,
    nameCheck,
    isDefault: true,
    verifiedAt: new Date(now - rng.int(30, 90) * DAY),
    createdAt: new Date(now - rng.int(90, 120) * DAY),
  };
}

type Outcome =
  | { status: "paid" | "processing" | "queued" }
  | { status: "failed" | "reversed"; reason: string; resolution?: "account_updated" | "retried" };

/**
 * One payout as the payout code books it: the row (reference from its id) and its
 * negative entry at `at`; a failed or reversed one gives the amount back an hour later.
 * The amount is what was available then, as a run pays it; none when below the minimum.
 */
async function payout(
  tx: Tx,
  rng: Rng,
  o: {
    seller: Person;
    accountId: string | null;
    recipient: string | null;
    runKey: string;
    trigger: "schedule" | "seller" | "admin";
    at: number;
    outcome: Outcome;
    retryOf?: string;
  },
) {
  const available = (await sellerBalances(tx, o.seller.id, new Date(o.at))).available;
  if (available < DEFAULT_PAYOUT_SETTINGS.minimumPayout) return null;
  const id = rng.uuid();
  const reference = payoutReference(id);
  const { status } = o.outcome;
  const sent = status !== "queued";
  const settled = status === "paid" || status === "reversed";
  const failure =
    o.outcome.status === "failed" || o.outcome.status === "reversed" ? o.outcome : null;
  const ended = failure !== null;
  await tx.insert(schema.payouts).values({
    id,
    userId: o.seller.id,
    payoutAccountId: o.accountId,
    amount: available,
    status,
    reference,
    trigger: o.trigger,
    runKey: o.runKey,
    recipientCode: o.recipient,
    transferCode: sent ? `TRF_${rng.code(12).toLowerCase()}` : null,
    providerStatus:
      status === "paid"
        ? "success"
        : status === "processing"
          ? "otp"
          : status === "queued"
            ? null
            : status,
    failureReason: failure?.reason ?? null,
    sentAt: sent ? new Date(o.at + 60_000) : null,
    settledAt: settled ? new Date(o.at + 20 * 60_000) : null,
    resolvedAt: failure?.resolution ? new Date(o.at + 26 * HOUR) : null,
    resolution: failure?.resolution ?? null,
    retryOf: o.retryOf ?? null,
    createdAt: new Date(o.at),
    updatedAt: new Date(o.at + (ended ? HOUR : 20 * 60_000)),
  });
  await tx.insert(schema.ledgerEntries).values({
    payoutId: id,
    userId: o.seller.id,
    entryType: "payout",
    amount: -available,
    description: `Payout ${reference}`,
    availableAt: new Date(o.at),
    createdAt: new Date(o.at),
  });
  if (failure)
    await tx.insert(schema.ledgerEntries).values({
      payoutId: id,
      userId: o.seller.id,
      entryType: "payout_return",
      amount: available,
      description: `Payout ${reference} ${status}: ${failure.reason}`,
      availableAt: new Date(o.at + HOUR),
      createdAt: new Date(o.at + HOUR),
    });
  return { id, amount: available };
}

/** vendor@ refunds part of a delivered, released order (a damaged item): available goes down. */
async function refundAfterRelease(tx: Tx, vendor: Person, now: number) {
  const [sale] = await tx
    .select({
      line: schema.paymentLines,
      availableAt: schema.ledgerEntries.availableAt,
    })
    .from(schema.ledgerEntries)
    .innerJoin(schema.paymentLines, eq(schema.paymentLines.id, schema.ledgerEntries.paymentLineId))
    .innerJoin(schema.orders, eq(schema.orders.id, schema.paymentLines.purchaseId))
    .where(
      and(
        eq(schema.ledgerEntries.userId, vendor.id),
        eq(schema.ledgerEntries.entryType, "sale"),
        eq(schema.orders.status, "delivered"),
        sql`${schema.ledgerEntries.availableAt} < ${new Date(now - DAY).toISOString()}::timestamptz`,
        sql`${schema.paymentLines.amount} >= 6000`,
      ),
    )
    .orderBy(sql`${schema.ledgerEntries.availableAt} desc`)
    .limit(1);
  if (!sale) return;
  const amount = 3_000;
  const at = new Date(now - 3 * HOUR);
  await tx.insert(schema.ledgerEntries).values(
    refundLedgerRows({ id: sale.line.transactionId }, sale.line, amount, at).map((r) => ({
      ...r,
      availableAt: r.userId ? at : r.availableAt,
      createdAt: at,
    })),
  );
  await tx
    .update(schema.paymentLines)
    .set({ refundedAmount: sql`${schema.paymentLines.refundedAmount} + ${amount}` })
    .where(eq(schema.paymentLines.id, sale.line.id));
  await tx
    .update(schema.paymentTransactions)
    .set({
      refundedAmount: sql`${schema.paymentTransactions.refundedAmount} + ${amount}`,
      paymentStatus: "partially_refunded",
      updatedAt: at,
    })
    .where(eq(schema.paymentTransactions.id, sale.line.transactionId));
  await tx
    .update(schema.orders)
    .set({ paymentStatus: "partially_refunded", refundedAt: at, updatedAt: at })
    .where(eq(schema.orders.id, sale.line.purchaseId!));
}

/** Non-demo sellers with the most released money first (who a payout story fits). */
async function richest(tx: Tx, people: Person[], now: number) {
  const ids = people.map((p) => p.id);
  if (!ids.length) return [];
  const rows = await tx
    .select({
      userId: schema.ledgerEntries.userId,
      available: sql<number>`sum(${schema.ledgerEntries.amount}) filter (where ${schema.ledgerEntries.availableAt} <= ${new Date(now).toISOString()}::timestamptz)`,
    })
    .from(schema.ledgerEntries)
    .where(and(inArray(schema.ledgerEntries.userId, ids), isNotNull(schema.ledgerEntries.userId)))
    .groupBy(schema.ledgerEntries.userId);
  const of = new Map(rows.map((r) => [r.userId, Number(r.available ?? 0)]));
  return [...people].sort((a, b) => (of.get(b.id) ?? 0) - (of.get(a.id) ?? 0));
}

export async function insert(db: Db, p: PayoutsPlan): Promise<string> {
  const { rng, now, people } = p;
  const { organizer, vendor, host, admin } = people;
  // The run in progress (the one the hourly job would make now) and the two before it.
  const current = scheduledRunKey(DEFAULT_PAYOUT_SETTINGS, new Date(now))!.slice("weekly:".length);
  const run = (weeksBack: number) => {
    const day = new Date(Date.parse(`${current}T00:00:00Z`) - weeksBack * 7 * DAY)
      .toISOString()
      .slice(0, 10);
    // 10:00 WAT (the run hour) plus a few minutes.
    return { key: `weekly:${day}`, at: Date.parse(`${day}T09:05:00Z`) };
  };
  let payoutsMade = 0;
  const dated = await db.transaction(async (tx) => {
    const count = await dateSales(tx);

    const accounts = new Map<string, ReturnType<typeof account>>();
    const others = [
      ...people.organizers.slice(1),
      ...people.vendors.slice(1),
      ...people.hosts.slice(1),
    ];
    const ranked = await richest(tx, others, now);
    const [failing, held, unapproved] = ranked;
    for (const seller of [organizer, vendor, host, failing, held])
      if (seller) accounts.set(seller.id, account(rng, seller, "matched", now));
    if (unapproved) accounts.set(unapproved.id, account(rng, unapproved, "needs_approval", now));
    await tx.insert(schema.payoutAccounts).values([...accounts.values()]);
    const pay = async (
      seller: Person,
      o: Omit<Parameters<typeof payout>[2], "seller" | "accountId" | "recipient">,
    ) => {
      const a = accounts.get(seller.id);
      const made = await payout(tx, rng, {
        seller,
        accountId: a?.id ?? null,
        recipient: a?.recipientCode ?? null,
        ...o,
      });
      if (made) payoutsMade += 1;
      return made;
    };
    const scheduled = (weeksBack: number, outcome: Outcome) => ({
      runKey: run(weeksBack).key,
      at: run(weeksBack).at,
      trigger: "schedule" as const,
      outcome,
    });

    /**
     * A seller's history: each earlier outcome at the next past run (oldest first, 8
     * weeks back at most) that finds at least the minimum available, then this week's
     * run. The current run's key is taken, so the hourly job does not pay them again.
     */
    const history = async (seller: Person, earlier: Outcome[], current: Outcome) => {
      let next = 0;
      for (let weeksBack = 8; weeksBack >= 1 && next < earlier.length; weeksBack--) {
        const outcome = earlier[next]!;
        const made = await pay(seller, scheduled(weeksBack, outcome));
        if (!made) continue;
        next += 1;
        // A reversed transfer is retried by an admin the next day, and paid.
        if (outcome.status === "reversed")
          await pay(seller, {
            runKey: `retry:${made.id}`,
            at: run(weeksBack).at + 26 * HOUR,
            trigger: "admin",
            outcome: { status: "paid" },
            retryOf: made.id,
          });
      }
      await pay(seller, scheduled(0, current));
    };
    // organizer@: this week's payout (their past event's takings) waits for an admin's
    // OTP (processing); the upcoming events' sales are pending.
    await history(organizer, [], { status: "processing" });
    // host@: paid; reversed by the bank and retried (paid); this week's queued.
    await history(
      host,
      [
        { status: "paid" },
        { status: "reversed", reason: "Transfer reversed by the bank", resolution: "retried" },
      ],
      { status: "queued" },
    );
    // vendor@: paid runs; this week's failed (account closed) and the vendor has since
    // changed the account (resolved): the amount is back in available, theirs to request.
    // A refund after release takes from it too.
    await history(vendor, [{ status: "paid" }, { status: "paid" }], {
      status: "failed",
      reason: "Account closed",
      resolution: "account_updated",
    });
    await refundAfterRelease(tx, vendor, now);
    // Other sellers: a failure nobody has resolved yet (the next runs pass them over),
    // and a hold an admin placed.
    if (failing) await history(failing, [], { status: "failed", reason: "Account closed" });
    if (held)
      await tx.insert(schema.payoutHolds).values({
        userId: held.id,
        reason: "Buyer complaints about undelivered orders under review",
        heldBy: admin.id,
        createdAt: new Date(now - 2 * DAY),
      });
    return count;
  });
  return `payouts: ${dated} sales dated, ${payoutsMade} payouts`;
}
