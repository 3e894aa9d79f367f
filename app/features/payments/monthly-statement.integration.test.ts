import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, payouts } from "~/db/schema";
import { getDb, type Db } from "~/lib/db/client.server";
import * as csvRoute from "~/routes/payments-statement-csv";
import * as pageRoute from "~/routes/payments-statement";
import { createEventWithTickets, createTicketSale } from "../../../scripts/seed/factories/events";
import { createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createOrderGroup } from "../../../scripts/seed/factories/orders";
import { signedInUser } from "../../../tests/support/sessions";
import { sellerBalances } from "./balances.server";
import { refundLedgerRows } from "./ledger";
import { monthlyStatement, type MonthlyStatement } from "./monthly-statement.server";
import { payoutReference } from "./release-rules";
import { monthOf } from "./statement-month";

// Issue 33: a seller's monthly statement comes from the ledger alone: opening balance
// (everything before the month, Lagos time), every entry of the month, closing balance;
// the figures add up, the CSV parses and sums to the closing balance, and the current
// month's closing balance is the seller's pending + available.

const HOUR = 3_600_000;
let db: Db;
let seller: { id: string; cookie: string };
let viewer: { id: string; cookie: string };

beforeAll(async () => {
  db = await getDb();
  seller = await signedInUser(db, {
    email: "statement-seller@example.com",
    role: "vendor",
    password: "statement-pass-1",
  });
  viewer = await signedInUser(db, {
    email: "statement-viewer@example.com",
    role: "viewer",
    password: "statement-pass-1",
  });
});

/** RFC 4180, as a spreadsheet reads it (quotes, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\n") {
      endCell();
      rows.push(row);
      row = [];
    } else if (ch !== "\r") cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** A payout of the seller's as the payout code books it: the row and its negative entry; a return if it failed. */
async function payout(amount: number, at: Date, status: "paid" | "failed") {
  const id = randomUUID();
  await db.insert(payouts).values({
    id,
    userId: seller.id,
    amount,
    status,
    reference: payoutReference(id),
    trigger: "seller",
    runKey: `seller:${id}`,
    createdAt: at,
    failureReason: status === "failed" ? "Account closed" : null,
  });
  await db.insert(ledgerEntries).values({
    payoutId: id,
    userId: seller.id,
    entryType: "payout",
    amount: -amount,
    description: `Payout ${payoutReference(id)}`,
    availableAt: at,
    createdAt: at,
  });
  if (status === "failed")
    await db.insert(ledgerEntries).values({
      payoutId: id,
      userId: seller.id,
      entryType: "payout_return",
      amount,
      description: `Payout ${payoutReference(id)} failed: Account closed`,
      availableAt: new Date(at.getTime() + HOUR),
      createdAt: new Date(at.getTime() + HOUR),
    });
  return payoutReference(id);
}

const sumOf = (s: MonthlyStatement) => s.lines.reduce((n, l) => n + l.amount, 0);

