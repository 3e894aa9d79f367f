import { eq } from "drizzle-orm";
import { bookings } from "~/db/schema";
import {
  createPayment,
  findPayment,
  type CreatePaymentInput,
} from "~/features/payments/checkout.server";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import {
  bookingFor,
  tripPath,
  type BookingActor,
  type BookingRow,
  type PropertyRow,
} from "./booking-access.server";
import { bookingRefusalErrors as E, bookingWords } from "./booking-messages";
import { bookingRefusal } from "./quote-stay.server";

type PayOptions = { provider: CreatePaymentInput["provider"]; origin: string };

/**
 * The guest pays an awaiting-payment booking (an accepted request, or an instant booking
 * whose first checkout was closed): only its guest (signed in as them, or holding the
 * e-mailed link's token), before its pay_by deadline. Starts the one checkout; the
 * booking's stored figures are what is charged.
 */
export async function payBooking(
  o: { bookingId: string; actor: BookingActor; now?: Date } & PayOptions,
): Promise<{ redirectUrl: string }> {
  const now = o.now ?? new Date();
  const db = await getDb();
  const { booking, property, relation } = await bookingFor(db, {
    bookingId: o.bookingId,
    actor: o.actor,
  });
  if (!relation.guest) throw new AppError("forbidden");
  if (booking.status !== "awaiting_payment") throw bookingRefusal(E.notPayable);
  if (booking.payBy && booking.payBy <= now) throw bookingRefusal(E.payDeadlinePassed);
  return startBookingPayment(booking, property, o);
}

/**
 * One payment line to the host (payee) for the booking's total, purchase id = the
 * booking. The guest pays the service fee on top, so the line's platform fee IS the
 * stored service fee (`fee`), and the host's net is the nights and the cleaning fee:
 * the fee rule takes no second cut. Outside any transaction (the provider is called).
 */
export async function startBookingPayment(
  booking: BookingRow,
  property: Pick<PropertyRow, "ownerId" | "title">,
  o: PayOptions,
): Promise<{ redirectUrl: string }> {
  const started = await createPayment({
    transactionType: "booking",
    orderId: booking.id,
    userId: booking.guestId,
    email: booking.guestEmail,
    lines: [
      {
        payeeUserId: property.ownerId,
        amount: booking.total,
        fee: booking.platformFee,
        feeCategory: "properties",
        description: bookingWords.paymentLine(
          booking.nights,
          booking.checkIn,
          booking.checkOut,
          property.title,
          booking.reference,
        ),
        purchaseId: booking.id,
      },
    ],
    provider: o.provider,
    purpose: bookingWords.paymentPurpose(property.title),
    returnPath: tripPath(booking),
    metadata: {
      bookingId: booking.id,
      reference: booking.reference,
      nights: booking.nights,
      pricePerNight: booking.pricePerNight,
      cleaningFee: booking.cleaningFee,
      serviceFee: booking.platformFee,
    },
    origin: o.origin,
  });
  const txn = await findPayment(started.reference);
  const db = await getDb();
  await db
    .update(bookings)
    .set({ paymentTransactionId: txn!.id, updatedAt: new Date() })
    .where(eq(bookings.id, booking.id));
  return { redirectUrl: started.redirectUrl };
}
