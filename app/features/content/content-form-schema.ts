// The upload form's one schema (001 §5 Content submit), shared by /submit and /create/content.
import { z } from "zod";
import { commaTagsField } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";
import { CONTENT_CATEGORIES, CONTENT_TYPES } from "./catalog";
import { contentFormCopy } from "./content-form-messages";
import { contentToasts } from "./messages";

const text = (max: number) =>
  z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(max, { error: validation.maxLength(max) });

/** 001 §3 Content tags: comma text turned into a list. */
const tags = commaTagsField({
  max: 10,
  maxLength: 30,
  tooMany: contentFormCopy.tooManyTags,
  tooLong: contentFormCopy.tagLength,
});

export const contentFormSchema = z.object({
  contentType: z.enum(CONTENT_TYPES, { error: contentToasts.invalidType.message }),
  // Set by the page once the resumable upload finished (content-uploads.server.ts).
  uploadId: z.uuid({ error: contentToasts.noFile.message }),
  title: text(200),
  description: z
    .string()
    .trim()
    .max(5000, { error: validation.maxLength(5000) })
    .optional()
    .transform((v) => v ?? ""),
  category: z.enum(CONTENT_CATEGORIES, { error: validation.required }),
  tags,
});

export type ContentFormInput = z.infer<typeof contentFormSchema>;
