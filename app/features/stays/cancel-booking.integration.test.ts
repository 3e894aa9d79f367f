import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  holds,
  ledgerEntries,
  notifications,
  outgoingMail,
  paymentLines,
} from "~/db/schema";
import { findPayment } from "~/features/payments/checkout.server";
import { systemRefundJob } from "~/features/payments/system-refund-job.server";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { enqueue, runDueJobs } from "~/lib/jobs/queue.server";
import { tripByToken } from "./booking-views.server";
import { createUser } from "../../../scripts/seed/factories/users";
import {
  registerWithStandIns,
  restoreFulfilments,
  standInFulfilment,
} from "../../../tests/support/fulfilments";
import { setEnv } from "../../../tests/support/payment-webhooks";
import { bookingRow, paidBookingRow } from "../../../tests/support/stay-bookings";
import {
  bookingChangeErrors,
  bookingChangeFields,
  bookingChangeRefusals,
} from "./booking-change-messages";
import { cancelBooking, previewCancellation } from "./cancel-booking.server";
import { bookingErrors } from "./messages";
import { lagosInstant } from "./stay-dates";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({
    PAYSTACK_SECRET_KEY: undefined,
    PAYPAL_CLIENT_ID: undefined,
    PAYMENTS_TEST_MODE: undefined,
  });
  // The booking loop's own fulfilment comes with its branch; a stand-in takes the money.
  registerWithStandIns({ booking: standInFulfilment().fulfilment });
});
afterAll(() => {
  restoreFulfilments();
  restoreEnv?.();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;
const CHECK_IN = "2031-03-20";
const CHECK_IN_AT = lagosInstant(CHECK_IN, "14:00");
// 3 nights × ₦20,000, cleaning ₦5,000, service fee ₦7,800: ₦72,800 paid.
const FIGURES = { nights: 3, pricePerNight: 20_000, cleaningFee: 5_000, platformFee: 7_800 };
const TOTAL = 72_800;
const LONG_AGO = new Date(CHECK_IN_AT.getTime() - 90 * DAY);

async function paidStay(policy: "flexible" | "moderate" | "strict", confirmedAt = LONG_AGO) {
  return paidBookingRow(
    {
      ...FIGURES,
      total: TOTAL,
      checkIn: CHECK_IN,
      checkOut: "2031-03-23",
      checkInTime: "14:00",
      cancellationPolicy: policy,
      confirmedAt,
    },
    { cancellationPolicy: policy },
  );
}

async function refundState(paymentId: string, reference: string) {
  const db = await getDb();
  const txn = (await findPayment(reference))!;
  const [line] = await db
    .select()
    .from(paymentLines)
    .where(eq(paymentLines.transactionId, paymentId));
  const refundEntries = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, paymentId), eq(ledgerEntries.entryType, "refund")));
  return {
    refunded: txn.refundedAmount,
    status: txn.paymentStatus,
    lineRefunded: line!.refundedAmount,
    ledger: refundEntries.reduce((s, e) => s + e.amount, 0),
    refunds: (txn.metadata.refunds as { by: string; amount: number }[] | undefined) ?? [],
  };
}

