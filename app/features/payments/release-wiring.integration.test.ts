import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, paymentLines } from "~/db/schema";
import type { Role } from "~/features/accounts/roles";
import { eventFormSchema } from "~/features/events/event-form-schema";
import { loadEventForEdit, updateEvent } from "~/features/events/update-event.server";
import { deliverOrder } from "~/features/marketplace/deliver-order.server";
import { downloadLinkFor } from "~/features/marketplace/download-link.server";
import { shipOrder } from "~/features/marketplace/ship-order.server";
import { takeDownload } from "~/features/marketplace/take-download.server";
import { checkInBooking } from "~/features/stays/check-in-booking.server";
import { lagosToday } from "~/features/stays/stay-dates";
import { getDb, type Db } from "~/lib/db/client.server";
import { parseForm } from "~/lib/form-action.server";
import { getStorage } from "~/lib/storage/storage.server";
import { bookingRow } from "../../../tests/support/stay-bookings";
import { createEventWithTickets, createTicketSale } from "../../../scripts/seed/factories/events";
import { createProduct, createVendorProfile } from "../../../scripts/seed/factories/marketplace";
import { createOrderGroup } from "../../../scripts/seed/factories/orders";
import {
  buildLedgerForPayment,
  createPaymentTransaction,
} from "../../../scripts/seed/factories/payments";
import { createUser } from "../../../scripts/seed/factories/users";
import { refundLedgerRows } from "./ledger";
import { DEFAULT_PAYOUT_SETTINGS as RULES } from "./release-rules";

// Issue 33, ADR 071: each selling area tells payments, in the transaction that records
// it, when a sale's release date changes (shipped, delivered, rescheduled, checked in);
// the payee's entries move, an entry already released never does.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let db: Db;

beforeAll(async () => {
  db = await getDb();
});

const person = async (role: Role) => {
  const u = await createUser(db, { role, emailVerified: true });
  return { id: u.id, role, email: u.email, name: u.name };
};

/** The payee's entries (sale, refunds) of a purchase, sale first. */
async function payeeEntries(purchaseId: string) {
  const rows = await db
    .select({ type: ledgerEntries.entryType, availableAt: ledgerEntries.availableAt })
    .from(ledgerEntries)
    .innerJoin(paymentLines, eq(paymentLines.id, ledgerEntries.paymentLineId))
    .where(and(eq(paymentLines.purchaseId, purchaseId), isNotNull(ledgerEntries.userId)));
  return rows.sort((a, b) => (a.type === "sale" ? -1 : b.type === "sale" ? 1 : 0));
}

/** Sets the payee's entries of a purchase as its checkout would have (the factories book them available). */
async function setRelease(purchaseId: string, at: Date | null) {
  const lines = db
    .select({ id: paymentLines.id })
    .from(paymentLines)
    .where(eq(paymentLines.purchaseId, purchaseId));
  await db
    .update(ledgerEntries)
    .set({ availableAt: at })
    .where(and(inArray(ledgerEntries.paymentLineId, lines), isNotNull(ledgerEntries.userId)));
}

/** A refund of part of the purchase's line while it is pending: it follows the sale. */
async function refundPart(purchaseId: string, amount: number) {
  const [line] = await db
    .select()
    .from(paymentLines)
    .where(eq(paymentLines.purchaseId, purchaseId));
  await db
    .insert(ledgerEntries)
    .values(refundLedgerRows({ id: line!.transactionId }, line!, amount, null));
}

const at = (entries: Awaited<ReturnType<typeof payeeEntries>>) =>
  entries.map((e) => e.availableAt?.toISOString() ?? null);

