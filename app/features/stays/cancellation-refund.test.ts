import { describe, expect, it } from "vitest";
import { stayRefund, type CancellationPolicy } from "./cancellation-refund";

// Check-in 2027-03-10 at 14:00 Lagos = 13:00 UTC.
const CHECK_IN = new Date("2027-03-10T13:00:00Z").getTime();
const H = 60 * 60 * 1000;
const at = (hoursBefore: number) => new Date(CHECK_IN - hoursBefore * H);

const base = {
  by: "guest" as const,
  checkIn: "2027-03-10",
  checkInTime: "14:00",
  confirmedAt: new Date("2027-01-01T10:00:00Z"),
  nightsTotal: 75_001,
  cleaningFee: 10_000,
  serviceFee: 9_001,
};
const refund = (policy: CancellationPolicy, hoursBefore: number) =>
  stayRefund({ ...base, policy, now: at(hoursBefore) });

describe("stay refunds by policy", () => {
  it("flexible: all up to 24 hours before check-in, then the cleaning fee only", () => {
    expect(refund("flexible", 24)).toMatchObject({ share: 100, total: 94_002 });
    expect(refund("flexible", 23.99)).toMatchObject({
      share: 0,
      nights: 0,
      service: 0,
      cleaning: 10_000,
    });
  });

  it("moderate: all up to 5 days before, half after (rounded up for the guest)", () => {
    expect(refund("moderate", 120)).toMatchObject({ share: 100, total: 94_002 });
    expect(refund("moderate", 119.99)).toMatchObject({
      share: 50,
      nights: 37_501,
      service: 4_501,
      cleaning: 10_000,
      total: 52_002,
    });
    expect(refund("moderate", 1)).toMatchObject({ share: 50, cleaning: 10_000 });
  });

  it("strict: all up to 30 days, half from 30 to 7 days, none after", () => {
    expect(refund("strict", 30 * 24)).toMatchObject({ share: 100 });
    expect(refund("strict", 30 * 24 - 0.01)).toMatchObject({ share: 50 });
    expect(refund("strict", 7 * 24)).toMatchObject({ share: 50 });
    expect(refund("strict", 7 * 24 - 0.01)).toMatchObject({ share: 0, total: 10_000 });
  });

  it("keeps the cleaning fee once check-in time has passed", () => {
    expect(refund("moderate", 0)).toMatchObject({ cleaning: 0 });
    expect(refund("moderate", -5)).toMatchObject({ cleaning: 0, share: 50 });
  });

  it("refunds everything within 24 hours of confirming when check-in is 7 or more days away", () => {
    const confirmedAt = at(8 * 24);
    const grace = stayRefund({ ...base, policy: "strict", confirmedAt, now: at(7 * 24 + 1) });
    expect(grace).toMatchObject({ rule: "grace", share: 100, total: 94_002 });
    // Confirmed 6 days before check-in: no grace.
    const late = stayRefund({
      ...base,
      policy: "strict",
      confirmedAt: at(6 * 24),
      now: at(6 * 24 - 1),
    });
    expect(late).toMatchObject({ rule: "policy", share: 0 });
    // More than 24 hours after confirming: the policy.
    const after = stayRefund({
      ...base,
      policy: "strict",
      confirmedAt: at(9 * 24),
      now: at(7 * 24 + 1),
    });
    expect(after).toMatchObject({ rule: "policy", share: 50 });
  });

  it("refunds everything when the host cancels, even after check-in time", () => {
    expect(stayRefund({ ...base, by: "host", policy: "strict", now: at(-3) })).toMatchObject({
      rule: "host",
      total: 94_002,
    });
  });
});
