import type { ReactNode } from "react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { FormAnswer } from "~/lib/form-action.server";
import type { PayoutStatus } from "../payout-status";
import { payoutAdminCopy as t } from "../payout-admin-messages";

/** What the action answers when a form comes back: which form (`target`) and its errors. */
export type PayoutAdminAnswer = FormAnswer & { target: string };

/** The answer for this form only, or null (a page has many forms). */
export const answerFor = (answer: PayoutAdminAnswer | null | undefined, target: string) =>
  answer?.target === target ? answer : null;

/** The form-level message, unless a field already shows the error beside itself. */
export const formLevelError = (answer: PayoutAdminAnswer | null) =>
  answer && Object.keys(answer.fieldErrors).length === 0 ? answer.formError : null;

/** One titled part of the page, with an anchor the actions redirect back to. */
export function PayoutSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-4">
      <Card>
        <CardContent className="grid gap-4 p-4 sm:p-6">
          <div className="grid gap-1">
            <h2 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h2>
            {intro ? <div className="grid gap-1 text-sm text-muted">{intro}</div> : null}
          </div>
          {children}
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * A one-button form (a plain POST, so it works without JavaScript): its intent, the
 * ids it acts on, and the history page to come back to.
 */
export function ActionButton({
  intent,
  fields,
  page,
  label,
  accessibleLabel,
  variant = "outline",
}: {
  intent: string;
  fields: Record<string, string>;
  page: number;
  label: string;
  accessibleLabel: string;
  variant?: "outline" | "default" | "destructive";
}) {
  return (
    <Form method="post" action="/admin/payouts" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="page" value={String(page)} />
      <Button type="submit" size="sm" variant={variant} aria-label={accessibleLabel}>
        {label}
      </Button>
    </Form>
  );
}

const STATUS_VARIANT: Record<PayoutStatus, "secondary" | "info" | "success" | "danger"> = {
  queued: "secondary",
  processing: "info",
  paid: "success",
  failed: "danger",
  reversed: "danger",
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{t.statuses[status]}</Badge>;
}

/** Paystack's own status word as an admin reads it (unknown words shown as they came). */
export const providerStatusLabel = (raw: string) => t.providerStatuses[raw] ?? raw;

/** A seller: name, and the e-mail that tells two of the same name apart. */
export function SellerCell({ seller }: { seller: { name: string; email: string } }) {
  return (
    <td className="px-3 py-2">
      <span className="block font-medium">{seller.name}</span>
      <span className="block break-all text-muted">{seller.email}</span>
    </td>
  );
}
