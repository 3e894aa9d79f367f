import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { formatDateTime } from "~/lib/dates";
import type { Message } from "~/lib/messages";
import { formatNaira } from "~/lib/money";
import { promoCodeCopy as copy } from "../organizer-messages";
import { toWatInput } from "../wat-time";

export type PromoCodeView = {
  id: string;
  code: string;
  discountType: "percentage" | "fixed";
  amount: number;
  usageLimit: number | null;
  usedCount: number;
  startsAt: string | null;
  endsAt: string | null;
  ticketTypeIds: string[];
  active: boolean;
};
type TicketTypeView = { id: string; name: string; price: number };
/** A failed save: the form answer plus the ticket types that were ticked. */
export type PromoFormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
  checkedTypes?: string[];
};

const wat = (iso: string) => `${formatDateTime(iso)} WAT`;

function windowText(p: PromoCodeView) {
  if (p.startsAt && p.endsAt) return `${wat(p.startsAt)} – ${wat(p.endsAt)}`;
  if (p.startsAt) return copy.from(wat(p.startsAt));
  if (p.endsAt) return copy.until(wat(p.endsAt));
  return copy.always;
}

function discountText(p: Pick<PromoCodeView, "discountType" | "amount">) {
  return p.discountType === "percentage"
    ? copy.percentOff(p.amount)
    : copy.nairaOff(formatNaira(p.amount));
}

/** The event's codes as cards (a phone-width list), each with Edit and (De)activate. */
export function PromoCodeList({
  codes,
  ticketTypes,
}: {
  codes: PromoCodeView[];
  ticketTypes: TicketTypeView[];
}) {
  if (!codes.length) return <p className="text-muted">{copy.none}</p>;
  const typeName = new Map(ticketTypes.map((t) => [t.id, t.name]));
  return (
    <ul className="grid gap-3">
      {codes.map((p) => (
        <li key={p.id} className="rounded-card border border-line bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-mono text-lg font-semibold break-all">{p.code}</p>
            <Badge variant={p.active ? "success" : "secondary"}>
              {p.active ? copy.active : copy.inactive}
            </Badge>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{copy.columns.discount}</dt>
            <dd>{discountText(p)}</dd>
            <dt className="text-muted">{copy.columns.uses}</dt>
            <dd>{copy.uses(p.usedCount, p.usageLimit)}</dd>
            <dt className="text-muted">{copy.columns.window}</dt>
            <dd>{windowText(p)}</dd>
            <dt className="text-muted">{copy.columns.types}</dt>
            <dd>
              {p.ticketTypeIds.length
                ? p.ticketTypeIds.map((id) => typeName.get(id) ?? "?").join(", ")
                : copy.allTypes}
            </dd>
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`?edit=${p.id}#promo-form`} aria-label={`${copy.edit} ${p.code}`}>
                {copy.edit}
              </Link>
            </Button>
            <Form method="post">
              <input type="hidden" name="intent" value="toggle" />
              <input type="hidden" name="promoCodeId" value={p.id} />
              <input type="hidden" name="active" value={p.active ? "false" : "true"} />
              <Button
                type="submit"
                variant={p.active ? "destructive" : "secondary"}
                size="sm"
                aria-label={`${p.active ? copy.deactivate : copy.activate} ${p.code}`}
              >
                {p.active ? copy.deactivate : copy.activate}
              </Button>
            </Form>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Create (no `editing`) or edit a code. A plain POST form: what was typed comes back
 * with the errors when it fails (`answer`).
 */
export function PromoCodeForm({
  editing,
  ticketTypes,
  answer,
  saved,
}: {
  editing: PromoCodeView | null;
  /** How many codes exist: a new one saved empties the form (it mounts afresh). */
  saved: number;
  ticketTypes: TicketTypeView[];
  answer: PromoFormAnswer | null;
}) {
  const typed = answer?.values;
  const value = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const errors = answer?.fieldErrors ?? {};
  // A failed save comes back with the boxes that were ticked (the typed values keep one).
  const checked = new Set(answer ? (answer.checkedTypes ?? []) : (editing?.ticketTypeIds ?? []));
  const type = value("discountType", editing?.discountType ?? "percentage");
  return (
    <Form
      method="post"
      id="promo-form"
      className="grid gap-4 rounded-card border border-line bg-white p-4"
      key={editing?.id ?? `new-${saved}`}
    >
      <h2 className="text-lg font-semibold">
        {editing ? copy.editHeading(editing.code) : copy.newHeading}
      </h2>
      <FormError message={answer?.formError} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="promoCodeId" value={editing?.id ?? ""} />
      <Field label={copy.code} name="code" required error={errors.code} description={copy.codeHint}>
        <Input
          defaultValue={value("code", editing?.code ?? "")}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={20}
          className="font-mono uppercase"
        />
      </Field>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">{copy.discountType}</legend>
        {(["percentage", "fixed"] as const).map((t) => (
          <label key={t} className="flex items-center gap-2">
            <input type="radio" name="discountType" value={t} defaultChecked={type === t} />
            {t === "percentage" ? copy.percentage : copy.fixed}
          </label>
        ))}
      </fieldset>
      <Field
        label={copy.amount}
        name="amount"
        required
        error={errors.amount}
        description={copy.amountHint}
      >
        <Input
          inputMode="numeric"
          defaultValue={value("amount", editing ? String(editing.amount) : "")}
        />
      </Field>
      <Field
        label={copy.usageLimit}
        name="usageLimit"
        error={errors.usageLimit}
        description={copy.usageLimitHint}
      >
        <Input
          inputMode="numeric"
          defaultValue={value("usageLimit", editing?.usageLimit ? String(editing.usageLimit) : "")}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.startsAt} name="startsAt" error={errors.startsAt}>
          <Input
            type="datetime-local"
            defaultValue={value("startsAt", editing?.startsAt ? toWatInput(editing.startsAt) : "")}
          />
        </Field>
        <Field label={copy.endsAt} name="endsAt" error={errors.endsAt}>
          <Input
            type="datetime-local"
            defaultValue={value("endsAt", editing?.endsAt ? toWatInput(editing.endsAt) : "")}
          />
        </Field>
      </div>
      {ticketTypes.length ? (
        <fieldset className="grid gap-2" aria-describedby="promo-types-hint">
          <legend className="mb-1.5 text-sm font-medium">{copy.ticketTypes}</legend>
          <p id="promo-types-hint" className="text-sm text-muted">
            {copy.ticketTypesHint}
          </p>
          {ticketTypes.map((t) => (
            <label key={t.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="ticketTypeIds"
                value={t.id}
                defaultChecked={checked.has(t.id)}
              />
              {t.name} · {formatNaira(t.price)}
            </label>
          ))}
          {errors.ticketTypeIds ? (
            <p className="text-sm font-medium text-danger">{errors.ticketTypeIds[0]}</p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{editing ? copy.save : copy.create}</Button>
        {editing ? (
          <Button asChild variant="outline">
            <Link to="." relative="path">
              {copy.cancelEdit}
            </Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
