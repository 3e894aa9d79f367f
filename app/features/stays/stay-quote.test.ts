import { describe, expect, it } from "vitest";
import { computeFee, fallbackRule } from "~/features/payments/fees";
import { serviceFeeBase, stayQuote, storedQuote } from "./stay-quote";

const price = { pricePerNight: 25_000, cleaningFee: 5_000 };
/** The service fee the server decides: the properties fallback rule (12 %, min ₦50). */
const fee = (checkIn: string, checkOut: string) =>
  computeFee(serviceFeeBase({ checkIn, checkOut, ...price }), fallbackRule("properties")).fee;

describe("stay quote", () => {
  it("is nights × price + cleaning + service fee, the host's share without the service fee", () => {
    const q = stayQuote({
      checkIn: "2027-03-10",
      checkOut: "2027-03-13",
      ...price,
      serviceFee: fee("2027-03-10", "2027-03-13"),
    });
    expect(q).toEqual({
      nights: 3,
      pricePerNight: 25_000,
      nightsTotal: 75_000,
      cleaningFee: 5_000,
      serviceFee: 9_600,
      hostNet: 80_000,
      total: 89_600,
    });
  });

  it.each([
    ["across a month end", "2027-01-30", "2027-02-02", 3],
    ["across February of a common year", "2027-02-27", "2027-03-01", 2],
    ["across February of a leap year", "2028-02-27", "2028-03-01", 3],
    ["across the year end", "2027-12-30", "2028-01-02", 3],
    ["one night on New Year's Eve", "2027-12-31", "2028-01-01", 1],
    ["the longest stay", "2027-11-15", "2028-02-13", 90],
  ])("counts nights %s", (_, checkIn, checkOut, nights) => {
    const serviceFee = fee(checkIn, checkOut);
    const q = stayQuote({ checkIn, checkOut, ...price, serviceFee });
    expect(q.nights).toBe(nights);
    expect(q.nightsTotal).toBe(nights * 25_000);
    expect(serviceFee).toBe(Math.round((nights * 25_000 + 5_000) * 0.12));
    expect(q.total).toBe(q.nightsTotal + q.cleaningFee + q.serviceFee);
  });

  it("takes the minimum fee on a cheap night, and whole naira throughout", () => {
    const checkIn = "2027-05-01";
    const checkOut = "2027-05-02";
    const serviceFee = computeFee(
      serviceFeeBase({ checkIn, checkOut, pricePerNight: 300, cleaningFee: 0 }),
      fallbackRule("properties"),
    ).fee;
    expect(serviceFee).toBe(50);
    expect(
      stayQuote({ checkIn, checkOut, pricePerNight: 300, cleaningFee: 0, serviceFee }).total,
    ).toBe(350);
  });

  it("reads a booking's stored figures back as the same breakdown", () => {
    const q = stayQuote({
      checkIn: "2027-12-30",
      checkOut: "2028-01-02",
      ...price,
      serviceFee: 9_600,
    });
    expect(storedQuote({ nights: 3, ...price, platformFee: 9_600, total: q.total })).toEqual(q);
  });
});
