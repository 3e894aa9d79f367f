import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { availabilityBlocks, bookings, users } from "~/db/schema";
import { listAwaitingReview } from "~/features/reviews/list-reviews.server";
import { reviewFormFor } from "~/features/reviews/submit-review.server";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { createProperty } from "../../../scripts/seed/factories/stays";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { answerBooking } from "./answer-booking.server";
import {
  bookingPanel,
  myTrips,
  reservationFor,
  reservationsOf,
  tripByToken,
  tripFor,
} from "./booking-views.server";
import { cancelBooking, previewCancellation } from "./cancel-booking.server";
import { bookingErrors } from "./messages";
import { requestBooking } from "./request-booking.server";
import { addDays, lagosToday, monthStart, nextMonth } from "./stay-dates";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({ PAYSTACK_SECRET_KEY: undefined, PAYPAL_CLIENT_ID: undefined });
});
afterAll(() => restoreEnv?.());

// A month two months ahead, so every day of it is in the future.
const month = nextMonth(nextMonth(monthStart(lagosToday())));
const on = (day: number) => addDays(month, day - 1);
const url = (query: string) => new URL(`http://localhost/bookings/x?${query}`);

async function hosted() {
  const db = await getDb();
  const host = await createUser(db, { role: "property_owner" });
  const property = await createProperty(db, {
    ownerId: host.id,
    basePricePerNight: 20_000,
    cleaningFee: 4_000,
    minNights: 1,
    maxGuests: 3,
    checkInInstructions: "Gate code 1234.",
  });
  return { db, host, property };
}

describe("the booking panel", () => {
  it("marks booked and blocked nights, links check-out days only up to the next taken night", async () => {
    const { db, property } = await hosted();
    await requestBooking({
      propertyId: property.id,
      checkIn: on(10),
      checkOut: on(12),
      guests: 1,
      guest: { userId: null, name: "Ngozi", email: `ngozi.${Date.now()}@example.com` },
    });
    await db
      .insert(availabilityBlocks)
      .values({ propertyId: property.id, startsOn: on(20), endsOn: on(22), reason: "Repairs" });
    const m = `month=${month.slice(0, 7)}`;
    const panel = (await bookingPanel({ slug: property.slug, url: url(m) }))!;
    const day = (n: number) => panel.days.find((d) => d.date === on(n))!;
    expect(day(10)).toMatchObject({ state: "taken", label: "Booked", href: undefined });
    expect(day(11).state).toBe("taken");
    expect(day(12)).toMatchObject({ state: "free" });
    expect(day(20)).toMatchObject({ state: "blocked", label: "Not available" });
    expect(day(5).href).toContain(`checkIn=${on(5)}`);

    // From check-in on the 5th, the stay may end on the 10th (another's check-in day) at most.
    const picking = (await bookingPanel({
      slug: property.slug,
      url: url(`${m}&checkIn=${on(5)}`),
    }))!;
    const ends = picking.days.filter((d) => d.href?.includes("checkOut=")).map((d) => d.date);
    expect(ends[0]).toBe(on(6));
    expect(ends.at(-1)).toBe(on(10));
    expect(picking.days.find((d) => d.date === on(5))!.selected).toBe(true);

    // Both chosen: the breakdown the payment will carry.
    const priced = (await bookingPanel({
      slug: property.slug,
      url: url(`${m}&checkIn=${on(12)}&checkOut=${on(15)}&guests=2`),
    }))!;
    expect(priced.quote).toMatchObject({ nights: 3, nightsTotal: 60_000, cleaningFee: 4_000 });
    expect(priced.quote!.total).toBe(64_000 + priced.quote!.serviceFee);
    expect(priced.problem).toBeNull();

    // Over a block: the spec's "unavailable for dates", no breakdown.
    const blocked = (await bookingPanel({
      slug: property.slug,
      url: url(`${m}&checkIn=${on(19)}&checkOut=${on(21)}`),
    }))!;
    expect(blocked.quote).toBeNull();
    expect(blocked.problem).toEqual(bookingErrors.unavailableForDates);
  });

  it("keeps the month within the next 12 and links the months around it", async () => {
    const { property } = await hosted();
    const first = (await bookingPanel({ slug: property.slug, url: url("month=1999-01") }))!;
    expect(first.month).toBe(monthStart(lagosToday()));
    expect(first.previous).toBeNull();
    expect(first.next).toContain(`month=${nextMonth(first.month).slice(0, 7)}`);
    const far = (await bookingPanel({ slug: property.slug, url: url("month=2999-01") }))!;
    expect(far.next).toBeNull();
    expect(far.previous).not.toBeNull();
  });
});