describe("marketplace", () => {
  it("shipping, then the buyer's confirmation, move a parcel's dates; a released order stays", async () => {
    const seller = await person("vendor");
    const buyer = await person("viewer");
    const store = await createVendorProfile(db, { userId: seller.id });
    const { order } = await createOrderGroup(db, { vendor: store, buyer, status: "paid" });
    // Checkout books a parcel not yet shipped with no date (pending).
    await setRelease(order.id, null);
    await refundPart(order.id, 1_000);
    expect(at(await payeeEntries(order.id))).toEqual([null, null]);

    const shippedAt = new Date(Date.now() - 2 * HOUR);
    await shipOrder({
      orderId: order.id,
      actor: { user: { id: seller.id, role: "vendor" }, accessToken: null },
      carrier: "GIG Logistics",
      now: shippedAt,
    });
    const dueShipped = new Date(shippedAt.getTime() + RULES.productDaysAfterShipment * DAY);
    expect(at(await payeeEntries(order.id))).toEqual([
      dueShipped.toISOString(),
      dueShipped.toISOString(),
    ]);

    const deliveredAt = new Date(Date.now() - HOUR);
    await deliverOrder({
      orderId: order.id,
      actor: { user: { id: buyer.id, role: "viewer" }, accessToken: null },
      now: deliveredAt,
    });
    const due = new Date(deliveredAt.getTime() + RULES.productDaysAfterDelivery * DAY);
    expect(at(await payeeEntries(order.id))).toEqual([due.toISOString(), due.toISOString()]);

    // Released already (e.g. an admin set the rules to 0 days): delivery takes nothing back.
    const other = await createOrderGroup(db, { vendor: store, buyer, status: "shipped" });
    const released = new Date(Date.now() - DAY);
    await setRelease(other.order.id, released);
    await deliverOrder({
      orderId: other.order.id,
      actor: { user: { id: seller.id, role: "vendor" }, accessToken: null },
    });
    expect(at(await payeeEntries(other.order.id))).toEqual([released.toISOString()]);
  });

  it("a pickup collected against its code, and a digital order's first download, are deliveries", async () => {
    const seller = await person("vendor");
    const store = await createVendorProfile(db, { userId: seller.id });
    const pickup = await createOrderGroup(db, {
      vendor: store,
      deliveryMethod: "pickup",
      collectionCode: "ABC234",
    });
    await setRelease(pickup.order.id, null);
    const collected = new Date(Date.now() - 30 * 60_000);
    await deliverOrder({
      orderId: pickup.order.id,
      actor: { user: { id: seller.id, role: "vendor" }, accessToken: null },
      collectionCode: "abc-234",
      now: collected,
    });
    expect(at(await payeeEntries(pickup.order.id))).toEqual([
      new Date(collected.getTime() + RULES.productDaysAfterDelivery * DAY).toISOString(),
    ]);

    const key = "private/products/2026/01/release-guide.pdf";
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    await getStorage().put(key, pdf, { contentType: "application/pdf" });
    const guide = await createProduct(db, {
      vendorId: store.id,
      isDigital: true,
      stock: 10,
      digitalFileKey: key,
      digitalFileName: "Guide.pdf",
      digitalFileSize: pdf.byteLength,
      downloadLimit: 3,
    });
    const digital = await createOrderGroup(db, {
      vendor: store,
      deliveryMethod: "digital",
      items: [{ product: guide, quantity: 1 }],
    });
    const paidDue = new Date(Date.now() + DAY);
    await setRelease(digital.order.id, paidDue);
    const downloaded = new Date();
    const token = downloadLinkFor({ orderItemId: digital.items[0]!.id, now: downloaded }).slice(
      "/downloads/".length,
    );
    const file = await takeDownload({ token, now: downloaded });
    expect("status" in file).toBe(false);
    expect(at(await payeeEntries(digital.order.id))).toEqual([
      new Date(downloaded.getTime() + RULES.productDaysAfterDelivery * DAY).toISOString(),
    ]);
  });
});

