// Donations: the creator gives and receives, fans support the creator; one failed.
import * as schema from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import {
  buildLedgerForPayment,
  buildPaymentLinesFor,
  buildPaymentTransaction,
  type NewLedgerEntry,
  type NewPaymentTransaction,
} from "../factories/payments";
import { DAY, HOUR, insertAll, type Person, type SeedContext } from "../seed-context";
import type { PeoplePlan } from "./people";

export type DonationsPlan = ReturnType<typeof plan>;

export function plan(ctx: SeedContext, people: PeoplePlan) {
  const { root, now } = ctx;
  const { creator, creators, viewer, customers } = people;
  const rngMisc = root.fork("misc");
  const donations: Array<NewPaymentTransaction & { id: string }> = [];
  const donationLedger: NewLedgerEntry[] = [];
  const donate = (
    from: Person,
    to: Person | null,
    amount: number,
    daysAgo: number,
    status: NewPaymentTransaction["paymentStatus"] = "completed",
  ) => {
    const createdAt = new Date(now - daysAgo * DAY - rngMisc.int(0, 20) * HOUR);
    const payment = buildPaymentTransaction(rngMisc, {
      userId: from.id,
      transactionType: "donation",
      paymentStatus: status,
      provider: "paystack",
      purpose: to ? `Donation to ${to.name}` : "Donation to Naija Creators",
      email: from.email,
      totalAmount: amount,
      metadata: to ? { recipientId: to.id } : {},
      createdAt,
    });
    donations.push(payment);
    if (status === "completed")
      donationLedger.push(...buildLedgerForPayment(payment, to?.id ?? null));
  };
  donate(creator, creators[2]!, 5_000, 12);
  donate(creator, null, 2_500, 30, "failed");
  donate(creator, null, 10_000, 45);
  for (const [k, fan] of [viewer, ...customers.slice(2, 6)].entries())
    donate(fan, creator, [1_000, 2_500, 5_000, 10_000, 25_000][k % 5]!, 2 + k * 4);

  // The "misc" stream goes on in the site area (notifications, newsletter).
  return { rngMisc, donations, donationLedger };
}

export async function insert(db: Db, plan: DonationsPlan): Promise<string> {
  await db.transaction(async (tx) => {
    await insertAll(tx, schema.paymentTransactions, plan.donations);
    await insertAll(
      tx,
      schema.paymentLines,
      buildPaymentLinesFor(plan.donations, plan.donationLedger),
    );
    await insertAll(tx, schema.ledgerEntries, plan.donationLedger);
  });
  return `donations: ${plan.donations.length}`;
}
