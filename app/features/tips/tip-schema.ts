import { z } from "zod";
import { parseWholeNaira } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";
import { tipAmountTexts } from "./messages";
import { MAX_TIP, MIN_TIP, TIP_MESSAGE_MAX, TIP_METHODS, TIP_NAME_MAX } from "./tip-constants";

const on = (v: string | undefined) => v === "on" || v === "true" || v === "1";

/** Trimmed, line breaks made plain (a message may have several lines); blank is null. */
const clean = (v: string | undefined) => v?.replace(/\r\n?/g, "\n").trim() || null;

/** Why the typed amount is refused, or null. */
function amountProblem(raw: string, amount: number | null) {
  if (amount === null) return raw === "" ? tipAmountTexts.invalid : tipAmountTexts.notDigits;
  if (amount < MIN_TIP) return tipAmountTexts.invalid;
  if (amount > MAX_TIP) return tipAmountTexts.tooLarge;
  return null;
}

/**
 * A fan's support form (issue 35): a quick amount, or a custom amount that wins when
 * filled in; an optional name and message; whether the message shows under Supporters;
 * anonymous (no name shown, whatever was typed). One schema for the page and the action.
 * Amounts are whole naira written plainly (parseWholeNaira): "1e9", "0x10" and "abc"
 * are not amounts and get their own message rather than the minimum's. Every field is
 * checked in one pass, so all problems show at once.
 */
export const tipSchema = z
  .object({
    amount: z.string().optional(),
    customAmount: z.string().optional(),
    name: z.string().optional(),
    message: z.string().optional(),
    messagePublic: z.string().optional(),
    anonymous: z.string().optional(),
    method: z.enum(TIP_METHODS).catch("paystack"),
    /** The content page the fan came from; anything else is dropped, never refused. */
    contentId: z.uuid().optional().catch(undefined),
  })
  .transform((v, ctx) => {
    const raw = v.customAmount?.trim() || v.amount?.trim() || "";
    const amount = parseWholeNaira(raw);
    const problem = amountProblem(raw, amount);
    // A name is one line (it goes into a mail's subject and a list's heading).
    const name = clean(v.name?.replace(/\s+/g, " "));
    const message = clean(v.message);
    const problems: [string, string][] = [];
    if (problem) problems.push(["customAmount", problem]);
    if (name && name.length > TIP_NAME_MAX) {
      problems.push(["name", validation.maxLength(TIP_NAME_MAX)]);
    }
    if (message && message.length > TIP_MESSAGE_MAX) {
      problems.push(["message", validation.maxLength(TIP_MESSAGE_MAX)]);
    }
    for (const [field, text] of problems) {
      ctx.addIssue({ code: "custom", message: text, path: [field] });
    }
    if (problems.length || amount === null) return z.NEVER;
    return {
      amount,
      displayName: on(v.anonymous) ? null : name,
      message,
      messagePublic: on(v.messagePublic),
      method: v.method,
      contentId: v.contentId ?? null,
    };
  });

export type TipInput = z.output<typeof tipSchema>;
