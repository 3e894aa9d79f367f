import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, holds, notifications, outgoingMail } from "~/db/schema";
import { reviewFormFor } from "~/features/reviews/submit-review.server";
import { AppError } from "~/lib/app-error.server";
import { getDb } from "~/lib/db/client.server";
import { createUser } from "../../../scripts/seed/factories/users";
import { bookingRow } from "../../../tests/support/stay-bookings";
import { bookingChangeRefusals } from "./booking-change-messages";
import { sweepBookingDeadlines } from "./booking-deadlines.server";
import { checkInBooking, checkOutBooking } from "./check-in-booking.server";
import { stayActionsAction } from "./stay-actions-action.server";
import { lagosToday } from "./stay-dates";
import { bookingErrors } from "./messages";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// 09:00 UTC = 10:00 in Lagos on 1 March 2031.
const NOW = new Date("2031-03-01T09:00:00Z");

async function statusOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}
async function mailsTo(email: string, template: string) {
  const db = await getDb();
  return db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.to, email), eq(outgoingMail.template, template)));
}
const errorOf = (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e);

describe("check-in and check-out", () => {
  it("check-in is refused before the check-in date in Lagos, allowed from its first minute", async () => {
    const { booking, host, guest } = await bookingRow({
      status: "confirmed",
      checkIn: "2031-03-02",
      checkOut: "2031-03-04",
    });
    const actor = { user: { id: host.id, role: "property_owner" as const } };
    // 23:59 in Lagos on 1 March (22:59 UTC): still the day before.
    const early = await errorOf(
      checkInBooking({
        bookingId: booking.id,
        actor,
        now: new Date("2031-03-01T22:59:00Z"),
      }),
    );
    expect(early).toBeInstanceOf(AppError);
    expect((early as AppError).userMessage).toEqual(bookingErrors.checkInFailed);
    expect((await statusOf(booking.id)).status).toBe("confirmed");
    expect(await mailsTo(guest!.email, "booking_checked_in")).toHaveLength(0);

    // 00:00 in Lagos on 2 March (23:00 UTC on 1 March): the check-in date.
    const at = new Date("2031-03-01T23:00:00Z");
    const done = await checkInBooking({ bookingId: booking.id, actor, now: at });
    expect(done).toMatchObject({ status: "checked_in", checkedInAt: at });
    const [mail] = await mailsTo(guest!.email, "booking_checked_in");
    expect(mail!.text).toContain(`/dashboard/trips/${booking.id}`);

    const again = await errorOf(checkInBooking({ bookingId: booking.id, actor, now: at }));
    expect((again as AppError).userMessage).toEqual(
      bookingChangeRefusals.cannotCheckIn("checked in"),
    );

    const out = await checkOutBooking({ bookingId: booking.id, actor, now: at });
    expect(out.status).toBe("checked_out");
    const [thanks] = await mailsTo(guest!.email, "booking_checked_out");
    expect(thanks!.text).toContain("Thank you for staying");
    const db = await getDb();
    const [hold] = await db.select().from(holds).where(eq(holds.purchaseId, booking.id));
    expect(hold!.releasedAt).not.toBeNull();
    const twice = await errorOf(checkOutBooking({ bookingId: booking.id, actor, now: at }));
    expect((twice as AppError).userMessage).toEqual(
      bookingChangeRefusals.cannotCheckOut("checked out"),
    );
  });

  it("the check-out mail links the review form its guest can use: their account, or the link's token", async () => {
    const at = new Date("2031-03-03T09:00:00Z");
    for (const signedIn of [true, false]) {
      const { booking, host, guest } = await bookingRow({
        status: "checked_in",
        checkIn: "2031-03-01",
        checkOut: "2031-03-03",
        ...(signedIn ? {} : { guestId: null }),
      });
      const actor = { user: { id: host.id, role: "property_owner" as const } };
      await checkOutBooking({ bookingId: booking.id, actor, now: at });
      const [thanks] = await mailsTo(booking.guestEmail, "booking_checked_out");
      const href = /https?:\/\/\S+\/reviews\/new\?\S+/.exec(thanks!.text)?.[0];
      expect(href).toBeDefined();
      const query = new URL(href!).searchParams;
      expect(query.get("item")).toBe(booking.id);
      expect(query.get("kind")).toBe("property");
      // Only the signed-out guest's mail carries the link's token (their only credential).
      expect(query.get("token")).toBe(signedIn ? null : booking.accessToken);
      const form = await reviewFormFor({
        itemType: "property",
        purchaseItemId: booking.id,
        claim: { userId: guest?.id ?? null, token: query.get("token") },
      });
      expect(form.refusal).toBeNull();
    }
  });

  it("only the host or an admin: the guest and another host get 404; unpaid bookings are refused", async () => {
    const db = await getDb();
    const { booking, guest } = await bookingRow({ status: "confirmed", checkIn: "2031-03-01" });
    const otherHost = await createUser(db, { role: "property_owner" });
    for (const user of [
      { id: guest!.id, role: "viewer" as const },
      { id: otherHost.id, role: "property_owner" as const },
    ]) {
      const error = await errorOf(
        checkInBooking({ bookingId: booking.id, actor: { user }, now: NOW }),
      );
      expect((error as AppError).kind).toBe("notFound");
    }
    const signedOut = await errorOf(
      checkInBooking({
        bookingId: booking.id,
        actor: { user: null, accessToken: booking.accessToken },
        now: NOW,
      }),
    );
    expect((signedOut as AppError).kind).toBe("notFound");
    expect((await statusOf(booking.id)).status).toBe("confirmed");

    const admin = await createUser(db, { role: "admin" });
    const done = await checkInBooking({
      bookingId: booking.id,
      actor: { user: { id: admin.id, role: "admin" } },
      now: NOW,
    });
    expect(done.status).toBe("checked_in");

    const { booking: unpaid, host } = await bookingRow({
      status: "awaiting_payment",
      checkIn: "2031-03-01",
    });
    const refused = await errorOf(
      checkInBooking({
        bookingId: unpaid.id,
        actor: { user: { id: host.id, role: "property_owner" } },
        now: NOW,
      }),
    );
    expect((refused as AppError).userMessage).toEqual(
      bookingChangeRefusals.cannotCheckIn("awaiting payment"),
    );
  });
});

