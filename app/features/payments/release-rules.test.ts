import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYOUT_SETTINGS,
  PAYOUT_REFERENCE,
  lagosClock,
  payableAmount,
  payoutReference,
  releaseAtFor,
  scheduledRunKey,
  sellerRequestKey,
  type PayoutSettings,
} from "./release-rules";

// Issue 33, ADR 071: release dates per rule and payout run keys, read in Africa/Lagos
// (UTC+1 all year), at the day boundaries where UTC and Lagos disagree.

const NOW = new Date("2026-11-29T12:00:00Z");
const rules = DEFAULT_PAYOUT_SETTINGS;
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe("releaseAtFor", () => {
  it("delivery at 23:30 in Lagos on 31 January is due at 23:30 in Lagos on 3 February", () => {
    const delivered = new Date("2026-01-31T22:30:00Z"); // 23:30 WAT
    const due = releaseAtFor({ kind: "delivered", at: delivered }, rules, NOW)!;
    expect(iso(due)).toBe("2026-02-03T22:30:00.000Z");
    expect(lagosClock(due)).toMatchObject({ date: "2026-02-03", hour: 23 });
  });

  it("delivery at 00:30 in Lagos (still the day before in UTC) counts from the Lagos day", () => {
    const delivered = new Date("2026-02-28T23:30:00Z"); // 1 March 00:30 WAT
    const due = releaseAtFor({ kind: "delivered", at: delivered }, rules, NOW)!;
    expect(lagosClock(due)).toMatchObject({ date: "2026-03-04", hour: 0 });
  });

  it("an event ending just before midnight UTC (just after in Lagos) is due a Lagos day later", () => {
    const ends = new Date("2026-12-31T23:30:00Z"); // 1 January 2027 00:30 WAT
    const due = releaseAtFor({ kind: "event_ends", at: ends }, rules, NOW)!;
    expect(iso(due)).toBe("2027-01-01T23:30:00.000Z");
    expect(lagosClock(due)).toMatchObject({ date: "2027-01-02", hour: 0 });
    // Ending at 23:59 WAT on 31 December: due 23:59 WAT on 1 January.
    const late = releaseAtFor(
      { kind: "event_ends", at: new Date("2026-12-31T22:59:00Z") },
      rules,
      NOW,
    )!;
    expect(lagosClock(late)).toMatchObject({ date: "2027-01-01", hour: 23 });
  });

  it("shipment waits the shipment days, a check-in its hours; now and unknown are what they say", () => {
    const shipped = new Date("2026-02-20T09:00:00Z");
    expect(iso(releaseAtFor({ kind: "shipped", at: shipped }, rules, NOW))).toBe(
      "2026-03-06T09:00:00.000Z",
    );
    const arrived = new Date("2026-03-01T13:00:00Z");
    expect(iso(releaseAtFor({ kind: "checks_in", at: arrived }, rules, NOW))).toBe(
      "2026-03-02T13:00:00.000Z",
    );
    expect(releaseAtFor({ kind: "now" }, rules, NOW)).toEqual(NOW);
    expect(releaseAtFor({ kind: "unknown" }, rules, NOW)).toBeNull();
  });

  it("follows the admin's settings, zero included", () => {
    const custom: PayoutSettings = {
      ...rules,
      ticketHoursAfterEnd: 0,
      productDaysAfterDelivery: 7,
      productDaysAfterShipment: 21,
      stayHoursAfterCheckIn: 48,
    };
    const t = new Date("2026-06-15T10:00:00Z");
    expect(releaseAtFor({ kind: "event_ends", at: t }, custom, NOW)).toEqual(t);
    expect(iso(releaseAtFor({ kind: "delivered", at: t }, custom, NOW))).toBe(
      "2026-06-22T10:00:00.000Z",
    );
    expect(iso(releaseAtFor({ kind: "shipped", at: t }, custom, NOW))).toBe(
      "2026-07-06T10:00:00.000Z",
    );
    expect(iso(releaseAtFor({ kind: "checks_in", at: t }, custom, NOW))).toBe(
      "2026-06-17T10:00:00.000Z",
    );
  });
});

