// Stays: 32 properties with shared interior photos, bookings (past, confirmed and
// requested) paid through the platform with their ledger rows, and guest reviews.
import * as schema from "~/db/schema";
import type { Db } from "~/lib/db/client.server";
import { placeLine } from "~/lib/places";
import { makeCoverImage } from "../factories/media";
import { buildQueueEntry } from "../factories/moderation";
import { STAY_IDEAS, STAY_PHOTO_ROOMS } from "../factories/naija-data";
import {
  buildLedgerForPayment,
  buildPaymentLinesFor,
  buildPaymentTransaction,
  type NewLedgerEntry,
  type NewPaymentTransaction,
} from "../factories/payments";
import { buildReview } from "../factories/site";
import { buildBooking, buildProperty, isoDate, type NewBooking } from "../factories/stays";
import { DEMO_TRIP_TOKEN } from "../demo-ids";
import { allDone, registerAll } from "../media-jobs";
import { DAY, HOUR, insertAll, type SeedContext } from "../seed-context";

/**
 * Stay pictures are shown 4:3 (cards, the stay's page) and square (its gallery
 * thumbnails): drawn 4:3 with their words in the centred square, no crop cuts them.
 */
const STAY_PHOTO = { width: 960, height: 720 } as const;
import type { PeoplePlan } from "./people";

export type StaysPlan = ReturnType<typeof plan>;