describe("monthly statement", () => {
  it("cuts months at Lagos midnight, and opening + entries = closing, month after month", async () => {
    const store = await createVendorProfile(db, { userId: seller.id });
    // 30 Sep 23:59 WAT: September. 1 Oct 00:30 WAT (30 Sep 23:30 UTC): October.
    const september = await createOrderGroup(db, {
      vendor: store,
      createdAt: new Date("2026-09-30T22:59:00Z"),
    });
    const october = await createOrderGroup(db, {
      vendor: store,
      createdAt: new Date("2026-09-30T23:30:00Z"),
    });
    const lateOctober = await createOrderGroup(db, {
      vendor: store,
      createdAt: new Date("2026-10-20T10:00:00Z"),
    });
    // A refund of part of October's sale, after release.
    const refundAt = new Date("2026-10-25T12:00:00Z");
    await db.insert(ledgerEntries).values(
      refundLedgerRows({ id: october.payment.id }, october.line, 1_000, refundAt).map((r) => ({
        ...r,
        createdAt: refundAt,
      })),
    );
    const paidRef = await payout(3_000, new Date("2026-10-27T09:00:00Z"), "paid");
    const failedRef = await payout(2_000, new Date("2026-10-28T09:00:00Z"), "failed");
    // 31 Oct 23:30 UTC is 1 November in Lagos.
    await createOrderGroup(db, { vendor: store, createdAt: new Date("2026-10-31T23:30:00Z") });
    // Tickets sold for the seller's event in October link to the event's page.
    const { event, ticketTypes } = await createEventWithTickets(db, {
      event: { organizerId: seller.id },
      ticketTypes: [{ name: "Regular", price: 4_000, quantity: 10 }],
    });
    await createTicketSale(db, {
      event,
      lines: [{ ticketType: ticketTypes[0]!, quantity: 1 }],
      buyer: { id: null, name: "Ada", email: "ada@example.com" },
      createdAt: new Date("2026-10-22T10:00:00Z"),
    });

    const now = new Date("2026-11-29T12:00:00Z");
    const sep = await monthlyStatement({ db, userId: seller.id, month: "2026-09", now });
    const oct = await monthlyStatement({ db, userId: seller.id, month: "2026-10", now });
    const nov = await monthlyStatement({ db, userId: seller.id, month: "2026-11", now });
    if ("invalid" in sep || "invalid" in oct || "invalid" in nov) throw new Error("invalid");

    expect(sep.opening).toBe(0);
    expect(sep.lines.map((l) => l.amount)).toEqual([september.line.netAmount]);
    expect(oct.opening).toBe(sep.closing);
    expect(nov.opening).toBe(oct.closing);
    for (const s of [sep, oct, nov]) {
      expect(s.closing).toBe(s.opening + sumOf(s));
      // Each line's running balance is the one before plus its amount.
      s.lines.forEach((l, i) =>
        expect(l.balance).toBe((i ? s.lines[i - 1]!.balance : s.opening) + l.amount),
      );
    }
    expect(oct.lines.map((l) => l.kind)).toEqual([
      "sale",
      "sale",
      "sale",
      "refund",
      "payout",
      "payout",
      "payout_return",
    ]);
    const first = oct.lines[0]!;
    expect(first).toMatchObject({
      gross: october.line.amount,
      fee: october.line.platformFee,
      amount: october.line.netAmount,
      href: `/dashboard/sales/${october.order.id}`,
      reference: october.payment.paymentReference,
    });
    expect(oct.lines.find((l) => l.href?.startsWith("/events/"))?.href).toBe(
      `/events/dashboard/analytics?event=${event.id}`,
    );
    expect(oct.lines.filter((l) => l.kind === "payout").map((l) => l.reference)).toEqual([
      paidRef,
      failedRef,
    ]);
    expect(oct.totals).toEqual({
      sale: october.line.netAmount + lateOctober.line.netAmount + oct.lines[2]!.amount,
      donation: 0,
      refund: oct.lines[3]!.amount,
      payout: -5_000,
      payout_return: 2_000,
    });
    expect(oct.totals.refund).toBeLessThan(0);
  });

  it("the CSV parses and sums to the closing balance, which is pending + available", async () => {
    const month = monthOf(new Date());
    const response = await csvRoute.loader({
      request: new Request(`http://localhost/payments/statements/${month}.csv`, {
        headers: { Cookie: seller.cookie },
      }),
      params: { month },
      context: {},
    } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/csv");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="statement-${month}.csv"`,
    );
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      "Date",
      "Type",
      "Description",
      "Reference",
      "Gross",
      "Fee",
      "Amount",
      "Balance",
      "Link",
    ]);
    const amount = header!.indexOf("Amount");
    const balance = header!.indexOf("Balance");
    const closingRow = rows.at(-1)!;
    expect(closingRow[1]).toBe("Closing balance");
    const sum = rows.slice(0, -1).reduce((n, r) => n + Number(r[amount]), 0);
    const closing = Number(closingRow[balance]);
    expect(rows.slice(0, -1).every((r) => /^-?\d+$/.test(r[amount]!))).toBe(true);
    expect(sum).toBe(closing);
    const b = await sellerBalances(db, seller.id);
    expect(closing).toBe(b.pending + b.available);
    // Something happened before this month: the opening row carries it.
    expect(Number(rows[0]![amount])).not.toBe(0);
  });

  it("a month that is not one, or has not begun, is a clear message, never an error; viewers are turned away", async () => {
    const call = (handler: typeof pageRoute.loader, cookie: string, month: string) =>
      handler({
        request: new Request(`http://localhost/payments/statements/${month}`, {
          headers: { Cookie: cookie },
        }),
        params: { month },
        context: {},
      } as never);
    const bad = (await call(pageRoute.loader, seller.cookie, "2026-13")) as unknown as {
      init: { status: number };
      data: { invalid: string };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.invalid).toBe("format");
    const future = (await call(pageRoute.loader, seller.cookie, "2999-01")) as unknown as {
      init: { status: number };
    };
    expect(future.init.status).toBe(404);
    const csv = await csvRoute.loader({
      request: new Request("http://localhost/payments/statements/nope.csv", {
        headers: { Cookie: seller.cookie },
      }),
      params: { month: "nope" },
      context: {},
    } as never);
    expect(csv.status).toBe(400);
    expect(await csv.text()).toContain("is not a month");
    const refused = await call(pageRoute.loader, viewer.cookie, monthOf(new Date())).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(refused).toBeInstanceOf(Response);
    expect([302, 303, 403]).toContain((refused as Response).status);
  });
});
