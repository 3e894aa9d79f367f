import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, holds, ledgerEntries, outgoingMail, paymentLines } from "~/db/schema";
import { JOBS } from "~/jobs.server";
import { findPayment } from "~/features/payments/checkout.server";
import { quoteFee } from "~/features/payments/fees.server";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { runDueJobs } from "~/lib/jobs/queue.server";
import { createProperty } from "../../../scripts/seed/factories/stays";
import { createUser } from "../../../scripts/seed/factories/users";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { payWithTestProvider } from "../../../tests/support/test-payments";
import { answerBooking } from "./answer-booking.server";
import { bookingRefusalErrors } from "./booking-messages";
import { bookingErrors } from "./messages";
import { payBooking } from "./pay-booking.server";
import { requestBooking, type RequestBookingInput } from "./request-booking.server";
import { addDays, lagosToday } from "./stay-dates";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
    SMTP_URL: undefined,
  });
});
afterAll(() => restoreEnv?.());

const ORIGIN = "http://localhost:3000";
const day = (n: number) => addDays(lagosToday(), n);
let n = 0;
const signedOut = () => ({ userId: null, name: `Guest ${++n}`, email: `guest${n}@example.com` });

async function place(overrides: Parameters<typeof createProperty>[1] = {}) {
  const db = await getDb();
  const host = await createUser(db, { role: "property_owner" });
  const property = await createProperty(db, {
    ownerId: host.id,
    basePricePerNight: 25_000,
    cleaningFee: 5_000,
    maxGuests: 4,
    minNights: 1,
    instantBook: false,
    checkInInstructions: "The key is with the gateman.",
    ...overrides,
  });
  return { db, host, property };
}

const ask = (propertyId: string, o: Partial<RequestBookingInput> = {}) =>
  requestBooking({
    propertyId,
    checkIn: day(10),
    checkOut: day(13),
    guests: 2,
    guest: signedOut(),
    origin: ORIGIN,
    ...o,
  } as RequestBookingInput);

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.userMessage.message;
    throw error;
  }
  throw new Error("expected a refusal");
}

const pay = payWithTestProvider;

const referenceOf = (redirectUrl: string) => redirectUrl.split("/").at(-1)!;

