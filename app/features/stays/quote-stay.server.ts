import { eq } from "drizzle-orm";
import { properties } from "~/db/schema";
import { quoteFee } from "~/features/payments/fees.server";
import { AppError } from "~/lib/app-error.server";
import type { Db, Tx } from "~/lib/db/client.server";
import type { Message } from "~/lib/messages";
import { bookingRefusalErrors as E } from "./booking-messages";
import { bookingErrors } from "./messages";
import { rangeIsFree } from "./stay-availability.server";
import { checkStayDates, lagosToday, parseStayDate, type StayDatesProblem } from "./stay-dates";
import { serviceFeeBase, stayQuote, type StayQuote } from "./stay-quote";

type Property = typeof properties.$inferSelect;

const DATE_PROBLEMS: Record<StayDatesProblem, Message> = {
  invalid: E.datesInvalid,
  order: E.datesOrder,
  past: E.datesPast,
  too_far: E.datesTooFar,
  too_long: E.datesTooLong,
  too_short: E.datesTooShort,
};

/** A refusal the booking form shows, on the field it concerns. */
export const bookingRefusal = (message: Message, field?: string) =>
  new AppError("validation", {
    message,
    fieldErrors: field ? { [field]: [message.message] } : undefined,
  });

/** Whether a property takes bookings: active and approved (the public rule). */
export const isBookable = (p: Pick<Property, "status" | "moderationStatus">) =>
  p.status === "active" && p.moderationStatus === "approved";

export type QuoteStayInput = {
  checkIn: string | null | undefined;
  checkOut: string | null | undefined;
  guests: number;
  now?: Date;
  /** Inside a write: the booking being paid again is left out of the availability. */
  ignoreBookingId?: string;
};

export type CheckedStay = { checkIn: string; checkOut: string; guests: number; quote: StayQuote };

/**
 * What a stay of `property` costs for these dates and guests, after checking them
 * (docs/decisions/066-stays-booking.md): real Lagos dates, check-out after check-in,
 * from today, within the horizon, between the property's minimum and MAX_NIGHTS nights,
 * 1..max_guests guests, and every night free of bookings and blocks (the spec's
 * "unavailable for dates" otherwise). The service fee is the platform's fee for
 * properties (the fee settings) on the nights and the cleaning fee. Throws the clear
 * refusal; inside a write, call it after lockProperty so the answer holds.
 */
export async function quoteStay(
  db: Db | Tx,
  property: Property,
  input: QuoteStayInput,
): Promise<CheckedStay> {
  const checkIn = parseStayDate(input.checkIn);
  const checkOut = parseStayDate(input.checkOut);
  const problem = checkStayDates({
    checkIn,
    checkOut,
    minNights: property.minNights,
    today: lagosToday(input.now ?? new Date()),
  });
  if (problem)
    throw bookingRefusal(DATE_PROBLEMS[problem], problem === "order" ? "checkOut" : "checkIn");
  if (!Number.isInteger(input.guests) || input.guests < 1 || input.guests > property.maxGuests) {
    throw bookingRefusal(E.guests, "guests");
  }
  const stay = { checkIn: checkIn!, checkOut: checkOut! };
  const free = await rangeIsFree(db, {
    propertyId: property.id,
    ...stay,
    ignoreBookingId: input.ignoreBookingId,
  });
  if (!free) throw bookingRefusal(bookingErrors.unavailableForDates, "checkIn");
  const base = serviceFeeBase({
    ...stay,
    pricePerNight: property.basePricePerNight,
    cleaningFee: property.cleaningFee,
  });
  const fee = await quoteFee(db, "properties", base);
  return {
    ...stay,
    guests: input.guests,
    quote: stayQuote({
      ...stay,
      pricePerNight: property.basePricePerNight,
      cleaningFee: property.cleaningFee,
      serviceFee: fee.fee,
    }),
  };
}

/** The property by slug, for the booking panel (null when it does not exist). */
export async function propertyBySlug(db: Db | Tx, slug: string) {
  const [row] = await db.select().from(properties).where(eq(properties.slug, slug)).limit(1);
  return row ?? null;
}
