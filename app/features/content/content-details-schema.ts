import { z } from "zod";
import { validation } from "~/lib/messages/validation";
import { CONTENT_CATEGORIES } from "./catalog";
import {
  CONTENT_DESCRIPTION_MAX,
  CONTENT_TAG_MAX_LENGTH,
  CONTENT_TAGS_MAX,
  CONTENT_TITLE_MAX,
} from "./content-constants";

/**
 * An item's details as its creator edits them in My Content. Tags are comma text turned
 * into a trimmed list with empties dropped (spec 001 §3), each cut to CONTENT_TAG_MAX_LENGTH characters.
 */
export const contentDetailsSchema = z.object({
  title: z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(CONTENT_TITLE_MAX, { error: validation.maxLength(CONTENT_TITLE_MAX) }),
  description: z
    .string()
    .trim()
    .max(CONTENT_DESCRIPTION_MAX, { error: validation.maxLength(CONTENT_DESCRIPTION_MAX) })
    .optional()
    .transform((v) => v ?? ""),
  category: z.enum(CONTENT_CATEGORIES, { error: validation.required }),
  tags: z
    .string()
    .optional()
    .transform((v) =>
      [
        ...new Set(
          (v ?? "")
            .split(",")
            .map((t) => t.trim().slice(0, CONTENT_TAG_MAX_LENGTH))
            .filter(Boolean),
        ),
      ].slice(0, CONTENT_TAGS_MAX),
    ),
});

export type ContentDetailsInput = z.output<typeof contentDetailsSchema>;
