import { describe, expect, it } from "vitest";
import { addToCartSchema, cartLineSchema } from "./cart-schemas";

const productId = "3f1c2f8e-8f0a-4d8e-9b1a-0c2d3e4f5a6b";
const add = (fields: Record<string, string>) => addToCartSchema.safeParse({ productId, ...fields });
const line = (fields: Record<string, string>) =>
  cartLineSchema.safeParse({ intent: "update", itemId: productId, ...fields });

describe("cart quantities", () => {
  it("takes a plain whole number from 1 to 999", () => {
    expect(add({ quantity: "1" })).toMatchObject({ success: true, data: { quantity: 1 } });
    expect(add({ quantity: " 12 " })).toMatchObject({ success: true, data: { quantity: 12 } });
    expect(line({ quantity: "999" })).toMatchObject({ success: true, data: { quantity: 999 } });
    expect(add({})).toMatchObject({ success: true, data: { quantity: 1 } });
  });

  it.each(["0", "-1", "1e9", "1000000000", "1.5", "0x10", "abc", "", "1000", "Infinity"])(
    "refuses %j",
    (quantity) => {
      expect(add({ quantity }).success).toBe(false);
      expect(line({ quantity }).success).toBe(false);
    },
  );

  it("refuses a line or product id that is not an id, and an unknown intent", () => {
    expect(add({ productId: "1 or 1=1" }).success).toBe(false);
    expect(line({ itemId: "../x", quantity: "1" }).success).toBe(false);
    expect(cartLineSchema.safeParse({ intent: "delete-all", itemId: productId }).success).toBe(
      false,
    );
  });

  it("reads the price the page showed as whole naira only", () => {
    expect(add({ price: "5000" })).toMatchObject({ success: true, data: { price: 5000 } });
    expect(add({ price: "5000.5" }).success).toBe(false);
  });
});