describe("events", () => {
  async function editValues(eventId: string, actorId: string, overrides: Record<string, string>) {
    const { event, defaults, rows } = await loadEventForEdit({ eventId, actorId });
    const values: Record<string, string> = { ...defaults };
    rows.forEach((row, i) => {
      for (const [k, v] of Object.entries(row))
        if (typeof v === "string") values[`ticketTypes[${i}].${k}`] = v;
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...values, ...overrides })) form.set(k, v);
    const parsed = await parseForm(form, eventFormSchema({ keepStart: event.startDatetime }));
    if (!parsed.ok) throw new Error("the edit form did not parse");
    return parsed.data;
  }

  it("a new end moves every unreleased ticket sale to the new end plus the rule's hours", async () => {
    const organizer = await person("event_organizer");
    // Whole minutes, as the form keeps them.
    const start = new Date(Math.floor((Date.now() + 10 * DAY) / 60_000) * 60_000);
    const end = new Date(start.getTime() + 4 * HOUR);
    const { event, ticketTypes } = await createEventWithTickets(db, {
      event: { organizerId: organizer.id, startDatetime: start, endDatetime: end },
      ticketTypes: [{ name: "Regular", price: 5_000, quantity: 50 }],
    });
    const buyer = (n: number) => ({ id: null, name: `Buyer ${n}`, email: `b${n}@example.com` });
    const lines = [{ ticketType: ticketTypes[0]!, quantity: 2 }];
    const first = await createTicketSale(db, { event, lines, buyer: buyer(1) });
    const second = await createTicketSale(db, { event, lines, buyer: buyer(2) });
    const old = new Date(end.getTime() + RULES.ticketHoursAfterEnd * HOUR);
    await setRelease(first.order.id, old);
    await refundPart(first.order.id, 2_000);
    await setRelease(first.order.id, old);
    // A sale released already (paid out by hand, say) keeps its date.
    const released = new Date(Date.now() - HOUR);
    await setRelease(second.order.id, released);

    // Only the start moving leaves the dates alone: they follow the end.
    const { toWatInput } = await import("~/features/events/wat-time");
    const same = await editValues(event.id, organizer.id, {
      startDatetime: toWatInput(new Date(start.getTime() - HOUR)),
    });
    await updateEvent({ eventId: event.id, actorId: organizer.id, input: same });
    expect(at(await payeeEntries(first.order.id))).toEqual([old.toISOString(), old.toISOString()]);

    const newEnd = new Date(end.getTime() + 2 * DAY);
    const input = await editValues(event.id, organizer.id, { endDatetime: toWatInput(newEnd) });
    const saved = await updateEvent({ eventId: event.id, actorId: organizer.id, input });
    expect(saved.rescheduled).toBe(true);
    const due = new Date(
      saved.event.endDatetime.getTime() + RULES.ticketHoursAfterEnd * HOUR,
    ).toISOString();
    expect(at(await payeeEntries(first.order.id))).toEqual([due, due]);
    expect(at(await payeeEntries(second.order.id))).toEqual([released.toISOString()]);
  });
});

describe("stays", () => {
  /** The booking's payment as the booking checkout books it, the host's entry released at `due`. */
  async function paidStay(booking: { id: string; total: number }, hostId: string, due: Date) {
    const payment = await createPaymentTransaction(db, {
      transactionType: "booking",
      orderId: booking.id,
      sellerUserId: hostId,
      totalAmount: booking.total,
      userId: null,
    });
    await db
      .update(paymentLines)
      .set({ purchaseId: booking.id })
      .where(eq(paymentLines.transactionId, payment.id));
    await db.insert(ledgerEntries).values(buildLedgerForPayment(payment, hostId));
    await setRelease(booking.id, due);
  }

  it("the host recording the check-in moves the stay's date to the real arrival plus the rule's hours", async () => {
    const today = lagosToday();
    const { host, booking } = await bookingRow({ status: "confirmed", checkIn: today, nights: 2 });
    const planned = new Date(Date.now() + 10 * HOUR);
    await paidStay(booking, host.id, planned);
    const arrived = new Date();
    await checkInBooking({
      bookingId: booking.id,
      actor: { user: { id: host.id, role: "property_owner" } },
      now: arrived,
    });
    expect(at(await payeeEntries(booking.id))).toEqual([
      new Date(arrived.getTime() + RULES.stayHoursAfterCheckIn * HOUR).toISOString(),
    ]);

    // Released already: the check-in does not take it back.
    const other = await bookingRow({ status: "confirmed", checkIn: today, nights: 1 });
    const released = new Date(Date.now() - HOUR);
    await paidStay(other.booking, other.host.id, released);
    await checkInBooking({
      bookingId: other.booking.id,
      actor: { user: { id: other.host.id, role: "property_owner" } },
    });
    expect(at(await payeeEntries(other.booking.id))).toEqual([released.toISOString()]);
  });
});
