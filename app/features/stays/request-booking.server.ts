import crypto from "node:crypto";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { bookings, properties, users } from "~/db/schema";
import type { CreatePaymentInput } from "~/features/payments/checkout.server";
import { AppError } from "~/lib/app-error.server";
import { getDb, type Tx } from "~/lib/db/client.server";
import { getEnv } from "~/lib/env.server";
import { recordHolds, takeHoldAllowance, userHoldSession } from "~/lib/hold-caps.server";
import { enqueue } from "~/lib/jobs/queue.server";
import { sendMail } from "~/lib/mail/send-mail.server";
import { validation } from "~/lib/messages/validation";
import { publicBaseUrl } from "~/lib/public-url.server";
import {
  isOverlapViolation,
  tripPath,
  type BookingRow,
  type PropertyRow,
} from "./booking-access.server";
import { bookingRequestedHostMail, bookingRequestSentMail, stayMailData } from "./booking-mails";
import { bookingRefusalErrors as E } from "./booking-messages";
import { invalidateStayPages } from "./booking-pages-cache.server";
import { bookingReminderJob } from "./booking-reminder-job.server";
import { OPEN_REQUEST_STATUSES } from "./booking-status";
import { bookingErrors } from "./messages";
import { startBookingPayment } from "./pay-booking.server";
import { bookingRefusal, isBookable, quoteStay } from "./quote-stay.server";
import { lockProperty } from "./stay-availability.server";
import { ANSWER_HOURS, ANSWER_REMINDER_HOURS, MAX_OPEN_REQUESTS } from "./stay-dates";

export type BookingGuest = {
  /** The signed-in guest; null when booking signed out (then name and e-mail are required). */
  userId: string | null;
  name: string;
  email: string;
  phone?: string | null;
};

export type RequestBookingInput = ({ propertyId: string } | { slug: string }) & {
  checkIn: string | null | undefined;
  checkOut: string | null | undefined;
  guests: number;
  guest: BookingGuest;
  message?: string | null;
  /** How an instant booking is paid (ignored for a request). */
  provider?: CreatePaymentInput["provider"];
  origin?: string;
  /** The hold session and client address the route decided (ADR 054); null in scripts. */
  holder?: { session: string | null; clientIp: string | null };
  now?: Date;
};

export type RequestedBooking = {
  booking: BookingRow;
  /** Where the guest goes next: their trip, or the provider's checkout (instant book). */
  redirectUrl: string;
};

const newBookingReference = () => {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return `BK-${Array.from(crypto.randomBytes(10), (b) => alphabet[b % alphabet.length]).join("")}`;
};

/**
 * A guest asks for a stay (docs/decisions/066-stays-booking.md): a request by default,
 * an instant booking when the host turned instant book on. In one transaction the
 * property is locked, everything is checked again on the server (dates, guests,
 * availability, the price from the property's own figures and the fee settings: a
 * posted price is never trusted), the guest may not have MAX_OPEN_REQUESTS open
 * bookings (by account or e-mail), and the booking row is written: it IS the hold of the
 * nights (the exclusion constraint refuses a second one, answered as the spec's
 * "unavailable for dates"). A holds row records who holds what (ADR 054).
 *
 * A request waits ANSWER_HOURS for the host (mailed at once and reminded at 12 h and
 * 22 h); the guest is told it was sent. An instant booking awaits payment for the
 * checkout's hold (PAYMENT_EXPIRY_MINUTES) and its payment starts at once.
 */
