import { z } from "zod";
import { FEE_CATEGORIES } from "./fees";
import { paymentCentreCopy } from "~/features/payments/messages";
import { decimalField, wholeNairaField } from "~/lib/form-schemas";
import { PAYMENT_STATUSES, TRANSACTION_TYPES } from "~/lib/enum-values";
import { CALCULATOR_CATEGORIES } from "./payment-centre-constants";

const v = paymentCentreCopy.validation;

/** Spec 001 §9: default amount 10,000 and category events; §5: min 0, step 100. */
export const CALCULATOR_DEFAULTS = { amount: 10_000, category: "events" } as const;
export const MAX_AMOUNT = 1_000_000_000;

/** The calculator's GET form (`?amount=&category=`), read on the server and in the browser. */
export const feeCalculatorSchema = z.object({
  amount: wholeNairaField(v.wholeNaira)
    .pipe(z.number().min(0, { error: v.amountMin }).max(MAX_AMOUNT, { error: v.amountMax }))
    .default(CALCULATOR_DEFAULTS.amount),
  category: z
    .enum(CALCULATOR_CATEGORIES, { error: v.category })
    .default(CALCULATOR_DEFAULTS.category),
});

/** History filters; unknown values are dropped rather than answered with an error page. */
export const historyFilterSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  purpose: z.enum(TRANSACTION_TYPES).optional().catch(undefined),
});
export type HistoryFilter = z.infer<typeof historyFilterSchema>;

/** Admin fee setting for one category (Settings tab). */
export const feeSettingSchema = z
  .object({
    intent: z.literal("save-fee"),
    category: z.enum(FEE_CATEGORIES, { error: v.category }),
    feeType: z.enum(["percentage", "fixed"], { error: v.feeType }),
    feeValue: decimalField(v.percentageRange),
    minimumFee: z
      .union([z.literal("").transform(() => 0), wholeNairaField(v.wholeNaira)])
      .pipe(z.number().min(0, { error: v.fixedMin }).max(MAX_AMOUNT, { error: v.amountMax }))
      .default(0),
    maximumFee: z
      .union([z.literal("").transform(() => null), wholeNairaField(v.wholeNaira)])
      .optional()
      .transform((x) => (x === undefined ? null : x))
      .pipe(
        z
          .number()
          .int({ error: v.wholeNaira })
          .min(0, { error: v.fixedMin })
          .max(MAX_AMOUNT, { error: v.amountMax })
          .nullable(),
      ),
    isActive: z
      .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
      .optional()
      .transform((x) => x === "on" || x === "true"),
  })
  .superRefine((s, ctx) => {
    if (s.feeType === "percentage" && s.feeValue > 100) {
      ctx.addIssue({ code: "custom", path: ["feeValue"], message: v.percentageRange });
    }
    if (s.feeType === "fixed" && !Number.isInteger(s.feeValue)) {
      ctx.addIssue({ code: "custom", path: ["feeValue"], message: v.wholeNaira });
    }
    if (s.feeType === "fixed" && s.feeValue > MAX_AMOUNT) {
      ctx.addIssue({ code: "custom", path: ["feeValue"], message: v.amountMax });
    }
    if (s.maximumFee !== null && s.minimumFee > s.maximumFee) {
      ctx.addIssue({ code: "custom", path: ["minimumFee"], message: v.minimumMax });
    }
  });
export type FeeSettingInput = z.infer<typeof feeSettingSchema>;

/** A seller's payout bank account. */
export const payoutAccountSchema = z.object({
  intent: z.literal("save-payout-account"),
  bankCode: z.string().trim().min(1, { error: v.bank }).max(20, { error: v.bank }),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{10}$/, { error: v.accountNumber }),
  // Required only without Paystack, where the bank's answer names the account.
  accountName: z.string().trim().max(120).optional().default(""),
});

/** Admin refunds a payment, all of it (amount left empty) or part of it, with a reason. */
export const refundPaymentSchema = z.object({
  intent: z.literal("refund-payment"),
  reference: z.string().trim().min(1, { error: v.reference }).max(64, { error: v.reference }),
  amount: z
    .union([z.literal("").transform(() => undefined), wholeNairaField(v.refundAmount)])
    .optional()
    .pipe(
      z
        .number()
        .int({ error: v.wholeNaira })
        .min(1, { error: v.refundAmount })
        .max(MAX_AMOUNT, { error: v.amountMax })
        .optional(),
    ),
  reason: z.string().trim().min(3, { error: v.refundReason }).max(300, { error: v.refundReason }),
});
export type RefundPaymentInput = z.infer<typeof refundPaymentSchema>;
