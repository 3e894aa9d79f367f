import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { payoutSettingsCopy as t } from "../payout-messages";
import { PAYOUT_SCHEDULES, type PayoutSettings } from "../release-rules";
import {
  answerFor,
  formLevelError,
  PayoutSection,
  type PayoutAdminAnswer,
} from "./payout-admin-parts";

const NUMBER_FIELDS = [
  "ticketHoursAfterEnd",
  "stayHoursAfterCheckIn",
  "productDaysAfterDelivery",
  "productDaysAfterShipment",
  "minimumPayout",
] as const;

/**
 * The release rules and the automatic run's schedule (site_settings "payouts"). The
 * number fields carry no `min`: a value below zero reaches the server, which answers
 * with the schema's own words beside the field and keeps what was typed.
 */
export function PayoutRulesForm({
  settings,
  page,
  answer,
}: {
  settings: PayoutSettings;
  page: number;
  answer: PayoutAdminAnswer | null | undefined;
}) {
  const mine = answerFor(answer, "save-rules");
  const errors = mine?.fieldErrors ?? {};
  const value = (name: keyof PayoutSettings) => mine?.values[name] ?? String(settings[name]);
  return (
    <PayoutSection id="rules" title={t.title} intro={<p>{t.intro}</p>}>
      <Form
        method="post"
        action="/admin/payouts"
        preventScrollReset
        aria-labelledby="rules-title"
        className="grid gap-4"
      >
        <FormError message={formLevelError(mine)} />
        <input type="hidden" name="intent" value="save-rules" />
        <input type="hidden" name="page" value={String(page)} />
        <div className="grid gap-4 sm:grid-cols-2">
          {NUMBER_FIELDS.map((name) => (
            <Field
              key={name}
              label={t.fields[name]}
              name={name}
              id={`rules-${name}`}
              required
              error={errors[name]}
            >
              <Input type="number" step={1} inputMode="numeric" defaultValue={value(name)} />
            </Field>
          ))}
          <Field
            label={t.fields.schedule}
            name="schedule"
            id="rules-schedule"
            error={errors.schedule}
          >
            <NativeSelect defaultValue={value("schedule")}>
              {PAYOUT_SCHEDULES.map((s) => (
                <option key={s} value={s}>
                  {t.schedules[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t.fields.payoutWeekday}
            name="payoutWeekday"
            id="rules-payoutWeekday"
            error={errors.payoutWeekday}
          >
            <NativeSelect defaultValue={value("payoutWeekday")}>
              {t.weekdays.map((day, i) => (
                <option key={day} value={String(i + 1)}>
                  {day}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={t.fields.payoutHour}
            name="payoutHour"
            id="rules-payoutHour"
            required
            error={errors.payoutHour}
          >
            <Input type="number" step={1} inputMode="numeric" defaultValue={value("payoutHour")} />
          </Field>
        </div>
        <Button type="submit" className="w-fit">
          {t.save}
        </Button>
      </Form>
    </PayoutSection>
  );
}
