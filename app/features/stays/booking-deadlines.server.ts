import { and, eq, inArray, lt, lte, or } from "drizzle-orm";
import { bookings, properties } from "~/db/schema";
import { getDb, type Tx } from "~/lib/db/client.server";
import type { BookingRow } from "./booking-lock.server";
import { announceBookingChange, type BookingChange } from "./booking-notify.server";
import { invalidateStayPages, releaseBookingHolds } from "./booking-release.server";
import { bookingStatusesBefore } from "./booking-status";
import { lagosToday } from "./stay-dates";

/** Bookings one sweep moves per kind and transaction. */
const BATCH = 100;

type Sweep = {
  to: "expired" | "lapsed" | "checked_out";
  change: BookingChange;
  /** The candidates' SQL condition besides their status. */
  due: (now: Date) => ReturnType<typeof and>;
};

/** The time of day in Lagos ("HH:MM"; WAT is UTC+1 all year, as in stay-dates.ts). */
const lagosClock = (now: Date) => new Date(now.getTime() + 60 * 60_000).toISOString().slice(11, 16);

const SWEEPS: Sweep[] = [
  // A request the host did not answer in time: nothing was charged.
  { to: "expired", change: { kind: "expired" }, due: (now) => lte(bookings.answerBy, now) },
  // An accepted booking the guest did not pay in time: nothing was charged.
  { to: "lapsed", change: { kind: "lapsed" }, due: (now) => lte(bookings.payBy, now) },
  // A stay whose check-out date has passed its check-out time (Africa/Lagos).
  {
    to: "checked_out",
    change: { kind: "checked_out" },
    due: (now) => {
      const today = lagosToday(now);
      return or(
        lt(bookings.checkOut, today),
        and(eq(bookings.checkOut, today), lte(bookings.checkOutTime, lagosClock(now))),
      );
    },
  },
];

/**
 * One batch of one sweep, in one transaction: the due bookings still in a status the
 * transition table lets move there, locked with SKIP LOCKED (a second process, or a
 * guest cancelling at that moment, is never waited for and never moved twice), moved
 * by a guarded UPDATE, their holds released, guest and host told.
 */
async function sweepBatch(tx: Tx, sweep: Sweep, now: Date) {
  const candidates = await tx
    .select()
    .from(bookings)
    .where(and(inArray(bookings.status, bookingStatusesBefore(sweep.to)), sweep.due(now)))
    .orderBy(bookings.createdAt)
    .limit(BATCH)
    .for("update", { skipLocked: true });
  if (!candidates.length) return { moved: [] as BookingRow[], more: false };
  const stamp = sweep.to === "checked_out" ? { checkedOutAt: now } : {};
  const moved = await tx
    .update(bookings)
    .set({ status: sweep.to, updatedAt: now, ...stamp })
    .where(
      and(
        inArray(
          bookings.id,
          candidates.map((b) => b.id),
        ),
        inArray(bookings.status, bookingStatusesBefore(sweep.to)),
      ),
    )
    .returning();
  await releaseBookingHolds(
    tx,
    moved.map((b) => b.id),
    now,
  );
  const stays = moved.length
    ? await tx
        .select({ id: properties.id, title: properties.title, ownerId: properties.ownerId })
        .from(properties)
        .where(inArray(properties.id, [...new Set(moved.map((b) => b.propertyId))]))
    : [];
  for (const booking of moved) {
    const property = stays.find((p) => p.id === booking.propertyId)!;
    await announceBookingChange(tx, { booking, property, change: sweep.change });
  }
  return { moved, more: candidates.length === BATCH };
}

/**
 * The booking deadlines (run every minute by the jobs queue): requests past their
 * answer_by expire, accepted bookings past their pay_by lapse, checked-in stays past
 * their check-out time are checked out. Idempotent: a booking already moved is no
 * longer a candidate. Answers how many moved, by their new status.
 */
export async function sweepBookingDeadlines(now: Date = new Date()) {
  const db = await getDb();
  const counts = { expired: 0, lapsed: 0, checked_out: 0 };
  const touched = new Set<string>();
  for (const sweep of SWEEPS) {
    for (let round = 0; round < 20; round++) {
      const { moved, more } = await db.transaction((tx) => sweepBatch(tx, sweep, now));
      counts[sweep.to] += moved.length;
      for (const b of moved) touched.add(b.propertyId);
      if (!more) break;
    }
  }
  await invalidateStayPages(db, [...touched]);
  return counts;
}
