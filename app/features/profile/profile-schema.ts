import { z } from "zod";
import { SELF_SERVICE_ROLES } from "~/features/accounts/roles";
import { profileMessages } from "~/features/profile/messages";
import { validation } from "~/lib/messages/validation";
import { BIO_MAX, FULL_NAME_MAX, USERNAME_MAX, USERNAME_MIN } from "./profile-constants";

/**
 * The Profile tab's form (client and server share it). Username is optional (accounts
 * from sign-up have none yet) but unique when set; the database's citext column makes
 * `Ada` and `ada` the same name. `role` is absent for admins and moderators, whose
 * role only another admin changes; a viewer picks one of the four here to become a
 * creator, organizer, vendor or host (issue 30 §3.9).
 */
export const profileSchema = z.object({
  fullName: z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(FULL_NAME_MAX, { error: validation.maxLength(FULL_NAME_MAX) }),
  username: z
    .string()
    .trim()
    .max(USERNAME_MAX, { error: validation.maxLength(USERNAME_MAX) })
    .refine((v) => v === "" || v.length >= USERNAME_MIN, {
      error: validation.minLength(USERNAME_MIN),
    })
    .refine((v) => /^[A-Za-z0-9_]*$/.test(v), { error: profileMessages.usernameFormat })
    .optional()
    .transform((v) => (v ? v : null)),
  bio: z
    .string()
    .trim()
    .max(BIO_MAX, { error: validation.maxLength(BIO_MAX) })
    .optional()
    .transform((v) => (v ? v : null)),
  role: z.enum(SELF_SERVICE_ROLES, { error: profileMessages.roleNotAllowed }).optional(),
  /** Where to go once saved (the page that sent a viewer here to become a creator). */
  returnTo: z.string().max(2000).optional(),
});

export type ProfileInput = z.infer<typeof profileSchema>;
