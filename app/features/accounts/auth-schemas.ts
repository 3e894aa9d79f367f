import { z } from "zod";
import { emailField } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";
import { SELF_SERVICE_ROLES } from "./roles";

const required = (max = 200) =>
  z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .max(max, { error: validation.maxLength(max) });

const newPassword = () =>
  z
    .string({ error: validation.required })
    // Empty: the required message alone, not also the length's.
    .min(1, { error: validation.required, abort: true })
    .min(8, { error: validation.password })
    .max(128, { error: validation.maxLength(128) });

export const signInSchema = z.object({
  email: emailField(),
  password: z.string({ error: validation.required }).min(1, { error: validation.required }),
  redirectTo: z.string().optional(),
});

export const signUpSchema = z
  .object({
    fullName: required(100),
    email: emailField(),
    password: newPassword(),
    confirmPassword: z
      .string({ error: validation.required })
      .min(1, { error: validation.required }),
    role: z.enum(SELF_SERVICE_ROLES, { error: validation.required }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: validation.passwordsMatch,
  });

export const forgotPasswordSchema = z.object({ email: emailField() });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, { error: validation.required }),
    password: newPassword(),
    confirmPassword: z
      .string({ error: validation.required })
      .min(1, { error: validation.required }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    error: validation.passwordsMatch,
  });
