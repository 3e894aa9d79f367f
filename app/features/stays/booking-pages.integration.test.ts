import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks } from "~/db/schema";
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
  it("shows a stay booked signed out to the person whose verified e-mail booked it", async () => {
    const { db, property } = await hosted();
    const person = await createUser(db, { role: "viewer" });
    const { booking } = await requestBooking({
      propertyId: property.id,
      checkIn: on(6),
      checkOut: on(8),
      guests: 1,
      guest: { userId: null, name: "Ada Guest", email: person.email.toUpperCase() },
    });
    const verified = {
      id: person.id,
      role: "viewer" as const,
      email: person.email,
      emailVerified: true,
    };
    expect((await myTrips(verified)).map((t) => t.id)).toEqual([booking.id]);
    expect((await tripFor({ bookingId: booking.id, actor: { user: verified } })).id).toBe(
      booking.id,
    );
    // Not verified: the e-mail proves nothing yet.
    const unverified = { ...verified, emailVerified: false };
    expect(await myTrips(unverified)).toEqual([]);
    await expect(tripFor({ bookingId: booking.id, actor: { user: unverified } })).rejects.toSatisfy(
      (e: unknown) => e instanceof AppError && e.kind === "notFound",
    );
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
