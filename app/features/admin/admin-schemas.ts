import { z } from "zod";
import { ROLES } from "~/features/accounts/roles";
import { validation } from "~/lib/messages/validation";

/** The admin's role selector on a user card. */
export const changeRoleSchema = z.object({
  intent: z.literal("change-role"),
  userId: z.uuid({ error: validation.required }),
  role: z.enum(ROLES, { error: validation.required }),
});

/** Approve or reject one moderation queue entry, with an optional note to the owner. */
export const moderateSchema = z.object({
  intent: z.literal("moderate"),
  queueId: z.uuid({ error: validation.required }),
  decision: z.enum(["approve", "reject"], { error: validation.required }),
  notes: z
    .string()
    .trim()
    .max(1000, { error: validation.maxLength(1000) })
    .optional()
    .transform((v) => v || null),
});

/** Resolve (or reopen) a contact message or broken-link report in the inbox tab. */
export const inboxStatusSchema = z.object({
  intent: z.literal("inbox-status"),
  box: z.enum(["messages", "reports"], { error: validation.required }),
  id: z.uuid({ error: validation.required }),
  status: z.enum(["new", "resolved"], { error: validation.required }),
});

/** Retry one failed background job (the admin's Jobs page). */
export const retryJobSchema = z.object({
  name: z
    .string({ error: validation.required })
    .trim()
    .regex(/^[a-z][a-z0-9-]*\.[a-z0-9-]+$/, { error: validation.required }),
  id: z.uuid({ error: validation.required }),
});