describe("trips and reservations", () => {
  it("makes a stay booked signed out the trip of the person who verified that e-mail: listed, opened, cancelled, reviewed", async () => {
    const { db, host, property } = await hosted();
    // Signed up with the address they had booked with, not verified yet.
    const person = await createUser(db, { role: "viewer", emailVerified: false });
    const asPerson = { user: { id: person.id, role: "viewer" as const } };
    const book = async (checkIn: number, checkOut: number) =>
      (
        await requestBooking({
          propertyId: property.id,
          checkIn: on(checkIn),
          checkOut: on(checkOut),
          guests: 1,
          guest: { userId: null, name: "Ada Guest", email: ` ${person.email.toUpperCase()}` },
        })
      ).booking;
    const booking = await book(6, 8);
    const stayed = await book(14, 16);
    // Its stay is over: the review form is open to its guest.
    await db
      .update(bookings)
      .set({ status: "checked_out", checkedOutAt: new Date() })
      .where(eq(bookings.id, stayed.id));
    const notFound = (e: unknown) => e instanceof AppError && e.kind === "notFound";
    const review = (userId: string) =>
      reviewFormFor({
        itemType: "property",
        purchaseItemId: stayed.id,
        claim: { userId, token: null },
      });

    // Not verified: the e-mail proves nothing yet, whatever the session says.
    expect(await myTrips({ id: person.id })).toEqual([]);
    await expect(tripFor({ bookingId: booking.id, actor: asPerson })).rejects.toSatisfy(notFound);
    await expect(
      previewCancellation({ key: { bookingId: booking.id }, actor: asPerson, as: "guest" }),
    ).rejects.toSatisfy(notFound);
    await expect(
      cancelBooking({ key: { bookingId: booking.id }, actor: asPerson, as: "guest" }),
    ).rejects.toSatisfy(notFound);
    expect((await review(person.id)).refusal).toBe("notYours");
    expect(await listAwaitingReview({ userId: person.id })).toEqual([]);

    await db.update(users).set({ emailVerified: true }).where(eq(users.id, person.id));
    expect((await myTrips({ id: person.id })).map((t) => t.id).sort()).toEqual(
      [booking.id, stayed.id].sort(),
    );
    expect((await tripFor({ bookingId: booking.id, actor: asPerson })).id).toBe(booking.id);
    expect((await review(person.id)).refusal).toBeNull();
    // …and their reviews page asks them about it.
    expect((await listAwaitingReview({ userId: person.id })).map((r) => r.purchaseItemId)).toEqual([
      stayed.id,
    ]);
    // A guest, not the host: the host's cancel and reservation page stay closed to them.
    await expect(
      previewCancellation({ key: { bookingId: booking.id }, actor: asPerson, as: "host" }),
    ).rejects.toSatisfy(notFound);
    await expect(reservationFor({ bookingId: booking.id, user: asPerson.user })).rejects.toSatisfy(
      notFound,
    );
    // Someone else, verified with their own address, sees none of it.
    const stranger = await createUser(db, { role: "viewer" });
    const asStranger = { user: { id: stranger.id, role: "viewer" as const } };
    expect(await myTrips({ id: stranger.id })).toEqual([]);
    await expect(tripFor({ bookingId: booking.id, actor: asStranger })).rejects.toSatisfy(notFound);
    await expect(
      cancelBooking({ key: { bookingId: booking.id }, actor: asStranger, as: "guest" }),
    ).rejects.toSatisfy(notFound);
    expect((await review(stranger.id)).refusal).toBe("notYours");

    const preview = await previewCancellation({
      key: { bookingId: booking.id },
      actor: asPerson,
      as: "guest",
    });
    expect(preview.cancellable).toBe(true);
    const cancelled = await cancelBooking({
      key: { bookingId: booking.id },
      actor: asPerson,
      as: "guest",
    });
    expect(cancelled.booking).toMatchObject({
      status: "cancelled_by_guest",
      cancelledBy: person.id,
    });
    expect(
      (await reservationsOf({ id: host.id, role: "property_owner" })).past.map((b) => b.id),
    ).toContain(booking.id);
  });

  it("shows a trip to its guest only, the instructions only once confirmed", async () => {
    const { db, host, property } = await hosted();
    const guest = await createUser(db, { role: "viewer" });
    const { booking } = await requestBooking({
      propertyId: property.id,
      checkIn: on(3),
      checkOut: on(5),
      guests: 2,
      guest: { userId: guest.id, name: "", email: "" },
    });
    const mine = await tripFor({
      bookingId: booking.id,
      actor: { user: { id: guest.id, role: "viewer" } },
    });
    expect(mine).toMatchObject({ status: "requested", instructions: null, guestEmail: null });
    expect((await myTrips({ id: guest.id })).map((t) => t.id)).toEqual([booking.id]);
    const stranger = await createUser(db, { role: "viewer" });
    await expect(
      tripFor({ bookingId: booking.id, actor: { user: { id: stranger.id, role: "viewer" } } }),
    ).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.kind === "notFound");
    expect((await tripByToken(booking.accessToken))!.id).toBe(booking.id);
    expect(await tripByToken("not-a-token")).toBeNull();

    const hostUser = { id: host.id, role: "property_owner" as const };
    const listed = await reservationsOf(hostUser);
    expect(listed.requests.map((b) => b.id)).toEqual([booking.id]);
    expect(listed.requests[0]!.guestEmail).toBe(guest.email);
    await answerBooking({ bookingId: booking.id, actor: { user: hostUser }, answer: "accept" });
    const after = await reservationsOf(hostUser);
    expect(after.requests).toEqual([]);
    expect(after.upcoming.map((b) => b.id)).toEqual([booking.id]);
    const otherHost = await createUser(db, { role: "property_owner" });
    await expect(
      reservationFor({ bookingId: booking.id, user: { id: otherHost.id, role: "property_owner" } }),
    ).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.kind === "notFound");
    expect((await reservationsOf({ id: otherHost.id, role: "property_owner" })).upcoming).toEqual(
      [],
    );
  });
});
