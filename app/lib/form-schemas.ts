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

/** Field errors in the shape forms show: { field: [messages] }. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}
