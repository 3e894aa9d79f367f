// Fans' support (issue 35): a few paid tips to creator@ with messages (one private, one
// anonymous), booked as the checkout books them (a donation entry for the creator, the
// donations fee for the platform, released at once), so the demo's Supporters lists,
// the creator's earnings and statement show them. Another creator gets one too.
import * as schema from "~/db/schema";
import { ledgerRowsFor } from "~/features/payments/ledger";
import type { Db } from "~/lib/db/client.server";
import {
  buildPaymentLine,
  buildPaymentTransaction,
  type NewLedgerEntry,
  type NewPaymentLine,
  type NewPaymentTransaction,
} from "../factories/payments";
import { DAY, HOUR, insertAll, type Person, type SeedContext } from "../seed-context";
import type { PeoplePlan } from "./people";

export type TipsPlan = ReturnType<typeof plan>;

type NewTip = typeof schema.tips.$inferInsert & { id: string };

const firstName = (p: Person) => p.name.split(/\s+/)[0]!;

export function plan(ctx: SeedContext, people: PeoplePlan) {
  const rng = ctx.root.fork("tips");
  const { creator, creators, viewer, customers } = people;
  const tips: NewTip[] = [];
  const payments: Array<NewPaymentTransaction & { id: string }> = [];
  const lines: NewPaymentLine[] = [];
  const ledger: NewLedgerEntry[] = [];
  const give = (
    fan: Person,
    to: Person,
    amount: number,
    daysAgo: number,
    shown: { name: string | null; message: string | null; messagePublic?: boolean },
  ) => {
    const createdAt = new Date(ctx.now - daysAgo * DAY - rng.int(0, 20) * HOUR);
    const tip: NewTip = {
      id: rng.uuid(),
      creatorId: to.id,
      fanUserId: fan.id,
      displayName: shown.name,
      message: shown.message,
      messagePublic: shown.messagePublic ?? true,
      createdAt,
    };
    const payment = buildPaymentTransaction(rng, {
      userId: fan.id,
      transactionType: "tip",
      orderId: tip.id,
      sellerUserId: to.id,
      paymentStatus: "completed",
      purpose: `Support for ${to.name}`,
      email: fan.email,
      totalAmount: amount,
      fulfilledAt: createdAt,
      createdAt,
    });
    const line = {
      ...buildPaymentLine(payment, to.id),
      description: `Support from ${shown.name ?? "Anonymous"}`,
      purchaseId: tip.id,
    };
    tips.push(tip);
    payments.push(payment);
    lines.push(line);
    ledger.push(
      ...ledgerRowsFor(
        payment,
        [{ ...line, payeeUserId: to.id, splitSubaccount: null }],
        "donation",
        {
          now: createdAt,
        },
      ).map((row) => ({ ...row, createdAt })),
    );
  };
  const fans = customers.filter((c) => c.id !== creator.id);
  give(viewer, creator, 1_000, 1, {
    name: firstName(viewer),
    message: "Your last video carried me through Third Mainland traffic. Keep am coming!",
  });
  give(fans[1]!, creator, 5_000, 4, {
    name: firstName(fans[1]!),
    message: "Proud of you. Buy yourself a better microphone 😄",
  });
  give(fans[2]!, creator, 2_500, 9, {
    name: null,
    message: "From a quiet fan in Enugu. Thank you for the tutorials.",
  });
  give(fans[3]!, creator, 500, 15, {
    name: firstName(fans[3]!),
    message: "Small thing from me. Can you do a video on lighting for night shoots?",
    messagePublic: false,
  });
  give(fans[4]!, creator, 1_000, 22, { name: firstName(fans[4]!), message: null });
  give(viewer, creators[1]!, 2_500, 6, {
    name: firstName(viewer),
    message: "Your music dey sweet my ear. More!",
  });
  return { tips, payments, lines, ledger };
}

export async function insert(db: Db, plan: TipsPlan): Promise<string> {
  await db.transaction(async (tx) => {
    await insertAll(tx, schema.tips, plan.tips);
    await insertAll(tx, schema.paymentTransactions, plan.payments);
    await insertAll(tx, schema.paymentLines, plan.lines);
    await insertAll(tx, schema.ledgerEntries, plan.ledger);
  });
  return `tips: ${plan.tips.length}`;
}
