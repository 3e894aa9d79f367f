import { z } from "zod";
import { optionalTextField } from "~/lib/form-schemas";
import { hostCalendarFieldText as E } from "./calendar-messages";
import { parseStayDate } from "./stay-dates";

/*
 * The forms of the host's calendar page, told apart by `intent` (issue 32). The dates'
 * rules beyond the format (order, past, horizon) are the domain step's, in Lagos time.
 */

const dateField = z.string({ error: E.date }).transform((raw, ctx) => {
  const date = parseStayDate(raw);
  if (!date) {
    ctx.addIssue({ code: "custom", message: E.date });
    return z.NEVER;
  }
  return date;
});

const idField = z.string().max(64);

export const calendarActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("block"),
    startsOn: dateField,
    endsOn: dateField,
    reason: optionalTextField(200),
  }),
  z.object({ intent: z.literal("unblock"), blockId: idField }),
  z.object({ intent: z.literal("rotate") }),
  z.object({
    intent: z.literal("addFeed"),
    url: z.string({ error: E.url }).trim().min(1, E.url).max(2000, E.url),
    label: optionalTextField(60),
  }),
  z.object({ intent: z.literal("removeFeed"), feedId: idField }),
  z.object({ intent: z.literal("syncFeed"), feedId: idField }),
]);

export type CalendarAction = z.output<typeof calendarActionSchema>;
