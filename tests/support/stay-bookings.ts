import { eq } from "drizzle-orm";
import { bookings, holds } from "~/db/schema";
import { createPayment, findPayment } from "~/features/payments/checkout.server";
import { getDb } from "~/lib/db/client.server";
import {
  createBooking,
  createProperty,
  type BookingOverrides,
  type PropertyOverrides,
} from "../../scripts/seed/factories/stays";
import { createUser } from "../../scripts/seed/factories/users";
import { standInType } from "./fulfilments";
import { payWithTestProvider } from "./test-payments";

/**
 * A booking of a fresh property (its own host), as a row: the guest signed in unless
 * `guestId: null`, and a `holds` row for its nights as the booking loop records it.
 */
export async function bookingRow(
  overrides: Partial<Omit<BookingOverrides, "propertyId">> = {},
  property: PropertyOverrides = {},
) {
  const db = await getDb();
  const host = await createUser(db, { role: "property_owner" });
  const stay = await createProperty(db, { ownerId: host.id, ...property });
  const guest = overrides.guestId === null ? null : await createUser(db, { role: "viewer" });
  const booking = await createBooking(db, {
    guestName: guest?.name ?? "Signed-out Guest",
    guestEmail: guest?.email ?? `guest-${crypto.randomUUID().slice(0, 8)}@example.com`,
    cancellationPolicy: stay.cancellationPolicy,
    ...overrides,
    propertyId: stay.id,
    guestId: guest?.id ?? null,
  });
  await db.insert(holds).values({
    subjectKind: "property",
    subjectId: stay.id,
    quantity: booking.nights,
    purchaseType: "booking",
    purchaseId: booking.id,
    holderSession: guest ? `user:${guest.id}` : null,
    holderEmail: booking.guestEmail,
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
  return { host, stay, guest, booking };
}

/**
 * A confirmed booking paid through the test provider as the booking checkout pays it: a
 * payment of transaction type "booking" with one line (payee = the host, purchase id =
 * the booking) for the booking's total. The "booking" fulfilment must be registered
 * (a stand-in until the booking loop's own).
 */
export async function paidBookingRow(
  overrides: Partial<Omit<BookingOverrides, "propertyId">> = {},
  property: PropertyOverrides = {},
) {
  const made = await bookingRow({ status: "confirmed", ...overrides }, property);
  const { host, booking } = made;
  const { reference } = await createPayment({
    transactionType: standInType("booking"),
    orderId: booking.id,
    userId: booking.guestId,
    email: booking.guestEmail,
    provider: "paystack", // no keys in tests: the test provider
    purpose: `Stay ${booking.reference}`,
    origin: "http://localhost:3000",
    lines: [
      {
        payeeUserId: host.id,
        amount: booking.total,
        feeCategory: "properties",
        purchaseId: booking.id,
      },
    ],
  });
  const paid = await payWithTestProvider(reference);
  if (paid.outcome !== "confirmed") throw new Error(`booking payment ${paid.outcome}`);
  const payment = (await findPayment(reference))!;
  const db = await getDb();
  const [row] = await db
    .update(bookings)
    .set({ paymentTransactionId: payment.id })
    .where(eq(bookings.id, booking.id))
    .returning();
  return { ...made, booking: row!, payment };
}
