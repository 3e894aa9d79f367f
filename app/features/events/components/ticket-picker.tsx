import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDateTime } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import { eventPageCopy, ticketPickerCopy as t } from "../messages";
import type { PickerType, TicketPickerData } from "../ticket-picker-data";

function saleNote(type: PickerType) {
  if (type.sale === "sold_out") return t.soldOut;
  if (type.sale === "not_started") return t.salesFrom(formatDateTime(type.salesStart!));
  if (type.sale === "ended") return t.notOnSale;
  return [
    eventPageCopy.left(type.remaining),
    type.salesEnd ? t.salesUntil(formatDateTime(type.salesEnd)) : null,
    t.maxPerOrder(Math.min(type.maxPerOrder, type.remaining)),
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * Quantities per ticket type, posted to the checkout (a plain form: works before
 * JavaScript). Types that cannot be bought now are shown disabled with the reason;
 * a waitlist offer's token (?offer=…) rides along. Shown only while the event sells
 * (state "open", some types): the event page says itself why a closed event does not.
 */
export function TicketPicker({ picker }: { picker: TicketPickerData }) {
  const [params] = useSearchParams();
  const offer = params.get("offer");
  const anyOpen = picker.types.some((type) => type.sale === "open");
  return (
    <Form
      method="post"
      action={`/events/${picker.slug}/checkout`}
      className="mt-4 border-t border-line pt-4"
      aria-labelledby="ticket-picker-heading"
    >
      <h3 id="ticket-picker-heading" className="font-semibold text-ink">
        {t.pickerHeading}
      </h3>
      {offer ? <input type="hidden" name="offer" value={offer.slice(0, 100)} /> : null}
      <ul className="mt-2 space-y-3">
        {picker.types.map((type) => {
          const open = type.sale === "open";
          const max = open ? Math.min(type.maxPerOrder, type.remaining) : 0;
          const id = `qty-${type.id}`;
          return (
            <li key={type.id} className="flex items-center justify-between gap-3">
              <label htmlFor={id} className="min-w-0 text-sm">
                <span className="block font-medium text-ink">
                  {type.name} · {formatPrice(type.price)}
                </span>
                <span className="block text-xs text-muted">{saleNote(type)}</span>
                <span className="sr-only">{t.quantityLabel(type.name)}</span>
              </label>
              <select
                id={id}
                name={`qty.${type.id}`}
                disabled={!open}
                defaultValue="0"
                data-testid="ticket-quantity"
                className="h-10 w-16 shrink-0 rounded-md border border-line-strong bg-white px-2 text-ink disabled:opacity-50"
              >
                {Array.from({ length: max + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      <Button type="submit" className="mt-4 w-full" disabled={!anyOpen}>
        {t.continue}
      </Button>
    </Form>
  );
}
