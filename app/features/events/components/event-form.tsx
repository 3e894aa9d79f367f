import { Plus } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { FormError } from "~/components/ui/form-error";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import type { Message } from "~/lib/messages";
import { NIGERIAN_STATES } from "../catalog";
import { eventFormCopy as t } from "../organizer-messages";

/** What the form's action answers when it cannot save (lib/form-action.server.ts shape). */
export type EventFormAnswer = {
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  formError: Message | null;
  /** The post asked for one more ticket row (nothing was saved). */
  addedRow?: boolean;
};

export type TicketRowValues = {
  id?: string;
  name: string;
  price: string;
  quantity: string;
  salesStart: string;
  salesEnd: string;
  maxPerOrder: string;
  /** Existing types (edit form): what is sold and held right now. */
  sold?: number;
  held?: number;
};

const ROW_KEYS = ["name", "price", "quantity", "salesStart", "salesEnd", "maxPerOrder"] as const;
export const EMPTY_TICKET_ROW: TicketRowValues = {
  name: "",
  price: "",
  quantity: "",
  salesStart: "",
  salesEnd: "",
  maxPerOrder: "10",
};

const rowField = (i: number, key: string) => `ticketTypes[${i}].${key}`;

/** How many ticket rows the posted values carry (at least one). */
export function postedRowCount(values: Record<string, string>): number {
  let n = 0;
  for (const key of Object.keys(values)) {
    const m = /^ticketTypes\[(\d+)\]\./.exec(key);
    if (m) n = Math.max(n, Number(m[1]) + 1);
  }
  return Math.max(1, n);
}

/**
 * Rows to draw: after a post, what was typed (plus one more when "add another" was
 * pressed); otherwise the stored or empty rows. Existing types keep their sold and
 * held figures by id.
 */
function rowsToDraw(
  stored: TicketRowValues[],
  values: Record<string, string> | undefined,
  extra: number,
) {
  if (!values) return stored;
  const byId = new Map(stored.filter((r) => r.id).map((r) => [r.id!, r]));
  const count = postedRowCount(values) + extra;
  return Array.from({ length: count }, (_, i) => {
    const id = values[rowField(i, "id")] || undefined;
    const known = id ? byId.get(id) : undefined;
    const row: TicketRowValues = { ...EMPTY_TICKET_ROW, ...(known ?? {}), id };
    for (const key of ROW_KEYS) {
      const v = values[rowField(i, key)];
      if (v !== undefined) row[key] = v;
    }
    if (i >= postedRowCount(values)) Object.assign(row, EMPTY_TICKET_ROW, { id: undefined });
    return row;
  });
}

/**
 * The event form (create and edit): details, a cover by upload or link, and ticket
 * types. Plain HTML form, multipart: it works before and without JavaScript; "add
 * another ticket type" is a submit that comes back with one more empty row.
 */
