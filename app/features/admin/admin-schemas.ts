import { z } from "zod";
import { ROLES } from "~/features/accounts/roles";
import { validation } from "~/lib/messages/validation";

/** The admin's role selector on a user card. */
export const changeRoleSchema = z.object({
  intent: z.literal("change-role"),
  userId: z.uuid({ error: validation.required }),
  role: z.enum(ROLES, { error: validation.required }),
});

/** Suspending an account from its user card: the reason goes into the person's e-mail. */
export const suspendAccountSchema = z.object({
  intent: z.literal("suspend"),
  userId: z.uuid({ error: validation.required }),
  reason: z
    .string({ error: validation.required })
    .trim()
    .min(3, { error: validation.minLength(3) })
    .max(500, { error: validation.maxLength(500) }),
});

/** Lifting a suspension. */
export const reinstateAccountSchema = z.object({
  intent: z.literal("reinstate"),
  userId: z.uuid({ error: validation.required }),
});

/** Every form of the users page: the action answers the one that was sent. */
export const usersActionSchema = z.discriminatedUnion("intent", [
  changeRoleSchema,
  suspendAccountSchema,
  reinstateAccountSchema,
]);

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
