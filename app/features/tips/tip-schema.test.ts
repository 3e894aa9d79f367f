import { describe, expect, it } from "vitest";
import {
  DONATION_METHODS,
  MAX_DONATION,
  MIN_DONATION,
} from "~/features/donations/donation-constants";
import { donateCopy, donationToasts } from "~/features/donations/messages";
import { reportReason } from "~/db/schema";
import { formatNaira } from "~/lib/money";
import { supportCopy, tipAmountTexts } from "./messages";
import { tipActionSchema } from "./tip-action-schema";
import { MAX_TIP, MIN_TIP, TIP_METHODS, TIP_QUICK_AMOUNTS } from "./tip-constants";
import { TIP_REPORT_REASONS_LIST } from "./report-reasons";
import { tipSchema } from "./tip-schema";
import { isPayable } from "./tip-rules";

const errorsOf = (input: Record<string, string>) => {
  const r = tipSchema.safeParse(input);
  if (r.success) return null;
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the support form's schema", () => {
  it("takes the quick amounts ₦500, ₦1,000, ₦2,500 and ₦5,000", () => {
    expect(TIP_QUICK_AMOUNTS).toEqual([500, 1_000, 2_500, 5_000]);
    for (const amount of TIP_QUICK_AMOUNTS) {
      expect(tipSchema.parse({ amount: String(amount) }).amount).toBe(amount);
    }
  });

  it("a custom amount wins over the quick one; ₦ signs and thousands commas are fine", () => {
    expect(tipSchema.parse({ amount: "1000", customAmount: "150" }).amount).toBe(150);
    expect(tipSchema.parse({ customAmount: "₦2,500" }).amount).toBe(2_500);
    expect(tipSchema.parse({ customAmount: " 100 " }).amount).toBe(100);
  });

  it("₦99 is under the spec's minimum: the donation text", () => {
    expect(errorsOf({ customAmount: "₦99" })).toEqual({ customAmount: tipAmountTexts.invalid });
    expect(errorsOf({ customAmount: "99" })).toEqual({ customAmount: tipAmountTexts.invalid });
    expect(errorsOf({ customAmount: "-500" })).toEqual({ customAmount: tipAmountTexts.invalid });
    expect(errorsOf({})).toEqual({ customAmount: tipAmountTexts.invalid });
  });

  it("1e9, hex, decimals and words are not amounts: a message saying digits only", () => {
    for (const typed of ["1e9", "0x10", "0b101", "abc", "100.50", "1 000", "Infinity"]) {
      expect(errorsOf({ customAmount: typed }), typed).toEqual({
        customAmount: tipAmountTexts.notDigits,
      });
    }
    // A forged quick amount is held to the same rules.
    expect(errorsOf({ amount: "0x1F4" })).toEqual({ customAmount: tipAmountTexts.notDigits });
  });

  it("more than the donations' ceiling is refused with its own message", () => {
    expect(errorsOf({ customAmount: String(MAX_TIP + 1) })).toEqual({
      customAmount: tipAmountTexts.tooLarge,
    });
    expect(tipSchema.parse({ customAmount: String(MAX_TIP) }).amount).toBe(MAX_TIP);
    expect(errorsOf({ customAmount: "1000000000" })).toEqual({
      customAmount: tipAmountTexts.tooLarge,
    });
  });

  it("name ≤ 60 and message ≤ 500, all problems at once", () => {
    expect(
      errorsOf({ customAmount: "abc", name: "x".repeat(61), message: "m".repeat(501) }),
    ).toEqual({
      customAmount: tipAmountTexts.notDigits,
      name: "E no fit pass 60 characters",
      message: "E no fit pass 500 characters",
    });
    const ok = tipSchema.parse({
      amount: "1000",
      name: `  ${"x".repeat(60)}  `,
      message: "m".repeat(500),
    });
    expect(ok.displayName).toHaveLength(60);
  });

  it("name on one line; message keeps its lines; blanks are null; anonymous drops the name", () => {
    const v = tipSchema.parse({
      amount: "500",
      name: " Ada\n Obi ",
      message: "Thank you!\r\nKeep going. ",
      messagePublic: "on",
    });
    expect(v).toEqual({
      amount: 500,
      displayName: "Ada Obi",
      message: "Thank you!\nKeep going.",
      messagePublic: true,
      method: "paystack",
      contentId: null,
    });
    const anon = tipSchema.parse({ amount: "500", name: "Ada", message: "  ", anonymous: "on" });
    expect(anon).toMatchObject({ displayName: null, message: null, messagePublic: false });
  });

  it("payment method as donations; a forged content id is dropped, not refused", () => {
    expect(tipSchema.parse({ amount: "500", method: "paypal" }).method).toBe("paypal");
    expect(tipSchema.parse({ amount: "500", method: "bitcoin" }).method).toBe("paystack");
    expect(tipSchema.parse({ amount: "500", contentId: "not-a-uuid" }).contentId).toBeNull();
    const id = "8b0c7a8e-0f4c-4c51-9a43-2c7f4c1b6d11";
    expect(tipSchema.parse({ amount: "500", contentId: id }).contentId).toBe(id);
  });

  it("reuses the spec's donation numbers and texts", () => {
    expect([MIN_TIP, MAX_TIP]).toEqual([MIN_DONATION, MAX_DONATION]);
    expect(TIP_METHODS).toEqual(DONATION_METHODS);
    expect(tipAmountTexts.invalid).toBe(donationToasts.invalidAmount.message);
    expect(tipAmountTexts.tooLarge).toContain(formatNaira(MAX_TIP));
    expect(supportCopy.customAmount).toBe(donateCopy.customAmount);
    expect(supportCopy.customAmountHint).toBe(donateCopy.customAmountHint);
    expect(supportCopy.quickAmounts).toBe(donateCopy.quickAmounts);
  });
});

describe("a message's actions", () => {
  it("a report names one of the report reasons", () => {
    expect(TIP_REPORT_REASONS_LIST).toEqual(reportReason.enumValues);
    expect(
      tipActionSchema.safeParse({ intent: "report", reason: "Spam or misleading" }).success,
    ).toBe(true);
    expect(tipActionSchema.safeParse({ intent: "report", reason: "I dislike it" }).success).toBe(
      false,
    );
    expect(tipActionSchema.safeParse({ intent: "report" }).success).toBe(false);
    expect(tipActionSchema.safeParse({ intent: "delete" }).success).toBe(false);
  });
});

describe("who may be paid", () => {
  const base = {
    role: "creator" as const,
    supportEnabled: true,
    profileHidden: false,
    suspendedAt: null,
  };
  it("a role that sells, support on, page shown, not suspended", () => {
    for (const role of ["creator", "vendor", "event_organizer", "property_owner"] as const)
      expect(isPayable({ ...base, role }), role).toBe(true);
    for (const role of ["viewer", "moderator", "admin"] as const)
      expect(isPayable({ ...base, role }), role).toBe(false);
    expect(isPayable({ ...base, supportEnabled: false })).toBe(false);
    expect(isPayable({ ...base, profileHidden: true })).toBe(false);
    expect(isPayable({ ...base, suspendedAt: new Date() })).toBe(false);
  });
});
