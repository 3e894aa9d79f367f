import { z } from "zod";
import { emailField } from "~/lib/form-schemas";

export const newsletterSchema = z.object({
  email: emailField(),
  source: z.string().max(40).optional(),
});
