import { z } from "zod";
import { emailField } from "~/lib/form-schemas";
import { validation } from "~/lib/messages/validation";
import { normalizeNigerianPhone } from "~/lib/nigerian-phone";

/**
 * A buyer's name, e-mail and phone as every checkout form posts them (tickets, the
 * marketplace, stays). Optional while the form only prices ("Apply", "Show the total"):
 * `finishBuyerDetails` then requires the name and e-mail when the buyer pays.
 */
export const buyerDetailsFields = {
  name: z
    .string()
    .trim()
    .max(100, { error: validation.maxLength(100) })
    .optional(),
  email: z.string().trim().optional(),
  phone: z.string().trim().max(30, { error: validation.phone }).optional(),
};

export type BuyerDetails = { name: string; email: string; phone: string | null };

/**
 * The details checked inside a schema's transform: name and a valid e-mail required when
 * `pay`, an e-mail typed anyway checked, a phone normalised to +234… (Nigerian numbers).
 */
export function finishBuyerDetails(
  v: { name?: string; email?: string; phone?: string },
  pay: boolean,
  ctx: z.RefinementCtx,
): BuyerDetails {
  const name = v.name ?? "";
  if (pay && !name) ctx.addIssue({ code: "custom", message: validation.required, path: ["name"] });
  let email = "";
  if (v.email || pay) {
    const parsed = emailField().safeParse(v.email ?? "");
    if (parsed.success) email = parsed.data;
    else
      ctx.addIssue({ code: "custom", message: parsed.error.issues[0]!.message, path: ["email"] });
  }
  let phone: string | null = null;
  if (v.phone) {
    phone = normalizeNigerianPhone(v.phone);
    if (!phone) ctx.addIssue({ code: "custom", message: validation.phone, path: ["phone"] });
  }
  return { name, email, phone };
}
