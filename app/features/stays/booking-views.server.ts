import { and, asc, desc, eq } from "drizzle-orm";
import { bookings, paymentLines, paymentTransactions, properties } from "~/db/schema";
import { canAny } from "~/features/accounts/permissions";
import type { Role } from "~/features/accounts/roles";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import type { Message } from "~/lib/messages";
import {
  bookingFor,
  guestBookingsWhere,
  type BookingActor,
  type BookingRow,
} from "./booking-access.server";
import { bookingPageCopy as c } from "./booking-messages";
import type { CalendarDay } from "./components/month-calendar";
import { isBookable, propertyBySlug, quoteStay } from "./quote-stay.server";
import { takenRanges } from "./stay-availability.server";
import { addDays, lagosToday, monthStart, nextMonth, parseStayDate } from "./stay-dates";
import { storedQuote, type StayQuote } from "./stay-quote";

/** How many months ahead the booking panel's calendar goes (the next 12). */
const MONTHS_AHEAD = 12;

const previousMonth = (first: string) => monthStart(addDays(first, -1));

/**
 * The booking panel of a stay's page (issue 32): the month chosen by ?month (this month
 * … 11 months ahead), each day's state from the bookings and blocks, the links choosing
 * check-in then check-out (plain GET), and once both are chosen the breakdown the
 * payment will carry, or why those dates cannot be booked.
 */
export async function bookingPanel(o: { slug: string; url: URL; now?: Date }) {
  const db = await getDb();
  const property = await propertyBySlug(db, o.slug);
  if (!property || !isBookable(property)) return null;
  const today = lagosToday(o.now ?? new Date());
  const thisMonth = monthStart(today);
  let last = thisMonth;
  for (let i = 1; i < MONTHS_AHEAD; i++) last = nextMonth(last);
  const q = o.url.searchParams;
  const checkIn = parseStayDate(q.get("checkIn"));
  const checkOutRaw = parseStayDate(q.get("checkOut"));
  const checkOut = checkIn && checkOutRaw && checkOutRaw > checkIn ? checkOutRaw : null;
  const guestsRaw = Number(q.get("guests") ?? "1");
  const guests =
    Number.isInteger(guestsRaw) && guestsRaw >= 1 ? Math.min(guestsRaw, property.maxGuests) : 1;
  const wanted = parseStayDate(`${(q.get("month") ?? "").slice(0, 7)}-01`);
  const fallback = checkIn ? monthStart(checkIn) : thisMonth;
  const chosen = wanted ?? fallback;
  const month = chosen < thisMonth ? thisMonth : chosen > last ? last : chosen;
  const end = nextMonth(month);

  // Enough ahead of the month to know how far a check-out may go from a chosen check-in.
  const taken = await takenRanges(db, {
    propertyId: property.id,
    from: checkIn && checkIn < month ? checkIn : month,
    to: addDays(end, 1),
  });
  const nightState = (d: string): CalendarDay["state"] | null => {
    const t = taken.find((r) => r.startsOn <= d && d < r.endsOn);
    return t ? (t.kind === "booking" ? "taken" : "blocked") : null;
  };
  // From a check-in, the stay may end on any day up to the first taken night after it.
  let firstTakenAfter: string | null = null;
  if (checkIn && !checkOut) {
    for (const r of taken) {
      if (r.endsOn > checkIn && (!firstTakenAfter || r.startsOn < firstTakenAfter))
        firstTakenAfter = r.startsOn > checkIn ? r.startsOn : checkIn;
    }
  }
  const link = (params: Record<string, string>) => {
    const u = new URLSearchParams({ guests: String(guests), month: month.slice(0, 7), ...params });
    return `?${u.toString()}#book`;
  };
  const days: Array<CalendarDay & { date: string }> = [];
  for (let d = month; d < end; d = addDays(d, 1)) {
    const state = d < today ? "past" : (nightState(d) ?? "free");
    const selected = !!checkIn && (checkOut ? d >= checkIn && d < checkOut : d === checkIn);
    // From a chosen check-in, any later day up to the first taken night ends the stay
    // (a check-out day may be another stay's check-in day).
    const endsStay =
      !!checkIn && !checkOut && d > checkIn && (!firstTakenAfter || d <= firstTakenAfter);
    const href = endsStay
      ? link({ checkIn: checkIn!, checkOut: d })
      : state === "free"
        ? link({ checkIn: d })
        : undefined;
    const label = endsStay
      ? c.day.checkOut
      : state === "past"
        ? c.day.past
        : state === "taken"
          ? c.day.booked
          : state === "blocked"
            ? c.day.blocked
            : c.day.free;
    days.push({ date: d, state, selected, href, label });
  }

  let quote: StayQuote | null = null;
  let problem: Message | null = null;
  if (checkIn && checkOut) {
    try {
      quote = (await quoteStay(db, property, { checkIn, checkOut, guests, now: o.now })).quote;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problem = error.userMessage;
    }
  }
  return {
    property: {
      id: property.id,
      slug: property.slug,
      title: property.title,
      maxGuests: property.maxGuests,
      minNights: property.minNights,
      instantBook: property.instantBook,
      cancellationPolicy: property.cancellationPolicy,
      checkInTime: property.checkInTime,
      checkOutTime: property.checkOutTime,
    },
    month,
    previous:
      month > thisMonth
        ? link({
            ...(checkIn ? { checkIn } : {}),
            ...(checkOut ? { checkOut } : {}),
            month: previousMonth(month).slice(0, 7),
          })
        : null,
    next:
      month < last
        ? link({
            ...(checkIn ? { checkIn } : {}),
            ...(checkOut ? { checkOut } : {}),
            month: end.slice(0, 7),
          })
        : null,
    clear: `?${new URLSearchParams({ guests: String(guests), month: month.slice(0, 7) }).toString()}#book`,
    days,
    checkIn,
    checkOut,
    guests,
    quote,
    problem,
  };
}

