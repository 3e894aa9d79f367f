// When a seller's earnings become theirs to pay out (issue 33, ADR 071). Pure and
// client-safe: the admin's settings form, the earnings page and the tests use it.

import { TIME_ZONE } from "~/lib/dates";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How often the automatic payout run pays every available balance. */
export const PAYOUT_SCHEDULES = ["daily", "weekly", "monthly", "off"] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** What an admin may change (site_settings "payouts"); the defaults are the issue's. */
export interface PayoutSettings {
  /** Tickets: hours after the event ends. */
  ticketHoursAfterEnd: number;
  /** Products: days after the buyer has it (delivered, or a digital product's purchase). */
  productDaysAfterDelivery: number;
  /** Products shipped but never confirmed delivered: days after shipment. */
  productDaysAfterShipment: number;
  /** Stays: hours after check-in. */
  stayHoursAfterCheckIn: number;
  /** The run pays balances of at least this many naira. */
  minimumPayout: number;
  schedule: PayoutSchedule;
  /** Weekly runs: the Lagos weekday (1 Monday … 7 Sunday); monthly runs: day 1. */
  payoutWeekday: number;
  /** The Lagos hour (0–23) the run's day starts paying. */
  payoutHour: number;
}

export const DEFAULT_PAYOUT_SETTINGS: PayoutSettings = {
  ticketHoursAfterEnd: 24,
  productDaysAfterDelivery: 3,
  productDaysAfterShipment: 14,
  stayHoursAfterCheckIn: 24,
  minimumPayout: 1000,
  schedule: "weekly",
  payoutWeekday: 1,
  payoutHour: 10,
};

/**
 * What a sale waits for, as its area knows it. `unknown` is a parcel not yet shipped:
 * its date comes when the vendor ships or the buyer confirms. `now` is money that is
 * the payee's at once (a donation, a split already settled by Paystack).
 */
export type ReleaseEvent =
  | { kind: "event_ends"; at: Date }
  | { kind: "shipped"; at: Date }
  | { kind: "delivered"; at: Date }
  | { kind: "checks_in"; at: Date }
  | { kind: "now" }
  | { kind: "unknown" };

/** The instant a sale becomes available under `settings`, or null while unknown. */
export function releaseAtFor(
  event: ReleaseEvent,
  settings: PayoutSettings,
  now: Date,
): Date | null {
  switch (event.kind) {
    case "event_ends":
      return new Date(event.at.getTime() + settings.ticketHoursAfterEnd * HOUR_MS);
    case "shipped":
      return new Date(event.at.getTime() + settings.productDaysAfterShipment * DAY_MS);
    case "delivered":
      // Lagos keeps UTC+1 all year: a day is always 24 hours there.
      return new Date(event.at.getTime() + settings.productDaysAfterDelivery * DAY_MS);
    case "checks_in":
      return new Date(event.at.getTime() + settings.stayHoursAfterCheckIn * HOUR_MS);
    case "now":
      return now;
    case "unknown":
      return null;
  }
}

/**
 * The Paystack transfer reference of a payout, derived from its row's id (lowercase,
 * 16–50 of a-z0-9_-): sending the same payout twice names the same transfer, which
 * Paystack refuses to make twice.
 */
export function payoutReference(payoutId: string): string {
  return `po_${payoutId.replaceAll("-", "").toLowerCase()}`;
}

export const PAYOUT_REFERENCE = /^[a-z0-9_-]{16,50}$/;

const lagosParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

/** Lagos calendar date, hour and ISO weekday (1 Monday … 7 Sunday) of an instant. */
export function lagosClock(at: Date) {
  const parts = Object.fromEntries(lagosParts.formatToParts(at).map((p) => [p.type, p.value]));
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday!) + 1;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday,
  };
}

/**
 * The scheduled run `now` falls in, or null when none is due yet: "weekly:2026-11-30"
 * names the Monday (the run's Lagos day) from its hour until the next run's. The key
 * makes a payout at most once per seller per run (payouts_run_idx), however often the
 * hourly job looks.
 */
export function scheduledRunKey(settings: PayoutSettings, now: Date): string | null {
  if (settings.schedule === "off") return null;
  const clock = lagosClock(now);
  const startOfToday = Date.parse(`${clock.date}T00:00:00Z`);
  const dayKey = (offsetDays: number) =>
    new Date(startOfToday - offsetDays * DAY_MS).toISOString().slice(0, 10);
  if (settings.schedule === "daily") {
    return clock.hour >= settings.payoutHour ? `daily:${clock.date}` : `daily:${dayKey(1)}`;
  }
  if (settings.schedule === "weekly") {
    let back = (clock.weekday - settings.payoutWeekday + 7) % 7;
    if (back === 0 && clock.hour < settings.payoutHour) back = 7;
    return `weekly:${dayKey(back)}`;
  }
  const day = Number(clock.date.slice(8, 10));
  const thisMonth = `${clock.date.slice(0, 7)}-01`;
  if (day > 1 || clock.hour >= settings.payoutHour) return `monthly:${thisMonth}`;
  return `monthly:${dayKey(1).slice(0, 7)}-01`;
}

/** The key of a seller's own request: once per Lagos day. */
export const sellerRequestKey = (now: Date) => `seller:${lagosClock(now).date}`;

/**
 * Balance arithmetic over ledger amounts (negative refunds included): what is owed
 * now is everything released minus everything paid or on its way, so a refund after
 * release (negative available) is recovered from later earnings before any payout.
 */
export function payableAmount(available: number, minimum: number): number {
  return available >= Math.max(1, minimum) ? available : 0;
}