async function bookingRow(id: string) {
  const [row] = await (await getDb()).select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function mailsTo(email: string) {
  const db = await getDb();
  return db.select().from(outgoingMail).where(eq(outgoingMail.to, email));
}

const hostActor = (host: { id: string }) => ({
  user: { id: host.id, role: "property_owner" as const },
});

describe("request → accept → pay → confirmed", () => {
  it("holds the nights from the request, tells both sides, and the payment carries the breakdown", async () => {
    const { db, host, property } = await place();
    const guest = signedOut();
    const { booking, redirectUrl } = await ask(property.id, { guest });
    const fee = await quoteFee(db, "properties", 3 * 25_000 + 5_000);
    expect(booking).toMatchObject({
      status: "requested",
      nights: 3,
      pricePerNight: 25_000,
      cleaningFee: 5_000,
      platformFee: fee.fee,
      total: 80_000 + fee.fee,
      instant: false,
      cancellationPolicy: property.cancellationPolicy,
      checkInTime: property.checkInTime,
      guestEmail: guest.email,
    });
    expect(redirectUrl).toBe(`/trips/${booking.accessToken}`);
    expect(booking.answerBy!.getTime() - booking.createdAt.getTime()).toBe(24 * 3_600_000);
    const [hold] = await db.select().from(holds).where(eq(holds.purchaseId, booking.id));
    expect(hold).toMatchObject({
      subjectKind: "property",
      subjectId: property.id,
      quantity: 3,
      purchaseType: "booking",
    });
    expect((await mailsTo(host.email)).map((m) => m.template)).toEqual(["booking_requested_host"]);
    expect((await mailsTo(host.email))[0]!.text).toContain(`/dashboard/reservations/${booking.id}`);
    expect((await mailsTo(guest.email)).map((m) => m.template)).toEqual(["booking_request_sent"]);

    // The nights are held: another guest is told they are not available.
    expect(await refusal(ask(property.id, { checkIn: day(12), checkOut: day(14) }))).toBe(
      bookingErrors.unavailableForDates.message,
    );
    // Back to back is fine: check-out day = the next check-in day.
    const next = await ask(property.id, { checkIn: day(13), checkOut: day(15) });
    expect(next.booking.status).toBe("requested");

    // Nothing to pay before the host accepts.
    expect(
      await refusal(
        payBooking({
          bookingId: booking.id,
          actor: { user: null, accessToken: booking.accessToken },
          provider: "paystack",
          origin: ORIGIN,
        }),
      ),
    ).toBe(bookingRefusalErrors.notPayable.message);

    const accepted = await answerBooking({
      bookingId: booking.id,
      actor: hostActor(host),
      answer: "accept",
    });
    expect(accepted.status).toBe("awaiting_payment");
    expect(accepted.payBy!.getTime() - accepted.answeredAt!.getTime()).toBe(24 * 3_600_000);
    const [extended] = await db.select().from(holds).where(eq(holds.purchaseId, booking.id));
    expect(extended!.expiresAt.getTime()).toBe(accepted.payBy!.getTime());
    const acceptedMail = (await mailsTo(guest.email)).find(
      (m) => m.template === "booking_accepted",
    );
    expect(acceptedMail!.text).toContain(`/trips/${booking.accessToken}`);

    const { redirectUrl: payUrl } = await payBooking({
      bookingId: booking.id,
      actor: { user: null, accessToken: booking.accessToken },
      provider: "paystack",
      origin: ORIGIN,
    });
    const reference = referenceOf(payUrl);
    const txn = (await findPayment(reference))!;
    expect(txn).toMatchObject({
      transactionType: "booking",
      orderId: booking.id,
      sellerUserId: host.id,
      totalAmount: booking.total,
      platformFee: booking.platformFee,
      netAmount: 80_000,
    });
    const [line] = await db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.transactionId, txn.id));
    expect(line).toMatchObject({
      purchaseId: booking.id,
      amount: booking.total,
      platformFee: fee.fee,
      netAmount: 80_000,
    });

    expect((await pay(reference)).outcome).toBe("confirmed");
    const confirmed = await bookingRow(booking.id);
    expect(confirmed.status).toBe("confirmed");
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(confirmed.paymentTransactionId).toBe(txn.id);
    const ledger = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, txn.id));
    expect(ledger.find((e) => e.entryType === "sale")).toMatchObject({
      userId: host.id,
      amount: 80_000,
    });
    const [released] = await db.select().from(holds).where(eq(holds.purchaseId, booking.id));
    expect(released!.releasedAt).not.toBeNull();
    // One mail for the payment: the confirmation, with what was paid and the check-in details.
    const guestMails = await mailsTo(guest.email);
    expect(guestMails.filter((m) => m.template === "payment_receipt")).toHaveLength(0);
    const confirmation = guestMails.find((m) => m.template === "booking_confirmed")!;
    expect(confirmation.text).toContain(reference);
    expect(confirmation.text).toContain("The key is with the gateman.");
    expect(confirmation.text).toContain(property.checkInTime);
  });

  it("the host declines with a reason: the nights free up and the guest hears nothing was charged", async () => {
    const { host, property } = await place();
    const guest = signedOut();
    const { booking } = await ask(property.id, { guest });
    expect(
      await refusal(
        answerBooking({
          bookingId: booking.id,
          actor: hostActor(host),
          answer: "decline",
          reason: "  ",
        }),
      ),
    ).toBe(bookingRefusalErrors.reasonRequired.message);
    const declined = await answerBooking({
      bookingId: booking.id,
      actor: hostActor(host),
      answer: "decline",
      reason: "Repainting that week.",
    });
    expect(declined).toMatchObject({ status: "declined", declineReason: "Repainting that week." });
    const mail = (await mailsTo(guest.email)).find((m) => m.template === "booking_declined")!;
    expect(mail.text).toContain("Repainting that week.");
    expect(mail.text).toContain("nothing to refund");
    // Answered once: a second answer is refused, and the nights are free again.
    expect(
      await refusal(
        answerBooking({ bookingId: booking.id, actor: hostActor(host), answer: "accept" }),
      ),
    ).toBe(bookingRefusalErrors.notRequested.message);
    expect((await ask(property.id)).booking.status).toBe("requested");
  });

  it("reminds the host only while the request is unanswered", async () => {
    const { db, host, property } = await place();
    const { booking } = await ask(property.id);
    const { bookingReminderJob } = await import("./booking-reminder-job.server");
    await bookingReminderJob.run({ bookingId: booking.id }, {
      retryLimit: 0,
      lastAttempt: true,
    } as never);
    expect((await mailsTo(host.email)).map((m) => m.template).sort()).toEqual([
      "booking_reminder_host",
      "booking_requested_host",
    ]);
    await answerBooking({ bookingId: booking.id, actor: hostActor(host), answer: "accept" });
    await bookingReminderJob.run({ bookingId: booking.id }, {
      retryLimit: 0,
      lastAttempt: true,
    } as never);
    const reminders = await db
      .select()
      .from(outgoingMail)
      .where(
        and(eq(outgoingMail.to, host.email), eq(outgoingMail.template, "booking_reminder_host")),
      );
    expect(reminders).toHaveLength(1);
  });
});