export type BookingPanel = NonNullable<Awaited<ReturnType<typeof bookingPanel>>>;

const tripColumns = {
  booking: bookings,
  property: {
    id: properties.id,
    slug: properties.slug,
    title: properties.title,
    city: properties.city,
    state: properties.state,
    address: properties.address,
    ownerId: properties.ownerId,
    checkInInstructions: properties.checkInInstructions,
  },
  paymentReference: paymentTransactions.paymentReference,
  // Given back of the booking's payment so far: summed on its payment line, never stored here.
  refunded: paymentLines.refundedAmount,
};

/** The booking's line of its payment (one line per booking, purchase id = the booking). */
const bookingLine = and(
  eq(paymentLines.transactionId, bookings.paymentTransactionId),
  eq(paymentLines.purchaseId, bookings.id),
);

/** A booking as a page shows it: the stored breakdown, and what only the right people see. */
function shown(
  row: {
    booking: BookingRow;
    property: { checkInInstructions: string; [k: string]: unknown };
    paymentReference: string | null;
    refunded: number | null;
  },
  o: { forGuest: boolean },
) {
  const { booking: b, property, paymentReference } = row;
  const confirmed = b.status === "confirmed" || b.status === "checked_in";
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    guests: b.guests,
    instant: b.instant,
    cancellationPolicy: b.cancellationPolicy,
    checkInTime: b.checkInTime,
    checkOutTime: b.checkOutTime,
    answerBy: b.answerBy?.toISOString() ?? null,
    payBy: b.payBy?.toISOString() ?? null,
    declineReason: b.declineReason,
    guestName: b.guestName,
    guestEmail: o.forGuest ? null : b.guestEmail,
    guestPhone: o.forGuest ? null : b.guestPhone,
    guestMessage: b.guestMessage,
    signedIn: !!b.guestId,
    quote: storedQuote(b),
    paymentReference: b.confirmedAt ? paymentReference : null,
    refunded: row.refunded ?? 0,
    // The host's instructions: only to the confirmed guest (and the host, who wrote them).
    instructions: confirmed || !o.forGuest ? property.checkInInstructions : null,
    property: {
      slug: property.slug as string,
      title: property.title as string,
      place: [property.address, property.city, property.state].filter(Boolean).join(", "),
    },
  };
}

export type BookingView = ReturnType<typeof shown>;

/** Every stay a signed-in person booked, newest stay first. */
export async function myTrips(user: { id: string }) {
  const db = await getDb();
  const mine = await guestBookingsWhere(db, user.id);
  const rows = await db
    .select(tripColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, bookings.paymentTransactionId))
    .leftJoin(paymentLines, bookingLine)
    .where(mine)
    .orderBy(desc(bookings.checkIn), desc(bookings.createdAt))
    .limit(200);
  return rows.map((r) => shown(r, { forGuest: true }));
}

async function oneBooking(bookingId: string) {
  const db = await getDb();
  const [row] = await db
    .select(tripColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, bookings.paymentTransactionId))
    .leftJoin(paymentLines, bookingLine)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** One trip of its guest (signed in as them, or holding the e-mailed link); 404 otherwise. */
export async function tripFor(o: { bookingId: string; actor: BookingActor }) {
  const db = await getDb();
  const { relation } = await bookingFor(db, o);
  if (!relation.guest) throw new AppError("notFound");
  return shown((await oneBooking(o.bookingId))!, { forGuest: true });
}

/** A signed-out guest's trip by its access token (the e-mailed link); null when unknown. */
export async function tripByToken(accessToken: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.accessToken, accessToken.slice(0, 100)));
  if (!row) return null;
  return tripFor({ bookingId: row.id, actor: { user: null, accessToken } });
}

/**
 * The reservations of a host's places (an admin: every place's): requests first, the
 * soonest answer deadline first, then upcoming stays, then past and closed ones.
 */
export async function reservationsOf(user: { id: string; role: Role }, now = new Date()) {
  const db = await getDb();
  const rows = await db
    .select(tripColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, bookings.paymentTransactionId))
    .leftJoin(paymentLines, bookingLine)
    .where(canAny(user.role, "bookings:host") ? undefined : eq(properties.ownerId, user.id))
    .orderBy(asc(bookings.checkIn))
    .limit(500);
  const today = lagosToday(now);
  const all = rows.map((r) => shown(r, { forGuest: false }));
  const upcomingStatuses = ["awaiting_payment", "confirmed", "checked_in"];
  return {
    requests: all
      .filter((b) => b.status === "requested")
      .sort((a, b) => (a.answerBy ?? "").localeCompare(b.answerBy ?? "")),
    upcoming: all.filter((b) => upcomingStatuses.includes(b.status) && b.checkOut >= today),
    past: all
      .filter(
        (b) =>
          b.status !== "requested" && !(upcomingStatuses.includes(b.status) && b.checkOut >= today),
      )
      .reverse(),
  };
}

/** One reservation of the host's place (or any, for an admin); 404 for anyone else. */
export async function reservationFor(o: { bookingId: string; user: { id: string; role: Role } }) {
  const db = await getDb();
  const { relation } = await bookingFor(db, { bookingId: o.bookingId, actor: { user: o.user } });
  if (!relation.host) throw new AppError("notFound");
  return shown((await oneBooking(o.bookingId))!, { forGuest: false });
}
