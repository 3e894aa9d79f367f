import { z } from "zod";
import { commaTagsField, parseWholeNaira } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";
import { NIGERIAN_STATES } from "./catalog";
import { eventFormCopy } from "./organizer-messages";
import { fromWatInput } from "./wat-time";

/**
 * The event form (create on /create and the dashboard, edit on the dashboard): the
 * spec's fields (001 §5 Create event) plus ticket types. Forms post raw strings; times
 * are typed in WAT (wat-time.ts). Ticket rows post as `ticketTypes[0].name`…; a row
 * left wholly blank is dropped, so "add another" rows cost nothing when unused.
 */
const E = eventFormCopy.errors;

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export const TICKET_ROWS_MAX = 20;
export const MAX_PER_ORDER_LIMIT = 50;

const text = (max: number) =>
  z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(max, { error: validation.maxLength(max) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validation.maxLength(max) })
    .optional()
    .transform((v) => v || "");

const watDateTime = z
  .string({ error: E.dateTime })
  .transform(
    (raw, ctx) =>
      fromWatInput(raw) ?? (ctx.addIssue({ code: "custom", message: E.dateTime }), z.NEVER),
  );

const optionalWatDateTime = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (!raw?.trim()) return null;
    return fromWatInput(raw) ?? (ctx.addIssue({ code: "custom", message: E.dateTime }), z.NEVER);
  });

/** Whether both fields parsed to dates (a cross-field check can then run). */
function bothDates(value: unknown, a: string, b: string) {
  const v = value as Record<string, unknown> | null;
  return v?.[a] instanceof Date && v?.[b] instanceof Date;
}

/** A whole number typed plainly, within [min, max]. */
const wholeNumber = (min: number, max: number, error: string) =>
  z.string({ error }).transform((raw, ctx) => {
    const n = parseWholeNaira(raw);
    if (n === null || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: error });
      return z.NEVER;
    }
    return n;
  });

const coverUrl = z
  .string()
  .trim()
  .max(2048, { error: validation.maxLength(2048) })
  .optional()
  .transform((v, ctx) => {
    if (!v) return null;
    try {
      const url = new URL(v);
      if (url.protocol === "https:" || url.protocol === "http:") return url.toString();
    } catch {
      // falls through to the issue below
    }
    ctx.addIssue({ code: "custom", message: validation.url });
    return z.NEVER;
  });

const tags = commaTagsField({
  max: 10,
  maxLength: 30,
  tooMany: E.tooManyTags,
  tooLong: E.tagLength,
});

export const ticketTypeRowSchema = z
  .object({
    /** Set on an existing type (edit form). */
    id: z.uuid().optional(),
    name: text(80),
    price: wholeNumber(0, 10_000_000, E.price),
    quantity: wholeNumber(1, 1_000_000, E.quantity),
    salesStart: optionalWatDateTime,
    salesEnd: optionalWatDateTime,
    /** Edit form: take this existing type away (refused once it has sales). */
    remove: z
      .string()
      .optional()
      .transform((v) => v === "on"),
    maxPerOrder: z
      .string()
      .optional()
      .transform((v) => v?.trim() || "10")
      .pipe(wholeNumber(1, MAX_PER_ORDER_LIMIT, E.maxPerOrder)),
  })
  .refine((t) => !t.salesStart || !t.salesEnd || t.salesEnd > t.salesStart, {
    path: ["salesEnd"],
    error: E.salesWindow,
    // Checked even when another field of the row is wrong: every error shows at once.
    when: (p) => bothDates(p.value, "salesStart", "salesEnd"),
  });

const ROW_FIELDS = ["name", "price", "quantity", "salesStart", "salesEnd", "maxPerOrder"];

/**
 * Rows with nothing typed in them are not ticket types. They are skipped, not removed
 * before validation, so each row keeps its form index (`index`) and its errors land
 * on its own fields.
 */
const ticketRows = z
  .preprocess(
    (rows) =>
      Array.isArray(rows)
        ? rows.map((r: Record<string, unknown> | undefined) =>
            !!r && (!!r.id || ROW_FIELDS.some((f) => typeof r[f] === "string" && r[f].trim()))
              ? r
              : null,
          )
        : [],
    z.array(ticketTypeRowSchema.nullable()).max(TICKET_ROWS_MAX),
  )
  .transform((rows, ctx) => {
    const typed = rows.flatMap((r, index) => (r ? [{ ...r, index }] : []));
    if (!typed.length) ctx.addIssue({ code: "custom", message: E.ticketTypesRequired });
    return typed;
  });

const eventFields = {
  title: text(TITLE_MAX),
  description: optionalText(DESCRIPTION_MAX),
  coverImageUrl: coverUrl,
  venueName: text(120),
  venueAddress: text(240),
  city: text(80),
  state: z.enum(NIGERIAN_STATES, { error: E.state }),
  startDatetime: watDateTime,
  endDatetime: watDateTime,
  tags,
  ticketTypes: ticketRows,
};

/**
 * The form's schema at `now`: a new start must be in the future. On edit, an
 * unchanged start that has since passed is allowed (`keepStart`): an organizer fixing
 * a typo during the event must not be told to move it.
 */
export function eventFormSchema({
  now = new Date(),
  keepStart,
}: { now?: Date; keepStart?: Date } = {}) {
  return z
    .object({
      ...eventFields,
      startDatetime: watDateTime.refine(
        (start) => start > now || (!!keepStart && start.getTime() === keepStart.getTime()),
        { error: E.startInFuture },
      ),
    })
    .refine((e) => e.endDatetime > e.startDatetime, {
      path: ["endDatetime"],
      error: E.endAfterStart,
      when: (p) => bothDates(p.value, "startDatetime", "endDatetime"),
    });
}

export type EventFormInput = z.output<ReturnType<typeof eventFormSchema>>;
export type TicketTypeRow = EventFormInput["ticketTypes"][number];
