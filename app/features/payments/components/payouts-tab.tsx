import { Form, Link } from "react-router";
import { StatCards } from "~/components/stat-cards";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatDate } from "~/lib/dates";
import { formatNaira } from "~/lib/money";
import type { Page } from "~/lib/pagination";
import type { SellerBalances } from "../balances.server";
import type { EarningLine, SellerPayout } from "../earning-lines.server";
import type { Bank } from "../nigerian-banks";
import { PAYOUT_FORM_INTENTS } from "../payment-centre-constants";
import type { PayoutStatus } from "../payout-status";
import { earningsCopy } from "../payout-seller-messages";
import { monthName } from "../statement-month";
import { EarningLinesList } from "./earning-lines-list";
import {
  PayoutAccountCard,
  type PayoutAccountView,
  type PayoutFormAnswer,
} from "./payout-account-card";

export type { PayoutAccountState, PayoutFormAnswer } from "./payout-account-card";

const f = earningsCopy.figures;
const r = earningsCopy.request;
const h = earningsCopy.history;

export type PayoutsView = {
  seller: boolean;
  balances: SellerBalances;
  lines: Page<EarningLine>;
  account: PayoutAccountView | null;
  banks: Bank[];
  bankSource: "paystack" | "builtin";
  bankError: string | null;
  history: SellerPayout[];
  /** Statement months, newest first ("2026-11"). */
  statementMonths: string[];
};

/** Pending, available (may be below zero), paid out, and on its way when there is some. */
function Figures({ balances }: { balances: SellerBalances }) {
  const figures = [
    {
      testId: "pending",
      label: f.pending,
      value: formatNaira(balances.pending),
      note: f.pendingNote,
    },
    {
      testId: "balance",
      label: f.available,
      value: formatNaira(balances.available),
      note: balances.available < 0 ? f.negativeNote : f.availableNote,
    },
    ...(balances.onItsWay
      ? [
          {
            testId: "on-its-way",
            label: f.onItsWay,
            value: formatNaira(balances.onItsWay),
            note: f.onItsWayNote,
          },
        ]
      : []),
    {
      testId: "paid-out",
      label: f.paidOut,
      value: formatNaira(balances.paidOut),
      note: f.paidOutNote,
    },
  ];
  return (
    <StatCards
      cards={figures}
      className={figures.length > 3 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-3"}
    />
  );
}

/** The seller asks for (part of) their available balance; refusals show by the field. */
function RequestPayout({
  available,
  hasAccount,
  answer,
}: {
  available: number;
  hasAccount: boolean;
  answer: PayoutFormAnswer;
}) {
  const errors = answer?.fieldErrors ?? {};
  return (
    <Card id="request-payout">
      <CardHeader>
        <CardTitle as="h2">{r.title}</CardTitle>
        <p className="text-sm text-muted">{r.intro}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {available > 0 || answer ? (
          <Form method="post" action="/payments?tab=payouts" className="grid gap-4">
            <input type="hidden" name="intent" value={PAYOUT_FORM_INTENTS.request} />
            <Field
              label={r.amount}
              name="amount"
              error={errors.amount}
              description={r.amountHint(formatNaira(Math.max(0, available)))}
              required
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                defaultValue={answer?.values.amount ?? String(Math.max(0, available))}
              />
            </Field>
            {!hasAccount ? <p className="text-sm">{r.needsAccount}</p> : null}
            <Button type="submit" className="w-fit">
              {r.submit}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-muted">{r.nothing}</p>
        )}
      </CardContent>
    </Card>
  );
}

const STATUS_TONE: Record<PayoutStatus, "info" | "success" | "danger"> = {
  queued: "info",
  processing: "info",
  paid: "success",
  failed: "danger",
  reversed: "danger",
};

/** Every payout: amount, date, status in words; why a failed one failed and what to do. */
function PayoutHistory({ history }: { history: SellerPayout[] }) {
  return (
    <Card id="payout-history">
      <CardHeader>
        <CardTitle as="h2">{h.title}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.length ? (
          <ol className="grid divide-y divide-line" aria-label={h.caption}>
            {history.map((payout) => (
              <li
                key={payout.id}
                className="grid gap-1 py-3 text-sm"
                data-testid="payout"
                data-status={payout.status}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span>{formatDate(payout.createdAt)}</span>
                  <span className="font-semibold tabular-nums">{formatNaira(payout.amount)}</span>
                </div>
                <div>
                  <Badge variant={STATUS_TONE[payout.status]} className="whitespace-normal">
                    {h.statuses[payout.status]}
                  </Badge>
                </div>
                {payout.status === "failed" || payout.status === "reversed" ? (
                  <div className="grid gap-1">
                    <p>{payout.failureReason ? h.reason(payout.failureReason) : h.unknownReason}</p>
                    {payout.resolved ? (
                      <p>{h.resolved}</p>
                    ) : (
                      <p>
                        {h.whatToDo}{" "}
                        <Link to="#payout-account" className="font-medium text-brand-700 underline">
                          {h.updateAccount}
                        </Link>
                      </p>
                    )}
                  </div>
                ) : null}
                <p className="text-muted">
                  {h.reference}:{" "}
                  <span className="font-mono text-xs break-all">{payout.reference}</span>
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{h.empty}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** The last months' statements, each printable and as CSV (the statement page links older ones). */
function Statements({ months }: { months: string[] }) {
  const st = earningsCopy.statements;
  return (
    <Card id="statements">
      <CardHeader>
        <CardTitle as="h2">{st.title}</CardTitle>
        <p className="text-sm text-muted">{st.intro}</p>
      </CardHeader>
      <CardContent>
        <ul className="grid divide-y divide-line">
          {months.map((month) => {
            const name = monthName(month);
            const path = `/payments/statements/${month}`;
            return (
              <li
                key={month}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
                data-testid="statement"
              >
                <span className="font-medium">{name}</span>
                <span className="flex flex-wrap gap-x-4">
                  <Link to={path} className="font-medium text-brand-700 underline">
                    {st.printable}
                    <span className="sr-only"> {name}</span>
                  </Link>
                  <a href={`${path}.csv`} download className="font-medium text-brand-700 underline">
                    {st.csv}
                    <span className="sr-only"> {name}</span>
                  </a>
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

export function PayoutsTab({ view, answer }: { view: PayoutsView; answer: PayoutFormAnswer }) {
  // One action serves both forms: each shows only the answer to its own intent.
  const answerTo = (intent: string) => (answer?.values.intent === intent ? answer : null);
  return (
    <div className="grid min-w-0 gap-6">
      <Figures balances={view.balances} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        {view.seller ? (
          <RequestPayout
            available={view.balances.available}
            hasAccount={!!view.account}
            answer={answerTo(PAYOUT_FORM_INTENTS.request)}
          />
        ) : null}
        <PayoutHistory history={view.history} />
      </div>
      <EarningLinesList
        lines={view.lines}
        hrefFor={(page) =>
          page === 1
            ? "/payments?tab=payouts#earning-lines"
            : `/payments?tab=payouts&page=${page}#earning-lines`
        }
      />
      {view.seller ? <Statements months={view.statementMonths} /> : null}
      <PayoutAccountCard
        seller={view.seller}
        account={view.account}
        banks={view.banks}
        bankSource={view.bankSource}
        bankError={view.bankError}
        answer={answerTo(PAYOUT_FORM_INTENTS.account)}
      />
    </div>
  );
}
