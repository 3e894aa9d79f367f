import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { paymentCentreCopy } from "~/features/payments/messages";
import type { Bank } from "../nigerian-banks";
import { PAYOUT_FORM_INTENTS } from "../payment-centre-constants";
import { earningsCopy } from "../payout-seller-messages";

const p = paymentCentreCopy.payouts;

/** matched and checked with the bank, typed by hand (offline), or waiting for / confirmed by an admin. */
export type PayoutAccountState = "verified" | "unverified" | "needs_approval" | "approved";

export type PayoutAccountView = {
  bankName: string;
  accountNumber: string;
  accountName: string;
  providerRecipientCode: string | null;
  state: PayoutAccountState;
};

export type PayoutFormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
} | null;

const STATE_WORDS: Record<PayoutAccountState, string> = {
  verified: earningsCopy.account.verified,
  unverified: earningsCopy.account.unverified,
  needs_approval: earningsCopy.account.needsApproval,
  approved: earningsCopy.account.approved,
};

/** The seller's payout account, its state, and the form that replaces it. */
export function PayoutAccountCard({
  seller,
  account,
  banks,
  bankSource,
  bankError,
  answer,
}: {
  seller: boolean;
  account: PayoutAccountView | null;
  banks: Bank[];
  bankSource: "paystack" | "builtin";
  bankError: string | null;
  answer: PayoutFormAnswer;
}) {
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  return (
    <Card id="payout-account">
      <CardHeader>
        <CardTitle as="h2">{p.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!seller ? (
          <p className="text-sm text-muted">{p.sellersOnly}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{earningsCopy.account.intro}</p>
            {account ? (
              <div
                className="rounded-card border border-line bg-surface p-3 text-sm break-words"
                data-testid="payout-account"
              >
                <p className="font-medium">{p.current}</p>
                <p>
                  {account.accountName} · {account.bankName} · {account.accountNumber}
                </p>
                <p
                  className={account.state === "needs_approval" ? "text-accent-600" : "text-muted"}
                  data-testid="payout-account-state"
                  data-state={account.state}
                >
                  {STATE_WORDS[account.state]}
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
            {bankError ? (
              <p role="alert" className="text-sm text-danger">
                {bankError}
              </p>
            ) : null}
            <Form method="post" action="/payments?tab=payouts" className="grid gap-4">
              <input type="hidden" name="intent" value={PAYOUT_FORM_INTENTS.account} />
              <Field label={p.bank} name="bankCode" error={errors.bankCode} required>
                <NativeSelect defaultValue={values.bankCode ?? ""}>
                  <option value="">{p.chooseBank}</option>
                  {banks.map((b) => (
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
              {bankSource === "builtin" ? (
                <Field label={p.accountName} name="accountName" error={errors.accountName} required>
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
  );
}