describe("instant book", () => {
  it("awaits payment at once, is confirmed when paid", async () => {
    const { property } = await place({ instantBook: true });
    const guest = signedOut();
    const { booking, redirectUrl } = await ask(property.id, { guest });
    expect(booking).toMatchObject({ status: "awaiting_payment", instant: true, answerBy: null });
    expect(booking.payBy).not.toBeNull();
    expect(redirectUrl).toContain("/payments/test-checkout/");
    expect((await mailsTo(guest.email)).map((m) => m.template)).toEqual([]);
    expect((await pay(referenceOf(redirectUrl))).outcome).toBe("confirmed");
    expect((await bookingRow(booking.id)).status).toBe("confirmed");
  });

  it("a failed payment lapses it and frees the nights; an accepted request stays payable", async () => {
    const { host, property } = await place({ instantBook: true });
    const { booking, redirectUrl } = await ask(property.id);
    expect((await pay(referenceOf(redirectUrl), "decline")).outcome).toBe("closed");
    expect((await bookingRow(booking.id)).status).toBe("lapsed");
    expect((await ask(property.id)).booking.status).toBe("awaiting_payment");

    const request = await place();
    const asked = await ask(request.property.id);
    await answerBooking({
      bookingId: asked.booking.id,
      actor: hostActor(request.host),
      answer: "accept",
    });
    const first = await payBooking({
      bookingId: asked.booking.id,
      actor: { user: null, accessToken: asked.booking.accessToken },
      provider: "paystack",
      origin: ORIGIN,
    });
    expect((await pay(referenceOf(first.redirectUrl), "decline")).outcome).toBe("closed");
    expect((await bookingRow(asked.booking.id)).status).toBe("awaiting_payment");
    const again = await payBooking({
      bookingId: asked.booking.id,
      actor: { user: null, accessToken: asked.booking.accessToken },
      provider: "paystack",
      origin: ORIGIN,
    });
    expect((await pay(referenceOf(again.redirectUrl))).outcome).toBe("confirmed");
    expect(host.id).not.toBe(request.host.id);
  });

  it("a payment landing after the booking lapsed: confirmed when the nights are free, refunded when taken", async () => {
    const { db, property } = await place({ instantBook: true });
    const free = await ask(property.id, { checkIn: day(20), checkOut: day(22) });
    const freeRef = referenceOf(free.redirectUrl);
    await pay(freeRef, "decline");
    expect((await bookingRow(free.booking.id)).status).toBe("lapsed");
    expect((await pay(freeRef)).outcome).toBe("late_success");
    expect((await bookingRow(free.booking.id)).status).toBe("confirmed");

    const guest = signedOut();
    const late = await ask(property.id, { guest });
    const lateRef = referenceOf(late.redirectUrl);
    await pay(lateRef, "decline");
    const other = await ask(property.id, { checkIn: day(11), checkOut: day(12) });
    expect((await pay(referenceOf(other.redirectUrl))).outcome).toBe("confirmed");

    expect((await pay(lateRef)).outcome).toBe("unfulfillable");
    expect((await bookingRow(late.booking.id)).status).toBe("lapsed");
    expect(await findPayment(lateRef)).toMatchObject({
      failureReason: "unfulfillable:dates_taken",
    });
    expect(await runDueJobs(JOBS)).toBeGreaterThanOrEqual(1);
    expect(await findPayment(lateRef)).toMatchObject({
      paymentStatus: "refunded",
      refundedAmount: late.booking.total,
    });
    const told = (await mailsTo(guest.email)).find((m) => m.template === "purchase_unfulfillable");
    expect(told!.text).toContain("dates were taken");
    expect(
      await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, (await findPayment(lateRef))!.id)),
    ).toSatisfy((rows: unknown[]) =>
      rows.every((r) => (r as { entryType: string }).entryType !== "sale"),
    );
  });
});

