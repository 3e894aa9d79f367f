import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { EarningLine } from "../earning-lines.server";
import { earningsCopy } from "../payout-seller-messages";
import { PayoutsTab, type PayoutsView } from "./payouts-tab";

const line = (over: Partial<EarningLine>): EarningLine => ({
  id: crypto.randomUUID(),
  kind: "sale",
  amount: 5_000,
  description: "Order ORD-1",
  createdAt: "2026-11-20T10:00:00.000Z",
  status: "available",
  releaseAt: null,
  sale: null,
  payoutReference: null,
  ...over,
});

const base: PayoutsView = {
  seller: true,
  balances: { pending: 0, available: 0, onItsWay: 0, paidOut: 0 },
  lines: { items: [], page: 1, pageSize: 20, total: 0, pageCount: 1 },
  account: null,
  banks: [{ code: "058", name: "Guaranty Trust Bank" }],
  bankSource: "builtin",
  bankError: null,
  history: [],
  statementMonths: ["2026-11", "2026-10"],
};

function html(
  view: Partial<PayoutsView>,
  answer: Parameters<typeof PayoutsTab>[0]["answer"] = null,
) {
  const Stub = createRoutesStub([
    {
      id: "payments",
      path: "/payments",
      Component: () => <PayoutsTab view={{ ...base, ...view }} answer={answer} />,
      loader: () => null,
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={["/payments?tab=payouts"]}
      hydrationData={{ loaderData: { payments: null } }}
    />,
  );
}

describe("the earnings tab", () => {
  it("dates a pending line's release in Lagos, or says it waits for delivery", () => {
    const out = html({
      lines: {
        items: [
          // 23:30 UTC on the 1st is 00:30 on the 2nd in Lagos.
          line({ status: "pending", releaseAt: "2026-12-01T23:30:00.000Z" }),
          line({ status: "pending", releaseAt: null, amount: 7_000 }),
          line({
            kind: "refund",
            description: "Refund: Order ORD-1",
            amount: -1_000,
            sale: { kind: "order", href: "/dashboard/sales/abc" },
          }),
        ],
        page: 1,
        pageSize: 20,
        total: 3,
        pageCount: 1,
      },
    });
    expect(out).toContain(earningsCopy.lines.releasedOn("Wed, 2 Dec 2026"));
    expect(out).toContain(earningsCopy.lines.waitsForDelivery);
    expect(out).toContain('href="/dashboard/sales/abc"');
    expect(out).toContain("Refund: Order ORD-1");
    expect(out).not.toContain("Refund: Refund:");
  });

  it("a negative available balance says it is recovered; on its way shows only when there is some", () => {
    const negative = html({ balances: { pending: 0, available: -2_500, onItsWay: 0, paidOut: 0 } });
    expect(negative).toContain(earningsCopy.figures.negativeNote);
    expect(negative).not.toContain(earningsCopy.figures.onItsWay);
    // Nothing to request: no form, the reason instead.
    expect(negative).toContain(earningsCopy.request.nothing);
    expect(negative).not.toContain('value="request-payout"');
    const sending = html({ balances: { pending: 0, available: 100, onItsWay: 900, paidOut: 0 } });
    expect(sending).toContain(earningsCopy.figures.onItsWay);
    expect(sending).toContain(earningsCopy.figures.availableNote);
  });

  it("lists the statements, each printable and as CSV", () => {
    const out = html({});
    expect(out).toContain('href="/payments/statements/2026-11"');
    expect(out).toContain('href="/payments/statements/2026-10.csv"');
    expect(out).toContain("October 2026");
  });

  it("a failed payout says why and what to do", () => {
    const failed: PayoutsView["history"][number] = {
      id: "p1",
      amount: 3_000,
      status: "failed",
      reference: "po_0123456789abcdef0123456789abcdef",
      createdAt: "2026-11-20T10:00:00.000Z",
      settledAt: null,
      failureReason: "Account closed",
      resolved: false,
    };
    const out = html({ history: [failed] });
    expect(out).toContain(earningsCopy.history.statuses.failed);
    expect(out).toContain(earningsCopy.history.reason("Account closed"));
    expect(out).toContain(earningsCopy.history.updateAccount);
    expect(out).toContain("po_0123456789abcdef0123456789abcdef");
    // Once dealt with (the account updated, an admin's retry), nothing left to do.
    const sorted = html({ history: [{ ...failed, resolved: true }] });
    expect(sorted).not.toContain(earningsCopy.history.updateAccount);
    expect(sorted).toContain(earningsCopy.history.resolved);
  });

  it("each form shows only the answer to its own intent; the account's state in words", () => {
    const answer = {
      values: { intent: "request-payout", amount: "999999" },
      fieldErrors: { amount: ["You can request at most ₦100, your available balance."] },
    };
    const out = html(
      {
        balances: { pending: 0, available: 100, onItsWay: 0, paidOut: 0 },
        account: {
          bankName: "Guaranty Trust Bank",
          accountNumber: "0123456789",
          accountName: "Ada Obi",
          providerRecipientCode: null,
          state: "needs_approval",
        },
      },
      answer,
    );
    expect(out).toContain('value="999999"');
    expect(out).toContain("You can request at most ₦100");
    expect(out).toContain(earningsCopy.account.needsApproval);
    expect(out.match(/aria-invalid="true"/g)).toHaveLength(1);
    // The account form's answer stays by the account form.
    const other = html(
      { balances: { pending: 0, available: 100, onItsWay: 0, paidOut: 0 } },
      {
        values: { intent: "save-payout-account", accountNumber: "12", amount: "5" },
        fieldErrors: { accountNumber: ["Ten digits"], amount: ["Not this form's"] },
      },
    );
    expect(other).toContain("Ten digits");
    expect(other).not.toContain("Not this form's");
    expect(other).toContain('value="100"');
  });
});