export function EventForm({
  defaults,
  rows,
  result,
  submitLabel,
  edit = false,
  resetKey,
}: {
  defaults: Record<string, string>;
  rows: TicketRowValues[];
  result?: EventFormAnswer | null;
  submitLabel: string;
  edit?: boolean;
  /** Changes with every load: a new key after a save draws the form afresh (reset). */
  resetKey: string;
}) {
  const busy = useNavigation().state === "submitting";
  const fe = result?.fieldErrors ?? {};
  const v = (name: string) => result?.values[name] ?? defaults[name] ?? "";
  const drawn = rowsToDraw(rows, result?.values, result?.addedRow ? 1 : 0);
  return (
    <Form
      key={resetKey}
      method="post"
      encType="multipart/form-data"
      className="grid gap-6"
      noValidate
    >
      <FormError message={result?.formError} />
      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.details}</legend>
        <Field label={t.title} name="title" error={fe.title} required>
          <Input defaultValue={v("title")} maxLength={120} />
        </Field>
        <Field label={t.description} name="description" error={fe.description}>
          <Textarea defaultValue={v("description")} maxLength={5000} rows={5} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t.coverImage}
            name="coverImage"
            error={fe.coverImage}
            description={t.coverImageHelp}
          >
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              className="w-full min-w-0 text-sm text-ink file:mr-3 file:rounded-md file:border file:border-line-strong file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
          </Field>
          <Field
            label={t.coverImageUrl}
            name="coverImageUrl"
            error={fe.coverImageUrl}
            description={t.coverImageUrlHelp}
          >
            <Input type="url" inputMode="url" defaultValue={v("coverImageUrl")} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t.venueName} name="venueName" error={fe.venueName} required>
            <Input defaultValue={v("venueName")} maxLength={120} />
          </Field>
          <Field label={t.venueAddress} name="venueAddress" error={fe.venueAddress} required>
            <Input defaultValue={v("venueAddress")} maxLength={240} autoComplete="street-address" />
          </Field>
          <Field label={t.city} name="city" error={fe.city} required>
            <Input defaultValue={v("city")} maxLength={80} />
          </Field>
          <Field label={t.state} name="state" error={fe.state} required>
            <NativeSelect defaultValue={v("state")}>
              <option value="">{t.chooseState}</option>
              {NIGERIAN_STATES.map((s) => (
                <option key={s} value={s}>
                  {s === "Abuja" ? t.fct : s}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t.start} name="startDatetime" error={fe.startDatetime} required>
            <Input type="datetime-local" defaultValue={v("startDatetime")} />
          </Field>
          <Field label={t.end} name="endDatetime" error={fe.endDatetime} required>
            <Input type="datetime-local" defaultValue={v("endDatetime")} />
          </Field>
        </div>
        <Field label={t.tags} name="tags" error={fe.tags} description={t.tagsHelp}>
          <Input defaultValue={v("tags")} maxLength={400} />
        </Field>
      </fieldset>

      <fieldset className="grid min-w-0 gap-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.ticketTypes}</legend>
        {fe.ticketTypes ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {fe.ticketTypes.join(" ")}
          </p>
        ) : null}
        {drawn.map((row, i) => (
          <TicketRow key={`${row.id ?? "new"}-${i}`} index={i} row={row} errors={fe} edit={edit} />
        ))}
        <div>
          <Button type="submit" name="intent" value="add-row" variant="outline" formNoValidate>
            <Plus aria-hidden="true" /> {t.addTicketType}
          </Button>
        </div>
      </fieldset>

      <div>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** The create form (on /create and the dashboard's Create Event tab): empty, one row. */
export function NewEventForm({
  result,
  resetKey,
}: {
  result?: EventFormAnswer | null;
  resetKey: string;
}) {
  return (
    <EventForm
      defaults={{}}
      rows={[EMPTY_TICKET_ROW]}
      result={result}
      submitLabel={t.submitCreate}
      resetKey={resetKey}
    />
  );
}

function TicketRow({
  index,
  row,
  errors,
  edit,
}: {
  index: number;
  row: TicketRowValues;
  errors: Record<string, string[]>;
  edit: boolean;
}) {
  const name = (key: string) => rowField(index, key);
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-card border border-line p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">
        {t.ticketTypeN(index + 1)}
        {row.sold !== undefined ? (
          <span className="ml-2 font-normal text-muted">
            {t.ticketSold(row.sold, row.held ?? 0)}
          </span>
        ) : null}
      </legend>
      {row.id ? <input type="hidden" name={name("id")} value={row.id} /> : null}
      <Field label={t.ticketName} name={name("name")} error={errors[name("name")]} required>
        <Input defaultValue={row.name} maxLength={80} />
      </Field>
      <Field
        label={t.ticketPrice}
        name={name("price")}
        error={errors[name("price")]}
        description={t.ticketPriceHelp}
        required
      >
        <Input inputMode="numeric" defaultValue={row.price} />
      </Field>
      <Field
        label={t.ticketQuantity}
        name={name("quantity")}
        error={errors[name("quantity")]}
        required
      >
        <Input inputMode="numeric" defaultValue={row.quantity} />
      </Field>
      <Field
        label={t.ticketMaxPerOrder}
        name={name("maxPerOrder")}
        error={errors[name("maxPerOrder")]}
      >
        <Input inputMode="numeric" defaultValue={row.maxPerOrder} />
      </Field>
      <Field
        label={t.ticketSalesStart}
        name={name("salesStart")}
        error={errors[name("salesStart")]}
      >
        <Input type="datetime-local" defaultValue={row.salesStart} />
      </Field>
      <Field label={t.ticketSalesEnd} name={name("salesEnd")} error={errors[name("salesEnd")]}>
        <Input type="datetime-local" defaultValue={row.salesEnd} />
      </Field>
      {edit && row.id ? (
        <div className="sm:col-span-2">
          <label className="inline-flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name={name("remove")} className="size-4" />
            {t.removeTicketType}
          </label>
          {errors[name("remove")] ? (
            <p role="alert" className="mt-1 text-sm font-medium text-danger">
              {errors[name("remove")]!.join(" ")}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