export function plan(ctx: SeedContext, people: PeoplePlan) {
  const { root, now, media, approvedBy } = ctx;
  const { host, hosts, customers, viewer } = people;
  const rngStays = root.fork("stays");
  const stayIdeas = rngStays.shuffle(STAY_IDEAS).slice(0, 32);
  // Shared interior photos (2 per room type), then each stay's own cover photo.
  const sharedPhotos = STAY_PHOTO_ROOMS.flatMap((room) =>
    [1, 2].map((n) => ({
      room,
      n,
      key: `demo/stays/shared/${room.toLowerCase().replace(/[^a-z]+/g, "-")}-${n}.jpg`,
    })),
  );
  const stayPhotoJobs = sharedPhotos.map(({ room, n, key }, i) =>
    media.image(
      key,
      () =>
        makeCoverImage({
          title: room,
          subtitle: `Photo ${n}`,
          hue: (i * 37 + 20) % 360,
          ...STAY_PHOTO,
          textArea: "square",
        }),
      STAY_PHOTO,
    ),
  );
  const plannedStays = stayIdeas.map((idea, i) => {
    const pending = i >= stayIdeas.length - 2;
    const ownerIndex = i < 6 || i === stayIdeas.length - 1 ? 0 : 1 + (i % (hosts.length - 1));
    const createdAt = pending
      ? new Date(now - rngStays.int(2, 40) * HOUR)
      : new Date(now - rngStays.int(20, 300) * DAY);
    const property = buildProperty(rngStays, {
      idea,
      ownerId: hosts[ownerIndex]!.id,
      createdAt,
      updatedAt: createdAt,
      moderationStatus: pending ? "pending" : "approved",
      status: pending ? "draft" : "active",
      moderatedAt: pending ? null : new Date(createdAt.getTime() + rngStays.int(1, 30) * HOUR),
      moderatedBy: pending ? null : approvedBy(),
    });
    // Booking settings (issue 32): some stays book instantly; every one has its
    // arrival notes, shown to confirmed guests only.
    property.instantBook = i % 3 === 1;
    property.checkInTime = i % 2 ? "15:00" : "14:00";
    property.checkOutTime = i % 2 ? "12:00" : "11:00";
    property.checkInInstructions = `The caretaker, Mr Musa, meets you at the gate of ${property.address}. Call him 30 minutes before you arrive on 0803 555 0142. The Wi-Fi name and password are on the fridge.`;
    const cover = `demo/stays/${property.slug}/cover.jpg`;
    const rooms = rngStays.pickMany(
      sharedPhotos.filter((s) => idea.price >= 90_000 || s.room !== "Pool"),
      rngStays.int(2, 4),
    );
    property.photoKeys = [cover, ...rooms.map((r) => r.key)];
    stayPhotoJobs.push(
      media.image(
        cover,
        () =>
          makeCoverImage({
            title: property.title,
            subtitle: placeLine(property.city, property.state),
            ...STAY_PHOTO,
            textArea: "square",
          }),
        STAY_PHOTO,
        hosts[ownerIndex]!.id,
      ),
    );
    return { property, pending, ownerId: hosts[ownerIndex]!.id };
  });
  const bookingRows: Array<ReturnType<typeof buildBooking>> = [];
  const bookingPayments: Array<NewPaymentTransaction & { id: string }> = [];
  const bookingLedger: NewLedgerEntry[] = [];
  const stayReviews: Array<ReturnType<typeof buildReview>> = [];
  const activeStays = plannedStays.filter((s) => !s.pending);
  const booked = [
    ...activeStays.filter((s) => s.ownerId === host.id),
    ...rngStays.pickMany(
      activeStays.filter((s) => s.ownerId !== host.id),
      8,
    ),
  ];
  for (const [i, stay] of booked.entries()) {
    const p = stay.property;
    const price = { basePricePerNight: p.basePricePerNight, cleaningFee: p.cleaningFee ?? 0 };
    const guestFor = () => rngStays.pick(customers);
    const minNights = p.minNights ?? 1;
    type Plan = {
      status: BookingStatus;
      checkIn: Date;
      nights: number;
      guest?: typeof viewer;
      /** When the booking was made, if not days before its check-in. */
      madeAt?: Date;
    };
    const plans: Plan[] = [
      {
        status: "checked_out",
        checkIn: new Date(now - rngStays.int(12, 60) * DAY),
        nights: rngStays.int(minNights, minNights + 3),
      },
      {
        status: "confirmed",
        checkIn: new Date(now + rngStays.int(3, 20) * DAY),
        nights: rngStays.int(minNights, minNights + 3),
      },
    ];
    if (stay.ownerId === host.id && i < 2)
      plans.push({
        status: "requested",
        checkIn: new Date(now + rngStays.int(30, 45) * DAY),
        nights: rngStays.int(minNights, minNights + 2),
        ...(i === 0 ? { guest: viewer } : {}),
      });
    // host@ and viewer@ see every status on a fresh start (issue 32): an accepted
    // request waiting for payment, a stay under way, a past stay to review, and the
    // requests and bookings that ended without a stay. The ended ones hold no nights.
    if (stay.ownerId === host.id && i === 1)
      plans.push({
        status: "awaiting_payment",
        checkIn: new Date(now + rngStays.int(50, 60) * DAY),
        nights: minNights,
        guest: viewer,
        madeAt: new Date(now - 5 * HOUR),
      });
    if (stay.ownerId === host.id && i === 2) {
      plans.push({
        status: "checked_in",
        checkIn: new Date(now - DAY),
        nights: Math.max(2, minNights),
        guest: viewer,
      });
      plans.push({
        status: "checked_out",
        checkIn: new Date(now - rngStays.int(70, 90) * DAY),
        nights: minNights,
        guest: viewer,
      });
    }
    if (stay.ownerId === host.id && i === 3) {
      const ended: BookingStatus[] = [
        "declined",
        "expired",
        "lapsed",
        "cancelled_by_guest",
        "cancelled_by_host",
      ];
      for (const [k, status] of ended.entries())
        plans.push({
          status,
          checkIn: new Date(now + (25 + k * 3) * DAY),
          nights: minNights,
          guest: k % 2 ? viewer : undefined,
          madeAt: new Date(now - (k + 2) * DAY),
        });
    }
    for (const plan of plans) {
      const guest = plan.guest ?? guestFor();
      const createdAt =
        plan.madeAt ??
        new Date(Math.min(now - HOUR, plan.checkIn.getTime() - rngStays.int(3, 20) * DAY));
      const paid = PAID.includes(plan.status);
      const booking = buildBooking(rngStays, {
        propertyId: p.id,
        guestId: guest.id,
        property: price,
        checkIn: isoDate(plan.checkIn),
        nights: plan.nights,
        guests: Math.min(p.maxGuests, rngStays.int(1, 3)),
        status: plan.status,
        createdAt,
        updatedAt: createdAt,
        guestName: guest.name,
        guestEmail: guest.email,
        guestPhone: guest.phone,
        instant: p.instantBook ?? false,
        cancellationPolicy: p.cancellationPolicy ?? "moderate",
        checkInTime: p.checkInTime ?? "14:00",
        checkOutTime: p.checkOutTime ?? "11:00",
        guestMessage:
          plan.status === "requested"
            ? "Hello! Visiting for a wedding; could we check in a little early?"
            : null,
        ...bookingTimes(plan.status, createdAt, plan.checkIn, plan.nights, host.id, guest.id),
      });
      if (paid) {
        const payment = buildPaymentTransaction(rngStays, {
          userId: guest.id,
          transactionType: "booking",
          // The built-in test provider, as the demo's orders: cancelling a demo stay
          // refunds it for real on a fresh start (no Paystack keys needed).
          provider: "test",
          paymentStatus: "completed",
          purpose: `${booking.nights} night${booking.nights === 1 ? "" : "s"}: ${p.title}`,
          email: guest.email,
          totalAmount: booking.total,
          platformFee: booking.platformFee,
          netAmount: booking.total - (booking.platformFee ?? 0),
          metadata: { bookingId: booking.id, propertyId: p.id },
          createdAt,
        });
        booking.paymentTransactionId = payment.id;
        bookingPayments.push(payment);
        bookingLedger.push(...buildLedgerForPayment(payment, stay.ownerId));
      }
      bookingRows.push(booking);
      // viewer@'s own past stay is left for them to review.
      if (plan.status === "checked_out" && !plan.guest && rngStays.chance(0.8)) {
        stayReviews.push(
          buildReview(rngStays, {
            itemType: "property",
            itemId: p.id,
            userId: guest.id,
            // The stay reviewed is this booking (one review per purchase).
            purchaseItemId: booking.id,
            createdAt: new Date(plan.checkIn.getTime() + (plan.nights + 1) * DAY),
          }),
        );
      }
    }
  }

  // viewer@'s first request answers at a fixed trip link (browser tests open it).
  const demoTrip = bookingRows.find((b) => b.status === "requested" && b.guestId === viewer.id);
  if (demoTrip) demoTrip.accessToken = DEMO_TRIP_TOKEN;

  return {
    rngStays,
    plannedStays,
    stayPhotoJobs,
    bookingRows,
    bookingPayments,
    bookingLedger,
    stayReviews,
  };
}