describe("the reservation page's stay forms (stayActionsAction)", () => {
  const post = (body: Record<string, string>) =>
    new Request("http://localhost/dashboard/reservations/x", {
      method: "POST",
      body: new URLSearchParams(body),
    });
  const answerOf = async (p: Promise<unknown>) => {
    const r = (await p) as Response | { init?: { status?: number }; data?: unknown };
    if (r instanceof Response) return { status: r.status, location: r.headers.get("Location") };
    return { status: r.init?.status, data: r.data as { formError: unknown; fieldErrors: object } };
  };

  it("check in (today is the check-in date) and out: back to the page; before the date the spec's text", async () => {
    const today = lagosToday();
    const { booking, host } = await bookingRow({ status: "confirmed", checkIn: today });
    const actor = { user: { id: host.id, role: "property_owner" as const } };
    const back = `/dashboard/reservations/${booking.id}`;
    const run = (intent: string, id = booking.id) =>
      answerOf(stayActionsAction({ request: post({ intent }), bookingId: id, actor, back }));
    expect(await run("check_in")).toEqual({ status: 302, location: back });
    expect(await run("check_out")).toEqual({ status: 302, location: back });
    expect((await statusOf(booking.id)).status).toBe("checked_out");

    const later = await bookingRow({ status: "confirmed", checkIn: "2031-03-02" });
    const refused = await answerOf(
      stayActionsAction({
        request: post({ intent: "check_in" }),
        bookingId: later.booking.id,
        actor: { user: { id: later.host.id, role: "property_owner" } },
        back,
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: { formError: bookingErrors.checkInFailed },
    });
    const bogus = await answerOf(
      stayActionsAction({
        request: post({ intent: "delete" }),
        bookingId: booking.id,
        actor,
        back,
      }),
    );
    expect(bogus.status).toBe(400);
    expect((await statusOf(later.booking.id)).status).toBe("confirmed");
  });
});

describe("the deadline sweeps", () => {
  it("expire unanswered requests, lapse unpaid bookings, check out past stays; once", async () => {
    const db = await getDb();
    const expiring = await bookingRow({
      status: "requested",
      confirmedAt: null,
      answerBy: new Date(NOW.getTime() - MINUTE),
    });
    const answering = await bookingRow({
      status: "requested",
      confirmedAt: null,
      answerBy: new Date(NOW.getTime() + HOUR),
    });
    const lapsing = await bookingRow({
      status: "awaiting_payment",
      confirmedAt: null,
      payBy: new Date(NOW.getTime() - MINUTE),
    });
    const paying = await bookingRow({
      status: "awaiting_payment",
      confirmedAt: null,
      payBy: new Date(NOW.getTime() + MINUTE),
    });
    // Past deadlines on a booking already past them mean nothing (a guarded move).
    const confirmed = await bookingRow({
      status: "confirmed",
      answerBy: new Date(NOW.getTime() - 2 * HOUR),
      payBy: new Date(NOW.getTime() - HOUR),
    });
    // Check-out today at 11:00 Lagos: not yet at 10:00; yesterday's: out.
    const leavingToday = await bookingRow({
      status: "checked_in",
      checkIn: "2031-02-27",
      checkOut: "2031-03-01",
      checkOutTime: "11:00",
    });
    const leftYesterday = await bookingRow({
      status: "checked_in",
      checkIn: "2031-02-25",
      checkOut: "2031-02-28",
      checkOutTime: "11:00",
    });
    const staying = await bookingRow({
      status: "checked_in",
      checkIn: "2031-02-28",
      checkOut: "2031-03-03",
    });

    // Two processes sweeping at once move each booking once.
    const [a, b] = await Promise.all([sweepBookingDeadlines(NOW), sweepBookingDeadlines(NOW)]);
    expect({
      expired: a.expired + b.expired,
      lapsed: a.lapsed + b.lapsed,
      checked_out: a.checked_out + b.checked_out,
    }).toEqual({ expired: 1, lapsed: 1, checked_out: 1 });

    expect((await statusOf(expiring.booking.id)).status).toBe("expired");
    expect((await statusOf(answering.booking.id)).status).toBe("requested");
    expect((await statusOf(lapsing.booking.id)).status).toBe("lapsed");
    expect((await statusOf(paying.booking.id)).status).toBe("awaiting_payment");
    expect((await statusOf(confirmed.booking.id)).status).toBe("confirmed");
    expect((await statusOf(leavingToday.booking.id)).status).toBe("checked_in");
    expect(await statusOf(leftYesterday.booking.id)).toMatchObject({
      status: "checked_out",
      checkedOutAt: NOW,
    });
    expect((await statusOf(staying.booking.id)).status).toBe("checked_in");

    const [expiredMail] = await mailsTo(expiring.guest!.email, "booking_expired");
    expect(expiredMail!.text).toContain("Nothing was charged");
    expect(await mailsTo(expiring.host.email, "booking_expired_host")).toHaveLength(1);
    const [lapsedMail] = await mailsTo(lapsing.guest!.email, "booking_lapsed");
    expect(lapsedMail!.text).toContain("Nothing was charged");
    expect(await mailsTo(leftYesterday.guest!.email, "booking_checked_out")).toHaveLength(1);
    const released = await db
      .select()
      .from(holds)
      .where(
        inArray(holds.purchaseId, [
          expiring.booking.id,
          lapsing.booking.id,
          leftYesterday.booking.id,
        ]),
      );
    expect(released.every((h) => h.releasedAt !== null)).toBe(true);
    const [kept] = await db.select().from(holds).where(eq(holds.purchaseId, answering.booking.id));
    expect(kept!.releasedAt).toBeNull();
    const hostNotes = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, lapsing.host.id));
    expect(hostNotes.map((n) => n.type)).toEqual(["stays.booking_lapsed"]);

    // Again at the same minute: nothing left to do, nobody told twice.
    expect(await sweepBookingDeadlines(NOW)).toEqual({ expired: 0, lapsed: 0, checked_out: 0 });
    expect(await mailsTo(expiring.guest!.email, "booking_expired")).toHaveLength(1);

    // 11:00 in Lagos: today's check-out time has come.
    const eleven = new Date("2031-03-01T10:00:00Z");
    expect(await sweepBookingDeadlines(new Date(eleven.getTime() - MINUTE))).toMatchObject({
      checked_out: 0,
    });
    expect(await sweepBookingDeadlines(eleven)).toMatchObject({ checked_out: 1 });
    expect((await statusOf(leavingToday.booking.id)).status).toBe("checked_out");
    expect((await statusOf(staying.booking.id)).status).toBe("checked_in");
  });

  it("a signed-out guest's expiry mail links to the token page", async () => {
    const expiring = await bookingRow({
      status: "requested",
      confirmedAt: null,
      guestId: null,
      answerBy: new Date(NOW.getTime() - MINUTE),
    });
    await sweepBookingDeadlines(NOW);
    const [mail] = await mailsTo(expiring.booking.guestEmail, "booking_expired");
    expect(mail!.text).toContain(`/trips/${expiring.booking.accessToken}`);
  });
});