export async function requestBooking(input: RequestBookingInput): Promise<RequestedBooking> {
  const now = input.now ?? new Date();
  const clientIp = input.holder?.clientIp ?? null;
  await takeHoldAllowance(clientIp);
  const db = await getDb();
  let booking: BookingRow;
  let property: PropertyRow;
  try {
    ({ booking, property } = await db.transaction(async (tx) => {
      const propertyId = "propertyId" in input ? input.propertyId : await idOfSlug(tx, input.slug);
      const locked = propertyId ? await lockProperty(tx, propertyId) : null;
      if (!locked || !isBookable(locked)) throw bookingRefusal(E.notListed);
      const guest = await guestOf(tx, input.guest);
      if (guest.userId && guest.userId === locked.ownerId) throw bookingRefusal(E.ownPlace);
      const stay = await quoteStay(tx, locked, {
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        guests: input.guests,
        now,
      });
      await refuseTooManyOpen(tx, guest);
      const instant = locked.instantBook;
      const payMinutes = getEnv().PAYMENT_EXPIRY_MINUTES;
      const [row] = await tx
        .insert(bookings)
        .values({
          reference: newBookingReference(),
          propertyId: locked.id,
          guestId: guest.userId,
          guestName: guest.name,
          guestEmail: guest.email,
          guestPhone: guest.phone,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          guests: stay.guests,
          nights: stay.quote.nights,
          pricePerNight: stay.quote.pricePerNight,
          cleaningFee: stay.quote.cleaningFee,
          platformFee: stay.quote.serviceFee,
          total: stay.quote.total,
          status: instant ? "awaiting_payment" : "requested",
          guestMessage: input.message?.trim() || null,
          instant,
          cancellationPolicy: locked.cancellationPolicy,
          checkInTime: locked.checkInTime,
          checkOutTime: locked.checkOutTime,
          answerBy: instant ? null : new Date(now.getTime() + ANSWER_HOURS * 3_600_000),
          payBy: instant ? new Date(now.getTime() + payMinutes * 60_000) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordHolds(tx, {
        purchase: { type: "booking", id: row!.id },
        holder: {
          session: input.holder?.session ?? (guest.userId ? userHoldSession(guest.userId) : null),
          email: guest.email,
          clientIp,
        },
        lines: [{ subject: { kind: "property", id: locked.id }, quantity: row!.nights }],
        expiresAt: (row!.answerBy ?? row!.payBy)!,
      });
      if (!instant) await announceRequest(tx, row!, locked);
      return { booking: row!, property: locked };
    }));
  } catch (error) {
    // Two guests racing for the same nights: the second insert meets the constraint.
    if (isOverlapViolation(error))
      throw bookingRefusal(bookingErrors.unavailableForDates, "checkIn");
    throw error;
  }
  invalidateStayPages(property.slug);
  if (!booking.instant) return { booking, redirectUrl: tripPath(booking) };
  const started = await startBookingPayment(booking, property, {
    provider: input.provider ?? "paystack",
    origin: input.origin ?? publicBaseUrl(),
  });
  return { booking, redirectUrl: started.redirectUrl };
}

async function idOfSlug(tx: Tx, slug: string) {
  const [row] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.slug, slug.slice(0, 200)));
  return row?.id ?? null;
}

/** The guest's contact: a signed-in guest's from their account, unless they typed others. */
async function guestOf(tx: Tx, given: BookingGuest) {
  let name = given.name.trim();
  let email = given.email.trim().toLowerCase();
  if (given.userId) {
    const [me] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, given.userId));
    if (!me) throw new AppError("unauthorized");
    name ||= me.name ?? "";
    email = me.email.toLowerCase();
  }
  const missing = !name ? "name" : !email ? "email" : null;
  if (missing)
    throw new AppError("validation", { fieldErrors: { [missing]: [validation.required] } });
  return { userId: given.userId, name, email, phone: given.phone ?? null };
}

/**
 * At most MAX_OPEN_REQUESTS requested or awaiting-payment bookings per guest, by
 * account or e-mail. The guest's e-mail is locked for the transaction (an advisory
 * lock), so two requests by one guest for different places are counted one after the
 * other.
 */
async function refuseTooManyOpen(tx: Tx, guest: { userId: string | null; email: string }) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking-guest:${guest.email}`}))`);
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...OPEN_REQUEST_STATUSES]),
        or(
          guest.userId ? eq(bookings.guestId, guest.userId) : undefined,
          eq(bookings.guestEmail, guest.email),
        ),
      ),
    );
  if (Number(open?.n ?? 0) >= MAX_OPEN_REQUESTS) throw bookingRefusal(E.tooManyOpen);
}

/** The host hears of the request (and is reminded twice); the guest that it was sent. */
async function announceRequest(tx: Tx, booking: BookingRow, property: PropertyRow) {
  const origin = publicBaseUrl();
  const [host] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, property.ownerId));
  const stay = stayMailData(origin, booking, property.title);
  if (host) {
    await sendMail(
      {
        to: host.email,
        ...bookingRequestedHostMail.render({
          ...stay,
          name: host.name ?? "",
          answerBy: booking.answerBy!,
          bookingId: booking.id,
        }),
      },
      tx,
    );
  }
  await sendMail(
    {
      to: booking.guestEmail,
      ...bookingRequestSentMail.render({
        ...stay,
        name: booking.guestName,
        answerBy: booking.answerBy!,
        tripPath: tripPath(booking),
      }),
    },
    tx,
  );
  for (const hours of ANSWER_REMINDER_HOURS) {
    await enqueue(
      tx,
      bookingReminderJob,
      { bookingId: booking.id },
      {
        startAfterSeconds: Math.max(
          1,
          Math.round((booking.createdAt.getTime() + hours * 3_600_000 - Date.now()) / 1000),
        ),
        singletonKey: `booking-reminder:${booking.id}:${hours}`,
      },
    );
  }
}
