import { z } from "zod";
import { emailField, requiredTextField } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";

/** The contact form (001 static pages): one schema for the browser and the action. */
export const contactSchema = z.object({
  name: requiredTextField(100, 2),
  email: emailField(),
  subject: requiredTextField(150, 3),
  message: requiredTextField(5000, 10),
});

export type ContactInput = z.infer<typeof contactSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validation.maxLength(max) })
    .optional()
    .transform((v) => v || undefined);

/**
 * Broken-link report from the not-found page: e-mail optional, nothing else checked
 * (001 validation) beyond sane lengths. The page URL and referrer come from the page.
 */
export const brokenLinkSchema = z.object({
  url: z.string().trim().min(1, { error: validation.required }).max(2000),
  referrer: optionalText(2000),
  email: z
    .string()
    .trim()
    .max(254, { error: validation.maxLength(254) })
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email({ error: validation.email }).optional()),
  details: optionalText(2000),
});

export type BrokenLinkInput = z.infer<typeof brokenLinkSchema>;
