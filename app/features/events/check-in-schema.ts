import { z } from "zod";
import { validation } from "~/lib/messages/validation";

/** A code typed at the door (or scanned): anything short enough to look up. */
export const checkInSchema = z.object({
  code: z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(80, { error: validation.maxLength(80) }),
});
