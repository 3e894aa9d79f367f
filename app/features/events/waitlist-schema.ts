import { z } from "zod";
import { emailField, requiredTextField } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";

/**
 * The Join waitlist form (one per sold-out ticket type on the event page). The
 * quantity's upper bound is the type's per-order limit, checked by joinWaitlist where
 * the type is read; here only that it is a sane whole number.
 */
export const joinWaitlistSchema = z.object({
  ticketTypeId: z.uuid({ error: validation.required }),
  name: requiredTextField(100, 2),
  email: emailField(),
  quantity: z
    .string({ error: validation.required })
    .trim()
    .regex(/^\d{1,3}$/, { error: validation.numeric })
    .transform(Number)
    .pipe(z.number().int().min(1, { error: validation.required })),
});

export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;