describe("guest cancellation refunds by the stored policy, at each boundary", () => {
  // [policy, time before check-in, share of nights and service fee, cleaning refunded]
  const cases: [string, "flexible" | "moderate" | "strict", number, number][] = [
    ["flexible at exactly 24 h", "flexible", DAY, TOTAL],
    ["flexible a minute inside 24 h", "flexible", DAY - MINUTE, 5_000],
    ["moderate at exactly 5 days", "moderate", 5 * DAY, TOTAL],
    ["moderate a minute inside 5 days", "moderate", 5 * DAY - MINUTE, 30_000 + 3_900 + 5_000],
    ["strict at exactly 30 days", "strict", 30 * DAY, TOTAL],
    ["strict a minute inside 30 days", "strict", 30 * DAY - MINUTE, 38_900],
    ["strict at exactly 7 days", "strict", 7 * DAY, 38_900],
    ["strict a minute inside 7 days", "strict", 7 * DAY - MINUTE, 5_000],
  ];

  it.each(cases)("%s", async (_name, policy, before, expected) => {
    const { booking, guest, payment } = await paidStay(policy);
    const now = new Date(CHECK_IN_AT.getTime() - before);
    const actor = { user: { id: guest!.id, role: "viewer" as const } };

    const preview = await previewCancellation({
      key: { bookingId: booking.id },
      actor,
      as: "guest",
      now,
    });
    expect(preview.cancellable).toBe(true);
    expect(preview.plan?.amount).toBe(expected);

    const done = await cancelBooking({ key: { bookingId: booking.id }, actor, as: "guest", now });
    expect(done.refund).toBe(expected);
    expect(done.booking).toMatchObject({ status: "cancelled_by_guest", cancelledBy: guest!.id });
    expect(await runDueJobs([systemRefundJob])).toBe(1);

    const state = await refundState(payment.id, payment.paymentReference);
    expect(state).toMatchObject({
      refunded: expected,
      lineRefunded: expected,
      ledger: -expected,
      status: expected === TOTAL ? "refunded" : "partially_refunded",
    });
    expect(state.refunds).toEqual([
      expect.objectContaining({ by: "system:booking_cancelled", amount: expected }),
    ]);
  });

  it("within 24 h of confirming, check-in 7+ days away: everything back (strict)", async () => {
    const now = new Date(CHECK_IN_AT.getTime() - 10 * DAY);
    const { booking, guest, payment } = await paidStay(
      "strict",
      new Date(now.getTime() - 23 * HOUR),
    );
    const actor = { user: { id: guest!.id, role: "viewer" as const } };
    const done = await cancelBooking({ key: { bookingId: booking.id }, actor, as: "guest", now });
    expect(done.refund).toBe(TOTAL);
    await runDueJobs([systemRefundJob]);
    expect((await refundState(payment.id, payment.paymentReference)).refunded).toBe(TOTAL);
  });

  it("25 h after confirming the grace is over: the policy's half", async () => {
    const now = new Date(CHECK_IN_AT.getTime() - 10 * DAY);
    const { booking, guest } = await paidStay("strict", new Date(now.getTime() - 25 * HOUR));
    const done = await cancelBooking({
      key: { bookingId: booking.id },
      actor: { user: { id: guest!.id, role: "viewer" } },
      as: "guest",
      now,
    });
    expect(done.refund).toBe(38_900);
    await runDueJobs([systemRefundJob]);
  });

  it("after the check-in time nothing is refunded: no refund is asked for", async () => {
    const { booking, guest, payment } = await paidStay("strict");
    const now = new Date(CHECK_IN_AT.getTime() + HOUR);
    const done = await cancelBooking({
      key: { bookingId: booking.id },
      actor: { user: { id: guest!.id, role: "viewer" } },
      as: "guest",
      now,
    });
    expect(done).toMatchObject({ refund: 0, paid: true });
    expect(await runDueJobs([systemRefundJob])).toBe(0);
    expect((await refundState(payment.id, payment.paymentReference)).refunded).toBe(0);
    const db = await getDb();
    const mails = await db.select().from(outgoingMail).where(eq(outgoingMail.to, guest!.email));
    const mail = mails.find((m) => m.template === "booking_cancelled");
    expect(mail?.text).toContain("nothing is refunded");
  });

  it("a retried refund job never refunds twice, and never more than is left", async () => {
    const { booking, guest, payment } = await paidStay("moderate");
    const now = new Date(CHECK_IN_AT.getTime() - 2 * DAY);
    await cancelBooking({
      key: { bookingId: booking.id },
      actor: { user: { id: guest!.id, role: "viewer" } },
      as: "guest",
      now,
    });
    await runDueJobs([systemRefundJob]);
    const db = await getDb();
    const [line] = await db
      .select()
      .from(paymentLines)
      .where(eq(paymentLines.transactionId, payment.id));
    await db.transaction((tx) =>
      enqueue(tx, systemRefundJob, {
        paymentId: payment.id,
        cause: "booking_cancelled",
        lineId: line!.id,
        amount: 38_900,
      }),
    );
    await runDueJobs([systemRefundJob]);
    expect((await refundState(payment.id, payment.paymentReference)).refunded).toBe(38_900);
  });

  it("a payment whose line names no purchase (older records): found through the booking", async () => {
    const { booking, guest, payment } = await paidStay("flexible");
    const db = await getDb();
    await db
      .update(paymentLines)
      .set({ purchaseId: null })
      .where(eq(paymentLines.transactionId, payment.id));
    const now = new Date(CHECK_IN_AT.getTime() - 3 * DAY);
    const done = await cancelBooking({
      key: { bookingId: booking.id },
      actor: { user: { id: guest!.id, role: "viewer" } },
      as: "guest",
      now,
    });
    expect(done.refund).toBe(TOTAL);
    await runDueJobs([systemRefundJob]);
    expect((await refundState(payment.id, payment.paymentReference)).refunded).toBe(TOTAL);
  });

  it("a confirmed booking whose payment cannot be found: refused, nothing changes", async () => {
    const { booking, guest } = await bookingRow({ status: "confirmed" });
    const error = await cancelBooking({
      key: { bookingId: booking.id },
      actor: { user: { id: guest!.id, role: "viewer" } },
      as: "guest",
    }).catch((e: unknown) => e);
    expect((error as AppError).userMessage).toEqual(bookingChangeErrors.noPayment);
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe("confirmed");
  });

  it("the signed-out guest cancels with the link's token; the mail names the token page", async () => {
    const { booking, payment } = await paidBookingRow({
      ...FIGURES,
      total: TOTAL,
      guestId: null,
      checkIn: CHECK_IN,
      checkOut: "2031-03-23",
      cancellationPolicy: "flexible",
      confirmedAt: LONG_AGO,
    });
    const now = new Date(CHECK_IN_AT.getTime() - 3 * DAY);
    const done = await cancelBooking({
      key: { accessToken: booking.accessToken },
      actor: { user: null, accessToken: booking.accessToken },
      as: "guest",
      now,
    });
    expect(done).toMatchObject({ refund: TOTAL, booking: { status: "cancelled_by_guest" } });
    await runDueJobs([systemRefundJob]);
    expect((await refundState(payment.id, payment.paymentReference)).status).toBe("refunded");
    // The trip page says what came back, summed on the payment line.
    expect((await tripByToken(booking.accessToken))?.refunded).toBe(TOTAL);
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(outgoingMail)
      .where(
        and(
          eq(outgoingMail.to, booking.guestEmail),
          eq(outgoingMail.template, "booking_cancelled"),
        ),
      );
    expect(mail!.text).toContain(`/trips/${booking.accessToken}`);
  });
});

