import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { formatDate } from "~/lib/dates";
import { paymentCentreCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";
import type { Bank } from "../nigerian-banks";
import { BalanceFigure, EarningsTable, type Earnings } from "./analytics-tab";

const p = paymentCentreCopy.payouts;

export type PayoutsView = {
  seller: boolean;
  earnings: Earnings;
  account: {
    bankName: string;
    accountNumber: string;
    accountName: string;
    providerRecipientCode: string | null;
  } | null;
  banks: Bank[];
  bankSource: "paystack" | "builtin";
  bankError: string | null;
  history: { id: string; amount: number; status: string; reference: string; createdAt: string }[];
};

export type PayoutFormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
} | null;

export function PayoutsTab({ view, answer }: { view: PayoutsView; answer: PayoutFormAnswer }) {
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const { account } = view;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader row>
          <CardTitle as="h2">{paymentCentreCopy.analytics.earningsTitle}</CardTitle>
          <BalanceFigure balance={view.earnings.balance} />
        </CardHeader>
        <CardContent className="grid gap-4">
          <EarningsTable earnings={view.earnings} />
          {view.history.length ? (
            <div>
              <h3 className="mb-2 font-semibold">{p.history}</h3>
              <ul className="grid gap-1 text-sm">
                {view.history.map((h) => (
                  <li key={h.id} className="flex justify-between gap-3">
                    <span>
                      {formatDate(h.createdAt)} ·{" "}
                      <span className="font-mono text-xs">{h.reference}</span>
                    </span>
                    <span className="tabular-nums">{formatNaira(h.amount)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">{p.title}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!view.seller ? (
            <p className="text-sm text-muted">{p.sellersOnly}</p>
          ) : (
            <>
              <p className="text-sm text-muted">
                {p.intro} {view.bankSource === "paystack" ? p.splitIntro : p.manualIntro}
              </p>
              {account ? (
                <div
                  className="rounded-card border border-line bg-surface p-3 text-sm"
                  data-testid="payout-account"
                >
                  <p className="font-medium">{p.current}</p>
                  <p>
                    {account.accountName} · {account.bankName} · {account.accountNumber}
                  </p>
                  {account.providerRecipientCode ? (
                    <p className="text-muted">
                      {p.subaccount}:{" "}
                      <span className="font-mono">{account.providerRecipientCode}</span>
                    </p>
                  ) : null}
                </div>
              ) : (
                <p className="text-sm">{p.none}</p>
              )}
              {view.bankError ? (
                <p role="alert" className="text-sm text-danger">
                  {view.bankError}
                </p>
              ) : null}
              <Form method="post" action="/payments?tab=payouts" className="grid gap-4">
                <input type="hidden" name="intent" value="save-payout-account" />
                <Field label={p.bank} name="bankCode" error={errors.bankCode} required>
                  <NativeSelect defaultValue={values.bankCode ?? ""}>
                    <option value="">{p.chooseBank}</option>
                    {view.banks.map((b) => (
                      <option key={`${b.code}-${b.name}`} value={b.code}>
                        {b.name}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field
                  label={p.accountNumber}
                  name="accountNumber"
                  error={errors.accountNumber}
                  required
                >
                  <Input
                    inputMode="numeric"
                    pattern="[0-9]{10}"
                    maxLength={10}
                    autoComplete="off"
                    defaultValue={values.accountNumber ?? ""}
                  />
                </Field>
                {view.bankSource === "builtin" ? (
                  <Field
                    label={p.accountName}
                    name="accountName"
                    error={errors.accountName}
                    required
                  >
                    <Input autoComplete="name" defaultValue={values.accountName ?? ""} />
                  </Field>
                ) : (
                  <p className="text-sm text-muted">{p.accountNameResolved}</p>
                )}
                <Button type="submit" className="w-fit">
                  {p.save}
                </Button>
              </Form>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
