// What a cancelled stay refunds (issue 32), by the policy stored on the booking when it
// was made. Pure and client-safe: the trip page shows the same figure before the guest
// confirms, and cancel-booking refunds exactly it.

import { lagosInstant } from "./stay-dates";

export type CancellationPolicy = "flexible" | "moderate" | "strict";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The part of the nights refunded, by policy, from how long before check-in it is. */
function nightsShare(policy: CancellationPolicy, before: number): 100 | 50 | 0 {
  switch (policy) {
    case "flexible":
      return before >= DAY ? 100 : 0;
    case "moderate":
      return before >= 5 * DAY ? 100 : 50;
    case "strict":
      return before >= 30 * DAY ? 100 : before >= 7 * DAY ? 50 : 0;
  }
}

export type StayRefund = {
  /** Percent of the nights (and the service fee) refunded. */
  share: 100 | 50 | 0;
  /** Why: the policy's window, the 24-hour grace after confirming, or the host cancelling. */
  rule: "policy" | "grace" | "host";
  nights: number;
  cleaning: number;
  service: number;
  total: number;
};

/**
 * The refund of a paid booking cancelled at `now`:
 * - by the host: everything;
 * - by the guest: the nights and the service fee by the policy's window (flexible: all
 *   up to 24 h before check-in; moderate: all up to 5 days before, half after; strict:
 *   all up to 30 days before, half from 30 to 7 days, none after), everything within
 *   24 h of confirming when check-in is at least 7 days away, and the cleaning fee
 *   whenever it is before check-in.
 * Halves round up to the guest's favour (whole naira).
 */
export function stayRefund(o: {
  by: "guest" | "host";
  policy: CancellationPolicy;
  checkIn: string;
  checkInTime: string;
  confirmedAt: Date | null;
  nightsTotal: number;
  cleaningFee: number;
  serviceFee: number;
  now: Date;
}): StayRefund {
  const full = (rule: StayRefund["rule"]): StayRefund => ({
    share: 100,
    rule,
    nights: o.nightsTotal,
    cleaning: o.cleaningFee,
    service: o.serviceFee,
    total: o.nightsTotal + o.cleaningFee + o.serviceFee,
  });
  if (o.by === "host") return full("host");
  const before = lagosInstant(o.checkIn, o.checkInTime).getTime() - o.now.getTime();
  const sinceConfirmed = o.confirmedAt ? o.now.getTime() - o.confirmedAt.getTime() : Infinity;
  if (sinceConfirmed <= DAY && before >= 7 * DAY) return full("grace");
  const share = nightsShare(o.policy, before);
  const nights = Math.ceil((o.nightsTotal * share) / 100);
  const service = Math.ceil((o.serviceFee * share) / 100);
  const cleaning = before > 0 ? o.cleaningFee : 0;
  return { share, rule: "policy", nights, cleaning, service, total: nights + cleaning + service };
}