export async function insert(db: Db, stays: StaysPlan): Promise<string> {
  const {
    rngStays,
    plannedStays,
    stayPhotoJobs,
    bookingRows,
    bookingPayments,
    bookingLedger,
    stayReviews,
  } = stays;
  const stayPhotoJobsDone = await allDone(stayPhotoJobs);
  await db.transaction(async (tx) => {
    await registerAll(tx, stayPhotoJobsDone);
    await insertAll(
      tx,
      schema.properties,
      plannedStays.map((s) => s.property),
    );
    await insertAll(tx, schema.paymentTransactions, bookingPayments);
    // Each line names the booking it pays, as the booking checkout's lines do.
    const bookingOf = new Map(bookingRows.map((b) => [b.paymentTransactionId, b.id]));
    await insertAll(
      tx,
      schema.paymentLines,
      buildPaymentLinesFor(bookingPayments, bookingLedger).map((line) => ({
        ...line,
        purchaseId: bookingOf.get(line.transactionId) ?? null,
      })),
    );
    await insertAll(tx, schema.bookings, bookingRows);
    await insertAll(tx, schema.ledgerEntries, bookingLedger);
    await insertAll(tx, schema.reviews, stayReviews);
    await insertAll(
      tx,
      schema.moderationQueue,
      plannedStays
        .filter((s) => s.pending)
        .map((s) =>
          buildQueueEntry(rngStays, {
            itemType: "property",
            itemId: s.property.id,
            title: s.property.title,
            userId: s.ownerId,
            createdAt: s.property.createdAt,
          }),
        ),
    );
  });
  return `stays: ${plannedStays.length}, bookings: ${bookingRows.length}`;
}

type BookingStatus = NonNullable<NewBooking["status"]>;

/** Statuses reached only by paying (the rest were never charged). */
const PAID: readonly BookingStatus[] = ["confirmed", "checked_in", "checked_out"];

/** The timestamps a booking in `status` has, as the booking loop would have set them. */
function bookingTimes(
  status: BookingStatus,
  createdAt: Date,
  checkIn: Date,
  nights: number,
  hostId: string,
  guestId: string,
) {
  const at = (hours: number) => new Date(createdAt.getTime() + hours * HOUR);
  const answered = status !== "requested" && status !== "expired";
  const confirmed = PAID.includes(status);
  return {
    answerBy: at(24),
    answeredAt: answered ? at(3) : null,
    payBy: status === "awaiting_payment" || status === "lapsed" ? at(27) : null,
    confirmedAt: confirmed ? at(4) : null,
    declineReason: status === "declined" ? "Sorry, we are hosting family those days." : null,
    checkedInAt:
      status === "checked_in" || status === "checked_out"
        ? new Date(checkIn.getTime() + 14 * HOUR)
        : null,
    checkedOutAt:
      status === "checked_out" ? new Date(checkIn.getTime() + (nights * 24 + 10) * HOUR) : null,
    cancelledAt: status.startsWith("cancelled") ? at(30) : null,
    cancelledBy:
      status === "cancelled_by_host" ? hostId : status === "cancelled_by_guest" ? guestId : null,
    cancelReason:
      status === "cancelled_by_host"
        ? "The flat needs urgent plumbing work that week."
        : status === "cancelled_by_guest"
          ? "Our plans changed."
          : null,
  };
}
