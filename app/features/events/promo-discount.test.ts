import { describe, expect, it } from "vitest";
import { lineDiscount, priceOrder, seatPrices, type PromoRule } from "./promo-discount";

const pct = (amount: number, ticketTypeIds: string[] = []): PromoRule => ({
  discountType: "percentage",
  amount,
  ticketTypeIds,
});
const fixed = (amount: number, ticketTypeIds: string[] = []): PromoRule => ({
  discountType: "fixed",
  amount,
  ticketTypeIds,
});
const line = (ticketTypeId: string, unitPrice: number, quantity: number) => ({
  ticketTypeId,
  unitPrice,
  quantity,
});

describe("promo arithmetic", () => {
  it("rounds a percentage of the line to the nearest naira, halves up", () => {
    expect(lineDiscount(pct(10), line("a", 5_000, 2))).toBe(1_000);
    expect(lineDiscount(pct(15), line("a", 1_003, 1))).toBe(150); // 150.45
    expect(lineDiscount(pct(15), line("a", 1_010, 1))).toBe(152); // 151.5
    expect(lineDiscount(pct(33), line("a", 999, 3))).toBe(989); // 989.01
    expect(lineDiscount(pct(100), line("a", 2_500, 2))).toBe(5_000);
  });

  it("takes a fixed amount per ticket and never below ₦0", () => {
    expect(lineDiscount(fixed(500), line("a", 3_000, 2))).toBe(1_000);
    expect(lineDiscount(fixed(5_000), line("a", 3_000, 2))).toBe(6_000);
    expect(lineDiscount(fixed(500), line("a", 0, 4))).toBe(0);
    expect(priceOrder([line("a", 3_000, 2)], fixed(9_999)).total).toBe(0);
  });

  it("applies only to the types it names (none named = all)", () => {
    const order = priceOrder([line("a", 5_000, 2), line("b", 20_000, 1)], pct(10, ["b"]));
    expect(order).toMatchObject({ subtotal: 30_000, discount: 2_000, total: 28_000 });
    expect(order.lines.map((l) => l.discount)).toEqual([0, 2_000]);
    expect(priceOrder([line("a", 5_000, 2), line("b", 20_000, 1)], pct(10)).discount).toBe(3_000);
    expect(priceOrder([line("a", 5_000, 2)], null)).toMatchObject({ discount: 0, total: 10_000 });
  });

  it("spreads a line's discount over its seats to the naira", () => {
    const seats = seatPrices({ ...line("a", 1_000, 3), discount: 100 });
    expect(seats).toEqual([967, 967, 966]);
    expect(seats.reduce((s, n) => s + n, 0)).toBe(2_900);
    expect(seatPrices({ ...line("a", 0, 2), discount: 0 })).toEqual([0, 0]);
  });
});
