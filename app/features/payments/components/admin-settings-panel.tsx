import { useState } from "react";
import { Form } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { describeFeeRule } from "../fee-rule-label";
import { computeFee, type FeeRule } from "../fees";
import type { CategoryFeeSettings } from "../fee-settings.server";
import { formatDateTime } from "~/lib/dates";
import { adminSettingsCopy, paymentCentreCopy } from "~/features/payments/messages";
import { formatNaira } from "~/lib/money";

const s = adminSettingsCopy;
const f = s.fees;
const PREVIEW_AMOUNTS = [500, 10_000, 250_000];

export type FeeFormAnswer = {
  category: string;
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
} | null;

/** The rule the form's current values describe, for the preview; null while unparsable. */
function ruleFromValues(v: Record<string, string>): FeeRule | null {
  const feeValue = Number(v.feeValue);
  const minimumFee = Number(v.minimumFee || 0);
  const maximumFee = v.maximumFee ? Number(v.maximumFee) : null;
  if (![feeValue, minimumFee, maximumFee ?? 0].every(Number.isFinite)) return null;
  return {
    feeType: v.feeType === "fixed" ? "fixed" : "percentage",
    feeValue,
    minimumFee,
    maximumFee,
    source: "setting",
  };
}

function FeePreview({ rule, testId }: { rule: FeeRule | null; testId: string }) {
  return (
    <table className="w-full text-sm" aria-live="polite" data-testid={testId}>
      <caption className="mb-1 text-left font-medium">{f.preview}</caption>
      <thead className="text-left text-muted">
        <tr>
          <th scope="col" className="py-1 font-medium">
            {f.previewAmount}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {f.previewFee}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {f.previewNet}
          </th>
        </tr>
      </thead>
      <tbody>
        {PREVIEW_AMOUNTS.map((amount) => {
          const q = rule ? computeFee(amount, rule) : null;
          return (
            <tr key={amount} className="border-t border-line tabular-nums">
              <td className="py-1">{formatNaira(amount)}</td>
              <td className="py-1 text-right">{q ? formatNaira(q.fee) : "—"}</td>
              <td className="py-1 text-right">{q ? formatNaira(q.net) : "—"}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function CategoryFeeForm({
  setting,
  answer,
}: {
  setting: CategoryFeeSettings;
  answer: FeeFormAnswer;
}) {
  const { category, rule } = setting;
  const label = paymentCentreCopy.categories[category];
  const mine = answer?.category === category ? answer : null;
  const errors = mine?.fieldErrors ?? {};
  const initial: Record<string, string> = mine?.values ?? {
    feeType: rule.feeType,
    feeValue: String(rule.feeValue),
    minimumFee: String(rule.minimumFee),
    maximumFee: rule.maximumFee === null ? "" : String(rule.maximumFee),
    isActive: rule.source === "setting" ? "on" : "",
  };
  // The preview follows the inputs as they change (with JavaScript); the server
  // render shows the saved rule's figures.
  const [values, setValues] = useState(initial);
  const id = `fee-${category}`;
  return (
    <Card>
      <CardHeader row>
        <CardTitle as="h4" id={`${id}-title`}>
          {label}
        </CardTitle>
        <p className="text-sm text-muted" data-testid={`${id}-current`}>
          {f.current}: {describeFeeRule(rule)}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-2">
        <Form
          method="post"
          action="/admin/settings"
          aria-labelledby={`${id}-title`}
          className="grid content-start gap-3"
          onChange={(e) => {
            const data = new FormData(e.currentTarget);
            setValues({
              feeType: String(data.get("feeType") ?? ""),
              feeValue: String(data.get("feeValue") ?? ""),
              minimumFee: String(data.get("minimumFee") ?? ""),
              maximumFee: String(data.get("maximumFee") ?? ""),
              isActive: data.get("isActive") ? "on" : "",
            });
          }}
        >
          <input type="hidden" name="intent" value="save-fee" />
          <input type="hidden" name="category" value={category} />
          <Field label={f.feeType} name="feeType" id={`${id}-type`} error={errors.feeType}>
            <NativeSelect defaultValue={initial.feeType}>
              <option value="percentage">{f.percentage}</option>
              <option value="fixed">{f.fixed}</option>
            </NativeSelect>
          </Field>
          <Field
            label={f.feeValue}
            name="feeValue"
            id={`${id}-value`}
            description={f.feeValueHint}
            error={errors.feeValue}
            required
          >
            <Input type="number" min={0} step="0.01" defaultValue={initial.feeValue} />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field
              label={f.minimumFee}
              name="minimumFee"
              id={`${id}-min`}
              error={errors.minimumFee}
            >
              <Input type="number" min={0} step={1} defaultValue={initial.minimumFee} />
            </Field>
            <Field
              label={f.maximumFee}
              name="maximumFee"
              id={`${id}-max`}
              error={errors.maximumFee}
            >
              <Input type="number" min={0} step={1} defaultValue={initial.maximumFee} />
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={initial.isActive === "on"}
              className="size-4 accent-brand-600"
            />
            {f.isActive}
          </label>
          <Button type="submit" className="w-fit">
            {f.save(label.toLowerCase())}
          </Button>
        </Form>
        <div className="grid content-start gap-4">
          <FeePreview rule={ruleFromValues(values)} testId={`${id}-preview`} />
          {setting.history.length ? (
            <div>
              <h5 className="mb-1 text-sm font-medium">{f.history}</h5>
              <ul className="grid gap-1 text-xs text-muted">
                {setting.history.map((v) => (
                  <li key={v.id}>
                    {f.historyRow(formatDateTime(v.at), v.byName)}:{" "}
                    <span className="text-ink">{describeFeeRule({ ...v, source: "setting" })}</span>{" "}
                    <Badge variant={v.isActive ? "success" : "secondary"}>
                      {v.isActive ? f.active : f.inactive}
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

export function SettingsPanel({
  fees,
  answer,
}: {
  fees: CategoryFeeSettings[];
  answer: FeeFormAnswer;
}) {
  const entries = [
    { ...s.entries.advertisementPricing, href: "/admin/settings/ad-pricing" },
    { ...s.entries.platformFees, href: "#platform-fees" },
    { ...s.entries.payouts, href: "/admin/payouts" },
    { ...s.entries.emailTemplates, href: "/admin/settings/email-templates" },
    { ...s.entries.noticeBar, href: "/admin/settings/notice-bar" },
  ];
  return (
    <div className="grid gap-8">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{s.platformSettings}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {entries.map((e) => (
              <li key={e.title} className="flex flex-wrap items-center justify-between gap-3">
                <div>
                  <p className="font-medium">{e.title}</p>
                  <p className="text-sm text-muted">{e.description}</p>
                </div>
                {e.href ? (
                  <Button asChild variant="outline">
                    <a href={e.href}>{s.configure}</a>
                  </Button>
                ) : (
                  <Button variant="outline" disabled title={s.notYet}>
                    {s.configure}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <section aria-labelledby="platform-fees-title" id="platform-fees" className="grid gap-3">
        <h3 id="platform-fees-title" className="text-lg font-semibold">
          {f.title}
        </h3>
        <p className="text-sm text-muted">{f.intro}</p>
        <div className="grid gap-4">
          {fees.map((setting) => (
            <CategoryFeeForm key={setting.category} setting={setting} answer={answer} />
          ))}
        </div>
      </section>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{s.securitySettings}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p>{s.securityRls}</p>
          <p>{s.securityLeakedPasswords}</p>
        </CardContent>
      </Card>
    </div>
  );
}