describe("scheduledRunKey", () => {
  // Run hour 10:00 WAT = 09:00 UTC.
  const daily: PayoutSettings = { ...rules, schedule: "daily" };
  const weekly: PayoutSettings = { ...rules, schedule: "weekly", payoutWeekday: 1 };
  const monthly: PayoutSettings = { ...rules, schedule: "monthly" };
  const key = (s: PayoutSettings, at: string) => scheduledRunKey(s, new Date(at));

  it("daily: the Lagos day from its run hour, the day before until then", () => {
    expect(key(daily, "2026-03-02T08:59:59Z")).toBe("daily:2026-03-01");
    expect(key(daily, "2026-03-02T09:00:00Z")).toBe("daily:2026-03-02");
    // 00:30 WAT on 2 March is before the run hour of 2 March: still 1 March's run.
    expect(key(daily, "2026-03-01T23:30:00Z")).toBe("daily:2026-03-01");
    // Across a year and a leap day.
    expect(key(daily, "2027-01-01T08:00:00Z")).toBe("daily:2026-12-31");
    expect(key(daily, "2028-03-01T05:00:00Z")).toBe("daily:2028-02-29");
  });

  it("weekly: the Monday from 10:00 WAT until the next Monday's 10:00", () => {
    // 30 November 2026 is a Monday.
    expect(lagosClock(new Date("2026-11-30T12:00:00Z")).weekday).toBe(1);
    expect(key(weekly, "2026-11-30T08:59:00Z")).toBe("weekly:2026-11-23");
    expect(key(weekly, "2026-11-30T09:00:00Z")).toBe("weekly:2026-11-30");
    // Sunday 23:30 UTC is Monday 00:30 in Lagos: before the run hour, last week's run.
    expect(key(weekly, "2026-11-29T23:30:00Z")).toBe("weekly:2026-11-23");
    expect(key(weekly, "2026-12-01T03:00:00Z")).toBe("weekly:2026-11-30");
    // Sunday 23:59 WAT (22:59 UTC): still the run of the Monday before.
    expect(key(weekly, "2026-12-06T22:59:00Z")).toBe("weekly:2026-11-30");
    expect(key(weekly, "2026-12-07T09:00:00Z")).toBe("weekly:2026-12-07");
    // Another weekday and hour: Friday 16:00 WAT (15:00 UTC); 4 December 2026 is a Friday.
    const friday: PayoutSettings = { ...weekly, payoutWeekday: 5, payoutHour: 16 };
    expect(key(friday, "2026-12-04T14:59:00Z")).toBe("weekly:2026-11-27");
    expect(key(friday, "2026-12-04T15:00:00Z")).toBe("weekly:2026-12-04");
    // Run hour 0: Thursday 23:00 UTC is already Friday 00:00 in Lagos.
    const midnight: PayoutSettings = { ...friday, payoutHour: 0 };
    expect(key(midnight, "2026-12-03T23:00:00Z")).toBe("weekly:2026-12-04");
    expect(key(midnight, "2026-12-03T22:59:00Z")).toBe("weekly:2026-11-27");
  });

  it("monthly: the 1st from its run hour, across the year's end", () => {
    expect(key(monthly, "2026-12-01T08:59:00Z")).toBe("monthly:2026-11-01");
    expect(key(monthly, "2026-12-01T09:00:00Z")).toBe("monthly:2026-12-01");
    // 30 November 23:30 UTC is 1 December 00:30 WAT: before the run hour.
    expect(key(monthly, "2026-11-30T23:30:00Z")).toBe("monthly:2026-11-01");
    expect(key(monthly, "2026-12-31T23:30:00Z")).toBe("monthly:2026-12-01");
    expect(key(monthly, "2027-01-01T08:00:00Z")).toBe("monthly:2026-12-01");
    expect(key(monthly, "2027-01-15T08:00:00Z")).toBe("monthly:2027-01-01");
  });

  it("off: no run", () => {
    expect(scheduledRunKey({ ...rules, schedule: "off" }, NOW)).toBeNull();
  });

  it("every instant of one run gets one key (one payout per seller per run)", () => {
    const keys = new Set<string | null>();
    for (
      let t = Date.parse("2026-11-30T09:00:00Z");
      t < Date.parse("2026-12-07T09:00:00Z");
      t += 3_600_000
    )
      keys.add(scheduledRunKey(weekly, new Date(t)));
    expect([...keys]).toEqual(["weekly:2026-11-30"]);
  });
});

