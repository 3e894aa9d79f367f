import { describe, expect, it } from "vitest";
import { promoCodeValidation } from "./organizer-messages";
import { promoCodeSchema } from "./promo-code-schema";

const TYPE_A = "7d0c6a1e-3b1f-4f4e-9a53-0d8c1c7f2b10";
const TYPE_B = "0b8e2f55-5f0e-4d0a-8f1c-4a3c2b1d0e9f";

const parse = (fields: Record<string, string | string[]>) =>
  promoCodeSchema.safeParse({
    code: "EARLY10",
    discountType: "percentage",
    amount: "10",
    ...fields,
  });
const errorsOf = (fields: Record<string, string | string[]>) => {
  const r = parse(fields);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("promo code form", () => {
  it("stores the code upper-case, trimmed, with no limit, window or types by default", () => {
    const r = parse({ code: "  early10 " });
    expect(r.success && r.data).toEqual({
      promoCodeId: null,
      code: "EARLY10",
      discountType: "percentage",
      amount: 10,
      usageLimit: null,
      startsAt: null,
      endsAt: null,
      ticketTypeIds: [],
    });
  });

  it("takes 3–20 letters or digits only", () => {
    for (const ok of ["ABC", "a1b2c3", "X".repeat(20), "2026"])
      expect(parse({ code: ok }).success, ok).toBe(true);
    for (const bad of ["AB", "X".repeat(21), "EARLY 10", "EARLY-10", "ÉTÉ10", "", "10%OFF"])
      expect(errorsOf({ code: bad }).code, bad).toBe(promoCodeValidation.code);
  });

  it("keeps a percentage within 1–100, whole numbers only", () => {
    for (const ok of ["1", "55", "100"]) expect(parse({ amount: ok }).success, ok).toBe(true);
    for (const bad of ["0", "101", "-5", "12.5", "", "ten", "1,0", "₦10"])
      expect(errorsOf({ amount: bad }).amount, bad).toBe(promoCodeValidation.percentage);
  });

  it("takes whole naira for a fixed discount, at least ₦1", () => {
    const r = parse({ discountType: "fixed", amount: "₦2,500" });
    expect(r.success && r.data.amount).toBe(2500);
    for (const bad of ["0", "-1", "12.5", "", "1e3", "0x10"])
      expect(errorsOf({ discountType: "fixed", amount: bad }).amount, bad).toBe(
        promoCodeValidation.fixed,
      );
  });

  it("takes an optional usage limit of at least 1", () => {
    expect(parse({ usageLimit: "50" }).success && parse({ usageLimit: "50" }).data).toMatchObject({
      usageLimit: 50,
    });
    for (const bad of ["0", "-1", "2.5", "many"])
      expect(errorsOf({ usageLimit: bad }).usageLimit, bad).toBe(promoCodeValidation.usageLimit);
  });

  it("reads the window in WAT and wants its end after its start", () => {
    const r = parse({ startsAt: "2026-12-01T09:00", endsAt: "2026-12-24T23:59" });
    expect(r.success && r.data.startsAt?.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(r.success && r.data.endsAt?.toISOString()).toBe("2026-12-24T22:59:00.000Z");
    // Either end alone is fine.
    expect(parse({ endsAt: "2026-12-24T23:59" }).success).toBe(true);
    expect(errorsOf({ startsAt: "2026-12-24T10:00", endsAt: "2026-12-24T10:00" }).endsAt).toBe(
      promoCodeValidation.window,
    );
    expect(errorsOf({ startsAt: "2026-12-24T10:00", endsAt: "2026-12-01T10:00" }).endsAt).toBe(
      promoCodeValidation.window,
    );
    expect(errorsOf({ startsAt: "2026-02-30T10:00" }).startsAt).toBe(promoCodeValidation.date);
    expect(errorsOf({ endsAt: "tomorrow" }).endsAt).toBe(promoCodeValidation.date);
  });

  it("takes one ticked type, several, or none (= all), de-duplicated", () => {
    expect(parse({ ticketTypeIds: TYPE_A }).data?.ticketTypeIds).toEqual([TYPE_A]);
    expect(parse({ ticketTypeIds: [TYPE_A, TYPE_B, TYPE_A] }).data?.ticketTypeIds).toEqual([
      TYPE_A,
      TYPE_B,
    ]);
    expect(errorsOf({ ticketTypeIds: ["not-an-id"] })["ticketTypeIds.0"]).toBe(
      promoCodeValidation.ticketTypes,
    );
  });
});
