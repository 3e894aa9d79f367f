import { z } from "zod";
import { validation } from "~/lib/messages/validation";

/** Shared field rules: every form builds on these so messages stay the spec's. */
export const emailField = () =>
  z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(254, { error: validation.maxLength(254) })
    .pipe(z.email({ error: validation.email }))
    .transform((e) => e.toLowerCase());

/** The path of the page a tracking beacon came from: ours only, never "//host". */
export const pagePathField = () =>
  z
    .string()
    .trim()
    .max(2048)
    .regex(/^\/(?![/\\])/)
    .optional();

/**
 * Whole naira as a person types it: digits, optionally "₦", thousands commas and a minus
 * (so a negative amount gets the form's own range message), spaces around. `Number()`
 * and `z.coerce.number()` also read hex (`0x1000` is 4096), exponents (`1e3`), binary
 * and octal, and `Number("")` is 0: amounts never go through them.
 */
const WHOLE_NAIRA = /^(-?)\s*₦?\s*(\d{1,3}(?:,\d{3})+|\d{1,15})$/;

/** The amount `raw` names, or null when it is not whole naira written plainly. */
export function parseWholeNaira(raw: string): number | null {
  const match = WHOLE_NAIRA.exec(raw.trim());
  if (!match) return null;
  const n = Number(match[2]!.replaceAll(",", ""));
  if (!Number.isSafeInteger(n)) return null;
  return match[1] ? -n : n;
}

/** A form field holding whole naira (see parseWholeNaira); pipe it into the range rules. */
export const wholeNairaField = (error: string) =>
  z.string({ error }).transform((raw, ctx) => {
    const n = parseWholeNaira(raw);
    if (n === null) {
      ctx.addIssue({ code: "custom", message: error });
      return z.NEVER;
    }
    return n;
  });

/** A plain decimal such as a percentage ("12.5"): digits and at most one point, no more. */
export const decimalField = (error: string) =>
  z
    .string({ error })
    .trim()
    .regex(/^\d{1,12}(?:\.\d{1,6})?$/, { error })
    .transform(Number);

/**
 * Comma text turned into a trimmed, de-duplicated list, empties dropped (001 §3 tags of
 * events and content), at most `max` tags of at most `maxLength` characters each.
 */
export const commaTagsField = ({
  max,
  maxLength,
  tooMany,
  tooLong,
}: {
  max: number;
  maxLength: number;
  tooMany: string;
  tooLong: string;
}) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const list = [
        ...new Set(
          (raw ?? "")
            .split(",")
            .map((t) => t.trim().replace(/\s+/g, " "))
            .filter(Boolean),
        ),
      ];
      if (list.length > max) ctx.addIssue({ code: "custom", message: tooMany });
      if (list.some((t) => t.length > maxLength))
        ctx.addIssue({ code: "custom", message: tooLong });
      return list;
    });

/** Field errors in the shape forms show: { field: [messages] }. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/**
 * A text field that must be filled: trimmed, at least `min` and at most `max` characters.
 * An empty field gets the required message alone (`abort`), not also the minimum length's.
 */
export const requiredTextField = (max: number, min = 1) => {
  const filled = z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required, abort: true });
  return (min > 1 ? filled.min(min, { error: validation.minLength(min) }) : filled).max(max, {
    error: validation.maxLength(max),
  });
};

/** A text field that may be left blank (""), trimmed, at most `max` characters. */
export const optionalTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validation.maxLength(max) })
    .optional()
    .transform((v) => v || "");

/** A whole number typed plainly (as whole naira are), within [min, max]. */
export const wholeNumberField = (min: number, max: number, error: string) =>
  z.string({ error }).transform((raw, ctx) => {
    const n = parseWholeNaira(raw);
    if (n === null || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: error });
      return z.NEVER;
    }
    return n;
  });

/**
 * A comma list as people type it ("Lagos pickup, Nationwide"): trimmed, inner spaces
 * collapsed, empties and repeats dropped (001 §3: tags), at most `maxItems` of at most
 * `itemMax` characters each.
 */
export const commaListField = ({
  maxItems,
  itemMax,
  tooMany,
  tooLong,
}: {
  maxItems: number;
  itemMax: number;
  tooMany: string;
  tooLong: string;
}) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const list = [
        ...new Set(
          (raw ?? "")
            .split(",")
            .map((t) => t.trim().replace(/\s+/g, " "))
            .filter(Boolean),
        ),
      ];
      if (list.length > maxItems) ctx.addIssue({ code: "custom", message: tooMany });
      if (list.some((t) => t.length > itemMax)) ctx.addIssue({ code: "custom", message: tooLong });
      return list;
    });

/** A checkbox: "on" when ticked, absent when not. */
export const checkboxField = () =>
  z
    .string()
    .optional()
    .transform((v) => v === "on");