describe("limits and races", () => {
  it("a guest may have at most 3 open requests, by e-mail or account", async () => {
    const guest = signedOut();
    for (let i = 0; i < 3; i++) await ask((await place()).property.id, { guest });
    const fourth = await place();
    expect(
      await refusal(
        ask(fourth.property.id, { guest: { ...guest, email: guest.email.toUpperCase() } }),
      ),
    ).toBe(bookingRefusalErrors.tooManyOpen.message);
    const db = await getDb();
    const user = await createUser(db, { role: "viewer" });
    for (let i = 0; i < 3; i++)
      await ask((await place()).property.id, { guest: { userId: user.id, name: "", email: "" } });
    expect(
      await refusal(ask(fourth.property.id, { guest: { userId: user.id, name: "", email: "" } })),
    ).toBe(bookingRefusalErrors.tooManyOpen.message);
    // Signed out with the account's e-mail counts the same.
    expect(
      await refusal(
        ask(fourth.property.id, { guest: { userId: null, name: "Me", email: user.email } }),
      ),
    ).toBe(bookingRefusalErrors.tooManyOpen.message);
  });

  it("two guests racing for the same nights: one holds them, the other is told they are taken", async () => {
    const { db, property } = await place();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        ask(property.id, { checkIn: day(30 + (i % 2)), checkOut: day(33) }),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    expect(won).toHaveLength(1);
    for (const r of results) {
      if (r.status === "rejected") {
        expect(r.reason).toBeInstanceOf(AppError);
        expect((r.reason as AppError).userMessage.message).toBe(
          bookingErrors.unavailableForDates.message,
        );
      }
    }
    const held = await db.select().from(bookings).where(eq(bookings.propertyId, property.id));
    expect(held).toHaveLength(1);
  });

  it("two concurrent accepts of one request: one moves it, the other is told it was answered", async () => {
    const { host, property } = await place();
    const { booking } = await ask(property.id);
    const results = await Promise.allSettled([
      answerBooking({ bookingId: booking.id, actor: hostActor(host), answer: "accept" }),
      answerBooking({ bookingId: booking.id, actor: hostActor(host), answer: "accept" }),
      answerBooking({
        bookingId: booking.id,
        actor: hostActor(host),
        answer: "decline",
        reason: "No",
      }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results)
      if (r.status === "rejected")
        expect((r.reason as AppError).userMessage.message).toBe(
          bookingRefusalErrors.notRequested.message,
        );
  });

  it("a foreign booking id: nobody else answers or pays it", async () => {
    const { db, property } = await place();
    const { booking } = await ask(property.id);
    const otherHost = await createUser(db, { role: "property_owner" });
    const kind = async (p: Promise<unknown>) => {
      try {
        await p;
      } catch (error) {
        return (error as AppError).kind;
      }
      return "ok";
    };
    expect(
      await kind(
        answerBooking({ bookingId: booking.id, actor: hostActor(otherHost), answer: "accept" }),
      ),
    ).toBe("notFound");
    expect(
      await kind(
        answerBooking({
          bookingId: booking.id,
          actor: { user: null, accessToken: booking.accessToken },
          answer: "accept",
        }),
      ),
    ).toBe("forbidden");
    expect(
      await kind(
        answerBooking({ bookingId: "not-a-uuid", actor: hostActor(otherHost), answer: "accept" }),
      ),
    ).toBe("notFound");
    expect(
      await kind(
        payBooking({
          bookingId: booking.id,
          actor: { user: null, accessToken: "wrong" },
          provider: "paystack",
          origin: ORIGIN,
        }),
      ),
    ).toBe("notFound");
    const admin = await createUser(db, { role: "admin" });
    expect(
      (
        await answerBooking({
          bookingId: booking.id,
          actor: { user: { id: admin.id, role: "admin" } },
          answer: "accept",
        })
      ).status,
    ).toBe("awaiting_payment");
  });

  it.each([
    [
      "check-out before check-in",
      { checkIn: day(10), checkOut: day(8) },
      bookingRefusalErrors.datesOrder,
    ],
    ["400 nights", { checkIn: day(2), checkOut: day(402) }, bookingRefusalErrors.datesTooLong],
    ["91 nights", { checkIn: day(2), checkOut: day(93) }, bookingRefusalErrors.datesTooLong],
    [
      "check-in beyond 12 months",
      { checkIn: day(400), checkOut: day(402) },
      bookingRefusalErrors.datesTooFar,
    ],
    ["0 guests", { guests: 0 }, bookingRefusalErrors.guests],
    ["too many guests", { guests: 5 }, bookingRefusalErrors.guests],
    ["past dates", { checkIn: day(-3), checkOut: day(-1) }, bookingRefusalErrors.datesPast],
    ["no dates", { checkIn: "", checkOut: "tomorrow" }, bookingRefusalErrors.datesInvalid],
    [
      "too short a stay",
      { checkIn: day(5), checkOut: day(6), minNights: 2 },
      bookingRefusalErrors.datesTooShort,
    ],
  ] as const)(
    "bad input (%s) gets its clear message and changes nothing",
    async (_, o, message) => {
      const { minNights, ...input } = { minNights: 1, ...o };
      const { db, property } = await place({ minNights });
      expect(await refusal(ask(property.id, input))).toBe(message.message);
      expect(await db.select().from(bookings).where(eq(bookings.propertyId, property.id))).toEqual(
        [],
      );
      expect(
        await db
          .select()
          .from(holds)
          .where(and(eq(holds.subjectKind, "property"), inArray(holds.subjectId, [property.id]))),
      ).toEqual([]);
    },
  );

  it("a place not approved, or the host's own, cannot be booked", async () => {
    const pending = await place({ moderationStatus: "pending" });
    expect(await refusal(ask(pending.property.id))).toBe(bookingRefusalErrors.notListed.message);
    const own = await place();
    expect(
      await refusal(ask(own.property.id, { guest: { userId: own.host.id, name: "", email: "" } })),
    ).toBe(bookingRefusalErrors.ownPlace.message);
  });
});
