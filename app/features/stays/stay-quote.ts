// What a stay costs (docs/decisions/066-stays-booking.md): pure and client-safe, so the
// booking panel, the trip pages and the payment all show the same figures.
import { nightsBetween } from "./stay-dates";

export type StayQuote = {
  nights: number;
  pricePerNight: number;
  /** nights × pricePerNight. */
  nightsTotal: number;
  cleaningFee: number;
  /** The platform's fee for properties on nights + cleaning, paid by the guest on top. */
  serviceFee: number;
  /** What the host is paid: nights + cleaning. */
  hostNet: number;
  /** What the guest pays: nights + cleaning + service fee. */
  total: number;
};

/**
 * The breakdown of a stay from its dates, the nightly price, the cleaning fee and the
 * service fee (whole naira; the service fee is decided by the fee settings on the server
 * from `feeBase`, and passed in here).
 */
export function stayQuote(o: {
  checkIn: string;
  checkOut: string;
  pricePerNight: number;
  cleaningFee: number;
  serviceFee: number;
}): StayQuote {
  const nights = nightsBetween(o.checkIn, o.checkOut);
  const nightsTotal = nights * o.pricePerNight;
  const hostNet = nightsTotal + o.cleaningFee;
  return {
    nights,
    pricePerNight: o.pricePerNight,
    nightsTotal,
    cleaningFee: o.cleaningFee,
    serviceFee: o.serviceFee,
    hostNet,
    total: hostNet + o.serviceFee,
  };
}

/** What the service fee is charged on: the nights and the cleaning fee. */
export const serviceFeeBase = (o: {
  checkIn: string;
  checkOut: string;
  pricePerNight: number;
  cleaningFee: number;
}) => nightsBetween(o.checkIn, o.checkOut) * o.pricePerNight + o.cleaningFee;

/** A booking's stored figures as a quote (the trip pages show what was stored). */
export const storedQuote = (b: {
  nights: number;
  pricePerNight: number;
  cleaningFee: number;
  platformFee: number;
  total: number;
}): StayQuote => ({
  nights: b.nights,
  pricePerNight: b.pricePerNight,
  nightsTotal: b.nights * b.pricePerNight,
  cleaningFee: b.cleaningFee,
  serviceFee: b.platformFee,
  hostNet: b.nights * b.pricePerNight + b.cleaningFee,
  total: b.total,
});