describe("host cancellation", () => {
  it("refunds in full with the reason, tells the guest in the spec's words, frees the nights", async () => {
    const { booking, host, guest, payment } = await paidStay("strict");
    // Two days before check-in: the guest's own cancel would refund the cleaning only.
    const now = new Date(CHECK_IN_AT.getTime() - 2 * DAY);
    const preview = await previewCancellation({
      key: { bookingId: booking.id },
      actor: { user: { id: host.id, role: "property_owner" } },
      as: "host",
      now,
    });
    expect(preview.plan).toMatchObject({ amount: TOTAL, policyRefund: { rule: "host" } });
    const done = await cancelBooking({
      key: { bookingId: booking.id },
      actor: { user: { id: host.id, role: "property_owner" } },
      as: "host",
      reason: "A pipe burst in the flat",
      now,
    });
    expect(done.booking).toMatchObject({
      status: "cancelled_by_host",
      cancelReason: "A pipe burst in the flat",
      cancelledBy: host.id,
    });
    await runDueJobs([systemRefundJob]);
    const state = await refundState(payment.id, payment.paymentReference);
    expect(state).toMatchObject({ refunded: TOTAL, status: "refunded", ledger: -TOTAL });

    const db = await getDb();
    const toGuest = await db.select().from(outgoingMail).where(eq(outgoingMail.to, guest!.email));
    const cancelled = toGuest.find((m) => m.template === "booking_cancelled")!;
    expect(cancelled.text).toContain(bookingErrors.cancelledByOwner.message);
    expect(cancelled.text).toContain("A pipe burst in the flat");
    expect(cancelled.text).toContain(`/dashboard/trips/${booking.id}`);
    expect(toGuest.some((m) => m.template === "payment_refunded")).toBe(true);
    const toHost = await db.select().from(outgoingMail).where(eq(outgoingMail.to, host.email));
    expect(toHost.find((m) => m.template === "booking_cancelled_host")?.text).toContain(
      `/dashboard/reservations/${booking.id}`,
    );
    const [hold] = await db.select().from(holds).where(eq(holds.purchaseId, booking.id));
    expect(hold!.releasedAt).not.toBeNull();
    const told = await db.select().from(notifications).where(eq(notifications.userId, guest!.id));
    expect(told.map((n) => n.type)).toContain("stays.booking_cancelled");
  });

  it("an admin may cancel as host; the reason is required", async () => {
    const db = await getDb();
    const admin = await createUser(db, { role: "admin" });
    const { booking, payment } = await paidStay("moderate");
    const actor = { user: { id: admin.id, role: "admin" as const } };
    const missing = await cancelBooking({
      key: { bookingId: booking.id },
      actor,
      as: "host",
      reason: " ",
    }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(AppError);
    expect((missing as AppError).fieldErrors).toEqual({
      reason: [bookingChangeFields.reasonRequired],
    });
    const [still] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(still!.status).toBe("confirmed");

    await cancelBooking({
      key: { bookingId: booking.id },
      actor,
      as: "host",
      reason: "Listing closed",
    });
    await runDueJobs([systemRefundJob]);
    expect((await refundState(payment.id, payment.paymentReference)).refunded).toBe(TOTAL);
  });
});

describe("unpaid bookings", () => {
  it.each(["requested", "awaiting_payment"] as const)(
    "%s: cancelled, nothing refunded, holds released, both told",
    async (status) => {
      const { booking, guest, host } = await bookingRow({
        status,
        confirmedAt: null,
        checkIn: CHECK_IN,
        checkOut: "2031-03-22",
      });
      const done = await cancelBooking({
        key: { bookingId: booking.id },
        actor: { user: { id: guest!.id, role: "viewer" } },
        as: "guest",
      });
      expect(done).toMatchObject({
        refund: 0,
        paid: false,
        booking: { status: "cancelled_by_guest" },
      });
      expect(await runDueJobs([systemRefundJob])).toBe(0);
      const db = await getDb();
      const [hold] = await db.select().from(holds).where(eq(holds.purchaseId, booking.id));
      expect(hold!.releasedAt).not.toBeNull();
      const [mail] = await db
        .select()
        .from(outgoingMail)
        .where(
          and(eq(outgoingMail.to, guest!.email), eq(outgoingMail.template, "booking_cancelled")),
        );
      expect(mail!.text).toContain("Nothing was charged");
      const [hostMail] = await db
        .select()
        .from(outgoingMail)
        .where(
          and(eq(outgoingMail.to, host.email), eq(outgoingMail.template, "booking_cancelled_host")),
        );
      expect(hostMail!.text).toContain("The guest cancelled");
    },
  );
});

describe("refusals change nothing", () => {
  async function unchanged(bookingId: string, status: string) {
    const db = await getDb();
    const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row!.status).toBe(status);
    expect(await runDueJobs([systemRefundJob])).toBe(0);
  }
  const kindOf = (e: unknown) => (e instanceof AppError ? e.kind : String(e));

  it("another guest, another host, the guest acting as host: 404", async () => {
    const db = await getDb();
    const { booking, guest } = await paidStay("flexible");
    const stranger = await createUser(db, { role: "viewer" });
    const otherHost = await createUser(db, { role: "property_owner" });
    const tries = [
      cancelBooking({
        key: { bookingId: booking.id },
        actor: { user: { id: stranger.id, role: "viewer" } },
        as: "guest",
      }),
      cancelBooking({
        key: { bookingId: booking.id },
        actor: { user: { id: otherHost.id, role: "property_owner" } },
        as: "host",
        reason: "Not my booking",
      }),
      cancelBooking({
        key: { bookingId: booking.id },
        actor: { user: { id: guest!.id, role: "viewer" } },
        as: "host",
        reason: "Pretending to host",
      }),
      cancelBooking({
        key: { accessToken: "not-the-token" },
        actor: { user: null, accessToken: "not-the-token" },
        as: "guest",
      }),
      previewCancellation({
        key: { bookingId: booking.id },
        actor: { user: { id: stranger.id, role: "viewer" } },
        as: "guest",
      }),
    ].map((attempt) => attempt.catch((e: unknown) => e));
    // Each refusal is caught as it is made (awaiting them one by one left the later
    // ones unhandled for a moment on PostgreSQL, where they run at once).
    for (const outcome of await Promise.all(tries)) expect(kindOf(outcome)).toBe("notFound");
    await unchanged(booking.id, "confirmed");
  });

  it("an unknown or malformed booking id: 404", async () => {
    const db = await getDb();
    const guest = await createUser(db, { role: "viewer" });
    for (const bookingId of [crypto.randomUUID(), "not-a-uuid"]) {
      const error = await cancelBooking({
        key: { bookingId },
        actor: { user: { id: guest.id, role: "viewer" } },
        as: "guest",
      }).catch((e: unknown) => e);
      expect(kindOf(error)).toBe("notFound");
    }
  });

  it("a cancelled booking cancelled again: the clear refusal, no second refund or mail", async () => {
    const { booking, guest, payment } = await paidStay("flexible");
    const actor = { user: { id: guest!.id, role: "viewer" as const } };
    const now = new Date(CHECK_IN_AT.getTime() - 3 * DAY);
    await cancelBooking({ key: { bookingId: booking.id }, actor, as: "guest", now });
    await runDueJobs([systemRefundJob]);
    const db = await getDb();
    const mailsBefore = (
      await db.select().from(outgoingMail).where(eq(outgoingMail.to, guest!.email))
    ).length;
    const again = await cancelBooking({
      key: { bookingId: booking.id },
      actor,
      as: "guest",
      now,
    }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).userMessage).toEqual(
      bookingChangeRefusals.cannotCancel("cancelled by the guest"),
    );
    const preview = await previewCancellation({
      key: { bookingId: booking.id },
      actor,
      as: "guest",
    });
    expect(preview).toMatchObject({ cancellable: false, plan: null });
    await unchanged(booking.id, "cancelled_by_guest");
    expect((await refundState(payment.id, payment.paymentReference)).refunded).toBe(TOTAL);
    expect(
      (await db.select().from(outgoingMail).where(eq(outgoingMail.to, guest!.email))).length,
    ).toBe(mailsBefore);
  });

  it("checked-in and past stays cannot be cancelled", async () => {
    for (const status of ["checked_in", "checked_out", "declined", "expired", "lapsed"] as const) {
      const { booking, guest, host } = await bookingRow({ status });
      const asGuest = await cancelBooking({
        key: { bookingId: booking.id },
        actor: { user: { id: guest!.id, role: "viewer" } },
        as: "guest",
      }).catch((e: unknown) => e);
      expect(kindOf(asGuest), status).toBe("validation");
      const asHost = await cancelBooking({
        key: { bookingId: booking.id },
        actor: { user: { id: host.id, role: "property_owner" } },
        as: "host",
        reason: "Trying anyway",
      }).catch((e: unknown) => e);
      expect(kindOf(asHost), status).toBe("validation");
      await unchanged(booking.id, status);
    }
  });
});