describe("sellerRequestKey", () => {
  it("names the Lagos day: once a day by the seller's clock, not UTC's", () => {
    expect(sellerRequestKey(new Date("2026-12-31T22:59:00Z"))).toBe("seller:2026-12-31");
    expect(sellerRequestKey(new Date("2026-12-31T23:00:00Z"))).toBe("seller:2027-01-01");
    expect(sellerRequestKey(new Date("2027-01-01T22:59:59Z"))).toBe("seller:2027-01-01");
  });
});

describe("payoutReference", () => {
  it("is derived from the payout's id: the same id, the same reference, in Paystack's format", () => {
    const id = "0F8FAD5B-D9CB-469F-A165-70867728950E";
    const ref = payoutReference(id);
    expect(ref).toBe("po_0f8fad5bd9cb469fa16570867728950e");
    expect(ref).toMatch(PAYOUT_REFERENCE);
    expect(ref).toMatch(/^[a-z0-9_-]{16,50}$/);
    expect(payoutReference(id.toLowerCase())).toBe(ref);
    expect(payoutReference(crypto.randomUUID())).not.toBe(ref);
    for (let i = 0; i < 50; i++)
      expect(payoutReference(crypto.randomUUID())).toMatch(PAYOUT_REFERENCE);
  });

  it("the pattern refuses what Paystack refuses", () => {
    for (const bad of [
      "po_short",
      "PO_0F8FAD5BD9CB469FA165",
      "po 0f8fad5bd9cb469fa165",
      "x".repeat(51),
    ])
      expect(bad).not.toMatch(PAYOUT_REFERENCE);
  });
});

describe("payableAmount", () => {
  it("pays only a positive available sum at or above the minimum", () => {
    expect(payableAmount(-2_500, 1_000)).toBe(0);
    expect(payableAmount(0, 1_000)).toBe(0);
    expect(payableAmount(999, 1_000)).toBe(0);
    expect(payableAmount(1_000, 1_000)).toBe(1_000);
    expect(payableAmount(48_750, 1_000)).toBe(48_750);
    // No minimum still never pays nothing or less.
    expect(payableAmount(0, 0)).toBe(0);
    expect(payableAmount(-1, 0)).toBe(0);
    expect(payableAmount(1, 0)).toBe(1);
  });

  it("a negative balance is recovered from later earnings before anything is paid", () => {
    // Ledger amounts as they become available: a sale, paid out, then refunded after release.
    let available = 0;
    const paid: number[] = [];
    const run = () => {
      const pay = payableAmount(available, 1_000);
      if (pay) {
        paid.push(pay);
        available -= pay;
      }
    };
    available += 10_000; // sale released
    run();
    available -= 4_000; // refund after the payout: available goes negative
    run();
    expect(available).toBe(-4_000);
    available += 3_500; // a later sale covers part of it
    run();
    expect(available).toBe(-500);
    available += 2_000; // the next covers the rest; 1,500 is owed, above the minimum
    run();
    expect(paid).toEqual([10_000, 1_500]);
    expect(available).toBe(0);
    // Everything paid equals everything earned minus everything refunded.
    expect(paid.reduce((a, b) => a + b, 0)).toBe(10_000 - 4_000 + 3_500 + 2_000);
  });
});
