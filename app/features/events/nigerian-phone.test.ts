import { describe, expect, it } from "vitest";
import { ticketCheckoutSchema } from "./ticket-checkout-schema";
import { normalizeNigerianPhone } from "~/lib/nigerian-phone";

describe("Nigerian phone numbers", () => {
  it.each([
    ["+2348012345678", "+2348012345678"],
    ["08012345678", "+2348012345678"],
    ["0801 234 5678", "+2348012345678"],
    ["+234 801 234 5678", "+2348012345678"],
    ["2349031234567", "+2349031234567"],
    ["(0701) 234-5678", "+2347012345678"],
    ["0811-234-5678", "+2348112345678"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeNigerianPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "0801234567",
    "080123456789",
    "+2340801234567",
    "+448012345678",
    "06012345678",
    "0801234567a",
  ])("refuses %j", (input) => {
    expect(normalizeNigerianPhone(input)).toBeNull();
  });

  it("the checkout form keeps the normalised number and refuses a bad one", () => {
    const ok = ticketCheckoutSchema.safeParse({
      intent: "pay",
      name: "Ada",
      email: "Ada@Example.com",
      phone: "0801 234 5678",
      promoCode: " early10 ",
    });
    expect(ok.success && ok.data).toMatchObject({
      email: "ada@example.com",
      phone: "+2348012345678",
      promoCode: "EARLY10",
    });
    const bad = ticketCheckoutSchema.safeParse({ name: "Ada", email: "a@b.ng", phone: "12345" });
    expect(bad.success).toBe(false);
    // Pay needs a name and an e-mail; Apply (pricing a promo) does not.
    expect(ticketCheckoutSchema.safeParse({ intent: "pay" }).success).toBe(false);
    expect(ticketCheckoutSchema.safeParse({ intent: "apply", promoCode: "X" }).success).toBe(true);
  });
});
